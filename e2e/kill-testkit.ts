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
