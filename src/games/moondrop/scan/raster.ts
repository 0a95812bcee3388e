// A tiny RGBA raster and the drawing primitives the synthetic photos need.
// Pure: no DOM, no canvas; the data has ImageData's shape, so a UI can wrap it as one later.
//
// Coordinates are floats with pixel (i, j) covering [i, i+1) x [j, j+1): its centre is
// (i + 0.5, j + 0.5) and the image's top-left corner is (0, 0).

/** RGBA pixels, 4 bytes each, row by row (the shape of ImageData). */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** A colour: red, green, blue in 0..255. */
export type Rgb = readonly [number, number, number];

/** A point (x, y). */
export type Point = readonly [number, number];

/** A raster filled with one colour (alpha 255 unless told). */
export function createRaster(width: number, height: number, rgb: Rgb = [255, 255, 255], alpha = 255): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = rgb[0];
    data[i + 1] = rgb[1];
    data[i + 2] = rgb[2];
    data[i + 3] = alpha;
  }
  return { width, height, data };
}

/** Luminance (Rec. 601) of one pixel. */
export function luminanceAt(r: Raster, x: number, y: number): number {
  const i = (y * r.width + x) * 4;
  return 0.299 * r.data[i]! + 0.587 * r.data[i + 1]! + 0.114 * r.data[i + 2]!;
}

// ---------------------------------------------------------------------------------------------
// Coverage: each shape computes how much of every pixel in its bounding box it covers (0..1),
// keeping the largest coverage where its own parts overlap (a polyline's joints are not inked
// twice), and blends the colour in once.

/** A coverage patch over the pixel box [x0, x1) x [y0, y1). */
interface Patch {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  cov: Float32Array;
}

function patchFor(r: Raster, minX: number, minY: number, maxX: number, maxY: number): Patch | null {
  const x0 = Math.max(0, Math.floor(minX));
  const y0 = Math.max(0, Math.floor(minY));
  const x1 = Math.min(r.width, Math.ceil(maxX) + 1);
  const y1 = Math.min(r.height, Math.ceil(maxY) + 1);
  if (x1 <= x0 || y1 <= y0) return null;
  return { x0, y0, x1, y1, cov: new Float32Array((x1 - x0) * (y1 - y0)) };
}

/** Blend `rgb` into the raster by coverage x alpha (alpha of the raster is left alone). */
function blendPatch(r: Raster, p: Patch, rgb: Rgb, alpha: number): void {
  const d = r.data;
  const pw = p.x1 - p.x0;
  const [cr, cg, cb] = rgb;
  for (let y = p.y0; y < p.y1; y++) {
    let k = (y - p.y0) * pw;
    let i = (y * r.width + p.x0) * 4;
    for (let x = p.x0; x < p.x1; x++, k++, i += 4) {
      const a = p.cov[k]! * alpha;
      if (a <= 0) continue;
      d[i] = d[i]! + (cr - d[i]!) * a;
      d[i + 1] = d[i + 1]! + (cg - d[i + 1]!) * a;
      d[i + 2] = d[i + 2]! + (cb - d[i + 2]!) * a;
    }
  }
}

/** How much of a pixel (a 1-wide box filter) a band of half-width `hw` covers at distance `dist` from its middle. */
function bandCoverage(dist: number, hw: number): number {
  const c = Math.min(dist + 0.5, hw) - Math.max(dist - 0.5, -hw);
  return c <= 0 ? 0 : c >= 1 ? 1 : c;
}

