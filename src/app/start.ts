import { askPersist } from './health';
import { flushSaves, keepUnsaved, openLibrary, resyncLibrary } from './library';
import { registerServiceWorker } from './pwa';
import { startRouter } from './route';
import { startSettings } from './settings';

/** Everything the shell starts once: settings, router, storage, save-on-hide, service worker. */
export function startApp(): void {
  startSettings();
  startRouter();
  void openLibrary();
  // A phone kills background tabs without warning: write everything the moment we are hidden.
  // A write still under way when the page goes (a reload) may be cut short: a copy waits in the rescue slot.
  addEventListener('pagehide', () => {
    keepUnsaved();
    void flushSaves();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushSaves();
    // Back from the background (where a phone may have frozen this tab): catch up with other tabs.
    else void resyncLibrary();
  });
  // Ask the browser not to evict saved games under storage pressure; Settings shows the answer.
  void askPersist();
  addEventListener('load', () => void registerServiceWorker().catch(() => {}), { once: true });
}
