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
 * Running max over windows of 2r+1 along the columns of an image given as `lines` rows of
 * `lanes` values (van Herk / Gil-Werman: about 3 comparisons a value whatever r). The column is
 * padded with -Infinity, cut into blocks of 2r+1, and each window is the max of a block suffix
 * and the next block's prefix. Whole rows are handled at a time, so memory is walked in order.
 */
function runMax(src: Float32Array, out: Float32Array, lines: number, lanes: number, r: number): void {
  const k = 2 * r + 1;
  const len = Math.ceil((lines + 2 * r) / k) * k;
  const pad = new Float32Array(len * lanes).fill(-Infinity);
  pad.set(src.subarray(0, lines * lanes), r * lanes);
  const g = new Float32Array(len * lanes);
  const hq = new Float32Array(len * lanes);
  for (let start = 0; start < len; start += k) {
    const end = start + k - 1;
    g.set(pad.subarray(start * lanes, (start + 1) * lanes), start * lanes);
    for (let i = start + 1; i <= end; i++) {
      const o = i * lanes;
      for (let x = 0; x < lanes; x++) {
        const v = pad[o + x]!;
        const u = g[o - lanes + x]!;
        g[o + x] = v > u ? v : u;
      }
    }
    hq.set(pad.subarray(end * lanes, (end + 1) * lanes), end * lanes);
    for (let i = end - 1; i >= start; i--) {
      const o = i * lanes;
      for (let x = 0; x < lanes; x++) {
        const v = pad[o + x]!;
        const u = hq[o + lanes + x]!;
        hq[o + x] = v > u ? v : u;
      }
    }
  }
  // Output line i's window is padded lines i .. i + 2r.
  for (let i = 0; i < lines; i++) {
    const a = i * lanes;
    const b = (i + 2 * r) * lanes;
    for (let x = 0; x < lanes; x++) {
      const u = hq[a + x]!;
      const v = g[b + x]!;
      out[a + x] = u > v ? u : v;
    }
  }
}

/** The same along each row of a w x h image (one lane; its own loops, as a lane loop of one costs more than the work). */
function runMaxRows(src: Float32Array, out: Float32Array, w: number, h: number, r: number): void {
  const k = 2 * r + 1;
  const len = Math.ceil((w + 2 * r) / k) * k;
  const pad = new Float32Array(len);
  const g = new Float32Array(len);
  const hq = new Float32Array(len);
  for (let y = 0; y < h; y++) {
    pad.fill(-Infinity);
    pad.set(src.subarray(y * w, y * w + w), r);
    for (let start = 0; start < len; start += k) {
      const end = start + k - 1;
      let m = (g[start] = pad[start]!);
      for (let i = start + 1; i <= end; i++) {
        const v = pad[i]!;
        if (v > m) m = v;
        g[i] = m;
      }
      m = hq[end] = pad[end]!;
      for (let i = end - 1; i >= start; i--) {
        const v = pad[i]!;
        if (v > m) m = v;
        hq[i] = m;
      }
    }
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const u = hq[x]!;
      const v = g[x + 2 * r]!;
      out[o + x] = u > v ? u : v;
    }
  }
}

/** Running max (or min) over a (2r+1)-square window; outside the image counts for nothing. */
export function extremum(src: Float32Array, w: number, h: number, r: number, max: boolean): Float32Array {
  // A min is the max of the negated image, negated back.
  const input = max ? src : Float32Array.from(src, (v) => -v);
  const cols = new Float32Array(w * h);
  runMax(input, cols, h, w, r);
  const out = new Float32Array(w * h);
  runMaxRows(cols, out, w, h, r);
  if (!max) for (let i = 0; i < out.length; i++) out[i] = -out[i]!;
  return out;
}

/** The window in which the paper is the brightest thing: blocks of PAPER_BLOCK working pixels, PAPER_RADIUS blocks either way. */
const PAPER_BLOCK = 4;
const PAPER_RADIUS = 6;

/** The brightest value within about PAPER_BLOCK * PAPER_RADIUS pixels, read on a coarse grid of block maxima (one value a block). */
function brightest(v: Float32Array, w: number, h: number): { at: (x: number, y: number) => number } {
  const bw = Math.ceil(w / PAPER_BLOCK);
  const bh = Math.ceil(h / PAPER_BLOCK);
  const blocks = new Float32Array(bw * bh).fill(-Infinity);
  for (let y = 0; y < h; y++) {
    const row = ((y / PAPER_BLOCK) | 0) * bw;
    for (let x = 0; x < w; x++) {
      const b = row + ((x / PAPER_BLOCK) | 0);
      const u = v[y * w + x]!;
      if (u > blocks[b]!) blocks[b] = u;
    }
  }
  const m = extremum(blocks, bw, bh, PAPER_RADIUS, true);
  return { at: (x, y) => m[((y / PAPER_BLOCK) | 0) * bw + ((x / PAPER_BLOCK) | 0)]! };
}

/**
 * How much darker than its grey closing each pixel is, as a fraction (thin dark strokes only),
 * where the closing is nearly as bright as the brightest closing around it: ink is on paper, and
 * the paper is the brightest thing near it, so a table's grain and a dark table's sensor noise
 * (large fractions of a small brightness) beside the sheet do not count.
 */
export function blackHat(g: Gray, r: number): Float32Array {
  const closed = extremum(extremum(g.v, g.w, g.h, r, true), g.w, g.h, r, false);
  const bright = brightest(closed, g.w, g.h);
  const c = new Float32Array(g.w * g.h);
  for (let y = 0, i = 0; y < g.h; y++) {
    for (let x = 0; x < g.w; x++, i++) {
      const d = (closed[i]! - g.v[i]!) / (closed[i]! + 12);
      if (d <= 0) continue;
      // Full weight at 85% of the local brightest, none at 70%.
      const k = (closed[i]! / (bright.at(x, y) + 1e-3) - 0.7) / 0.15;
      c[i] = k > 0 ? d * (k < 1 ? k : 1) : 0;
    }
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