/** Add one capsule (segment a-b, half-width hw) to a patch. */
function capsuleInto(p: Patch, ax: number, ay: number, bx: number, by: number, hw: number): void {
  const pw = p.x1 - p.x0;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const inv = len2 > 1e-12 ? 1 / len2 : 0;
  const reach = hw + 1;
  const xs = Math.max(p.x0, Math.floor(Math.min(ax, bx) - reach));
  const xe = Math.min(p.x1, Math.ceil(Math.max(ax, bx) + reach));
  const ys = Math.max(p.y0, Math.floor(Math.min(ay, by) - reach));
  const ye = Math.min(p.y1, Math.ceil(Math.max(ay, by) + reach));
  for (let y = ys; y < ye; y++) {
    const py = y + 0.5 - ay;
    let k = (y - p.y0) * pw + (xs - p.x0);
    for (let x = xs; x < xe; x++, k++) {
      const px = x + 0.5 - ax;
      let t = (px * dx + py * dy) * inv;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - t * dx;
      const ey = py - t * dy;
      const c = bandCoverage(Math.sqrt(ex * ex + ey * ey), hw);
      if (c > p.cov[k]!) p.cov[k] = c;
    }
  }
}

/** A thick anti-aliased line segment with round caps. */
export function drawSegment(r: Raster, a: Point, b: Point, width: number, rgb: Rgb, alpha = 1): void {
  drawPolyline(r, [a, b], width, rgb, alpha);
}

/** A thick anti-aliased polyline (round joins and caps); `closed` joins the last point to the first. */
export function drawPolyline(r: Raster, points: readonly Point[], width: number, rgb: Rgb, alpha = 1, closed = false): void {
  if (points.length === 0) return;
  const hw = width / 2;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const p = patchFor(r, minX - hw - 1, minY - hw - 1, maxX + hw + 1, maxY + hw + 1);
  if (!p) return;
  const n = points.length;
  const segments = closed && n > 2 ? n : Math.max(1, n - 1);
  for (let i = 0; i < segments; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n] ?? a;
    capsuleInto(p, a[0], a[1], b[0], b[1], hw);
  }
  blendPatch(r, p, rgb, alpha);
}

/**
 * Coverage of an ellipse (radii rx, ry, rotated by `angle`) through `cover`, a function of the
 * signed distance to its outline (negative inside). The distance is first-order (exact for
 * circles), good to a fraction of a pixel near the outline, which is all anti-aliasing needs.
 */
function ellipsePatch(r: Raster, cx: number, cy: number, rx: number, ry: number, angle: number, reach: number, cover: (d: number) => number): Patch | null {
  const big = Math.max(rx, ry) + reach + 1;
  const p = patchFor(r, cx - big, cy - big, cx + big, cy + big);
  if (!p) return null;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const pw = p.x1 - p.x0;
  const irx2 = 1 / (rx * rx);
  const iry2 = 1 / (ry * ry);
  for (let y = p.y0; y < p.y1; y++) {
    const dy = y + 0.5 - cy;
    let k = (y - p.y0) * pw;
    for (let x = p.x0; x < p.x1; x++, k++) {
      const dx = x + 0.5 - cx;
      // Into the ellipse's own axes.
      const u = dx * cos + dy * sin;
      const v = -dx * sin + dy * cos;
      const q = Math.sqrt(u * u * irx2 + v * v * iry2);
      // q - 1 over the length of q's gradient.
      const gx = u * irx2;
      const gy = v * iry2;
      const g = Math.sqrt(gx * gx + gy * gy);
      const d = q > 1e-9 && g > 1e-12 ? ((q - 1) * q) / g : -Math.min(rx, ry);
      p.cov[k] = cover(d);
    }
  }
  return p;
}

/** A filled anti-aliased ellipse (radii rx, ry, rotated by `angle` radians). */
export function fillEllipse(r: Raster, cx: number, cy: number, rx: number, ry: number, angle: number, rgb: Rgb, alpha = 1): void {
  const p = ellipsePatch(r, cx, cy, rx, ry, angle, 0.5, (d) => (d <= -0.5 ? 1 : d >= 0.5 ? 0 : 0.5 - d));
  if (p) blendPatch(r, p, rgb, alpha);
}

