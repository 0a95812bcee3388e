import { enterFaces, expect, newDiceGame, noAxeViolations, openHome, test } from './testkit';

test('a dice game rolls, keeps its history across a reload and shows receipts', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dice 1');

  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const total = Number(await page.getByTestId('roll-total').textContent());
  expect(total).toBeGreaterThanOrEqual(2);
  expect(total).toBeLessThanOrEqual(12);
  const faces = await page.locator('.result .die-face').allTextContents();
  expect(faces).toHaveLength(2);
  expect(faces.map(Number).reduce((a, b) => a + b, 0)).toBe(total);
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(1);
  const line = await page.getByTestId('roll-history').locator('li').first().textContent();

  await page.reload();
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('roll-history').locator('li').first()).toHaveText(line!);
  await expect(page.getByTestId('roll-total')).toHaveText(String(total));
});

test('real dice, modifiers per die and on the total, and the log', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  await page.getByRole('button', { name: 'd8: more' }).click();
  await page.getByRole('button', { name: 'Each die: less' }).click();
  await page.getByRole('button', { name: 'Each die: less' }).click();
  await page.getByRole('button', { name: 'Total: more' }).click();
  await expect(page.getByTestId('pool-text')).toHaveText('2d6 + 1d8, each die − 2, total + 1');

  // A d8 offers faces 1 to 8 only; a die left untapped is named.
  await page.getByRole('radio', { name: 'Real dice' }).check();
  await expect(page.getByRole('radiogroup', { name: 'Die 3 (d8) face' }).getByRole('radio')).toHaveCount(8);
  await page.getByRole('radiogroup', { name: 'Die 1 (d6) face' }).getByRole('radio', { name: '6', exact: true }).check();
  // The next die takes the focus after each tap.
  await expect(page.getByRole('radiogroup', { name: 'Die 2 (d6) face' }).getByRole('radio', { name: '1', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Use these faces' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tap the face Die 2 (d6) shows (1 to 6).');
  await expect(page.getByTestId('roll-history')).toHaveCount(0);

  await enterFaces(page, [6, 1, 8]);
  // (6−2) + (1−2) + (8−2) + 1 = 10
  await expect(page.getByTestId('roll-total')).toHaveText('10');
  await expect(page.getByRole('img', { name: 'd6 showed 1, minus 2, counts -1' })).toBeVisible();
  await expect(page.getByTestId('roll-history').locator('li').first()).toContainText('2d6 + 1d8 (real dice): (6−2)+(1−2)+(8−2) +1 = 10');
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Rolled 2d6 + 1d8 (real dice): (6−2)+(1−2)+(8−2) +1 = 10');
});

test('the Moon Drop preset shows the blue die apart from the four white ones', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  // Modifiers set before are not the preset's: the block is read from the bare faces.
  await page.getByRole('button', { name: 'Each die: more' }).click();
  await page.getByRole('button', { name: 'Total: less' }).click();
  await page.getByRole('button', { name: 'Total: less' }).click();
  await expect(page.getByTestId('pool-text')).toHaveText('2d6, each die + 1, total − 2');
  await page.getByRole('button', { name: '5d6 Moon Drop' }).click();
  // The preset is the whole recipe: its dice and no modifiers.
  await expect(page.getByTestId('pool-text')).toHaveText('1d6 Blue + 4d6 White');
  // No total (it means nothing in Moon Drop): the block's shape from the blue die, the whites low to high.
  const block = page.getByTestId('moon-block');
  await expect(block).toContainText(/^Block [ILJTSZ] \(blue [1-6]\)/);
  await expect(page.getByTestId('roll-total')).toHaveCount(0);
  const whites = (await block.getByRole('list', { name: /White dice/ }).locator('strong').allTextContents()).map(Number);
  expect(whites).toEqual([...whites].sort((a, b) => a - b));
  expect(whites).toHaveLength(4);
  await expect(page.locator('.receipt-group').nth(0).locator('.die')).toHaveAttribute('aria-label', /^d6 showed \d$/);
  await noAxeViolations(page, 'dice with a Moon Drop block');
  await expect(page.getByRole('heading', { name: 'Blue', exact: true })).toBeVisible();
  await expect(page.locator('.receipt-group').nth(0).locator('.die')).toHaveCount(1);
  await expect(page.locator('.receipt-group').nth(1).locator('.die')).toHaveCount(4);
  await expect(page.locator('[aria-live="assertive"]')).toContainText('Rolled 1d6 Blue + 4d6 White');
  // Said as the block, without a total, to a screen reader and in the history.
  const said = `block ${(await block.locator('.total strong').textContent())!} (blue ${await page.locator('.receipt-group').nth(0).locator('.die-face').textContent()}), whites ${whites.join(' ')}`;
  await expect(page.locator('[aria-live="assertive"]')).toHaveText(`Rolled 1d6 Blue + 4d6 White: ${said}.`);
  await expect(page.getByTestId('roll-history').locator('li').first()).toContainText(`1d6 Blue + 4d6 White: ${said}`);
  await expect(page.getByTestId('roll-history').locator('li').first()).not.toContainText('=');
});

