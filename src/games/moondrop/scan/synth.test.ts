import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../engine/random-sheet';
import { formatSheet, parseSheet } from '../engine/sheet-text';
import { MODULES, SIZE } from '../engine/types';
import { homographyFrom, isConvexQuad, mapPoint, signedArea2 } from './homography';
import { luminanceAt, type Raster } from './raster';
import { randomCaseText, randomScanCase, randomStyle, renderSheetPhoto, type SynthStyle } from './synth';

const SMALL = { width: 320, height: 240 };

/** A style with nothing random about the camera: square on, upright, no blur, noise, shade, stray marks or JPEG. */
function plainStyle(over: Partial<SynthStyle> = {}): SynthStyle {
  return {
    ...randomStyle(mulberry32(1)),
    grid: 'printed',
    gridColor: [40, 40, 40],
    gridWidth: 0.03,
    borderFactor: 1.5,
    penColor: [20, 20, 30],
    penAlpha: 1,
    strokeWidth: 0.05,
    paperColor: [245, 245, 240],
    light: { min: 1, angle: 0 },
    shadow: null,
    blur: 0,
    noise: 0,
    tilt: 0,
    quarterTurns: 0,
    rotation: 0,
    fill: 0.9,
    position: [0.5, 0.5],
    strayMarks: 0,
    jpeg: null,
    ...over,
  };
}

/** Luminances of the photo pixels inside the middle part [lo, hi] x [lo, hi] of a cell. */
function cellPixels(image: Raster, corners: Array<[number, number]>, row: number, col: number, lo = 0.25, hi = 0.75): number[] {
  const toPhoto = homographyFrom([[0, 0], [SIZE, 0], [SIZE, SIZE], [0, SIZE]], corners);
  const out: number[] = [];
  const quad = [[lo, lo], [hi, lo], [hi, hi], [lo, hi]].map(([u, v]) => mapPoint(toPhoto, col + u!, row + v!));
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const inverse = homographyFrom(corners, [[0, 0], [SIZE, 0], [SIZE, SIZE], [0, SIZE]]);
  for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++) {
    for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++) {
      // Only whole pixels well inside the cell's middle.
      const [u, v] = mapPoint(inverse, x + 0.5, y + 0.5);
      if (u - col >= lo && u - col <= hi && v - row >= lo && v - row <= hi) out.push(luminanceAt(image, x, y));
    }
  }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const luminance = (c: readonly number[]) => 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!;

/** A sheet text with the given letters placed at (row, col), the rest empty. */
function sheetWith(cells: ReadonlyArray<readonly [number, number, string]>): string {
  const rows = Array.from({ length: SIZE }, () => Array.from({ length: SIZE }, () => '.'));
  for (const [r, c, ch] of cells) rows[r]![c] = ch;
  return rows.map((r) => r.join('')).join('\n');
}

