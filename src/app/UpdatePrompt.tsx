import { applyUpdate, updateReady } from './pwa';

/** "Update available - Reload": updates are offered, never forced. */
export function UpdatePrompt() {
  if (!updateReady.value) return null;
  return (
    <div class="update-bar" role="status">
      <span>Update available</span>
      <button type="button" class="btn btn-primary" onClick={() => void applyUpdate()}>
        Reload
      </button>
      <button type="button" class="btn btn-text" onClick={() => (updateReady.value = false)}>
        Later
      </button>
    </div>
  );
}