test('undo and redo a roll, and they survive a reload', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [3, 4]);
  await enterFaces(page, [6, 6]);
  await expect(page.getByTestId('roll-total')).toHaveText('12');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('7');
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('roll-total')).toHaveText('7');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('12');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('rolls animate, except under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openHome(page);
  await newDiceGame(page);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  expect(await page.locator('.die').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('tumble');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  // The second roll is shown once it is on disk: its dice, then, do not tumble.
  await expect(page.locator('.log summary')).toContainText('(3)');
  expect(await page.locator('.die').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('the Moon Drop preset with real dice: boxes named Blue and White 1 to 4', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  await page.getByRole('radio', { name: 'Real dice' }).check();
  await page.getByRole('button', { name: '5d6 Moon Drop' }).click();
  // Each row of faces says which die it is, on screen and to a screen reader.
  await expect(page.locator('.face-die-name')).toHaveText(['Blue', 'White 1', 'White 2', 'White 3', 'White 4']);
  for (const [name, face] of [['Blue (d6)', '2'], ['White 1 (d6)', '6'], ['White 2 (d6)', '1'], ['White 3 (d6)', '4'], ['White 4 (d6)', '3']] as const) {
    await page.getByRole('radiogroup', { name: `${name} face`, exact: true }).getByRole('radio', { name: face, exact: true }).check();
  }
  await noAxeViolations(page, 'real dice for the Moon Drop preset');
  await page.getByRole('button', { name: 'Use these faces' }).click();
  await expect(page.getByTestId('moon-block')).toContainText('Block L (blue 2)');
  await expect(page.getByTestId('moon-block').getByRole('listitem')).toHaveText(['1 Corridor', '3 Life Support or Hydroponics', '4 Quarters', '6 Research']);
  // The history, the game log, the screen reader and the saved-games list name the block; none gives the total (16).
  const line = 'block L (blue 2), whites 1 3 4 6';
  await expect(page.getByTestId('roll-history').locator('li').first()).toContainText(`1d6 Blue + 4d6 White (real dice): ${line}`);
  await expect(page.getByTestId('roll-history').locator('li').first()).not.toContainText('=');
  await expect(page.locator('[aria-live="assertive"]')).toHaveText(`Rolled 1d6 Blue + 4d6 White (real dice): ${line}.`);
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText(`Rolled 1d6 Blue + 4d6 White (real dice): ${line}`);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.locator('.game-row')).toContainText([/Dice 1\s*1 roll · last block L\s*Dice/]);
});

for (const height of [640, 780]) {
  test(`the Roll button stays where the thumb is after the first roll (360×${height})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height });
    await openHome(page);
    await newDiceGame(page);
    const roll = page.getByRole('button', { name: 'Roll', exact: true });
    const before = await roll.boundingBox();
    await roll.click();
    await expect(page.getByTestId('roll-total')).toBeVisible();
    const after = await roll.boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
    expect(after!.y + after!.height).toBeLessThanOrEqual(height);
    await roll.click();
    expect((await roll.boundingBox())!.y).toBeCloseTo(before!.y, 0);
  });
}

test('a preset tapped further down the screen brings its block into view (360×640)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await newDiceGame(page);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('roll-total')).toBeVisible();
  // The presets sit under the result: reaching them scrolls the page, and the block's top would be off the screen.
  await page.getByRole('button', { name: '5d6 Moon Drop' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('button', { name: '5d6 Moon Drop' }).click();
  await expect(page.getByTestId('moon-block').locator('.total')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('img', { name: /^Shape [ILJTSZ], squares 1 to 4$/ })).toBeInViewport({ ratio: 1 });
});
