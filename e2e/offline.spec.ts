import { enterFaces, expect, expectSavedGames, newDiceGame, openHome, test, waitForServiceWorker } from './testkit';

test('after one visit the app, its saved games and the dice screen work with no network', async ({ page, context }) => {
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [2, 5]);
  await page.goto('./#/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tablemate' })).toBeVisible();
  await expectSavedGames(page, ['Dice 1']);

  // The dice screen is a lazy chunk: it must come from the precache.
  await page.getByRole('link', { name: /Dice 1/ }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('7');
  await page.getByRole('radio', { name: 'App rolls' }).check();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(2);

  // A brand-new game of every built kind can be started offline: each lazy chunk is precached.
  await page.goto('./#/');
  await newDiceGame(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dice 2');
  await page.goto('./#/');
  const tiles = page.locator('.tile:not([disabled]) .tile-title');
  const titles = await tiles.allTextContents();
  expect(titles).toEqual(['Dice', 'CAM 8', 'Moon Drop', 'Captain Crackers', 'Geyser', 'Cellular Powerhouse']);
  for (const title of titles) {
    await page.goto('./#/');
    await page.locator('.tile', { has: page.locator('.tile-title', { hasText: new RegExp(`^${title}$`) }) }).click();
    await expect(page).toHaveURL(/#\/new\//);
    await expect(page.getByText('Opening…')).toHaveCount(0);
    await expect(page.locator('main .error')).toHaveCount(0);
    await expect(page.locator('main h2').first()).toBeVisible();
  }
  await context.setOffline(false);
});

test('the first visit is enough: the worker takes control without a reload, and a game never opened before starts offline', async ({ page, context }) => {
  await openHome(page);
  // No reload: the worker installed by this very load must control it.
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await context.setOffline(true);
  // Moon Drop's chunk was never fetched by this page: it must come from the precache through the worker.
  await page.locator('.tile', { has: page.locator('.tile-title', { hasText: /^Moon Drop$/ }) }).click();
  await expect(page.getByRole('heading', { name: 'New game of Moon Drop' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New game of Moon Drop' })).toBeVisible();
  await context.setOffline(false);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('going offline really cuts the network (control)', async ({ page, context }) => {
    await openHome(page);
    await context.setOffline(true);
    const failed = await page.reload().then(
      () => false,
      () => true,
    );
    expect(failed).toBe(true);
    await context.setOffline(false);
  });
});
