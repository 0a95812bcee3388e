import { expect, newDiceGame, openHome, startDiceGame, test } from './testkit';

test.beforeEach(async ({ page }) => {
  // Count wake lock requests and releases, and vibrations, with fakes of the device APIs.
  await page.addInitScript(() => {
    const w = window as unknown as { locks: number; released: number; buzzes: number[]; last: { released: boolean } | null };
    w.last = null;
    w.locks = 0;
    w.released = 0;
    w.buzzes = [];
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async () => {
          w.locks++;
          const s = { released: false, release: async () => { s.released = true; w.released++; } };
          w.last = s;
          return s;
        },
      },
    });
    navigator.vibrate = ((p: number) => (w.buzzes.push(p), true)) as Navigator["vibrate"];
  });
});

const counts = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const w = window as unknown as { locks: number; released: number; buzzes: number[] };
    return { locks: w.locks, released: w.released, buzzes: w.buzzes.length };
  });

test('keeps the screen awake while a game is open, takes the lock again when visible, and the setting turns it off', async ({ page }) => {
  await openHome(page);
  expect((await counts(page)).locks).toBe(0);
  await startDiceGame(page);
  // Counted from a fresh load of the saved game (its first roll moved it from the new-game screen to its own).
  await page.reload();
  await expect.poll(async () => (await counts(page)).locks).toBe(1);

  // The browser drops the lock whenever the page is hidden; coming back must take it again.
  await page.evaluate(() => {
    (window as unknown as { last: { released: boolean } }).last.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await counts(page)).locks).toBe(2);
  expect((await counts(page)).released).toBe(0);

  // Leaving the game lets the screen sleep again.
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect.poll(async () => (await counts(page)).released).toBe(1);

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('checkbox', { name: 'Keep the screen on while a game is open' }).uncheck();
  await page.goto('./#/');
  const before = (await counts(page)).locks;
  await page.getByRole('link', { name: /Dice 1/ }).click();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
  expect((await counts(page)).locks).toBe(before);
});

test('a roll buzzes briefly', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect.poll(async () => (await counts(page)).buzzes).toBe(1);
});
