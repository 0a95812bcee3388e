import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../engine/random-sheet';
import { homographyFrom, isConvexQuad, mapPoint } from './homography';
import {
  addNoise,
  boxBlur,
  createRaster,
  drawPolyline,
  drawSegment,
  fillCircle,
  gaussianBlur,
  multiplyLight,
  sampleBilinear,
  strokeCircle,
  type Raster,
} from './raster';

/** Total ink on a white raster drawn in black: the sum over pixels of how much darker red got (in pixels' worth). */
function ink(r: Raster): number {
  let s = 0;
  for (let i = 0; i < r.data.length; i += 4) s += (255 - r.data[i]!) / 255;
  return s;
}

function red(r: Raster, x: number, y: number): number {
  return r.data[(y * r.width + x) * 4]!;
}

function stats(r: Raster): { mean: number; sd: number } {
  const vals: number[] = [];
  for (let i = 0; i < r.data.length; i += 4) vals.push(r.data[i]!);
  const mean = vals.reduce((a, b) => a + b, 0) / vals.length;
  return { mean, sd: Math.sqrt(vals.reduce((a, b) => a + (b - mean) ** 2, 0) / vals.length) };
}

function randomRaster(seed: number, w = 64, h = 48): Raster {
  const rand = mulberry32(seed);
  const r = createRaster(w, h);
  for (let i = 0; i < r.data.length; i += 4) r.data[i] = r.data[i + 1] = r.data[i + 2] = Math.floor(rand() * 256);
  return r;
}

describe('raster drawing', () => {
  it('draws a thick segment as a capsule, anti-aliased: its ink is its area', () => {
    const r = createRaster(64, 32);
    drawSegment(r, [10, 16], [50, 16], 4, [0, 0, 0]);
    expect(red(r, 30, 15)).toBe(0);
    expect(red(r, 30, 25)).toBe(255);
    expect(ink(r)).toBeCloseTo(40 * 4 + Math.PI * 4, -0.5);
  });

  it('fills a circle with its area of ink and strokes a ring of perimeter times width', () => {
    const disc = createRaster(40, 40);
    fillCircle(disc, 20, 20, 10, [0, 0, 0]);
    expect(ink(disc) / (Math.PI * 100)).toBeCloseTo(1, 1);
    const ring = createRaster(40, 40);
    strokeCircle(ring, 20, 20, 12, 2, [0, 0, 0]);
    expect(ink(ring) / (2 * Math.PI * 12 * 2)).toBeCloseTo(1, 1);
    expect(red(ring, 20, 20)).toBe(255);
  });

  it('inks a polyline once where its segments meet (no darker joints with a see-through pen)', () => {
    const r = createRaster(40, 40);
    drawPolyline(r, [[5, 20], [20, 20], [20, 5]], 3, [0, 0, 0], 0.5);
    const joint = red(r, 19, 19);
    const along = red(r, 10, 19);
    expect(along).toBeGreaterThan(120);
    expect(Math.abs(joint - along)).toBeLessThanOrEqual(1);
  });

  it('blurs without changing the mean brightness, and smooths', () => {
    const blurs: Array<[(r: Raster) => void, number]> = [
      [(r) => gaussianBlur(r, 1.2), 0.5],
      [(r) => boxBlur(r, 2), 0.5],
      [(r) => gaussianBlur(r, 0.4), 0.95],
    ];
    for (const [blur, smoother] of blurs) {
      const r = randomRaster(3);
      const before = stats(r);
      blur(r);
      const after = stats(r);
      expect(after.mean).toBeCloseTo(before.mean, 0);
      expect(after.sd).toBeLessThan(before.sd * smoother);
    }
  });

  it('adds seeded noise of the asked strength around the same mean', () => {
    const a = createRaster(100, 100, [128, 128, 128]);
    const b = createRaster(100, 100, [128, 128, 128]);
    addNoise(a, 8, mulberry32(1));
    addNoise(b, 8, mulberry32(1));
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
    const { mean, sd } = stats(a);
    expect(mean).toBeCloseTo(128, 0);
    expect(sd).toBeGreaterThan(7);
    expect(sd).toBeLessThan(9);
  });

  it('multiplies brightness by a gradient and a soft shadow', () => {
    const r = createRaster(100, 10, [200, 200, 200]);
    multiplyLight(r, { x0: 0, y0: 5, from: 1, x1: 100, y1: 5, to: 0.5 });
    expect(red(r, 0, 5)).toBeCloseTo(199, -1);
    expect(red(r, 99, 5)).toBeCloseTo(101, -1);
    const s = createRaster(50, 50, [200, 200, 200]);
    multiplyLight(s, { x0: 0, y0: 0, from: 1, x1: 1, y1: 0, to: 1 }, [{ cx: 25, cy: 25, radius: 5, depth: 0.5 }]);
    expect(red(s, 25, 25)).toBeLessThan(110);
    expect(red(s, 0, 0)).toBe(200);
  });

  it('samples bilinearly between pixel centres', () => {
    const r = createRaster(2, 2, [0, 0, 0]);
    r.data[4] = 200;
    const out = [0, 0, 0, 0];
    sampleBilinear(r, 0.5, 0.5, out);
    expect(out[0]).toBeCloseTo(0);
    sampleBilinear(r, 1, 0.5, out);
    expect(out[0]).toBeCloseTo(100);
    sampleBilinear(r, 1, 1, out);
    expect(out[0]).toBeCloseTo(50);
    expect(out[3]).toBeCloseTo(255);
  });
});

describe('homographies', () => {
  it('take four points exactly where asked', () => {
    const from: Array<[number, number]> = [[0, 0], [9, 0], [9, 9], [0, 9]];
    const to: Array<[number, number]> = [[100, 40], [300, 60], [280, 250], [90, 230]];
    const h = homographyFrom(from, to);
    from.forEach(([x, y], i) => {
      const [u, v] = mapPoint(h, x, y);
      expect(u).toBeCloseTo(to[i]![0], 6);
      expect(v).toBeCloseTo(to[i]![1], 6);
    });
    expect(isConvexQuad(to)).toBe(true);
    expect(isConvexQuad([to[0]!, to[2]!, to[1]!, to[3]!])).toBe(false);
  });
});
