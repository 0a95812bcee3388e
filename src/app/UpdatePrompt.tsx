import { useLayoutEffect, useRef } from 'preact/hooks';
import { applyUpdate, updateState } from './pwa';
import './UpdatePrompt.css';

/**
 * While the bar is shown, the page knows how tall it is: `--update-bar-h` on the root, with `data-update-bar`.
 * The bar's stylesheet lifts whatever is pinned at the foot (`data-pinned-foot`, the toasts) above it and pads
 * the page by as much, so no control is ever under it (a tap on Roll hit Reload).
 */
function useDockHeight(shown: boolean) {
  const dock = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = dock.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const fit = () => root.style.setProperty('--update-bar-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    fit();
    root.dataset.updateBar = '';
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    watch?.observe(el);
    return () => {
      watch?.disconnect();
      delete root.dataset.updateBar;
      root.style.removeProperty('--update-bar-h');
    };
  }, [shown]);
  return dock;
}

/** "Update available - Reload" (or "A new version is open in another tab"): updates are offered, never forced. */
export function UpdatePrompt() {
  const state = updateState.value;
  const dock = useDockHeight(state !== 'none');
  if (state === 'none') return null;
  const elsewhere = state === 'elsewhere';
  return (
    <div class="update-dock" ref={dock}>
      <div class={elsewhere ? 'update-bar update-bar-long' : 'update-bar'} role="status">
        <span>{elsewhere ? 'A new version is open in another tab' : 'Update available'}</span>
        <button type="button" class="btn btn-primary" onClick={() => void applyUpdate()}>
          Reload
        </button>
        <button type="button" class="btn btn-text" onClick={() => (updateState.value = 'none')}>
          Later
        </button>
      </div>
    </div>
  );
}
