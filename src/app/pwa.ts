import { signal } from '@preact/signals';
import type { Workbox } from 'workbox-window';
import { flushSaves } from './library';

/** True when a new version has been downloaded and waits for the player's "Reload". */
export const updateReady = signal(false);

let wb: Workbox | null = null;

/**
 * Registers the service worker (production only). workbox-window is loaded after the first
 * render so that it never delays the home screen. New versions wait for `applyUpdate`.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  wb = new Workbox('./sw.js', { scope: './' });
  wb.addEventListener('waiting', () => {
    updateReady.value = true;
  });
  await wb.register();
  // A convention day is long: look for a new version whenever the app comes back to front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb?.update().catch(() => {});
  });
}

/** Saves everything, activates the waiting version and reloads on the same screen. */
export async function applyUpdate(): Promise<void> {
  await flushSaves();
  if (!wb) return location.reload();
  wb.addEventListener('controlling', () => location.reload());
  wb.messageSkipWaiting();
}