/** An anti-aliased ellipse outline of the given stroke width. */
export function strokeEllipse(r: Raster, cx: number, cy: number, rx: number, ry: number, angle: number, width: number, rgb: Rgb, alpha = 1): void {
  const hw = width / 2;
  const p = ellipsePatch(r, cx, cy, rx, ry, angle, hw, (d) => bandCoverage(Math.abs(d), hw));
  if (p) blendPatch(r, p, rgb, alpha);
}

/** A filled anti-aliased circle. */
export function fillCircle(r: Raster, cx: number, cy: number, radius: number, rgb: Rgb, alpha = 1): void {
  fillEllipse(r, cx, cy, radius, radius, 0, rgb, alpha);
}

/** An anti-aliased circle outline. */
export function strokeCircle(r: Raster, cx: number, cy: number, radius: number, width: number, rgb: Rgb, alpha = 1): void {
  strokeEllipse(r, cx, cy, radius, radius, 0, width, rgb, alpha);
}

// ---------------------------------------------------------------------------------------------
// Whole-image effects (light and noise change RGB only; blurs blur alpha too).

// One reusable float buffer for the blurs: photos are big, and fresh megabytes each time cost GC.
let scratch = new Float32Array(0);
function scratchOf(n: number): Float32Array {
  if (scratch.length < n) scratch = new Float32Array(n);
  return scratch;
}

/**
 * out[outAt + x] = sum over taps k of src[at[k] + x] * kernel[k], for x < len: a symmetric kernel,
 * unrolled for 3, 5 and 7 taps (a loop over taps inside the pixel loop costs three times as much).
 */
function convolve(src: Float32Array, at: Int32Array, kernel: Float32Array, out: Float32Array, outAt: number, len: number): void {
  const k0 = kernel[kernel.length >> 1]!;
  if (kernel.length === 3) {
    const [a, b, c] = [at[0]!, at[1]!, at[2]!];
    const k1 = kernel[0]!;
    for (let x = 0; x < len; x++) out[outAt + x] = src[b + x]! * k0 + (src[a + x]! + src[c + x]!) * k1;
  } else if (kernel.length === 5) {
    const [a, b, c, d, e] = [at[0]!, at[1]!, at[2]!, at[3]!, at[4]!];
    const [k2, k1] = [kernel[0]!, kernel[1]!];
    for (let x = 0; x < len; x++) out[outAt + x] = src[c + x]! * k0 + (src[b + x]! + src[d + x]!) * k1 + (src[a + x]! + src[e + x]!) * k2;
  } else if (kernel.length === 7) {
    const [a, b, c, d, e, f, g] = [at[0]!, at[1]!, at[2]!, at[3]!, at[4]!, at[5]!, at[6]!];
    const [k3, k2, k1] = [kernel[0]!, kernel[1]!, kernel[2]!];
    for (let x = 0; x < len; x++) {
      out[outAt + x] = src[d + x]! * k0 + (src[c + x]! + src[e + x]!) * k1 + (src[b + x]! + src[f + x]!) * k2 + (src[a + x]! + src[g + x]!) * k3;
    }
  } else {
    for (let x = 0; x < len; x++) {
      let sum = 0;
      for (let k = 0; k < kernel.length; k++) sum += src[at[k]! + x]! * kernel[k]!;
      out[outAt + x] = sum;
    }
  }
}

