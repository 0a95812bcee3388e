// The shell's part of the play flow: the pinned line, what Undo says, the log's "Undo to here", screens
// that open at their top and Back that returns where the player was.
import { enterFaces, expect, newDiceGame, noAxeViolations, openHome, startDiceGame, test } from './testkit';

test('the pinned line stays on screen with where the game stands, its numbers, the save state and Undo', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await startDiceGame(page);
  await page.getByRole('button', { name: 'd6: more' }).click();
  await expect(page.getByTestId('pin-where')).toHaveText(/^1 roll · last \d+$/);
  await expect(page.getByTestId('pin-numbers')).toHaveText('Next: 3d6');
  // Scrolled to the foot of the page, the line is still at the top, Undo with it.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(200);
  await expect(page.getByTestId('pin-where')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeInViewport({ ratio: 1 });
  // The full game title is under the line, never cut.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dice 1');
});

test('Undo says what it undid, a roll made again after it is marked, and the live region never says the undone roll', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [1, 2]);
  await expect(page.getByTestId('roll-total')).toHaveText('3');
  await expect(page.locator('[aria-live="assertive"]')).toHaveText('Rolled 2d6 (real dice): 1+2 = 3. Total 3.');
  await page.getByRole('button', { name: 'Undo' }).click();
  const note = page.getByTestId('history-note');
  await expect(note).toHaveText('Undid: Rolled 2d6 (real dice): 1+2 = 3');
  await expect(note).toHaveRole('status');
  await expect(page.locator('[aria-live="assertive"]')).toHaveText('');
  await noAxeViolations(page, 'dice after an undo');
  // Rolled again: the table sees it is a second try, in the pinned line and in the log.
  await enterFaces(page, [6, 6]);
  await expect(note).toHaveText('Again after Undo (was “Rolled 2d6 (real dice): 1+2 = 3”): Rolled 2d6 (real dice): 6+6 = 12');
  // At most two rows of the pinned line, whatever the words.
  const rows = await note.evaluate((el) => {
    const cs = getComputedStyle(el);
    return (el.clientHeight - Number.parseFloat(cs.paddingTop) - Number.parseFloat(cs.paddingBottom)) / Number.parseFloat(cs.lineHeight);
  });
  expect(Math.round(rows)).toBeLessThanOrEqual(2);
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('After Undo: Rolled 2d6 (real dice): 6+6 = 12 (in place of the undone “Rolled 2d6 (real dice): 1+2 = 3”)');
  // The next roll is an ordinary one: the note goes.
  await enterFaces(page, [2, 2]);
  await expect(note).toHaveText('');
});

test("the log's Undo to here takes the game back to just after that line, asking first; Redo brings the rest back", async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  for (const faces of [[1, 1], [2, 2], [3, 3], [4, 4]]) await enterFaces(page, faces);
  await expect(page.getByTestId('roll-total')).toHaveText('8');
  await page.getByText(/^Game log/).click();
  const line = page.locator('.log li').filter({ hasText: 'Rolled 2d6 (real dice): 2+2 = 4' });
  // The newest line has nothing after it to undo.
  await expect(page.locator('.log li').first().getByRole('button', { name: 'Undo to here' })).toHaveCount(0);
  await line.getByRole('button', { name: 'Undo to here' }).click();
  const ask = page.getByRole('dialog', { name: 'Undo to here?' });
  await expect(ask).toContainText('The game goes back to just after “Rolled 2d6 (real dice): 2+2 = 4”: the 2 changes after it are undone.');
  await noAxeViolations(page, 'undo to here, asked');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('8');
  await line.getByRole('button', { name: 'Undo to here' }).click();
  await ask.getByRole('button', { name: 'Undo 2 changes' }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('4');
  await expect(page.getByTestId('history-note')).toHaveText('Undid: the 2 changes after “Rolled 2d6 (real dice): 2+2 = 4”');
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(2);
  // Saved as it is: a reload shows the same, and Redo still brings both back.
  await page.reload();
  await expect(page.getByTestId('roll-total')).toHaveText('4');
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('8');
});

test('a new screen opens at its top; Back (and the back arrow) return to where the player was', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await startDiceGame(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  // Far down home, a tile opens a game: its screen starts at the top, not where home was scrolled.
  const tile = page.getByRole('button', { name: /^Cellular Powerhouse / });
  await tile.scrollIntoViewIfNeeded();
  const homeY = await page.evaluate(() => scrollY);
  expect(homeY).toBeGreaterThan(100);
  await tile.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Cellular Powerhouse/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(homeY);
  // A saved game's Rules screen opens at its top; Back returns to the game where it was.
  await page.evaluate(() => scrollTo(0, 0));
  await page.locator('.game-open').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dice 1');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  // The player swipes down to the foot (a wheel, as a hand: a script's scrollTo would race the game's own reveal of its last roll).
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  const gameY = await page.evaluate(() => scrollY);
  expect(gameY).toBeGreaterThan(100);
  await page.getByRole('link', { name: "Rules and the app's readings" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules: Dice');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dice 1');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(gameY);
  // The back arrow goes home, to where home was.
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test('a game that names its parts (setup, then play) is one screen to Back: home comes back where it was', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const homeY = await page.evaluate(() => scrollY);
  expect(homeY).toBeGreaterThan(100);
  // Moon Drop's new game opens on its setup part, at its top.
  const tile = page.getByRole('button', { name: /^Moon Drop / });
  await expect(tile).toBeInViewport({ ratio: 1 });
  await tile.click();
  await expect(page.getByRole('heading', { name: 'New game of Moon Drop' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.screen)).toMatch(/^game\|.+/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(homeY);
});