describe('synthetic sheet photos', () => {
  it('come out byte for byte the same for the same seed, and differ for another', () => {
    const tiny = { width: 160, height: 120 };
    const a = randomScanCase(mulberry32(42), tiny);
    const b = randomScanCase(mulberry32(42), tiny);
    const c = randomScanCase(mulberry32(43), tiny);
    expect(b.text).toBe(a.text);
    expect(b.style).toEqual(a.style);
    expect(b.corners).toEqual(a.corners);
    expect(Buffer.from(b.image.data).equals(Buffer.from(a.image.data))).toBe(true);
    expect(Buffer.from(c.image.data).equals(Buffer.from(a.image.data))).toBe(false);
  });

  it('are 800x600 RGBA by default and take other sizes', () => {
    const rand = mulberry32(5);
    const big = renderSheetPhoto(randomCaseText(rand), randomStyle(rand), rand);
    expect([big.image.width, big.image.height, big.image.data.length]).toEqual([800, 600, 800 * 600 * 4]);
    const tall = randomScanCase(mulberry32(6), { width: 200, height: 300 });
    expect([tall.image.width, tall.image.height, tall.image.data.length]).toEqual([200, 300, 200 * 300 * 4]);
    // Opaque everywhere, like a camera's picture.
    expect(tall.image.data.filter((_, i) => i % 4 === 3).every((a) => a === 255)).toBe(true);
  });

  it('put the whole grid in the photo as a convex quadrilateral spanning a third to all of it', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { width, height } = seed % 2 ? { width: 200, height: 150 } : { width: 150, height: 200 };
      const { corners } = randomScanCase(mulberry32(seed), { width, height });
      expect(corners).toHaveLength(4);
      for (const [x, y] of corners) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(height);
      }
      expect(isConvexQuad(corners)).toBe(true);
      const area = Math.abs(signedArea2(corners)) / 2;
      expect(area / (width * height)).toBeGreaterThan(1 / 40);
      expect(area / (width * height)).toBeLessThanOrEqual(1);
      const xs = corners.map((p) => p[0]);
      const ys = corners.map((p) => p[1]);
      const span = Math.max((Math.max(...xs) - Math.min(...xs)) / width, (Math.max(...ys) - Math.min(...ys)) / height);
      expect(span).toBeGreaterThan(1 / 3 - 0.02);
      expect(span).toBeLessThanOrEqual(1);
    }
  });

  it('keep the whole grid line, not just its middle, inside the photo when the grid fills it', () => {
    for (const quarterTurns of [0, 1] as const) {
      const style = plainStyle({ fill: 1, quarterTurns, gridWidth: 0.045, borderFactor: 2.5, table: 'grey', tableColor: [210, 210, 210], extras: false });
      const { image } = renderSheetPhoto(sheetWith([]), style, mulberry32(4), SMALL);
      const { width, height } = image;
      const edge: number[] = [];
      for (let x = 0; x < width; x++) edge.push(luminanceAt(image, x, 0), luminanceAt(image, x, height - 1));
      for (let y = 0; y < height; y++) edge.push(luminanceAt(image, 0, y), luminanceAt(image, width - 1, y));
      expect(Math.min(...edge)).toBeGreaterThan(150);
    }
  });

  it('keep the sheet corners in sheet order: a quarter turn clockwise takes the top-left corner to the top right', () => {
    const { width, height } = SMALL;
    const style = plainStyle({ quarterTurns: 1, fill: 0.5, gridWidth: 0.02, borderFactor: 1 });
    const { corners } = renderSheetPhoto(sheetWith([]), style, mulberry32(1), SMALL);
    // A square on, centred, half as tall as the photo, less the room kept for the grid's line.
    const room = 1.5 + 0.02 * 0.65 * ((0.5 * height) / SIZE);
    const half = (0.5 * (height - 2 * room)) / 2;
    const expected = [
      [width / 2 + half, height / 2 - half],
      [width / 2 + half, height / 2 + half],
      [width / 2 - half, height / 2 + half],
      [width / 2 - half, height / 2 - half],
    ];
    corners.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(expected[i]![0]!, 6);
      expect(y).toBeCloseTo(expected[i]![1]!, 6);
    });
  });

  it('turn the content with the corners: ink drawn in the sheet top-left block lands in the photo where the corners say', () => {
    const block: Array<[number, number, string]> = [];
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) block.push([r, c, 'R']);
    for (const quarterTurns of [0, 1, 2, 3] as const) {
      const style = plainStyle({ quarterTurns, fill: 0.8 });
      const { image, corners } = renderSheetPhoto(sheetWith(block), style, mulberry32(9), SMALL);
      // The darkest third-by-third block of the grid, as the photo shows it.
      const toPhoto = homographyFrom([[0, 0], [3, 0], [3, 3], [0, 3]], corners);
      let darkest = { mean: Infinity, i: -1, j: -1 };
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          const [x0, y0] = mapPoint(toPhoto, j + 0.1, i + 0.1);
          const [x1, y1] = mapPoint(toPhoto, j + 0.9, i + 0.9);
          const lum: number[] = [];
          for (let y = Math.ceil(Math.min(y0, y1)); y < Math.max(y0, y1); y++) {
            for (let x = Math.ceil(Math.min(x0, x1)); x < Math.max(x0, x1); x++) lum.push(luminanceAt(image, x, y));
          }
          if (mean(lum) < darkest.mean) darkest = { mean: mean(lum), i, j };
        }
      }
      // The block in the grid's own frame is the top-left one...
      expect([darkest.i, darkest.j]).toEqual([0, 0]);
      // ...and the top-left corner moves round the photo clockwise, a quarter turn at a time.
      const [cx, cy] = corners[0]!;
      const where = `${cy < SMALL.height / 2 ? 'top' : 'bottom'}-${cx < SMALL.width / 2 ? 'left' : 'right'}`;
      expect(where).toBe(['top-left', 'top-right', 'bottom-right', 'bottom-left'][quarterTurns]);
    }
  });

  it('draw every module darker than the paper, and leave empty cells blank', () => {
    const cells = MODULES.map((m, k): [number, number, string] => [1 + 2 * Math.floor(k / 3), 1 + 3 * (k % 3), m]);
    for (const grid of ['printed', 'hand'] as const) {
      const style = plainStyle({ grid, gridColor: [30, 30, 40], gridWidth: 0.05, wobble: 0.03, corridorLinks: 1 });
      const { image, corners } = renderSheetPhoto(sheetWith(cells), style, mulberry32(3), SMALL);
      const paper = cellPixels(image, corners, 8, 8);
      for (const [r, c] of cells) expect(mean(cellPixels(image, corners, r, c, 0.1, 0.9))).toBeLessThan(mean(paper) - 8);
      for (let r = 0; r < SIZE; r++) {
        for (let c = 0; c < SIZE; c++) {
          if (cells.some(([cr, cc]) => cr === r && cc === c)) continue;
          // Corridor links reach into the neighbouring cells' edges only, never their middles.
          const lum = cellPixels(image, corners, r, c);
          expect(Math.min(...lum)).toBeGreaterThan(mean(paper) - 10);
        }
      }
    }
  });

  it('draw nothing inside the cells of an empty sheet, even tilted, turned and hand-drawn, before noise', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const style = plainStyle({
        grid: seed % 2 ? 'hand' : 'printed',
        wobble: 0.04,
        tilt: 20,
        tiltAxis: seed * 70,
        rotation: 12 - seed * 5,
        quarterTurns: (seed % 4) as 0 | 1 | 2 | 3,
        extras: true,
      });
      const { image, corners } = renderSheetPhoto(sheetWith([]), style, mulberry32(seed), SMALL);
      const all: number[] = [];
      for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) all.push(...cellPixels(image, corners, r, c));
      // Paper mottling is a few percent; ink would be far darker.
      expect(Math.max(...all) - Math.min(...all)).toBeLessThan(14);
    }
  });

  it('ink a cell the same whatever the pen, paper and table', () => {
    const rand = mulberry32(77);
    for (let k = 0; k < 6; k++) {
      const style = { ...randomStyle(rand), blur: 0, noise: 0, strayMarks: 0, shadow: null, light: { min: 1, angle: 0 } };
      const { image, corners } = renderSheetPhoto(sheetWith([[4, 4, 'R'], [4, 5, 'Q']]), style, rand, SMALL);
      const paper = mean(cellPixels(image, corners, 0, 8));
      expect(mean(cellPixels(image, corners, 4, 4, 0.1, 0.9))).toBeLessThan(paper - 3);
      expect(mean(cellPixels(image, corners, 4, 5, 0.1, 0.9))).toBeLessThan(paper - 3);
    }
  });

  it('read photos of crossed modules too, and refuse text that is not a sheet', () => {
    const style = plainStyle();
    expect(() => renderSheetPhoto(sheetWith([[0, 0, 'q']]), style, mulberry32(1), SMALL)).not.toThrow();
    expect(() => renderSheetPhoto('not a sheet', style, mulberry32(1), SMALL)).toThrow(/Line 1/);
  });
});

