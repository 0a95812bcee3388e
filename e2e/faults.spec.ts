import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium, enterFaces, expect, expectSavedGames, newDiceGame, noAxeViolations, openHome, startDiceGame, test } from './testkit';
import { DURABLE_RECORDER, browserPid, logCount, startTapping } from './kill-testkit';

const rolls = (page: Page) => page.getByTestId('roll-history').locator('li');
const saveState = (page: Page) => page.getByTestId('save-state');

test('SIGKILL of the browser during fast taps loses no roll the screen showed as saved', async ({ baseURL }, testInfo) => {
  const dir = await mkdtemp(join(tmpdir(), 'tm-kill-'));
  const open = async (): Promise<BrowserContext> =>
    chromium.launchPersistentContext(dir, { ...testInfo.project.use.launchOptions, baseURL, viewport: { width: 360, height: 780 } });
  try {
    for (let run = 1; run <= 3; run++) {
      const ctx = await open();
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      await page.addInitScript(DURABLE_RECORDER);
      await openHome(page);
      await startDiceGame(page);
      const url = page.url();
      await startTapping(page, 10);
      // Kill at a different moment in each run, while taps are still coming.
      await expect.poll(() => page.evaluate(() => (window as unknown as { tmTapped: number }).tmTapped)).toBeGreaterThan(20 * run);
      const durable = await page.evaluate(() => (window as unknown as { tmDurable: number }).tmDurable);
      process.kill(browserPid(dir), 'SIGKILL');
      await ctx.close().catch(() => undefined);

      const again = await open();
      const check = again.pages()[0] ?? (await again.newPage());
      await check.goto(url);
      await expect(check.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
      const kept = (await logCount(check)) - 1;
      testInfo.annotations.push({ type: 'kill', description: `run ${run}: ${durable} rolls shown as saved, ${kept} kept` });
      expect(durable).toBeGreaterThan(0);
      expect(kept).toBeGreaterThanOrEqual(durable);
      // Whole moves only: the history and the log agree after the kill.
      expect(await check.getByTestId('roll-history').locator('li').count()).toBe(Math.min(kept, 50));
      await again.close();
    }
  } finally {
    // Chromium's helpers may still be writing to the profile for a moment after the kill.
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});

test('a crashed page loses no roll it showed as saved', async ({ page, context }) => {
  await page.addInitScript(DURABLE_RECORDER);
  await openHome(page);
  await startDiceGame(page);
  const url = page.url();
  await startTapping(page, 10);
  await expect.poll(() => page.evaluate(() => (window as unknown as { tmTapped: number }).tmTapped)).toBeGreaterThan(30);
  const durable = await page.evaluate(() => (window as unknown as { tmDurable: number }).tmDurable);
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  // The crash ends the page before the command can answer: do not wait for the answer.
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  const again = await context.newPage();
  await again.goto(url);
  await expect(again.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
  expect((await logCount(again)) - 1).toBeGreaterThanOrEqual(durable);
});

test('storage that never answers: the app says so within seconds and plays in memory', async ({ page }) => {
  await page.addInitScript(() => {
    // Some iOS versions: opening IndexedDB never completes, with no error.
    indexedDB.open = () => Object.assign(new EventTarget(), { result: undefined, error: null }) as unknown as IDBOpenDBRequest;
  });
  await page.goto('./');
  await expect(page.getByRole('alert')).toContainText('Storage on this device is not answering');
  await expect(page.getByTestId('not-answering')).toContainText('Your saved games cannot be shown now');
  await newDiceGame(page);
  await enterFaces(page, [3, 4]);
  await expect(page.getByTestId('roll-total')).toHaveText('7');
  await expect(saveState(page)).toHaveText('This tab only');
  await noAxeViolations(page, 'dice while storage does not answer');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expectSavedGames(page, ['Dice 1']);
});

test('a full disk: the roll is marked not saved, survives a reload in the rescue copy with the warning at once, and is stored when space is back', async ({ page }) => {
  // A full disk as the app meets it: every IndexedDB put throws QuotaExceededError. The switch
  // lives in sessionStorage so that the disk is still full after a reload. (Chromium's CDP quota
  // override did not make writes to an existing database fail on this machine.)
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (sessionStorage.getItem('tm-disk-full') === '1') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const diskFull = (full: boolean) => page.evaluate((f) => sessionStorage.setItem('tm-disk-full', f ? '1' : '0'), full);
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [1, 1]);
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
  const url = page.url();

  await diskFull(true);
  await enterFaces(page, [2, 2]);
  await expect(page.getByRole('alert')).toContainText('out of storage space');
  await expect(saveState(page)).toHaveText('Not saved');
  await expect(page.getByTestId('roll-total')).toHaveText('4');
  // A game made while the disk is full.
  await page.goto('./#/');
  await newDiceGame(page);
  await enterFaces(page, [6, 6]);
  await noAxeViolations(page, 'dice while the disk is full');

  // Reload while the disk is still full: nothing is gone, and the warning is there at once.
  await page.goto('./#/');
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('out of storage space');
  await expectSavedGames(page, ['Dice 2', 'Dice 1']);
  await page.goto(url);
  await expect(rolls(page)).toHaveCount(2);
  await expect(saveState(page)).toHaveText('Not saved');

  // Space is back: the next change saves everything, and the rescue copy is no longer needed.
  await diskFull(false);
  await enterFaces(page, [3, 3]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
  expect(await page.evaluate(() => localStorage.getItem('tablemate:unsaved'))).toBeNull();
  await page.reload();
  await expect(rolls(page)).toHaveCount(3);
  await page.goto('./#/');
  await expectSavedGames(page, ['Dice 1', 'Dice 2']);
  await page.getByRole('link', { name: /Dice 2/ }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('12');
});

test('storage that never answers says the saved games are still there, on home and on a saved game, and what to do', async ({ page }) => {
  // Storage stops answering after a game was saved (the switch in localStorage outlives a reload).
  await page.addInitScript(() => {
    if (localStorage.getItem('tm-stuck') !== '1') return;
    indexedDB.open = () => Object.assign(new EventTarget(), { result: undefined, error: null }) as unknown as IDBOpenDBRequest;
  });
  await openHome(page);
  await startDiceGame(page);
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
  const url = page.url();
  await page.evaluate(() => localStorage.setItem('tm-stuck', '1'));
  await page.goto('./#/');
  await page.reload();

  const note = page.getByTestId('not-answering');
  const todo = 'Reload to try again. If that does not help, close Tablemate in your other tabs, or close the browser and open it again.';
  await expect(page.getByRole('alert')).toContainText('Storage on this device is not answering');
  await expect(note).toHaveText(`Your saved games cannot be shown now: storage on this device is not answering. They are still on this device, not deleted. ${todo}Reload`);
  await expect(page.getByText('No saved games yet')).toHaveCount(0);

  // The saved game's own link.
  await page.goto(url);
  await expect(note).toHaveText(`This game cannot be opened now: storage on this device is not answering. It is still on this device, not deleted. ${todo}Reload`);
  await expect(page.getByText(/deleted\)|not saved on this device/)).toHaveCount(0);

  // A game played meanwhile, in memory, is listed: the note says it is not all there is.
  await page.getByRole('link', { name: 'Back to saved games' }).click();
  await newDiceGame(page);
  await enterFaces(page, [2, 5]);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.locator('.game-list li')).toHaveCount(1);
  await expect(note).toHaveText(`Only the games of this tab are listed: storage on this device is not answering. The games saved before are still on this device, not deleted. ${todo}Reload`);

  // Storage answers again: the note's Reload brings the saved game back, as it said.
  await page.evaluate(() => localStorage.removeItem('tm-stuck'));
  await Promise.all([page.waitForEvent('load'), note.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('link', { name: /^Dice 1/ }).first()).toBeVisible();
  await expect(note).toHaveCount(0);
  await page.goto(url);
  await expect(rolls(page)).toHaveCount(1);
  await expect(saveState(page)).toHaveText('Saved');
});
