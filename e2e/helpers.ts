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

/** Home lists exactly these saved games, top to bottom (waits for the list to be read). */
export async function expectSavedGames(page: Page, names: string[]): Promise<void> {
  await expect(page.getByText('Loading saved games…')).toHaveCount(0);
  await expect(page.locator('.game-list .game-open strong')).toHaveText(names);
}

/** Waits until a service worker controls the page (it does not claim the first load, so reload once). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/**
 * The screen works on a 360 px phone held in one hand: every visible control is at least
 * 44 by 44 CSS px (radios and checkboxes count by their label), nothing scrolls sideways.
 * A board's cells (controls inside `role=gridcell`) share the screen's width, so they only
 * need 24 px (WCAG 2.5.8): a 9×9 sheet or a 12×12 board cannot have 44 px cells at 360 px.
 */
export async function expectPhoneFriendly(page: Page, screen: string): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a.btn, .game-open, .segment span, .choice, summary, select, input:not([type=file])')]
      .filter((el) => el.offsetParent !== null && !el.closest('.visually-hidden'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => {
        if (el.matches('input[type=radio], input[type=checkbox]')) {
          const label = el.closest('label')?.getBoundingClientRect();
          return !label || label.width < 44 || label.height < 44;
        }
        const min = el.closest('[role=gridcell]') ? 24 : 44;
        return r.width < min || r.height < min;
      })
      .map(({ el, r }) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)}" ${r.width.toFixed(0)}x${r.height.toFixed(0)}`),
  );
  expect(small, `tap targets under 44 px on ${screen}`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `horizontal scroll on ${screen}`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 360);
}

/** axe-core finds no accessibility violations on the screen as it is now, and it fits a phone. */
export async function noAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe on ${screen}`).toEqual([]);
  await expectPhoneFriendly(page, screen);
}

/** Types faces rolled on real dice into the dice entry inside `scope` (roll-or-type widgets). */
export async function realDice(scope: Locator, faces: number[]): Promise<void> {
  await scope.getByRole('button', { name: 'Real dice' }).click();
  const boxes = scope.getByRole('spinbutton');
  await expect(boxes).toHaveCount(faces.length);
  for (const [i, f] of faces.entries()) await boxes.nth(i).fill(String(f));
  await scope.getByRole('button', { name: 'Use these faces' }).click();
}
