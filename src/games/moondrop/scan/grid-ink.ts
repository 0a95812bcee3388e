// The photo reader's view of a photo while it looks for the grid: a small grey copy and its ink
// map. Pure: no DOM, no Node. Thin dark marks are picked out by a black-hat (grey closing minus the
// image, so a dark table's edge does not count, only strokes narrower than the window).

import type { Raster } from './raster';

/** A float image at the working scale. */
export interface Gray {
  w: number;
  h: number;
  v: Float32Array;
}

/** Luminance averaged over f x f blocks (the remainder rows and columns are dropped), one pass over the photo. */
export function downscaleGray(image: Raster, f: number): Gray {
  const w = Math.floor(image.width / f);
  const h = Math.floor(image.height / f);
  const v = new Float32Array(w * h);
  const d = image.data;
  const rowBytes = image.width * 4;
  const norm = 1 / (f * f);
  for (let y = 0; y < h; y++) {
    const out = y * w;
    for (let dy = 0; dy < f; dy++) {
      let i = (y * f + dy) * rowBytes;
      for (let x = 0; x < w; x++) {
        let s = 0;
        for (let dx = 0; dx < f; dx++, i += 4) s += 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;
        v[out + x] = v[out + x]! + s;
      }
    }
    for (let x = 0; x < w; x++) v[out + x] = v[out + x]! * norm;
  }
  return { w, h, v };
}

/** A [1 2 1] blur each way (takes the edge off sensor noise). */
export function soften(g: Gray): Gray {
  const { w, h, v } = g;
  const t = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    t[o] = v[o]!;
    t[o + w - 1] = v[o + w - 1]!;
    for (let x = 1; x < w - 1; x++) t[o + x] = (v[o + x - 1]! + 2 * v[o + x]! + v[o + x + 1]!) * 0.25;
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const a = Math.max(0, y - 1) * w;
    const b = y * w;
    const c = Math.min(h - 1, y + 1) * w;
    for (let x = 0; x < w; x++) out[b + x] = (t[a + x]! + 2 * t[b + x]! + t[c + x]!) * 0.25;
  }
  return { w, h, v: out };
}

/**
 * Running max (or min) over windows of 2r+1 along one axis (van Herk / Gil-Werman: 3 comparisons
 * a value), on `lanes` parallel lines of `n` values each: value (i, lane) at i * step + lane * lane
 * stride. Rows are lanes of stride w and step 1; columns are done as whole rows at a time (step w,
 * lanes of stride 1), so memory is walked in order either way. Outside counts as neutral.
 */
function run1d(src: Float32Array, out: Float32Array, n: number, lanes: number, step: number, laneStride: number, r: number, max: boolean): void {
  const k = 2 * r + 1;
  const g = new Float32Array(n * lanes);
  const hq = new Float32Array(n * lanes);
  // g: prefix extremum within blocks of k from the block start; hq: suffix extremum to the block end.
  const at = (i: number, lane: number) => i * step + lane * laneStride;
  const idx = (i: number, lane: number) => i * lanes + lane;
  for (let start = 0; start < n; start += k) {
    const end = Math.min(n, start + k);
    for (let lane = 0; lane < lanes; lane++) g[idx(start, lane)] = src[at(start, lane)]!;
    for (let i = start + 1; i < end; i++) {
      const o = idx(i, 0);
      const p = idx(i - 1, 0);
      const base = at(i, 0);
      if (max) for (let lane = 0; lane < lanes; lane++) { const v = src[base + lane * laneStride]!; const u = g[p + lane]!; g[o + lane] = v > u ? v : u; }
      else for (let lane = 0; lane < lanes; lane++) { const v = src[base + lane * laneStride]!; const u = g[p + lane]!; g[o + lane] = v < u ? v : u; }
    }
    for (let lane = 0; lane < lanes; lane++) hq[idx(end - 1, lane)] = src[at(end - 1, lane)]!;
    for (let i = end - 2; i >= start; i--) {
      const o = idx(i, 0);
      const p = idx(i + 1, 0);
      const base = at(i, 0);
      if (max) for (let lane = 0; lane < lanes; lane++) { const v = src[base + lane * laneStride]!; const u = hq[p + lane]!; hq[o + lane] = v > u ? v : u; }
      else for (let lane = 0; lane < lanes; lane++) { const v = src[base + lane * laneStride]!; const u = hq[p + lane]!; hq[o + lane] = v < u ? v : u; }
    }
  }
  // Window [i - r, i + r] = suffix part from block of (i - r) then prefix part up to (i + r), clamped.
  for (let i = 0; i < n; i++) {
    const lo = Math.max(0, i - r);
    const hi = Math.min(n - 1, i + r);
    const a = idx(lo, 0);
    const b = idx(hi, 0);
    const base = at(i, 0);
    // When lo and hi share a block, hq[lo] covers lo..block end which may pass hi: use g[hi] only if hi is a block start...
    const same = Math.floor(lo / k) === Math.floor(hi / k);
    if (same) {
      // Direct scan (only at the ends of the line, where the window is cut).
      for (let lane = 0; lane < lanes; lane++) {
        let v = src[at(lo, lane)]!;
        for (let j = lo + 1; j <= hi; j++) { const u = src[at(j, lane)]!; v = max ? (u > v ? u : v) : (u < v ? u : v); }
        out[base + lane * laneStride] = v;
      }
    } else if (max) for (let lane = 0; lane < lanes; lane++) { const u = hq[a + lane]!; const v = g[b + lane]!; out[base + lane * laneStride] = u > v ? u : v; }
    else for (let lane = 0; lane < lanes; lane++) { const u = hq[a + lane]!; const v = g[b + lane]!; out[base + lane * laneStride] = u < v ? u : v; }
  }
}

