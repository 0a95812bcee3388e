import { deflateRawSync } from 'node:zlib';
import jsQR from 'jsqr';
import { type Locator, type Page, enterFaces, expect, expectSavedGames, moonDropRolls, newDiceGame, noAxeViolations, openHome, test, waitForServiceWorker } from './testkit';

/**
 * Reads the QR code on screen as a camera would see it: a screenshot of the code at 360 px (PNG),
 * turned into pixels by the browser and decoded by jsQR, a reader apart from the app's encoder.
 */
async function scanCode(page: Page, code: Locator): Promise<string> {
  const png = await code.screenshot();
  const { data, width, height } = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.naturalWidth, img.naturalHeight];
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    // The pixels as base64 text: a plain array of millions of numbers takes the test ~20 s to pass back.
    const bytes = g.getImageData(0, 0, c.width, c.height).data;
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { data: btoa(text), width: c.width, height: c.height };
  }, png.toString('base64'));
  const found = jsQR(new Uint8ClampedArray(Buffer.from(data, 'base64')), width, height);
  expect(found, 'a QR code in the screenshot').not.toBeNull();
  return found!.data;
}

/** Opens the options of a saved game, shows its QR code, and returns what a camera reads from it. */
async function showCode(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: `Options for ${name}` }).click();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const code = page.getByRole('img', { name: `QR code of the link that hands over “${name}”` });
  await expect(code).toBeVisible();
  // About 3 CSS px a module on a 360 px phone: a camera reads it from another phone's screen.
  const box = (await code.boundingBox())!;
  const modules = 17 + 4 * Number(await code.getAttribute('data-version')) + 8;
  expect(box.width / modules).toBeGreaterThanOrEqual(2.9);
  const link = await scanCode(page, code);
  await expect(page.getByTestId('qr-link')).toHaveValue(link);
  return link;
}

test('a game handed over by QR code: scanned from the screen, opened on another phone, added once', async ({ page, browser }) => {
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [3, 4]);
  await enterFaces(page, [6, 6]);
  await page.getByRole('link', { name: 'Back to home' }).click();
  const link = await showCode(page, 'Dice 1');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/dice\/receive\?g=1\.[A-Za-z0-9_-]+$/);
  await noAxeViolations(page, 'QR code of a game');

  // The other phone: its own browser profile, with no games.
  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const phone = await other.newPage();
  await openHome(phone);
  await phone.goto(link);
  await expect(phone).toHaveURL(/#\/g\//);
  await expect(phone.getByTestId('roll-total')).toHaveText('12');
  await expect(phone.getByTestId('roll-history').locator('li')).toHaveCount(2);
  await expect(phone.getByRole('status').filter({ hasText: 'was added' })).toContainText("“Dice 1” was added to this phone's saved games.");
  // On a game screen a toast is part of the pinned line, never over a control (the Roll bar at the foot).
  await expect(phone.locator('[data-pinned] .toast')).toContainText('was added');
  await expect(phone.locator('.toast-area')).toHaveCount(0);
  // The same code again at once: the screen says nothing was added, and the first scan's toast goes.
  await phone.goto(link);
  await expect(phone.getByRole('status').filter({ hasText: 'already on this phone' })).toBeVisible();
  expect(await phone.getByText('was added to this phone').isVisible()).toBe(false);
  // Back does not receive it again: the link left the history.
  await phone.goto('./#/');
  await expectSavedGames(phone, ['Dice 1']);

  // Scanned a second time: nothing is added.
  await phone.goto(link);
  await expect(phone.getByRole('status').filter({ hasText: 'already on this phone' })).toHaveText('“Dice 1” is already on this phone as it is: nothing was added. Open it');
  await noAxeViolations(phone, 'receive (already here)');
  await phone.goto('./#/');
  await expectSavedGames(phone, ['Dice 1']);

  // Played on here, then scanned again: another version, as for a backup: replace it, or keep both.
  await phone.getByRole('link', { name: /Dice 1/ }).click();
  await enterFaces(phone, [1, 1]);
  await expect(phone.getByTestId('roll-history').locator('li')).toHaveCount(3);
  await phone.goto(link);
  await expect(phone.getByRole('group', { name: /“Dice 1” is already on this phone in another version/ })).toBeVisible();
  await noAxeViolations(phone, 'receive (another version)');
  await phone.getByRole('button', { name: 'Keep both' }).click();
  await expect(phone).toHaveURL(/#\/g\//);
  await expect(phone.getByTestId('roll-history').locator('li')).toHaveCount(2);
  await phone.goto('./#/');
  await expectSavedGames(phone, ['Dice 1', 'Dice 1 (copy)']);

  await phone.goto('./#/');
  await expectSavedGames(phone, ['Dice 1', 'Dice 1 (copy)']);
  await other.close();
});