describe('random scan cases', () => {
  it('are canonical sheet text, all capitals, with every module common and 20-60 module sheets among them', () => {
    const rand = mulberry32(2024);
    const seen = new Map<string, number>();
    let midSized = 0;
    let empty = 0;
    const n = 40;
    for (let k = 0; k < n; k++) {
      const text = randomCaseText(rand);
      expect(text).toMatch(/^[.CLHQDR]{9}(\n[.CLHQDR]{9}){8}$/);
      expect(formatSheet(parseSheet(text))).toBe(text);
      const modules = text.replace(/[.\n]/g, '');
      for (const m of modules) seen.set(m, (seen.get(m) ?? 0) + 1);
      if (modules.length >= 20 && modules.length <= 60) midSized++;
      if (modules.length === 0) empty++;
    }
    expect(midSized).toBeGreaterThan(n / 3);
    expect(empty).toBeLessThan(n / 10);
    const total = [...seen.values()].reduce((a, b) => a + b, 0);
    for (const m of MODULES) expect(seen.get(m) ?? 0).toBeGreaterThan(total / 20);
  });

  it('draw styles within the documented ranges', () => {
    const rand = mulberry32(11);
    for (let k = 0; k < 200; k++) {
      const s = randomStyle(rand);
      expect(s.symbolScale).toBeGreaterThanOrEqual(0.45);
      expect(s.symbolScale).toBeLessThanOrEqual(0.8);
      expect(s.tilt).toBeGreaterThanOrEqual(0);
      expect(s.tilt).toBeLessThanOrEqual(25);
      expect(Math.abs(s.rotation)).toBeLessThanOrEqual(15);
      expect([0, 1, 2, 3]).toContain(s.quarterTurns);
      expect(s.fill).toBeGreaterThanOrEqual(1 / 3);
      expect(s.fill).toBeLessThanOrEqual(1);
      expect(s.blur).toBeLessThanOrEqual(1.5);
      expect(s.jpeg).toBeGreaterThanOrEqual(50);
      expect(s.jpeg).toBeLessThanOrEqual(92);
      expect(s.light.min).toBeGreaterThanOrEqual(0.6);
      expect(s.light.min).toBeLessThanOrEqual(1);
      // A dark pen on light paper.
      expect(luminance(s.penColor)).toBeLessThan(110);
      expect(luminance(s.paperColor)).toBeGreaterThan(210);
    }
  });
});
