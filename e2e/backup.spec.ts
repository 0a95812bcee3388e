import { readFile } from 'node:fs/promises';
import { editedDiceRecord, enterFaces, expect, expectSavedGames, newDiceGame, openHome, startDiceGame, test } from './testkit';

test('export all, delete, import: the games come back with their rolls', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [1, 2]);
  await page.goto('./#/');
  await newDiceGame(page);
  await enterFaces(page, [6, 6]);
  await page.goto('./#/');
  await expectSavedGames(page, ['Dice 2', 'Dice 1']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all games' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tablemate-backup-\d{4}-\d\d-\d\d\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  const backup = JSON.parse(text);
  expect(backup.app).toBe('tablemate');
  expect(backup.games).toHaveLength(2);

  for (const name of ['Dice 1', 'Dice 2']) {
    await page.getByRole('button', { name: `Options for ${name}` }).click();
    await page.getByRole('button', { name: 'Delete game' }).click();
  }
  await expect(page.getByText('No saved games yet.')).toBeVisible();

  await page.getByTestId('import-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported 2 games' })).toBeVisible();
  await expectSavedGames(page, ['Dice 2', 'Dice 1']);
  await page.getByRole('link', { name: /Dice 2/ }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('12');
});

test('importing a backup twice adds nothing; another version of a game here asks: replace it, or keep both', async ({ page }) => {
  await openHome(page);
  await startDiceGame(page);
  await page.goto('./#/');
  await page.getByRole('button', { name: 'Options for Dice 1' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export game' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tablemate-dice-1-/);
  await page.getByRole('button', { name: 'Close' }).click();
  const text = await readFile((await download.path())!, 'utf8');
  await page.getByTestId('import-file').setInputFiles({ name: 'one.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported 0 games' })).toHaveText('Imported 0 games from "one.json"; 1 game was already on this device as it is.');
  await expectSavedGames(page, ['Dice 1']);

  // The game plays on here; the file now holds an older version of it.
  await page.getByRole('link', { name: /Dice 1/ }).click();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(2);
  await page.goto('./#/');
  await page.getByTestId('import-file').setInputFiles({ name: 'one.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('group', { name: /Already on this device in another version: Dice 1/ })).toBeVisible();
  await expectSavedGames(page, ['Dice 1']);
  await page.getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kept both' })).toHaveText('Kept both versions: 1 game added as copies.');
  await expectSavedGames(page, ['Dice 1', 'Dice 1 (copy)']);
  await page.getByTestId('import-file').setInputFiles({ name: 'one.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: "Replace with the file's" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Replaced' })).toHaveText("Replaced 1 game with the file's version.");
  await page.getByRole('link', { name: /^Dice 1 1 roll/ }).click();
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(1);
});

const editedDice = editedDiceRecord();

const BAD_FILES: [string, string, RegExp][] = [
  ['notes.txt', 'these are my notes', /This file is not a Tablemate backup: it is not valid JSON/],
  ['cut.json', '{"app": "tablemate",\n  oops}', /it is not valid JSON \(line 2, column 3\)/],
  ['other.json', '{"app":"chess","games":[]}', /not a Tablemate backup \(it has no "app": "tablemate"\)/],
  ['future.json', '{"app":"tablemate","version":9,"games":[]}', /newer version of Tablemate \(version 9; this app reads up to 2\)/],
  ['shape.json', '{"app":"tablemate","version":2,"games":[{"v":2,"id":"x","kind":"dice","name":"X"}]}', /Game 1 of 1 \("X"\) cannot be imported: its dates are not valid times/],
  [
    'long-name.json',
    `{"app":"tablemate","version":2,"games":[{"id":"x","kind":"dice","name":"${'n'.repeat(5000)}","updatedAt":1,"state":{}}]}`,
    /Game 1 of 1 \("n{40}…"\) cannot be imported: its name is 5,000 characters long \(at most 60\)/,
  ],
  [
    'dice.json',
    '{"app":"tablemate","version":2,"games":[{"id":"x","kind":"dice","name":"X","updatedAt":1,"state":{"pool":{"groups":[{"sides":7,"count":1}],"perDie":0,"total":0},"mode":"app","rolls":[]}}]}',
    /Game 1 of 1 \("X"\) cannot be imported: its position is not one the rules allow: the current dice are not valid: a die size is not d4, d6, d8, d10, d12 or d20/,
  ],
  // A hand-edited history: the double six its one step rolled is a 6 and a 5 in the position (which adds up on its own).
  ['edited.json', JSON.stringify({ app: 'tablemate', version: 2, games: [editedDice] }),
    /Game 1 of 1 \("Edited"\) cannot be imported: its 1 step, replayed, does not reach its position \(rolls\[0\]\.dice\[1\]\.face: 6 replayed, 5 stored\)\. Nothing was imported\./],
];

for (const [name, body, message] of BAD_FILES) {
  test(`a bad import file (${name}) says what is wrong and changes nothing`, async ({ page }) => {
    await openHome(page);
    await newDiceGame(page);
    await enterFaces(page, [3, 3]);
    await page.goto('./#/');
    await expectSavedGames(page, ['Dice 1']);
    await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('alert')).toContainText(`"${name}"`);
    await expectSavedGames(page, ['Dice 1']);
    await page.reload();
    await expectSavedGames(page, ['Dice 1']);
    await page.getByRole('link', { name: /Dice 1/ }).click();
    await expect(page.getByTestId('roll-total')).toHaveText('6');
  });
}