test('a game too long for one code leaves its undo history and oldest rolls behind, and says so', async ({ page, browser }) => {
  await openHome(page);
  await moonDropRolls(page, 30);
  await page.getByRole('link', { name: 'Back to home' }).click();
  const link = await showCode(page, 'Dice 1');
  const note = page.getByTestId('qr-left-behind');
  await expect(note).toHaveText(/^To fit one code, this stays on this phone: the undo history \(\d+ undo steps\), the \d+ oldest rolls and the \d+ oldest log lines\.$/);
  const [, dropped] = /the (\d+) oldest rolls/.exec((await note.textContent())!)!;
  await noAxeViolations(page, 'QR code of a game too long for one code');

  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const phone = await other.newPage();
  await openHome(phone);
  await phone.goto(link);
  await expect(phone).toHaveURL(/#\/g\//);
  await expect(phone.getByTestId('roll-history').locator('li')).toHaveCount(30 - Number(dropped));
  await expect(phone.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await other.close();
});

/** Shows the code under a screen's "Show QR code", reads it as a camera would, closes it, and returns the link. */
async function scanShown(page: Page, name: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const code = page.getByRole('img', { name });
  await expect(code).toBeVisible();
  const link = await scanCode(page, code);
  await noAxeViolations(page, `QR code: ${name.source}`);
  await page.getByRole('button', { name: 'Close' }).click();
  return link;
}

test('a Moon Drop sheet with its crises and goals, and a Crackers board, handed over by QR code', async ({ page, browser }) => {
  await openHome(page);
  const sheet = 'LQQL...../HCCH...../CHH....../........./........./........./........./........./.........';
  await page.goto(`./#/moondrop/score?sheet=${sheet}&crises=breach,plague,fire&goals=population,research`);
  await expect(page.getByRole('heading', { name: 'Paper sheets and scores' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('1');
  const sheetLink = await scanShown(page, /QR code of the link that hands over Shared sheet with its crises and goals/);

  await page.goto('./#/crackers?board=30L+30+30+30+30/30+20+02L+20+30/30+00+20+00+30/30P+30+00+30+30C');
  await expect(page.getByRole('heading', { name: 'Water calculator' })).toBeVisible();
  await page.getByText('Board text, share link and QR code').click();
  const boardLink = await scanShown(page, /QR code of the link that hands over this board/);

  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const phone = await other.newPage();
  await openHome(phone);
  await phone.goto(sheetLink);
  await expect(phone).toHaveURL(/#\/g\//);
  await expect(phone.getByRole('heading', { name: 'Paper sheets and scores' })).toBeVisible();
  await expect(phone.getByTestId('total')).toHaveText('1');
  await expect(phone.getByTestId('goals')).toHaveText('Population: 1Research: 0');
  await phone.goto(boardLink);
  await expect(phone).toHaveURL(/#\/g\//);
  await expect(phone.getByRole('heading', { name: 'Water calculator' })).toBeVisible();
  await phone.getByText('Board text, share link and QR code').click();
  await expect(phone.getByLabel('This board as text')).toHaveValue('30L 30 30 30 30\n30 20 02L 20 30\n30 00 20 00 30\n30P 30 00 30 30C');
  // The same codes again: nothing new.
  await phone.goto(sheetLink);
  await expect(phone.getByRole('status').filter({ hasText: 'already on this phone' })).toBeVisible();
  await phone.goto('./#/');
  await expectSavedGames(phone, ['Captain Crackers board', 'Moon Drop sheet: Shared sheet']);
  await other.close();
});

/** A receive link as another phone would make it: `#/<kind>/receive?g=<version>.<base64url(deflate-raw(text))>`. */
const linkOf = (kind: string, text: string | Buffer, version = 1) => `./#/${kind}/receive?g=${version}.${deflateRawSync(text).toString('base64url')}`;

test('a damaged or hostile link gives a clear message and stores nothing', async ({ page }) => {
  await openHome(page);
  const dice = { v: 2, id: 'x', kind: 'dice', name: 'X', createdAt: 1, updatedAt: 1, stateVersion: 1, log: [] };
  const state = { pool: { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, mode: 'app', rolls: [] };
  const good = { app: 'tablemate', version: 2, games: [{ ...dice, timeline: { base: state, past: [], future: [], present: state } }] };
  const seven = { ...state, pool: { ...state.pool, groups: [{ sides: 7, count: 1 }] } };
  const cases: [string, RegExp][] = [
    [`${linkOf('dice', JSON.stringify(good)).slice(0, -12)}`, /The link is damaged or incomplete \(was it copied whole\?\)\. Nothing was stored\./],
    ['./#/dice/receive?g=1.not*base64', /The link is damaged or incomplete/],
    ['./#/dice/receive', /The link carries no game \(it needs \?g=…\)\./],
    [linkOf('dice', JSON.stringify(good), 7), /made by a newer version of Tablemate \(link version 7; this app reads up to 1\)/],
    [linkOf('geyser', JSON.stringify(good)), /The link's address is for a geyser game, but it carries a “dice” game\./],
    [linkOf('dice', '{"hello": 1}'), /This file is JSON, but not a Tablemate backup/],
    [linkOf('dice', JSON.stringify({ ...good, games: [{ ...good.games[0], timeline: { base: seven, past: [], future: [], present: seven } }] })), /Game 1 of 1 \("X"\) cannot be imported: its position is not one the rules allow: the current dice are not valid/],
    // A hand-edited game: its one step rolled a double six, its position (adding up on its own) says 6 and 5.
    [linkOf('dice', JSON.stringify({ ...good, games: [{ ...good.games[0], timeline: {
      base: state,
      past: [{ action: { type: 'roll', pool: state.pool, faces: [6, 6], at: 5, source: 'app' }, at: 5 }],
      future: [],
      present: { ...state, rolls: [{ at: 5, pool: state.pool, dice: [6, 5].map((f) => ({ sides: 6, face: f, mod: 0, result: f, group: 0 })), total: 11, source: 'app' }] },
    } }] })), /Game 1 of 1 \("X"\) cannot be imported: its 1 step, replayed, does not reach its position \(rolls\[0\]\.dice\[1\]\.face: 6 replayed, 5 stored\)/],
    // 64 MB of spaces packs into 64 KB: refused for its length before anything is unpacked; 4 MB packs into 4 KB and is stopped while it streams.
    [linkOf('dice', Buffer.alloc(64 * 1024 * 1024, 32)), /The link is too long to be a Tablemate link/],
    [linkOf('dice', Buffer.alloc(4 * 1024 * 1024, 32)), /The link unpacks to more than 1 MB/],
  ];
  for (const [link, message] of cases) {
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('alert')).toContainText('Nothing was stored.');
  }
  await noAxeViolations(page, 'receive (damaged link)');
  await page.goto('./#/');
  await expect(page.getByText('No saved games yet.')).toBeVisible();
});

test('a phone that has opened the app once receives a game with no network', async ({ page, context }) => {
  await openHome(page);
  await waitForServiceWorker(page);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await context.setOffline(true);
  const state = { pool: { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, mode: 'app', rolls: [] };
  const record = { v: 2, id: 'hall', kind: 'dice', name: 'Hall 3', createdAt: 1, updatedAt: 1, stateVersion: 1, timeline: { base: state, past: [], future: [], present: state }, log: [] };
  // A camera app opens the link as a new page load, which the service worker answers from its cache.
  await page.goto('about:blank');
  await page.goto(linkOf('dice', JSON.stringify({ app: 'tablemate', version: 2, games: [record] })));
  await expect(page).toHaveURL(/#\/g\/hall$/);
  await expect(page.getByRole('status').filter({ hasText: 'was added' })).toContainText("“Hall 3” was added to this phone's saved games.");
  await page.goto('./#/');
  await expectSavedGames(page, ['Hall 3']);
});
