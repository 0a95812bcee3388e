import { type Page, expect, noAxeViolations, openHome, test, waitForServiceWorker } from './testkit';
import { scoreSheet } from '../src/games/moondrop/engine/score';
import { parseSheet } from '../src/games/moondrop/engine/sheet-text';
import { jpegOf, openPhotoScreen, plainPng, readingOverPhoto, sheetPhoto } from './photo-testkit';

// Breach, Plague, Fungus; Research and Security: the generated sheet scores a few points with these.
const CARDS = ['Breach', 'Plague', 'Fungus', 'Research', 'Security'];
const photo = sheetPhoto();
const best = scoreSheet(parseSheet(photo.text), ['breach', 'plague', 'fungus'], ['research', 'security']);
/** The table's Crisis cards came out Breach, Plague, Fungus: tapped in that order, the one `best` is scored in. */
async function tableOrder(page: Page) {
  for (const c of CARDS.slice(0, 3)) await page.getByTestId('shuffle').getByRole('button', { name: c, exact: true }).click();
}
const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

test('a photo of a paper sheet is read on the device, drawn over the photo, then fixed and scored', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await openHome(page);
  await openPhotoScreen(page, CARDS);
  await noAxeViolations(page, 'Moon Drop photo');
  await page.getByLabel('Pick a photo').setInputFiles(png('sheet.png', photo.png));
  // Reading takes about a second here; the limit leaves room for a slow machine.
  await expect(page.getByTestId('photo-check-count')).toHaveText(/^(No cells|1 cell|\d+ cells) to check$/, { timeout: 60_000 });
  expect(await readingOverPhoto(page)).toBe(photo.text);
  // The reader is a worker (one started with the screen, and one ready for the next photo).
  expect(workers.filter((u) => /read-worker-[\w-]+\.js$/.test(u)).length).toBeGreaterThanOrEqual(1);
  await noAxeViolations(page, 'Moon Drop photo read');

  await page.getByRole('button', { name: 'Fix and score' }).click();
  await expect(page.getByRole('heading', { name: 'Sheet: Player 1' })).toBeVisible();
  await page.getByText('Sheet text and share link').click();
  await expect(page.getByLabel('Player 1: sheet text')).toHaveValue(photo.text);
  await page.getByRole('radio', { name: 'Score' }).check();
  await tableOrder(page);
  await expect(page.getByTestId('total')).toHaveText(String(best.total));
  expect(best.total).toBeGreaterThan(0);
});

test('pictures that hold no sheet say why, and the hand transcription is one tap away', async ({ page }) => {
  await openHome(page);
  await openPhotoScreen(page, CARDS);
  const error = page.getByTestId('photo-error');
  await page.getByLabel('Pick a photo').setInputFiles(png('tiny.png', plainPng(10, 10, [200, 200, 200])));
  await expect(error).toHaveText('This picture is too small to read (10×10 pixels): take a photo that fills the frame with the sheet.');
  await page.getByLabel('Take a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(error).toHaveText('This file could not be opened as a picture. Take a photo, or pick a JPEG or PNG.');
  // A blank page: decoded and read, and no grid in it.
  await page.getByLabel('Pick a photo').setInputFiles(png('blank.png', plainPng(800, 600, [240, 238, 230])));
  await expect(error).toHaveText('No 9×9 grid found: fill the frame with the sheet', { timeout: 60_000 });
  await noAxeViolations(page, 'Moon Drop photo with no grid');
  // A JPEG cut off after its first third: whatever the browser makes of it (Chromium: a grey lower part,
  // so no grid), an answer comes, never a hang.
  const jpeg = await jpegOf(page, photo.png, { width: 800, height: 600 });
  await page.getByLabel('Pick a photo').setInputFiles({ name: 'cut.jpg', mimeType: 'image/jpeg', buffer: jpeg.subarray(0, jpeg.length / 3) });
  await expect(page.getByTestId('photo-error').or(page.getByTestId('photo-check-count'))).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /^Transcribe (the sheet )?by hand/ }).click();
  await expect(page.getByRole('heading', { name: 'Sheet: Player 1' })).toBeVisible();
});