/** Running max (or min) over a (2r+1)-square window. */
export function extremum(src: Float32Array, w: number, h: number, r: number, max: boolean): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  // Along rows: lines are rows (step 1), lanes are... each row separately, one lane.
  for (let y = 0; y < h; y++) run1d(src.subarray(y * w, y * w + w), tmp.subarray(y * w, y * w + w), w, 1, 1, 0, r, max);
  // Along columns: n = h values of step w, w lanes of stride 1.
  run1d(tmp, out, h, w, w, 1, r, max);
  return out;
}

/** Half-width of the window in which the paper is the brightest thing (working pixels). */
const PAPER_RADIUS = 24;

/**
 * How much darker than its grey closing each pixel is, as a fraction (thin dark strokes only),
 * where the closing is nearly as bright as the brightest closing around it: ink is on paper, and
 * the paper is the brightest thing near it, so a table's grain and a dark table's sensor noise
 * (large fractions of a small brightness) beside the sheet do not count.
 */
export function blackHat(g: Gray, r: number): Float32Array {
  const closed = extremum(extremum(g.v, g.w, g.h, r, true), g.w, g.h, r, false);
  const bright = extremum(closed, g.w, g.h, PAPER_RADIUS, true);
  const c = new Float32Array(g.w * g.h);
  for (let i = 0; i < c.length; i++) {
    const d = (closed[i]! - g.v[i]!) / (closed[i]! + 12);
    // Full weight at 85% of the local brightest, none at 70%.
    const k = (closed[i]! / (bright[i]! + 1e-3) - 0.7) / 0.15;
    c[i] = d > 0 && k > 0 ? d * (k < 1 ? k : 1) : 0;
  }
  return c;
}

/** Bilinear sample of a float image (pixel centres at +0.5); 0 outside. */
export function sample(img: Float32Array, w: number, h: number, x: number, y: number): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  if (!(fx >= 0 && fy >= 0 && fx < w - 1 && fy < h - 1)) return 0;
  const ix = fx | 0;
  const iy = fy | 0;
  const tx = fx - ix;
  const ty = fy - iy;
  const o = iy * w + ix;
  const a = img[o]! + (img[o + 1]! - img[o]!) * tx;
  const b = img[o + w]! + (img[o + w + 1]! - img[o + w]!) * tx;
  return a + (b - a) * ty;
}

/** The ink maps the line response reads: `ink` itself and `wide`, its max over 3x3 (a line may drift a little). */
export interface InkMaps {
  ink: Float32Array;
  wide: Float32Array;
  w: number;
  h: number;
}

