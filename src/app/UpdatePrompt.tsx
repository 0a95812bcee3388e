import { applyUpdate, updateState } from './pwa';

/** "Update available - Reload" (or "A new version is open in another tab"): updates are offered, never forced. */
export function UpdatePrompt() {
  const state = updateState.value;
  if (state === 'none') return null;
  const elsewhere = state === 'elsewhere';
  return (
    <div class={elsewhere ? 'update-bar update-bar-long' : 'update-bar'} role="status">
      <span>{elsewhere ? 'A new version is open in another tab' : 'Update available'}</span>
      <button type="button" class="btn btn-primary" onClick={() => void applyUpdate()}>
        Reload
      </button>
      <button type="button" class="btn btn-text" onClick={() => (updateState.value = 'none')}>
        Later
      </button>
    </div>
  );
}
