import { expect, expectSavedGames, noAxeViolations, openHome, startDiceGame, test, waitForServiceWorker } from './testkit';

test("a game's Rules screen: in the app's words, its readings with why; a Reading mark opens its entry; offline too", async ({ page, context }) => {
  await openHome(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  // The Reading mark at Geyser's setup leads to its entry, scrolled to and marked.
  await page.getByRole('button', { name: /^Geyser / }).click();
  await page.getByRole('link', { name: 'Why this reading' }).click();
  await expect(page).toHaveURL(/#\/rules\/geyser\?r=ring-pairs$/);
  await expect(page.getByRole('heading', { name: 'Rules: Geyser' })).toBeVisible();
  for (const h of ['Setup', 'How play goes', 'What the app does for you', "The app's readings"]) await expect(page.getByRole('heading', { name: h })).toBeVisible();
  const entry = page.locator('#r-ring-pairs');
  await expect(entry).toHaveClass(/current/);
  await expect(entry).toBeInViewport();
  await expect(entry.locator('dd')).toContainText('6/8');
  await noAxeViolations(page, 'Geyser rules');
  // Back returns to the game.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'New game of Geyser' })).toBeVisible();
  // From a game screen: "Rules and the app's readings".
  await page.getByRole('link', { name: "Rules and the app's readings" }).click();
  await expect(page.getByRole('heading', { name: 'Rules: Geyser' })).toBeVisible();
  await context.setOffline(false);
});

test('many saved games: a filter finds them by name, game or where they stand', async ({ page }) => {
  await openHome(page);
  for (let i = 0; i < 9; i++) {
    await startDiceGame(page);
    await page.goto('./#/');
  }
  await expect(page.locator('.game-row')).toHaveCount(9);
  await page.getByRole('button', { name: 'Options for Dice 5' }).click();
  await page.getByLabel('Name').fill('Friday night');
  await page.getByRole('button', { name: 'Save name' }).click();
  const filter = page.getByLabel('Find a saved game');
  await filter.fill('friday');
  await expectSavedGames(page, ['Friday night']);
  await filter.fill('1 roll');
  await expect(page.locator('.game-row')).toHaveCount(9);
  await filter.fill('cam 8');
  await expect(page.getByText('No saved game matches “cam 8”.')).toBeVisible();
  await noAxeViolations(page, 'home with a filter');
});
