import { gzipSync } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';
import { openHome } from './helpers';

// Sizes are measured on what the browser really fetches (no service worker in the way).
test.use({ serviceWorkers: 'block' });

const KB = 1024;
const BUDGET = { home: 25 * KB, dice: 15 * KB };

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

test('the home screen loads at most 25 KB of gzipped JS, the dice screen chunk at most 15 KB', async ({ page }) => {
  const scripts = collectScripts(page);
  await openHome(page);
  await page.waitForLoadState('networkidle');
  const home = scripts.take();
  await page.getByRole('button', { name: /^Dice / }).click();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dice = scripts.take();

  console.log(`home JS: ${fmt(home.total)} gzip (budget ${fmt(BUDGET.home)}): ${home.files.map(([f, s]) => `${f} ${fmt(s)}`).join(', ')}`);
  console.log(`dice chunk: ${fmt(dice.total)} gzip (budget ${fmt(BUDGET.dice)}): ${dice.files.map(([f, s]) => `${f} ${fmt(s)}`).join(', ')}`);
  expect(home.files.length).toBeGreaterThan(0);
  expect(dice.files.length).toBeGreaterThan(0);
  expect(home.total).toBeLessThanOrEqual(BUDGET.home);
  expect(dice.total).toBeLessThanOrEqual(BUDGET.dice);
});
