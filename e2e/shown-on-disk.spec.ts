// Issue 41, point 1: the screen shows a roll only once it is on disk, and taps made while a write waits queue in order.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium, expect, openHome, startDiceGame, test } from './testkit';
import { SHOWN_RECORDER, browserPid, logCount, shownRecord } from './kill-testkit';

const roll = (page: Page) => page.getByRole('button', { name: 'Roll', exact: true });
const saveState = (page: Page) => page.getByTestId('save-state');

/**
 * Holds the games store busy from another page of the app's origin: a read-write transaction kept alive
 * request after request, so that the app's writes wait behind it (as on a slow or busy disk). Released with `letGo`.
 */
async function holdStorage(ctx: BrowserContext, origin: string): Promise<{ letGo: () => Promise<void> }> {
  const other = await ctx.newPage();
  await other.goto(`${origin}/robots.txt`);
  await other.evaluate(
    () =>
      new Promise<void>((started, failed) => {
        const open = indexedDB.open('tablemate');
        open.addEventListener('error', () => failed(open.error));
        open.addEventListener('success', () => {
          const w = window as unknown as { tmHold: boolean };
          w.tmHold = true;
          const store = open.result.transaction('games', 'readwrite').objectStore('games');
          const spin = () => {
            if (w.tmHold) store.get('tm-hold').onsuccess = spin;
          };
          spin();
          started();
        });
      }),
  );
  return { letGo: () => other.evaluate(() => void ((window as unknown as { tmHold: boolean }).tmHold = false)) };
}

test('a roll waits for its write before it is shown: a kill while saving loses nothing the screen showed', async ({ baseURL }, testInfo) => {
  const dir = await mkdtemp(join(tmpdir(), 'tm-shown-'));
  const open = () => chromium.launchPersistentContext(dir, { ...testInfo.project.use.launchOptions, baseURL, viewport: { width: 360, height: 640 } });
  try {
    const ctx = await open();
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.addInitScript(SHOWN_RECORDER);
    await openHome(page);
    await startDiceGame(page);
    await expect(saveState(page)).toHaveText('Saved');
    const url = page.url();
    await holdStorage(ctx, new URL(url).origin);
    for (let k = 0; k < 3; k++) await roll(page).click();
    // The three taps wait for the disk, counted, and none is shown yet.
    await expect(saveState(page)).toContainText('Saving 3 changes');
    expect(await logCount(page)).toBe(2);
    const { shown, tapAt } = await shownRecord(page);
    expect(tapAt).toHaveLength(4);
    expect(shown).toBe(1);
    process.kill(browserPid(dir), 'SIGKILL');
    await ctx.close().catch(() => undefined);

    const again = await open();
    const check = again.pages()[0] ?? (await again.newPage());
    await check.goto(url);
    await expect(roll(check)).toBeVisible();
    // Every roll the screen showed is on disk (the second copy may even have kept the taps it never showed).
    expect((await logCount(check)) - 1).toBeGreaterThanOrEqual(shown);
    await again.close();
  } finally {
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});

test('taps made while a write waits queue in order and all show once the disk answers', async ({ page, context }) => {
  await openHome(page);
  await startDiceGame(page);
  await expect(saveState(page)).toHaveText('Saved');
  const hold = await holdStorage(context, new URL(page.url()).origin);
  for (let k = 0; k < 4; k++) await roll(page).click();
  await expect(saveState(page)).toContainText('Saving 4 changes');
  expect(await logCount(page)).toBe(2);
  await hold.letGo();
  await expect(saveState(page)).toHaveText('Saved');
  expect(await logCount(page)).toBe(6);
  await page.reload();
  await expect(roll(page)).toBeVisible();
  expect(await logCount(page)).toBe(6);
});
