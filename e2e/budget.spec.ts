import { gzipSync } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';
import { openHome } from './helpers';

// Sizes are measured on what the browser really fetches (no service worker in the way).
test.use({ serviceWorkers: 'block' });

const KB = 1024;
const BUDGET = { home: 25 * KB };

/** Collects every JavaScript response from now on, with its gzip size. */
function collectScripts(page: Page) {
  const seen = new Map<string, number>();
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    const body = await res.body().catch(() => null);
    if (body) seen.set(new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  return {
    take() {
      const list = [...seen.entries()];
      seen.clear();
      return { files: list, total: list.reduce((n, [, s]) => n + s, 0) };
    },
  };
}

const fmt = (n: number) => `${(n / KB).toFixed(2)} KB`;
const list = (files: [string, number][]) => files.map(([f, s]) => `${f} ${fmt(s)}`).join(', ');

test('the home screen loads at most 25 KB of gzipped JS', async ({ page }) => {
  const scripts = collectScripts(page);
  await openHome(page);
  await page.waitForLoadState('networkidle');
  const home = scripts.take();
  console.log(`home JS: ${fmt(home.total)} gzip (budget ${fmt(BUDGET.home)}): ${list(home.files)}`);
  expect(home.files.length).toBeGreaterThan(0);
  expect(home.total).toBeLessThanOrEqual(BUDGET.home);
});

/** Each game's own chunk: the JS fetched when its first screen opens from home. */
const GAME_CHUNKS: { tile: RegExp; budget: number; ready: (p: Page) => Promise<void> }[] = [
  { tile: /^Dice /, budget: 15 * KB, ready: (p) => expect(p.getByRole('button', { name: 'Roll', exact: true })).toBeVisible() },
  { tile: /^CAM 8 /, budget: 25 * KB, ready: (p) => expect(p.getByRole('heading', { name: 'New game of CAM 8' })).toBeVisible() },
];

for (const game of GAME_CHUNKS) {
  test(`the ${game.tile.source.slice(1).trim()} screen's chunk is at most ${game.budget / KB} KB gzip`, async ({ page }) => {
    const scripts = collectScripts(page);
    await openHome(page);
    await page.waitForLoadState('networkidle');
    scripts.take();
    await page.getByRole('button', { name: game.tile }).click();
    await game.ready(page);
    await page.waitForLoadState('networkidle');
    const chunk = scripts.take();
    console.log(`${game.tile.source.slice(1).trim()} chunk: ${fmt(chunk.total)} gzip (budget ${fmt(game.budget)}): ${list(chunk.files)}`);
    expect(chunk.files.length).toBeGreaterThan(0);
    expect(chunk.total).toBeLessThanOrEqual(game.budget);
  });
}