test('a camera JPEG is turned upright by its EXIF orientation, and a 50 MP one is scaled while it is decoded', async ({ page }) => {
  await openHome(page);
  await openPhotoScreen(page, CARDS);
  const frame = page.locator('.md-photo-frame');
  // Stored 600×800, turned a quarter left, with EXIF orientation 6: shown (and read) 800×600.
  const turned = await jpegOf(page, photo.png, { width: 800, height: 600 }, true);
  await page.getByLabel('Take a photo').setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: turned });
  await expect(frame).toHaveAttribute('data-photo-size', '800×600', { timeout: 60_000 });
  expect(await readingOverPhoto(page)).toBe(photo.text);
  // 8160×6120 pixels: read at 1600×1200, the same sheet.
  const huge = await jpegOf(page, photo.png, { width: 8160, height: 6120 });
  await page.getByLabel('Pick another').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge });
  await expect(frame).toHaveAttribute('data-photo-size', '1600×1200', { timeout: 60_000 });
  expect(await readingOverPhoto(page)).toBe(photo.text);
});

test("a browser whose createImageBitmap takes no options draws the photo through an <img> instead, upright", async ({ page }) => {
  await page.addInitScript(() => {
    const real = globalThis.createImageBitmap.bind(globalThis);
    globalThis.createImageBitmap = ((source: ImageBitmapSource, ...rest: unknown[]) =>
      source instanceof Blob && rest.length > 0
        ? Promise.reject(new TypeError('options not supported'))
        : real(source, ...(rest as []))) as typeof createImageBitmap;
  });
  await openHome(page);
  await openPhotoScreen(page, CARDS);
  const turned = await jpegOf(page, photo.png, { width: 800, height: 600 }, true);
  await page.getByLabel('Take a photo').setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: turned });
  await expect(page.locator('.md-photo-frame')).toHaveAttribute('data-photo-size', '800×600', { timeout: 60_000 });
  expect(await readingOverPhoto(page)).toBe(photo.text);
});

test.describe('with the reader held up', () => {
  test.use({ serviceWorkers: 'block' });

  test('Cancel stops a reading, and the next photo is read afresh', async ({ page, context }) => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((r) => (release = r));
    let asked = 0;
    await context.route(/read-worker-[\w-]+\.js$/, async (route) => {
      // The first worker's script never arrives while the test looks; later ones come at once.
      if (asked++ === 0) await held;
      await route.continue();
    });
    await openHome(page);
    await openPhotoScreen(page, CARDS);
    await page.getByLabel('Pick a photo').setInputFiles(png('sheet.png', photo.png));
    await expect(page.getByTestId('photo-status')).toHaveText('Finding the grid and reading the 81 cells…');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('photo-status')).toHaveCount(0);
    await expect(page.getByLabel('Pick a photo')).toBeEnabled();
    release?.();
    await page.getByLabel('Pick a photo').setInputFiles(png('sheet.png', photo.png));
    await expect(page.getByTestId('photo-check-count')).toBeVisible({ timeout: 60_000 });
    expect(await readingOverPhoto(page)).toBe(photo.text);
  });
});

test('reads a photo offline: the screen and the reader come from the precache', async ({ page, context }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await openHome(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await openPhotoScreen(page, CARDS);
  await page.getByLabel('Pick a photo').setInputFiles(png('sheet.png', photo.png));
  await expect(page.getByTestId('photo-check-count')).toBeVisible({ timeout: 60_000 });
  expect(await readingOverPhoto(page)).toBe(photo.text);
  expect(workers.some((u) => /read-worker-[\w-]+\.js$/.test(u))).toBe(true);
  await page.getByRole('button', { name: 'Score as read' }).click();
  await tableOrder(page);
  await expect(page.getByTestId('total')).toHaveText(String(best.total));
  await context.setOffline(false);
});
