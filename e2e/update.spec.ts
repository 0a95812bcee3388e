import { expect, test } from '@playwright/test';
import { enterFaces, newDiceGame, openHome, waitForServiceWorker } from './helpers';

test('a new version is offered with "Update available - Reload", and reloading keeps the open game', async ({ page, context }) => {
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [5, 4]);
  await waitForServiceWorker(page);
  const gameUrl = page.url();
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

  // Publish a "new version": the preview server now serves a byte-changed worker (vite.config.ts).
  await context.addCookies([{ name: 'tm-next-sw', value: '1', url: page.url() }]);
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg!.update();
  });

  const bar = page.locator('.update-bar');
  await expect(bar).toContainText('Update available');
  await expect(page.getByTestId('roll-total')).toHaveText('9');
  // Nothing is forced: the old version keeps running until the player says so.
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(firstWorker);

  await Promise.all([page.waitForEvent('framenavigated'), bar.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByTestId('roll-total')).toHaveText('9');
  expect(page.url()).toBe(gameUrl);
  await expect(bar).toHaveCount(0);
  const waiting = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
  expect(waiting).toBe(false);
});
