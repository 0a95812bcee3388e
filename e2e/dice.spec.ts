import { expect, test } from '@playwright/test';
import { enterFaces, newDiceGame, openHome } from './helpers';

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

  await enterFaces(page, [6, 1, 9]);
  await expect(page.getByRole('alert')).toHaveText('Die 3 (d8) must show a whole number from 1 to 8.');
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
  await page.getByRole('button', { name: '5d6 Moon Drop' }).click();
  await expect(page.getByRole('heading', { name: 'Blue' })).toBeVisible();
  await expect(page.locator('.receipt-group').nth(0).locator('.die')).toHaveCount(1);
  await expect(page.locator('.receipt-group').nth(1).locator('.die')).toHaveCount(4);
  await expect(page.locator('[aria-live="assertive"]')).toContainText('Rolled 1d6 Blue + 4d6 White');
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
  await openHome(page);
  await newDiceGame(page);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  expect(await page.locator('.die').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('tumble');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  expect(await page.locator('.die').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});
