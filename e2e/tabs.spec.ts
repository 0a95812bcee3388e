import { readFile } from 'node:fs/promises';
import { type Page, expect, expectSavedGames, newDiceGame, noAxeViolations, openHome, startDiceGame, test } from './testkit';

const rolls = (page: Page) => page.getByTestId('roll-history').locator('li');
const roll = (page: Page) => page.getByRole('button', { name: 'Roll', exact: true });
const followBar = (page: Page) => page.getByText('This game is open in another tab. This tab follows it.');
const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');

/** Opens home in a new tab of the same browser (same storage, same service worker). */
async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await openHome(other);
  return other;
}

test('two tabs on one game: one plays, the other follows live, "Use it here" hands it over, and no roll is lost', async ({ page }) => {
  await openHome(page);
  await startDiceGame(page);
  const url = page.url();
  const b = await secondTab(page);
  await b.goto(url);
  await expect(followBar(b)).toBeVisible();
  await expect(roll(b)).toBeDisabled();
  await noAxeViolations(b, 'a game followed from another tab');

  // Alternate five times: each tab takes the game and rolls once; the other follows (after the roll that saved it).
  let shown = 1;
  for (let k = 0; k < 5; k++) {
    for (const [tab, other] of [
      [page, b],
      [b, page],
    ] as const) {
      const take = tab.getByRole('button', { name: 'Use it here' });
      if (await take.isVisible()) await take.click();
      await expect(roll(tab)).toBeEnabled();
      await roll(tab).click();
      shown += 1;
      await expect(rolls(tab)).toHaveCount(shown);
      await expect(rolls(other)).toHaveCount(shown);
      await expect(followBar(other)).toBeVisible();
    }
  }
  await saved(b);
  for (const tab of [page, b]) {
    await tab.reload();
    await expect(rolls(tab)).toHaveCount(11);
  }
  // The tab that loses a game (closed) hands it to the one that waits for it.
  await b.close();
  await expect(followBar(page)).toHaveCount(0);
  await expect(roll(page)).toBeEnabled();
});

test('a rename in one tab is kept while another tab plays, and every tab lists it', async ({ page }) => {
  await openHome(page);
  await startDiceGame(page);
  const url = page.url();
  const b = await secondTab(page);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await saved(page);

  await b.getByRole('button', { name: 'Options for Dice 1' }).click();
  await b.getByLabel('Name').fill('Friday night');
  await b.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friday night');

  await roll(page).click();
  await saved(page);
  await b.reload();
  await expectSavedGames(b, ['Friday night']);
  await page.goto('./#/');
  await expectSavedGames(page, ['Friday night']);
  await page.goto(url);
  await expect(rolls(page)).toHaveCount(3);
});

test('a game deleted in one tab stays deleted though another tab has it open; that tab can save it again', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  await roll(page).click();
  await saved(page);
  const b = await secondTab(page);
  await expectSavedGames(b, ['Dice 1']);
  await b.getByRole('button', { name: 'Options for Dice 1' }).click();
  await b.getByRole('button', { name: 'Delete game' }).click();
  await expectSavedGames(b, []);

  await expect(page.getByRole('alert').filter({ hasText: 'This game was deleted in another tab.' })).toBeVisible();
  await expect(roll(page)).toBeDisabled();
  await noAxeViolations(page, 'a game deleted in another tab');
  await b.reload();
  await expectSavedGames(b, []);

  await page.getByRole('button', { name: 'Save it again' }).click();
  await expectSavedGames(b, ['Dice 1']);
  await roll(page).click();
  await saved(page);
  await page.reload();
  await expect(rolls(page)).toHaveCount(2);
});

test("a stale tab (no Web Locks, no news from other tabs) cannot overwrite newer rolls: its change is made again after them, and it says so", async ({ page, context }) => {
  await openHome(page);
  await newDiceGame(page);
  await roll(page).click();
  await saved(page);
  const url = page.url();

  // An old browser: without Web Locks or BroadcastChannel this tab believes it has the game to itself.
  const stale = await context.newPage();
  await stale.addInitScript(() => {
    Object.defineProperty(navigator, 'locks', { value: undefined });
    Object.defineProperty(window, 'BroadcastChannel', { value: undefined });
  });
  await stale.goto(url);
  await expect(rolls(stale)).toHaveCount(1);

  for (let k = 0; k < 10; k++) await roll(page).click();
  await expect(rolls(page)).toHaveCount(11);
  await saved(page);

  // The write is refused (it is based on 1 roll), the latest is read, and the tap is made again on it: nothing lost.
  await stale.getByRole('radio', { name: 'Real dice' }).click();
  await expect(stale.getByRole('alert').filter({ hasText: 'Another tab changed this game at the same moment. The change made here is kept after it.' })).toBeVisible();
  await expect(rolls(stale)).toHaveCount(11);
  await expect(stale.getByRole('radio', { name: 'Real dice' })).toBeChecked();
  await saved(stale);
  await stale.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(rolls(page)).toHaveCount(11);
  await expect(page.getByRole('radio', { name: 'Real dice' })).toBeChecked();
});

test('home and "Export all games" in one tab follow games made, renamed and deleted in another', async ({ page }) => {
  await openHome(page);
  const b = await secondTab(page);
  await startDiceGame(b);
  await expectSavedGames(page, ['Dice 1']);
  await b.goto('./#/');
  await startDiceGame(b);
  await expectSavedGames(page, ['Dice 2', 'Dice 1']);
  await b.goto('./#/');
  await b.getByRole('button', { name: 'Options for Dice 1' }).click();
  await b.getByLabel('Name').fill('Renamed in B');
  await b.getByRole('button', { name: 'Save name' }).click();
  await expectSavedGames(page, ['Renamed in B', 'Dice 2']);
  await b.getByRole('button', { name: 'Options for Dice 2' }).click();
  await b.getByRole('button', { name: 'Delete game' }).click();
  await expectSavedGames(page, ['Renamed in B']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all games' }).click()]);
  const backup = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(backup.games.map((g: { name: string }) => g.name)).toEqual(['Renamed in B']);
});
