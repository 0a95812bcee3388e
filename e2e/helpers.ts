import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page, expect } from '@playwright/test';

/** Opens home and waits until the saved games have been read. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect(page.getByText('Loading saved games…')).toHaveCount(0);
}

/** Starts a new dice game from home and waits for its screen. */
export async function newDiceGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Dice / }).click();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
}

/** Sets the roller to real dice and types these faces for the current pool. */
export async function enterFaces(page: Page, faces: number[]): Promise<void> {
  const real = page.getByRole('radio', { name: 'Real dice' });
  if (!(await real.isChecked())) await real.check();
  for (const [i, f] of faces.entries()) await page.getByLabel(new RegExp(`^Die ${i + 1} \\(d\\d+\\) face$`)).fill(String(f));
  await page.getByRole('button', { name: 'Use these faces' }).click();
}

/** The saved games' names as listed on home, top to bottom. */
export async function savedGameNames(page: Page): Promise<string[]> {
  return page.locator('.game-list .game-open strong').allTextContents();
}

/** Waits until a service worker controls the page (it does not claim the first load, so reload once). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** axe-core finds no accessibility violations on the screen as it is now. */
export async function noAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe on ${screen}`).toEqual([]);
}

/** Types faces rolled on real dice into the dice entry inside `scope` (roll-or-type widgets). */
export async function realDice(scope: Locator, faces: number[]): Promise<void> {
  await scope.getByRole('button', { name: 'Real dice' }).click();
  const boxes = scope.getByRole('spinbutton');
  await expect(boxes).toHaveCount(faces.length);
  for (const [i, f] of faces.entries()) await boxes.nth(i).fill(String(f));
  await scope.getByRole('button', { name: 'Use these faces' }).click();
}
