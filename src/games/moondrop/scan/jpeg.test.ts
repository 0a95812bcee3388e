import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../engine/random-sheet';
import { JPEG_TABLES, jpegRoundTrip, quantTable } from './jpeg';
import { addNoise, createRaster, type Raster } from './raster';

const copy = (r: Raster): Raster => ({ width: r.width, height: r.height, data: Uint8ClampedArray.from(r.data) });

/** Largest channel difference between two rasters over pixels with x in [x0, x1). */
function maxDiff(a: Raster, b: Raster, x0 = 0, x1 = a.width): number {
  let worst = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = x0; x < x1; x++) {
      for (let c = 0; c < 3; c++) {
        const i = (y * a.width + x) * 4 + c;
        worst = Math.max(worst, Math.abs(a.data[i]! - b.data[i]!));
      }
    }
  }
  return worst;
}

/** A grey image, white left of x = edge and black from it. */
function edgeImage(edge: number): Raster {
  const r = createRaster(40, 24, [235, 235, 235]);
  for (let y = 0; y < r.height; y++) for (let x = edge; x < r.width; x++) r.data.set([20, 20, 20], (y * r.width + x) * 4);
  return r;
}

/** The edge image at x = 12 through JPEG at quality q, and its largest errors in the blocks across the edge (near), right of them (far) and left of them. */
function edgeErrors(q: number): { r: Raster; near: number; far: number; left: number } {
  const r = edgeImage(12);
  jpegRoundTrip(r, q);
  return { r, near: maxDiff(r, edgeImage(12), 8, 16), far: maxDiff(r, edgeImage(12), 16, 40), left: maxDiff(r, edgeImage(12), 0, 8) };
}

describe('jpegRoundTrip', () => {
  it('scales the standard tables as libjpeg does', () => {
    expect(Array.from(quantTable(JPEG_TABLES.LUMA, 50))).toEqual(JPEG_TABLES.LUMA);
    expect(quantTable(JPEG_TABLES.LUMA, 100).every((q) => q === 1)).toBe(true);
    // Quality 75: half the steps (16 -> 8, 99 -> 50 rounded up).
    expect(quantTable(JPEG_TABLES.LUMA, 75)[0]).toBe(8);
    expect(quantTable(JPEG_TABLES.CHROMA, 75)[63]).toBe(50);
    // Quality 10: five times the steps, capped at 255.
    expect(quantTable(JPEG_TABLES.LUMA, 10)[0]).toBe(80);
    expect(quantTable(JPEG_TABLES.LUMA, 10)[63]).toBe(255);
  });

  it('leaves a flat colour all but unchanged (one DC step, colour conversion rounding)', () => {
    for (const rgb of [[200, 150, 100], [30, 40, 120], [250, 248, 240]] as const) {
      const r = createRaster(37, 21, rgb);
      const before = copy(r);
      jpegRoundTrip(r, 50);
      expect(maxDiff(r, before)).toBeLessThanOrEqual(3);
      expect(r.data[3]).toBe(255);
    }
  });

  it('rings and blurs a sharp edge inside its blocks only, more at low quality', () => {
    // The edge at x = 12 lies inside the second column of blocks (8..15).
    const low = edgeErrors(30);
    const high = edgeErrors(90);
    // Measured: 11 levels off at quality 30, 0 at 90 (the edge is flat along y, so few coefficients carry it).
    expect(low.near).toBeGreaterThan(6);
    expect(high.near).toBeLessThan(low.near);
    expect(high.near).toBeLessThanOrEqual(3);
    // Blocks the edge does not cross hold one flat level each: off by a DC step at most.
    expect(low.far).toBeLessThanOrEqual(4);
    expect(low.left).toBeLessThanOrEqual(4);
    // Ringing overshoots: beside the edge the white side comes out whiter than it was and the dark side darker.
    const row = Array.from({ length: 8 }, (_, k) => low.r.data[(5 * 40 + 8 + k) * 4]!);
    expect(Math.max(...row.slice(0, 4))).toBeGreaterThan(240);
    expect(Math.min(...row.slice(4))).toBeLessThan(15);
  });

  it('keeps grey images nearly exact at quality 100 and loses detail in noise at low quality', () => {
    const noisy = createRaster(64, 48, [128, 128, 128]);
    addNoise(noisy, 20, mulberry32(1), 1);
    const before = copy(noisy);
    const best = copy(noisy);
    jpegRoundTrip(best, 100);
    expect(maxDiff(best, before)).toBeLessThanOrEqual(2);
    jpegRoundTrip(noisy, 40);
    let err = 0;
    for (let i = 0; i < noisy.data.length; i += 4) err += (noisy.data[i]! - before.data[i]!) ** 2;
    // Noise of sigma 20 is mostly high frequencies: quality 40 drops a good part of it.
    expect(Math.sqrt(err / (64 * 48))).toBeGreaterThan(5);
  });

  it('is deterministic', () => {
    const a = edgeImage(13);
    const b = edgeImage(13);
    jpegRoundTrip(a, 61);
    jpegRoundTrip(b, 61);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
  });
});
