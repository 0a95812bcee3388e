import { signal } from '@preact/signals';
import type { Workbox } from 'workbox-window';
import { flushSaves } from './library';

/**
 * What the update bar offers: nothing; a new version downloaded and waiting for "Reload";
 * or a new version another tab already started, while this tab still runs the old one.
 */
export type UpdateState = 'none' | 'waiting' | 'elsewhere';

/** The update bar's state; only the player's "Reload" or "Later" ends it. */
export const updateState = signal<UpdateState>('none');

/** How long "Reload" waits for the new version to take over before reloading anyway. */
const TAKEOVER_MS = 10_000;

let wb: Workbox | null = null;

// Set once this tab has started its own reload, so its own controller change is no news.
let reloading = false;

/**
 * Registers the service worker (production only). workbox-window is loaded after the first
 * render so that it never delays the home screen. New versions wait for `applyUpdate`.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  watchOtherTabs();
  const { Workbox } = await import('workbox-window');
  wb = new Workbox('./sw.js', { scope: './' });
  wb.addEventListener('waiting', () => {
    updateState.value = 'waiting';
  });
  await wb.register();
  // A convention day is long: look for a new version whenever the app comes back to front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb?.update().catch(() => {});
  });
}

/**
 * Another tab's "Reload" activates the new worker for every tab; this one keeps running the
 * old code (whose files the new worker no longer keeps), so the bar says so and offers Reload.
 */
function watchOtherTabs(): void {
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const before = controller;
    controller = navigator.serviceWorker.controller;
    // A page that had no worker (the first visit) getting one, or losing its worker, is no new version.
    if (!reloading && before && controller) updateState.value = 'elsewhere';
  });
}

/**
 * Saves everything, then reloads on the same address onto the new version: activates the
 * waiting one first if there is one, else (another tab already did) reloads at once.
 */
export async function applyUpdate(): Promise<void> {
  reloading = true;
  await flushSaves();
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!waiting || !wb) return location.reload();
  let done = false;
  const reload = () => {
    if (done) return;
    done = true;
    location.reload();
  };
  // A controlled page sees its controller change; one opened without a worker (a hard reload)
  // only sees the new worker activate; the timer keeps the promise of "Reload" if neither comes.
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated' || waiting.state === 'redundant') reload();
  });
  setTimeout(reload, TAKEOVER_MS);
  wb.messageSkipWaiting();
}
