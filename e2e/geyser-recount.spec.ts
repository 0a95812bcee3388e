// Geyser, issue 40 point 6: a game saved before state version 3 counted a piece landing on a geyser its tribe
// already held as a second geyser. Opened now, a count of two or more on a ring is shown for the table to
// check on the board: corrected by hand, or confirmed as separate geysers.
import { readFile } from 'node:fs/promises';
import { type Page, expect, noAxeViolations, openHome, realDice, test } from './testkit';

/** Bo lands on a 6/8 geyser in round 1 and on another in round 2 (2 × 6/8), then the game is exported, as version 2 saved it. */
async function versionTwoBackup(page: Page): Promise<string> {
  await openHome(page);
  await page.getByRole('button', { name: /^Geyser / }).click();
  for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Start the game' }).click();
  const start = page.locator('.panel', { has: page.getByRole('heading', { name: 'Who starts?' }) });
  await realDice(start, [5, 5, 2]);
  await realDice(start, [3, 6]);
  await page.getByRole('button', { name: 'Bo moves onto a 6/8 geyser' }).click();
  for (const who of ['Bo', 'Cy', 'Ana']) await page.getByRole('button', { name: `End ${who}'s turn` }).click();
  await realDice(page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 1 is over: Bo rolls 2d6' }) }), [3, 4]);
  await page.getByRole('button', { name: 'Bo moves onto a 6/8 geyser' }).click();
  await expect(page.getByTestId('geysers-1')).toHaveText('2 geysers (6/8 ×2) · battle +2');
  await expect(page.getByTestId('recount')).toHaveCount(0);
  await page.goto('./#/');
  await page.getByRole('button', { name: 'Options for Geyser 1' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export game' }).click()]);
  await page.getByRole('button', { name: 'Close' }).click();
  const backup = JSON.parse(await readFile((await download.path())!, 'utf8'));
  for (const record of backup.games) {
    record.stateVersion = 2;
    record.timeline.present.game.version = 2;
  }
  await page.getByRole('button', { name: 'Options for Geyser 1' }).click();
  await page.getByRole('button', { name: 'Delete game' }).click();
  await expect(page.getByText('No saved games yet.')).toBeVisible();
  return JSON.stringify(backup);
}

test('Geyser: a version 2 game counting 2 × 6/8 asks the table to check; a correction by hand settles it', async ({ page }) => {
  const text = await versionTwoBackup(page);
  await page.getByTestId('import-file').setInputFiles({ name: 'old.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported 1 game' })).toBeVisible();
  await page.getByRole('link', { name: /Geyser 1/ }).click();
  const note = page.getByTestId('recount');
  await expect(note.getByRole('heading')).toHaveText('Check on the board: Bo 2 × 6/8');
  await expect(page.getByTestId('geysers-1')).toHaveText('2 geysers (6/8 ×2) · battle +2');
  await noAxeViolations(page, 'Geyser counts to check, saved before version 3');
  // On the board Bo stands on one 6/8 geyser with two pieces: one geyser, counted twice. Take one off.
  await page.locator('.tribe').nth(1).locator('summary').click();
  await page.getByRole('button', { name: 'Bo 6/8 geysers: less' }).click();
  await expect(page.getByTestId('geysers-1')).toHaveText('1 geyser (6/8 ×1) · battle +1');
  await expect(note).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('geysers-1')).toHaveText('1 geyser (6/8 ×1) · battle +1');
  await expect(note).toHaveCount(0);
});

test('Geyser: a version 2 game counting 2 × 6/8 asks the table to check; the board may agree they are two', async ({ page }) => {
  const text = await versionTwoBackup(page);
  await page.getByTestId('import-file').setInputFiles({ name: 'old.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('link', { name: /Geyser 1/ }).click();
  const note = page.getByTestId('recount');
  await note.getByRole('button', { name: 'The board agrees: these are separate geysers' }).click();
  await expect(note).toHaveCount(0);
  await expect(page.getByTestId('geysers-1')).toHaveText('2 geysers (6/8 ×2) · battle +2');
  await expect(page.getByTestId('last-move')).toHaveText('Checked on the board: Bo 2 × 6/8, as counted (separate geysers, not one counted twice)');
});