/** Blur all four channels (alpha too: a page's soft edge) with a symmetric 1-D kernel, rows then columns; edges repeat outwards. */
function blurSeparable(r: Raster, kernel: Float32Array): void {
  const { width: w, height: h, data } = r;
  const taps = kernel.length;
  const rad = (taps - 1) >> 1;
  const rowLen = w * 4;
  const tmp = scratchOf(rowLen * h);
  // Rows: a padded float copy of the row, taps 4 apart (one pixel).
  const padded = new Float32Array(rowLen + 8 * rad);
  const across = Int32Array.from({ length: taps }, (_, k) => 4 * k);
  for (let y = 0; y < h; y++) {
    const base = y * rowLen;
    for (let x = 0; x < rowLen; x++) padded[4 * rad + x] = data[base + x]!;
    for (let k = 0; k < rad; k++) {
      for (let c = 0; c < 4; c++) {
        padded[4 * k + c] = data[base + c]!;
        padded[4 * (rad + w + k) + c] = data[base + rowLen - 4 + c]!;
      }
    }
    convolve(padded, across, kernel, tmp, base, rowLen);
  }
  // Columns, a row at a time (cache-friendly): each output row is a weighted sum of whole rows.
  const row = new Float32Array(rowLen);
  const down = new Int32Array(taps);
  for (let y = 0; y < h; y++) {
    for (let k = 0; k < taps; k++) down[k] = Math.min(h - 1, Math.max(0, y + k - rad)) * rowLen;
    convolve(tmp, down, kernel, row, 0, rowLen);
    data.set(row, y * rowLen);
  }
}

/** Box blur of integer radius (all four channels). */
export function boxBlur(r: Raster, radius: number): void {
  const rad = Math.floor(radius);
  if (rad <= 0) return;
  blurSeparable(r, new Float32Array(2 * rad + 1).fill(1 / (2 * rad + 1)));
}

/** Gaussian blur of standard deviation `sigma` px (all four channels), kernel cut at 2 sigma: for the small sigmas of camera blur. */
export function gaussianBlur(r: Raster, sigma: number): void {
  if (sigma <= 0.05) return;
  const rad = Math.max(1, Math.ceil(sigma * 2));
  const kernel = new Float32Array(2 * rad + 1);
  let total = 0;
  for (let i = -rad; i <= rad; i++) total += kernel[i + rad] = Math.exp((-i * i) / (2 * sigma * sigma));
  for (let i = 0; i < kernel.length; i++) kernel[i] = kernel[i]! / total;
  blurSeparable(r, kernel);
}

/** The standard normal CDF, by the Abramowitz-Stegun 7.1.26 erf approximation (ample for a noise table). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const k = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * k - 1.453152027) * k + 1.421413741) * k - 0.284496736) * k + 0.254829592) * k * Math.exp(-x * x);
  return 0.5 * (1 + (z < 0 ? -erf : erf));
}

// Standard normal quantiles at 1024 evenly spaced probabilities: noise draws from this table
// (cheaper than Box-Muller per channel per pixel, and just as good to the eye).
let normalTable: Float32Array | null = null;
function normals(): Float32Array {
  if (normalTable) return normalTable;
  const t = new Float32Array(1024);
  // Inverse CDF by bisection (done once).
  for (let i = 0; i < 1024; i++) {
    const p = (i + 0.5) / 1024;
    let lo = -5;
    let hi = 5;
    for (let k = 0; k < 40; k++) {
      const mid = (lo + hi) / 2;
      if (normalCdf(mid) < p) lo = mid;
      else hi = mid;
    }
    t[i] = (lo + hi) / 2;
  }
  normalTable = t;
  return t;
}

/**
 * Additive sensor noise of standard deviation `sigma` (0..255 units), mostly shared by the three
 * channels (`mono` of the variance) as a phone's luminance noise is. Seeded once from `rand`, then
 * an inline xorshift: calling `rand` per pixel would cost more than the rest of the photo.
 */
export function addNoise(r: Raster, sigma: number, rand: () => number, mono = 0.75): void {
  if (sigma <= 0) return;
  const table = normals();
  let s = (Math.floor(rand() * 0xffffffff) | 1) >>> 0;
  const shared = sigma * Math.sqrt(mono);
  const own = sigma * Math.sqrt(1 - mono);
  const d = r.data;
  for (let i = 0; i < d.length; i += 4) {
    // Two 32-bit draws give four 10-bit table indices.
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const a = s >>> 0;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const b = s >>> 0;
    const n = table[a & 1023]! * shared;
    d[i] = d[i]! + n + table[(a >>> 10) & 1023]! * own;
    d[i + 1] = d[i + 1]! + n + table[(a >>> 20) & 1023]! * own;
    d[i + 2] = d[i + 2]! + n + table[b & 1023]! * own;
  }
}

