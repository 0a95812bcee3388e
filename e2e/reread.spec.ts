// Issue 41, points 2 and 6: a tap made while the open game re-reads itself (the tab back at the front, a rename
// in another tab) is never replaced by the older record read; two tabs taking the game from each other lose no tap.
import { type Page, expect, openHome, startDiceGame, test } from './testkit';
import { logCount, startTapping } from './kill-testkit';

const saveState = (page: Page) => page.getByTestId('save-state');
const useHere = (p: Page) => p.getByRole('button', { name: 'Use it here' });
const tapped = (page: Page) => page.evaluate(() => (window as unknown as { tmTapped: number }).tmTapped);
/** Stops the in-page tapping of `startTapping` (every interval the page set). */
const stopTapping = (page: Page) =>
  page.evaluate(() => {
    const last = window.setInterval(() => {}, 1000);
    for (let k = 0; k <= last; k++) clearInterval(k);
  });

test('taps every 10 ms while the tab comes back to the front again and again: every tap is shown and kept', async ({ page }) => {
  await openHome(page);
  await startDiceGame(page);
  await expect(saveState(page)).toHaveText('Saved');
  await page.evaluate(() => ((window as unknown as { tmTapped: number }).tmTapped = 0));
  await startTapping(page, 10);
  // The tab "comes back" every 7 ms: each time the open game re-reads itself from storage.
  await page.evaluate(() => {
    const w = window as unknown as { tmBack: number };
    w.tmBack = 0;
    const t = window.setInterval(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      if (++w.tmBack >= 120) clearInterval(t);
    }, 7);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { tmBack: number }).tmBack)).toBe(120);
  await stopTapping(page);
  const taps = await tapped(page);
  expect(taps).toBeGreaterThan(20);
  await expect(saveState(page)).toHaveText('Saved');
  expect(await logCount(page)).toBe(taps + 2);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
  expect(await logCount(page)).toBe(taps + 2);
});

test('a rename in another tab while this one taps every 10 ms: the name and every tap are kept', async ({ page, context }) => {
  await openHome(page);
  await startDiceGame(page);
  await expect(saveState(page)).toHaveText('Saved');
  const b = await context.newPage();
  await b.goto(page.url().replace(/#.*$/, '#/'));
  await page.evaluate(() => ((window as unknown as { tmTapped: number }).tmTapped = 0));
  await startTapping(page, 10);
  for (const name of ['Friday night', 'Saturday', 'Sunday']) {
    await b.getByRole('button', { name: /^Options for / }).click();
    await b.getByLabel('Name').fill(name);
    await b.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
  await stopTapping(page);
  const taps = await tapped(page);
  await expect(saveState(page)).toHaveText('Saved');
  expect(await logCount(page)).toBe(taps + 2);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunday');
  expect(await logCount(page)).toBe(taps + 2);
});

test('two tabs tapping every 20 ms, taking the game from each other: every tap either kept or refused on screen', async ({ page, context }) => {
  await openHome(page);
  await startDiceGame(page);
  await expect(saveState(page)).toHaveText('Saved');
  const b = await context.newPage();
  await b.goto(page.url());
  await expect(useHere(b)).toBeVisible();
  // Each tab counts only the taps its game took (a refused tap says why, and is not a roll).
  const counting = `(() => { window.tmKept = 0; })()`;
  for (const p of [page, b]) {
    await p.evaluate(counting);
    await p.evaluate(() => {
      const w = window as unknown as { tmKept: number };
      setInterval(() => {
        const roll = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Roll');
        const lock = roll?.closest('fieldset');
        if (roll && !roll.disabled && !lock?.disabled) {
          roll.click();
          w.tmKept += 1;
        }
      }, 20);
    });
  }
  for (let k = 0; k < 6; k++) {
    const taker = k % 2 === 0 ? b : page;
    await useHere(taker).click();
    await expect(useHere(k % 2 === 0 ? page : b)).toBeVisible();
    await expect.poll(() => taker.evaluate(() => (window as unknown as { tmKept: number }).tmKept)).toBeGreaterThan(3 * (k + 1));
  }
  await stopTapping(page);
  await stopTapping(b);
  const kept = (await page.evaluate(() => (window as unknown as { tmKept: number }).tmKept)) + (await b.evaluate(() => (window as unknown as { tmKept: number }).tmKept));
  for (const p of [page, b]) await expect(p.getByTestId('save-state')).toHaveAttribute('data-unsaved', '0');
  await b.close();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
  expect(await logCount(page)).toBe(kept + 2);
});
