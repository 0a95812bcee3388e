import { expect, noAxeViolations, openHome, startDiceGame, test } from './testkit';

test('storage health in Settings: persistence, space, games, the last backup with a reminder, and a game open in another tab', async ({ page, context }) => {
  await openHome(page);
  await startDiceGame(page);
  const gameUrl = page.url();
  await page.goto('./#/');
  await expect(page.locator('.backup-age')).toHaveText('Last exported: never on this device.');
  await expect(page.locator('.backup-age')).toHaveClass(/note/);

  const other = await context.newPage();
  await other.goto(gameUrl);
  await expect(other.getByRole('button', { name: 'Roll', exact: true })).toBeEnabled();

  await page.getByRole('link', { name: 'Settings' }).click();
  const fact = (id: string) => page.getByTestId(`health-${id}`);
  await expect(fact('saving')).toHaveText('Every change is saved on this device.');
  await expect(fact('games')).toHaveText('1 game.');
  await expect(fact('space')).toContainText(/\d+ (KB|MB) used; about [\d.]+ (KB|MB|GB) free for Tablemate\./);
  await expect(fact('tabs')).toHaveText('Open in another tab: Dice 1. Only one tab at a time can change a game.');
  await expect(fact('persist')).toContainText(/^(Yes: the browser has promised|No: the browser may clear saved games)/);
  if ((await fact('persist').textContent())?.startsWith('No')) {
    // Asking again gets an answer (this browser decides by itself), never an error.
    await page.getByRole('button', { name: 'Ask the browser again' }).click();
    await expect(fact('persist')).toContainText(/^(Yes|No):/);
  }
  await expect(fact('export')).toContainText('Never exported on this device. Time for a backup: there is none yet.');
  await noAxeViolations(page, 'settings with storage health and a backup reminder');

  const [download] = await Promise.all([page.waitForEvent('download'), fact('export').getByRole('button', { name: 'Export all games' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tablemate-backup-/);
  await expect(fact('export')).toContainText(/^Exported just now/);
  await expect(fact('export').getByRole('button')).toHaveCount(0);

  await other.close();
  await expect(fact('tabs')).toHaveText('No game is open in another tab.');
  await page.goto('./#/');
  await expect(page.locator('.backup-age')).toHaveText('Last exported: just now.');
  await expect(page.locator('.backup-age')).not.toHaveClass(/note/);
});
