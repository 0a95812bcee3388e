import jsQR from 'jsqr';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { enterFaces, expectSavedGames, newDiceGame, noAxeViolations, openHome } from './testkit';

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
    return { data: [...g.getImageData(0, 0, c.width, c.height).data], width: c.width, height: c.height };
  }, png.toString('base64'));
  const found = jsQR(Uint8ClampedArray.from(data), width, height);
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
  // Back does not receive it again: the link left the history.
  await phone.goto('./#/');
  await expectSavedGames(phone, ['Dice 1']);

  // Scanned a second time: nothing is added.
  await phone.goto(link);
  await expect(phone.getByRole('status').filter({ hasText: 'already on this phone' })).toHaveText('“Dice 1” is already on this phone as it is: nothing was added. Open it');
  await noAxeViolations(phone, 'receive (already here)');
  await phone.goto('./#/');
  await expectSavedGames(phone, ['Dice 1']);

  // A damaged link and one of another kind's address: a clear message, nothing stored.
  for (const [bad, message] of [
    [link.slice(0, -20), /This link cannot be opened\. The link is damaged or incomplete \(was it copied whole\?\)\. Nothing was stored\./],
    [link.replace('#/dice/', '#/geyser/'), /The link's address is for a geyser game, but it carries a “dice” game\. Nothing was stored\./],
    [link.replace('g=1.', 'g=7.'), /made by a newer version of Tablemate \(link version 7; this app reads up to 1\)/],
  ] as const) {
    await phone.goto(bad);
    await expect(phone.getByRole('alert')).toContainText(message);
  }
  await noAxeViolations(phone, 'receive (damaged link)');
  await phone.goto('./#/');
  await expectSavedGames(phone, ['Dice 1']);
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
  const sheetLink = await scanShown(page, /QR code of the link that hands over Shared sheet's sheet with its crises and goals/);

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
