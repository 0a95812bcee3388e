import { readFile } from 'node:fs/promises';
import { expect, noAxeViolations, openHome, test } from './testkit';

test('the roster: players of a game that starts are offered at the next setup, one tap each, kept in backups and forgotten in Settings', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: /^Geyser / }).click();
  for (const [i, name] of ['Ana', 'Bo'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  await page.getByRole('group', { name: 'Player 2' }).getByLabel('Colour').selectOption({ label: 'Gold' });
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/g\//);

  // A new Cellular Powerhouse game: its seats are "Player 1" to "Player 3"; Bo takes the first, in his colour.
  await page.goto('./#/');
  await page.getByRole('button', { name: /^Cellular Powerhouse / }).click();
  const regulars = page.getByRole('group', { name: 'Regulars: one tap seats them' });
  await expect(regulars.getByRole('button')).toHaveText(['+ Ana', '+ Bo']);
  await noAxeViolations(page, 'setup with regulars');
  await regulars.getByRole('button', { name: '+ Bo' }).click();
  await expect(page.getByRole('group', { name: 'Player 1' }).getByLabel('Name')).toHaveValue('Bo');
  await expect(page.getByRole('group', { name: 'Player 1' }).getByLabel('Colour')).toHaveValue('#b8860b');
  await expect(regulars.getByRole('button')).toHaveText(['+ Ana']);
  await regulars.getByRole('button', { name: '+ Ana' }).click();
  await expect(page.getByRole('group', { name: 'Player 2' }).getByLabel('Name')).toHaveValue('Ana');
  await expect(regulars).toHaveCount(0);

  // Moon Drop's sheets have names only: a regular takes the first "Player N" seat by name.
  await page.goto('./#/');
  await page.getByRole('button', { name: /^Moon Drop / }).click();
  await page.getByRole('group', { name: 'Regulars: one tap seats them' }).getByRole('button', { name: '+ Bo' }).click();
  await expect(page.getByLabel('Player 1', { exact: true })).toHaveValue('Bo');
  await noAxeViolations(page, 'Moon Drop setup with regulars');

  // Every regular goes into a whole backup.
  await page.goto('./#/');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all games' }).click()]);
  const backup = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(backup.roster).toEqual([
    { name: 'Ana', colour: '#1f6fd1' },
    { name: 'Bo', colour: '#b8860b' },
  ]);

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.locator('.regular-row')).toHaveText(['AnaForget Ana', 'BoForget Bo']);
  await noAxeViolations(page, 'settings with regular players');
  await page.getByRole('button', { name: 'Forget Bo' }).click();
  await page.reload();
  await expect(page.locator('.regular-row')).toHaveText(['AnaForget Ana']);
});
