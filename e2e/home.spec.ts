import { enterFaces, expect, expectSavedGames, newDiceGame, openHome, startDiceGame, test } from './testkit';

test('home lists the games, with the unbuilt ones marked coming soon', async ({ page }) => {
  await openHome(page);
  await expect(page.getByText('No saved games yet. Start one below.')).toBeVisible();
  const tiles = page.locator('.tile');
  await expect(tiles).toHaveCount(6);
  expect(await tiles.locator('.tile-title').allTextContents()).toEqual(['Dice', 'CAM 8', 'Moon Drop', 'Captain Crackers', 'Geyser', 'Cellular Powerhouse']);
  await expect(page.getByRole('button', { name: /^Dice Any mix of d4 to d20/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^CAM 8 Whale brains/ })).toBeEnabled();
  // Every registered game is a working tile with its line.
  for (const tile of await tiles.all()) await expect(tile).toBeEnabled();
  await expect(tiles.locator('.tile-blurb')).toHaveText([/^Any mix of d4/, /^Whale brains/, /^Blocks, the 9×9 sheet/, /^Where every unit of water/, /^Start rolls, battles/, /^Setup, drafts/]);
});

test('looking at every tool leaves no saved game; a game is saved when it starts, and Back skips its unsaved start', async ({ page }) => {
  await openHome(page);
  for (const title of ['Dice', 'CAM 8', 'Moon Drop', 'Captain Crackers', 'Geyser', 'Cellular Powerhouse']) {
    await page.locator('.tile', { has: page.locator('.tile-title', { hasText: new RegExp(`^${title}$`) }) }).click();
    await expect(page).toHaveURL(/#\/new\//);
    await expect(page.getByTestId('save-state')).toHaveText('Saved once it starts');
    await expect(page.locator('main h2').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByText('No saved games yet. Start one below.')).toBeVisible();
  }
  await page.reload();
  await expect(page.getByText('No saved games yet. Start one below.')).toBeVisible();
  // Dice starts at its first roll: then it is saved under its own address, with what was set before.
  await newDiceGame(page);
  await page.getByRole('radio', { name: 'Real dice' }).check();
  await expect(page).toHaveURL(/#\/new\/dice$/);
  await enterFaces(page, [3, 4]);
  await expect(page).toHaveURL(/#\/g\//);
  await expect(page.getByTestId('save-state')).toHaveText(/Saved/);
  await page.reload();
  await expect(page.getByTestId('roll-total')).toHaveText('7');
  await expect(page.getByRole('radio', { name: 'Real dice' })).toBeChecked();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expectSavedGames(page, ['Dice 1']);
  // The tile's start was replaced by the saved game: Back from the game goes home, not to an empty new game.
  await page.getByRole('link', { name: /Dice 1/ }).click();
  await page.goBack();
  await expectSavedGames(page, ['Dice 1']);
});

test('the tiles draw the icons shipped with the app (no emoji font needed), also offline', async ({ page, request }) => {
  await openHome(page);
  const sprite = await (await request.get('icons/games.svg')).text();
  for (const use of await page.locator('.tile-icon use').all()) {
    const href = (await use.getAttribute('href')) ?? '';
    expect(href).toMatch(/^icons\/games\.svg#[a-z0-9]+$/);
    expect(sprite).toContain(`<symbol id="${href.split('#')[1]}"`);
  }
  await expect(page.locator('.tile-icon')).toHaveCount(6);
  const box = await page.locator('.tile-icon').first().boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  // The picture is drawn: its shapes have a size once the sprite is loaded.
  await expect.poll(() => page.locator('.tile-icon').first().evaluate((svg) => (svg as SVGSVGElement).getBBox().width)).toBeGreaterThan(10);
});

test('rename a saved game and resume it', async ({ page }) => {
  await openHome(page);
  await startDiceGame(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  // Where it stands, under its name: one roll so far.
  await expect(page.locator('.game-row')).toContainText([/Dice 1\s*1 roll · last \d+\s*Dice · just now/]);
  await page.getByRole('button', { name: 'Options for Dice 1' }).click();
  await page.getByLabel('Name').fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('alert')).toHaveText('A name cannot be empty.');
  await page.getByLabel('Name').fill('Friday night');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expectSavedGames(page, ['Friday night']);
  await page.reload();
  await expectSavedGames(page, ['Friday night']);
  await page.getByRole('link', { name: /Friday night/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friday night');
});

test('delete a saved game, then undo from the toast', async ({ page }) => {
  await openHome(page);
  await startDiceGame(page);
  await page.goto('./#/');
  await page.getByRole('button', { name: 'Options for Dice 1' }).click();
  await page.getByRole('button', { name: 'Delete game' }).click();
  await expect(page.getByText('Deleted "Dice 1".')).toBeVisible();
  await expectSavedGames(page, []);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expectSavedGames(page, ['Dice 1']);
  await page.reload();
  await expectSavedGames(page, ['Dice 1']);
});

test('a deleted game stays deleted after a reload', async ({ page }) => {
  await openHome(page);
  await startDiceGame(page);
  await page.goto('./#/');
  await page.getByRole('button', { name: 'Options for Dice 1' }).click();
  await page.getByRole('button', { name: 'Delete game' }).click();
  await page.reload();
  await expect(page.getByText('No saved games yet.')).toBeVisible();
});

test('theme follows the system and can be set by hand', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openHome(page);
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await bg()).toBe('rgb(27, 29, 34)');
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Light' }).check();
  expect(await bg()).toBe('rgb(246, 243, 236)');
  await page.reload();
  expect(await bg()).toBe('rgb(246, 243, 236)');
  await page.getByRole('radio', { name: 'Follow the system' }).check();
  expect(await bg()).toBe('rgb(27, 29, 34)');
});

test('an unknown address says so and links home', async ({ page }) => {
  await page.goto('./#/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the saved games' }).click();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
});

test('a game that is not on this device says so', async ({ page }) => {
  await page.goto('./#/g/missing-id');
  await expect(page.getByRole('alert')).toContainText('This game is not saved on this device');
});
