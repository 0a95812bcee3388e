import { type Page, expect, expectSavedGames, newDiceGame, openHome, realDice, test } from './testkit';

// The saved-games list says where each game stands now: after taps, after a reload, after an undo, in
// another tab, and home's filter finds it by that line. (Heads used to keep the first status ever written.)

/** The line under a saved game's name on home. */
const statusOf = (page: Page, name: string) => page.locator('.game-row', { has: page.locator('strong', { hasText: new RegExp(`^${name}$`) }) }).locator('.game-status');

/** Rolls the dice in the app once and returns the new total. */
async function roll(page: Page, count: number): Promise<string> {
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(count);
  return (await page.getByTestId('roll-total').textContent())!;
}

test('Dice: home shows "3 rolls · last N" after a reload and in another tab, and the status before it after an undo', async ({ page, context }) => {
  await openHome(page);
  // Another tab on home hears of each change and lists it as stored.
  const other = await context.newPage();
  await openHome(other);
  await newDiceGame(page);
  await roll(page, 1);
  await expect(page).toHaveURL(/#\/g\//);
  await expect(statusOf(other, 'Dice 1')).toHaveText(/^1 roll · last \d+$/);
  const second = await roll(page, 2);
  await expect(statusOf(other, 'Dice 1')).toHaveText(`2 rolls · last ${second}`);
  const third = await roll(page, 3);
  await expect(statusOf(other, 'Dice 1')).toHaveText(`3 rolls · last ${third}`);
  await expect(page.getByTestId('save-state')).toHaveText(/Saved/);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(statusOf(page, 'Dice 1')).toHaveText(`3 rolls · last ${third}`);
  await page.reload();
  await expectSavedGames(page, ['Dice 1']);
  await expect(statusOf(page, 'Dice 1')).toHaveText(`3 rolls · last ${third}`);
  await other.reload();
  await expect(statusOf(other, 'Dice 1')).toHaveText(`3 rolls · last ${third}`);

  // Undo: the list goes back with the game, here, in the other tab, and after a reload.
  await page.getByRole('link', { name: /Dice 1/ }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('save-state')).toHaveText(/Saved/);
  await expect(statusOf(other, 'Dice 1')).toHaveText(`2 rolls · last ${second}`);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(statusOf(page, 'Dice 1')).toHaveText(`2 rolls · last ${second}`);
  await page.reload();
  await expect(statusOf(page, 'Dice 1')).toHaveText(`2 rolls · last ${second}`);
});

test('Geyser: a game past its start roll is listed at its round after a reload, and the filter finds it by that line', async ({ page }) => {
  await openHome(page);
  // Eight other games, so that home offers its filter (from nine saved games on).
  const state = { pool: { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, mode: 'app', rolls: [] };
  const others = Array.from({ length: 8 }, (_, i) => ({
    v: 2,
    id: `seed-${i}`,
    kind: 'dice',
    name: `Seed ${i + 1}`,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000 + i,
    stateVersion: 1,
    timeline: { base: state, past: [], future: [], present: state },
    log: [],
    status: 'No rolls yet',
  }));
  const file = JSON.stringify({ app: 'tablemate', version: 2, exportedAt: new Date(0).toISOString(), games: others });
  await page.getByTestId('import-file').setInputFiles({ name: 'seed.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported 8 games' })).toBeVisible();

  await page.getByRole('button', { name: /^Geyser / }).click();
  for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Start the game' }).click();
  // Saved at its start: "Start roll" is the first status it writes.
  await expect(page).toHaveURL(/#\/g\//);
  const panel = page.locator('.panel', { has: page.getByRole('heading', { name: 'Who starts?' }) });
  await realDice(panel, [2, 6, 3]);
  await expect(page.getByTestId('round-title')).toHaveText("Round 1 · Bo's turn");
  await expect(page.getByTestId('save-state')).toHaveText(/Saved/);

  await page.reload();
  await expect(page.getByTestId('round-title')).toHaveText("Round 1 · Bo's turn");
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(statusOf(page, 'Geyser 1')).toHaveText("Round 1 · Bo's turn");
  await page.reload();
  await expect(page.getByText('Loading saved games…')).toHaveCount(0);
  await expect(statusOf(page, 'Geyser 1')).toHaveText("Round 1 · Bo's turn");
  const find = page.getByRole('searchbox', { name: 'Find a saved game' });
  await find.fill("bo's turn");
  await expectSavedGames(page, ['Geyser 1']);
  await find.fill('start roll');
  await expectSavedGames(page, []);
});
