// Helpers for killing the browser mid-game, shared by the fault tests and the storage bench.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';

/**
 * An init script: `window.tmDurable` is the most rolls the page ever showed as saved: the rolls
 * on screen (the game log's count, less its "New game" line) less the changes its save state
 * says are not on disk yet.
 */
export const DURABLE_RECORDER = `(() => {
  window.tmDurable = 0;
  window.tmTapped = 0;
  const seen = () => {
    const state = document.querySelector('[data-testid=save-state]');
    const log = document.querySelector('.log summary');
    if (!state || !log || state.getAttribute('data-state') === 'memory') return;
    const shown = Number((/\\((\\d+)\\)/.exec(log.textContent || '') || [])[1]) - 1;
    const n = shown - Number(state.getAttribute('data-unsaved'));
    if (n > window.tmDurable) window.tmDurable = n;
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

/**
 * An init script: what the Dice game's screen shows, whatever its save state says.
 * `window.tmShown` is the most rolls the page ever showed (the game log's count, "Game log (N)", less
 * its "New game" line: it counts every roll, where the history list shows the latest 50 only);
 * `window.tmShownAt[k]` is when roll k + 1 first appeared (performance.now(), in the mutation's
 * observer callback, before the frame is painted); `window.tmTapAt` holds the event.timeStamp of
 * every click on Roll (same clock), so `tmShownAt[k] - tmTapAt[k]` is tap-to-screen for one-at-a-time taps.
 * Counts are per document: a reload or a browser restart starts again at 0. If the page has a function
 * `window.tmReport` (a CDP binding, see `watchShown`), each change is sent to it as "<shown> <taps>".
 */
export const SHOWN_RECORDER = `(() => {
  window.tmShown = 0;
  window.tmShownAt = [];
  window.tmTapAt = [];
  window.tmTapped = window.tmTapped || 0;
  const seen = () => {
    const log = document.querySelector('.log summary');
    if (!log) return;
    const m = /\\((\\d+)\\)/.exec(log.textContent || '');
    if (!m) return;
    const shown = Number(m[1]) - 1;
    if (shown <= window.tmShown) return;
    const now = performance.now();
    for (let k = window.tmShown; k < shown; k++) window.tmShownAt.push(now);
    window.tmShown = shown;
    report();
  };
  // A bench may add the CDP binding tmReport: it hears every change as it happens, so a kill cannot hide the last ones.
  const report = () => typeof window.tmReport === 'function' && window.tmReport(window.tmShown + ' ' + window.tmTapAt.length);
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener(
    'click',
    (e) => {
      const b = e.target instanceof Element ? e.target.closest('button') : null;
      if (!b || !b.textContent || b.textContent.trim() !== 'Roll') return;
      window.tmTapAt.push(e.timeStamp);
      report();
    },
    true,
  );
})();`;

/** What SHOWN_RECORDER recorded in `page` (see there). */
export async function shownRecord(page: Page): Promise<{ shown: number; shownAt: number[]; tapAt: number[]; tapped: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { tmShown: number; tmShownAt: number[]; tmTapAt: number[]; tmTapped: number };
    return { shown: w.tmShown, shownAt: w.tmShownAt, tapAt: w.tmTapAt, tapped: w.tmTapped };
  });
}

/** Taps Roll from inside the page every `ms` (faster than a test can click), counting taps in `window.tmTapped`. */
export async function startTapping(page: Page, ms: number): Promise<void> {
  await page.evaluate((every) => {
    const w = window as unknown as { tmTapped: number };
    setInterval(() => {
      const roll = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Roll');
      if (roll && !roll.disabled) {
        roll.click();
        w.tmTapped += 1;
      }
    }, every);
  }, ms);
}

/** How many lines the open game's log holds ("Game log (N)"). */
export async function logCount(page: Page): Promise<number> {
  const text = (await page.locator('.log summary').textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
}

/** The browser process (not a renderer) started on the profile folder `dir`. */
export function browserPid(dir: string): number {
  const line = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .find((l) => l.includes(`--user-data-dir=${dir}`) && !l.includes('--type='));
  if (!line) throw new Error(`no browser process runs on ${dir}`);
  return Number(line.trim().split(/\s+/)[0]);
}

/**
 * Hears what SHOWN_RECORDER sees in `page` as it happens, over a CDP binding (so it survives the kill of
 * the page or the browser up to the last message that left it): the most rolls shown and Roll clicks.
 */
export async function watchShown(page: Page): Promise<{ shown: number; taps: number }> {
  const heard = { shown: 0, taps: 0 };
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Runtime.bindingCalled', (e) => {
    if (e.name !== 'tmReport') return;
    const [shown, taps] = e.payload.split(' ').map(Number);
    heard.shown = Math.max(heard.shown, shown ?? 0);
    heard.taps = Math.max(heard.taps, taps ?? 0);
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: 'tmReport' });
  return heard;
}

/** The renderer processes of the browser started on the profile folder `dir` (the page's, and any spare one). */
export function rendererPids(dir: string): number[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(`--user-data-dir=${dir}`) && l.includes('--type=renderer'))
    .map((l) => Number(l.trim().split(/\s+/)[0]));
}