/** A linear brightness ramp: `from` at (x0, y0), `to` at (x1, y1), constant beyond. */
export interface Gradient {
  x0: number;
  y0: number;
  from: number;
  x1: number;
  y1: number;
  to: number;
}

/** A soft round shadow: brightness times 1 - depth * exp(-d^2 / radius^2) at distance d from (cx, cy). */
export interface Blob {
  cx: number;
  cy: number;
  radius: number;
  depth: number;
}

/**
 * Brightness row by row (gradient times shadows), for whoever lights pixels as they make them:
 * `light(y, out, from, to)` fills out[from..to). A shadow's gaussian is separable, so its
 * exponentials are taken once per column and once per row, never per pixel.
 */
export function lightRows(width: number, g: Gradient, blobs: readonly Blob[] = []): (y: number, out: Float32Array, from?: number, to?: number) => void {
  const dx = g.x1 - g.x0;
  const dy = g.y1 - g.y0;
  const len2 = dx * dx + dy * dy || 1;
  const step = dx / len2;
  const columns = blobs.map((b) => Float32Array.from({ length: width }, (_, x) => Math.exp(-((x + 0.5 - b.cx) ** 2) / (b.radius * b.radius))));
  return (y, out, from = 0, to = width) => {
    const base = ((0.5 - g.x0) * dx + (y + 0.5 - g.y0) * dy) / len2;
    for (let x = from; x < to; x++) {
      let t = base + x * step;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      out[x] = g.from + (g.to - g.from) * t;
    }
    for (let k = 0; k < blobs.length; k++) {
      const b = blobs[k]!;
      const col = columns[k]!;
      const ey = b.depth * Math.exp(-((y + 0.5 - b.cy) ** 2) / (b.radius * b.radius));
      // Further than 3 radii the shadow is under 0.02% of its depth.
      if (ey < 1e-4 * b.depth) continue;
      for (let x = from; x < to; x++) out[x] = out[x]! * (1 - ey * col[x]!);
    }
  };
}

/** Multiply brightness by a linear gradient and, optionally, soft shadow blobs. */
export function multiplyLight(r: Raster, g: Gradient, blobs: readonly Blob[] = []): void {
  const light = lightRows(r.width, g, blobs);
  const row = new Float32Array(r.width);
  const d = r.data;
  for (let y = 0; y < r.height; y++) {
    light(y, row);
    let i = y * r.width * 4;
    for (let x = 0; x < r.width; x++, i += 4) {
      const m = row[x]!;
      d[i] = d[i]! * m;
      d[i + 1] = d[i + 1]! * m;
      d[i + 2] = d[i + 2]! * m;
    }
  }
}

/**
 * Bilinear sample at (x, y) in float coordinates (pixel centres at +0.5) into `out` as RGBA
 * floats. Outside the raster reads its nearest edge pixel.
 */
export function sampleBilinear(r: Raster, x: number, y: number, out: Float32Array | number[]): void {
  const w = r.width;
  const h = r.height;
  const fx = Math.min(w - 1, Math.max(0, x - 0.5));
  const fy = Math.min(h - 1, Math.max(0, y - 0.5));
  const ix = Math.min(w - 2, Math.floor(fx));
  const iy = Math.min(h - 2, Math.floor(fy));
  const tx = fx - ix;
  const ty = fy - iy;
  const d = r.data;
  const o00 = (iy * w + ix) * 4;
  const o01 = o00 + 4;
  const o10 = o00 + w * 4;
  const o11 = o10 + 4;
  for (let c = 0; c < 4; c++) {
    const top = d[o00 + c]! + (d[o01 + c]! - d[o00 + c]!) * tx;
    const bottom = d[o10 + c]! + (d[o11 + c]! - d[o10 + c]!) * tx;
    out[c] = top + (bottom - top) * ty;
  }
}
