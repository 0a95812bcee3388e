// Photos for the photo reader's end-to-end tests, made at test time from the seeded generator of
// synthetic sheet photos (src/games/moondrop/scan/synth.ts) and written as PNG (lossless: the page
// reads the very pixels the unit tests read).
import { crc32, deflateSync } from 'node:zlib';
import { type Page, expect } from '@playwright/test';
import { mulberry32 } from '../src/games/moondrop/engine/random-sheet';
import { randomScanCase } from '../src/games/moondrop/scan/synth';

/** RGBA pixels, row by row. */
interface Rgba {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** An RGBA image as a PNG file (8-bit RGBA, no filtering). */
export function pngOf({ width, height, data }: Rgba): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** One colour all over. */
export function plainPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return pngOf({ width, height, data });
}

/**
 * The photo the e2e tests read: seed 8, a hand-drawn sheet of 28 modules that the reader read
 * right, every cell sure, on 2026-11-26. If a new generator or model changes that, pick another
 * seed the reader reads right (the reader's own tests measure its accuracy; these test the screen).
 */
export const PHOTO_SEED = 8;

/** A generated photo of a paper sheet (800×600 unless told) and the sheet text it shows. */
export function sheetPhoto(seed = PHOTO_SEED, size?: { width: number; height: number }): { text: string; png: Buffer } {
  const c = randomScanCase(mulberry32(seed), size);
  return { text: c.text, png: pngOf(c.image) };
}

/** From home: a new Moon Drop game for one paper sheet with these cards (names as on their buttons), opened on its photo screen. */
export async function openPhotoScreen(page: Page, cards: string[]): Promise<void> {
  await page.getByRole('button', { name: /^Moon Drop / }).click();
  await expect(page.getByRole('heading', { name: 'New game of Moon Drop' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Player 2' }).click();
  // The table's cards are one tap away on the setup (it opens on dealing them in the app).
  await page.getByText('Or pick the cards on the table').click();
  for (const c of cards) await page.getByRole('button', { name: c, exact: true }).click();
  await page.getByRole('button', { name: 'Score paper sheets from photos' }).click();
  await expect(page.getByRole('heading', { name: 'Photo: Player 1' })).toBeVisible();
}

/** The letters drawn over the photo, as sheet text (a '?' marks an unsure cell; it is left out here). */
export async function readingOverPhoto(page: Page): Promise<string> {
  const cells = await page
    .getByTestId('photo-reading')
    .locator('text[data-cell]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('data-cell') ?? '', e.textContent ?? ''] as const));
  const rows = Array.from({ length: 9 }, () => Array<string>(9).fill('.'));
  for (const [at, letter] of cells) {
    const [r, c] = at.split(' ').map(Number);
    const ch = letter.replace('?', '');
    if (ch) rows[r! - 1]![c! - 1] = ch;
  }
  return rows.map((r) => r.join('')).join('\n');
}

/**
 * A PNG turned into a JPEG by the page's own encoder: drawn at `width`×`height` (scaled), or, with
 * `exif6`, stored turned a quarter left with the EXIF orientation 6 that tells a viewer to turn it back.
 */
export async function jpegOf(page: Page, png: Buffer, size: { width: number; height: number }, exif6 = false): Promise<Buffer> {
  const encoded = await page.evaluate(
    async ({ b64, width, height, turn }) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
      const canvas = new OffscreenCanvas(turn ? height : width, turn ? width : height);
      const ctx = canvas.getContext('2d')!;
      if (turn) {
        ctx.translate(0, width);
        ctx.rotate(-Math.PI / 2);
      }
      ctx.drawImage(bitmap, 0, 0, width, height);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { b64: png.toString('base64'), ...size, turn: exif6 },
  );
  const jpeg = Buffer.from(encoded, 'base64');
  if (!exif6) return jpeg;
  // An APP1 segment right after the start marker: "Exif", a big-endian TIFF header, one IFD entry, Orientation (0x0112) = 6.
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0];
  const app1 = [0xff, 0xe1, 0, 2 + 6 + tiff.length, 0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from(app1), jpeg.subarray(2)]);
}
