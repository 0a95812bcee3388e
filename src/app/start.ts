import { flushSaves, openLibrary } from './library';
import { registerServiceWorker } from './pwa';
import { startRouter } from './route';
import { startSettings } from './settings';

/** Everything the shell starts once: settings, router, storage, save-on-hide, service worker. */
export function startApp(): void {
  startSettings();
  startRouter();
  void openLibrary();
  // A phone kills background tabs without warning: write everything the moment we are hidden.
  addEventListener('pagehide', () => void flushSaves());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushSaves();
  });
  // Ask the browser not to evict saved games under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
  addEventListener('load', () => void registerServiceWorker().catch(() => {}), { once: true });
}
