import { type BrowserContext, type Page, enterFaces, expect, expectPhoneFriendly, newDiceGame, openHome, test, waitForServiceWorker } from './testkit';

// The simulated deploy (vite.config.ts, `simulatedDeploy`): with the cookie tm-next=1 the
// preview server answers every file from `dist-next/`, a second build whose files all have
// other names and whose Settings say 0.1.0-next; files only the old build has are 404s.
const NEXT_VERSION = 'Tablemate 0.1.0-next.';
const OLD_VERSION = 'Tablemate 0.1.0.';

/** Deploys the next version for this browser (every tab of the context). */
async function publishNextVersion(context: BrowserContext, page: Page): Promise<void> {
  const probe = await context.request.get('sw.js', { headers: { cookie: 'tm-next=1' } });
  expect(probe.ok(), 'the simulated next version is missing: run npm run build:next').toBe(true);
  await context.addCookies([{ name: 'tm-next', value: '1', url: page.url() }]);
}

/** Makes the page's service worker look for a new version now, as a visit would. */
async function findUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update();
  });
}

/** The address of the app's main script: which build the page runs. */
function mainScript(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module][src]')!.src);
}

/** Taps Reload in the update bar and waits for the page to load again. */
async function tapReload(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.locator('.update-bar').getByRole('button', { name: 'Reload' }).click()]);
}

/**
 * Tabs A and B (one browser, one service worker) on the old version, a saved CAM 8 game
 * made in A only (so B never loaded its file); the next version is published and found,
 * and A takes it. Returns B, still on the old version, and the old main script.
 */
async function updateInTabA(context: BrowserContext, a: Page, bStart: string) {
  await openHome(a);
  await a.getByRole('button', { name: /^CAM 8 / }).click();
  await expect(a.getByRole('heading', { name: 'New game of CAM 8' })).toBeVisible();
  // A new game is saved when it starts.
  await a.getByRole('button', { name: 'Start the game' }).click();
  await expect(a).toHaveURL(/#\/g\//);
  await a.goto('./#/');
  await waitForServiceWorker(a);

  const b = await context.newPage();
  await openHome(b);
  await b.goto(bStart);
  await waitForServiceWorker(b);
  const oldScript = await mainScript(b);

  await publishNextVersion(context, a);
  await findUpdate(a);
  await expect(a.locator('.update-bar')).toContainText('Update available');
  await expect(b.locator('.update-bar')).toContainText('Update available');

  await tapReload(a);
  await a.getByRole('link', { name: 'Settings' }).click();
  await expect(a.getByText(NEXT_VERSION)).toBeVisible();
  await expect(a.locator('.update-bar')).toHaveCount(0);

  // B keeps its old page, now under the new worker, and is told so; nothing is forced on it.
  await expect(b.locator('.update-bar')).toContainText('A new version is open in another tab');
  expect(await mainScript(b)).toBe(oldScript);
  return { b, oldScript };
}

test('a new version is offered with "Update available - Reload", and reloading keeps the open game', async ({ page, context }) => {
  test.slow();
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [5, 4]);
  await waitForServiceWorker(page);
  const gameUrl = page.url();
  const oldScript = await mainScript(page);
  await page.evaluate(() => ((window as { firstWorker?: unknown }).firstWorker = navigator.serviceWorker.controller));

  await publishNextVersion(context, page);
  await findUpdate(page);

  const bar = page.locator('.update-bar');
  await expect(bar).toContainText('Update available');
  await expect(page.getByTestId('roll-total')).toHaveText('9');
  // Nothing is forced: the old version keeps running, under the old worker, until the player says so.
  expect(await page.evaluate(() => navigator.serviceWorker.controller === (window as { firstWorker?: unknown }).firstWorker)).toBe(true);
  expect(await mainScript(page)).toBe(oldScript);

  await tapReload(page);
  await expect(page.getByTestId('roll-total')).toHaveText('9');
  expect(page.url()).toBe(gameUrl);
  expect(await mainScript(page)).not.toBe(oldScript);
  await expect(bar).toHaveCount(0);
  const waiting = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
  expect(waiting).toBe(false);
  await page.goto('./#/settings');
  await expect(page.getByText(NEXT_VERSION)).toBeVisible();
});

test.describe('an update with two tabs open', () => {
  // Two tabs, two service-worker reloads and an update: room for a machine 3x slower than ours.
  test.describe.configure({ timeout: 120_000 });

  test('Reload works in the tab that did not take the update', async ({ page: a, context }) => {
    const { b, oldScript } = await updateInTabA(context, a, './#/settings');
    await expect(b.getByText(OLD_VERSION)).toBeVisible();
    await expectPhoneFriendly(b, 'update bar of a tab left on the old version');

    await tapReload(b);
    expect(b.url()).toMatch(/#\/settings$/);
    await expect(b.getByText(NEXT_VERSION)).toBeVisible();
    expect(await mainScript(b)).not.toBe(oldScript);
    await expect(b.locator('.update-bar')).toHaveCount(0);
  });

  test('a game screen whose file the update removed reloads once onto the new version', async ({ page: a, context }) => {
    const { b, oldScript } = await updateInTabA(context, a, './#/');
    const missing: string[] = [];
    b.on('response', (r) => void (r.status() === 404 && missing.push(new URL(r.url()).pathname)));
    let loads = 0;
    b.on('load', () => void loads++);

    const game = b.getByRole('link', { name: /CAM 8 #1/ });
    const gamePath = await game.getAttribute('href');
    await Promise.all([b.waitForEvent('load'), game.click()]);

    expect(b.url().endsWith(gamePath!)).toBe(true);
    await expect(b.getByRole('heading', { level: 1 })).toHaveText('CAM 8 #1');
    await expect(b.getByRole('heading', { name: /^Turn 1 · / })).toBeVisible();
    await expect(b.locator('main .error')).toHaveCount(0);
    await expect(b.getByText(/check the connection/i)).toHaveCount(0);
    await expect(b.locator('.update-bar')).toHaveCount(0);
    expect(await mainScript(b)).not.toBe(oldScript);
    // A file of the old game screen (the shared shell's or CAM 8's own) was really gone (a 404), and one reload was enough.
    expect(missing.some((p) => /\/assets\/(?:GameScreen|cam8)-[\w-]+\.(?:js|css)$/.test(p)), `404s: ${missing.join(', ')}`).toBe(true);
    expect(loads).toBe(1);
  });
});
