// What a phone's JPEG encoder does to a photo, for the synthetic photos: a baseline JPEG round
// trip (JFIF YCbCr, 4:2:0 chroma, 8x8 DCT quantised with the standard tables scaled by quality as
// libjpeg does, then decoded with libjpeg's "fancy" chroma upsampling). Pure and deterministic;
// only the entropy coding, which loses nothing, is left out.

import type { Raster } from './raster';

// The example tables of the JPEG standard (Annex K), row by row.
const LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
  ...Array.from({ length: 32 }, () => 99),
];

/** A quantisation table for `quality` (1..100), scaled as libjpeg's jpeg_quality_scaling does. */
export function quantTable(base: readonly number[], quality: number): Float32Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  return Float32Array.from(base, (b) => Math.min(255, Math.max(1, Math.floor((b * scale + 50) / 100))));
}

// The orthonormal 8-point DCT-II matrix: COS[u * 8 + x] = c(u) cos((2x + 1) u pi / 16), so the 2-D
// transform COS . block . COS^T is exactly the standard's F(u, v).
const COS = Float32Array.from({ length: 64 }, (_, i) => {
  const u = i >> 3;
  const x = i & 7;
  return (u === 0 ? Math.SQRT1_2 : 1) * 0.5 * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
});

/** The same, transposed (for the inverse transform). */
const COS_T = Float32Array.from({ length: 64 }, (_, i) => COS[(i & 7) * 8 + (i >> 3)]!);

/** out = a . b (8x8 matrices). */
function mul8(a: Float32Array, b: Float32Array, out: Float32Array): void {
  for (let i = 0; i < 64; i += 8) {
    for (let j = 0; j < 8; j++) {
      let s = 0;
      for (let k = 0; k < 8; k++) s += a[i + k]! * b[k * 8 + j]!;
      out[i + j] = s;
    }
  }
}

/**
 * Encode and decode one plane of 0..255 samples in place: level shift, DCT, quantise (round to
 * the nearest step), dequantise, inverse DCT, round and clamp as a decoder's 8-bit output is.
 * Blocks hanging over the edge are padded by repeating the last row and column, as encoders do.
 */
function codePlane(plane: Float32Array, w: number, h: number, table: Float32Array): void {
  const block = new Float32Array(64);
  const tmp = new Float32Array(64);
  const coef = new Float32Array(64);
  for (let by = 0; by < h; by += 8) {
    for (let bx = 0; bx < w; bx += 8) {
      for (let y = 0; y < 8; y++) {
        const row = Math.min(h - 1, by + y) * w;
        for (let x = 0; x < 8; x++) block[y * 8 + x] = plane[row + Math.min(w - 1, bx + x)]! - 128;
      }
      mul8(COS, block, tmp);
      mul8(tmp, COS_T, coef);
      for (let k = 0; k < 64; k++) coef[k] = Math.round(coef[k]! / table[k]!) * table[k]!;
      mul8(COS_T, coef, tmp);
      mul8(tmp, COS, block);
      for (let y = 0; y < 8 && by + y < h; y++) {
        const row = (by + y) * w;
        for (let x = 0; x < 8 && bx + x < w; x++) {
          const v = Math.round(block[y * 8 + x]! + 128);
          plane[row + bx + x] = v < 0 ? 0 : v > 255 ? 255 : v;
        }
      }
    }
  }
}

/** A chroma plane averaged over 2x2 pixels (4:2:0), edges repeated when the size is odd. */
function subsample(full: Float32Array, w: number, h: number): { plane: Float32Array; cw: number; ch: number } {
  const cw = (w + 1) >> 1;
  const ch = (h + 1) >> 1;
  const plane = new Float32Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    const r0 = 2 * y * w;
    const r1 = Math.min(h - 1, 2 * y + 1) * w;
    for (let x = 0; x < cw; x++) {
      const x0 = 2 * x;
      const x1 = Math.min(w - 1, x0 + 1);
      plane[y * cw + x] = Math.round((full[r0 + x0]! + full[r0 + x1]! + full[r1 + x0]! + full[r1 + x1]!) / 4);
    }
  }
  return { plane, cw, ch };
}

/**
 * The chroma sample for full-size pixel (x, y), as libjpeg's h2v2 fancy upsampling makes it: 9/16
 * of the nearest sample, 3/16 of each of its neighbours towards the pixel, 1/16 of the diagonal.
 */
function upsampled(plane: Float32Array, cw: number, ch: number, x: number, y: number): number {
  const cx = x >> 1;
  const cy = y >> 1;
  const nx = Math.min(cw - 1, Math.max(0, cx + (x & 1 ? 1 : -1)));
  const ny = Math.min(ch - 1, Math.max(0, cy + (y & 1 ? 1 : -1)));
  const a = plane[cy * cw + cx]!;
  const b = plane[cy * cw + nx]!;
  const c = plane[ny * cw + cx]!;
  const d = plane[ny * cw + nx]!;
  return (9 * a + 3 * b + 3 * c + d) / 16;
}

/** Compress and decompress an RGBA raster in place as a baseline JPEG of `quality` (1..100) would; alpha is left alone. */
export function jpegRoundTrip(r: Raster, quality: number): void {
  const { width: w, height: h, data: d } = r;
  const n = w * h;
  const Y = new Float32Array(n);
  const Cb = new Float32Array(n);
  const Cr = new Float32Array(n);
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const [red, green, blue] = [d[i]!, d[i + 1]!, d[i + 2]!];
    // JFIF's full-range conversion; the encoder keeps whole numbers.
    Y[p] = Math.round(0.299 * red + 0.587 * green + 0.114 * blue);
    Cb[p] = Math.round(128 - 0.168736 * red - 0.331264 * green + 0.5 * blue);
    Cr[p] = Math.round(128 + 0.5 * red - 0.418688 * green - 0.081312 * blue);
  }
  const cb = subsample(Cb, w, h);
  const cr = subsample(Cr, w, h);
  codePlane(Y, w, h, quantTable(LUMA, quality));
  const chroma = quantTable(CHROMA, quality);
  codePlane(cb.plane, cb.cw, cb.ch, chroma);
  codePlane(cr.plane, cr.cw, cr.ch, chroma);
  for (let y = 0, p = 0, i = 0; y < h; y++) {
    for (let x = 0; x < w; x++, p++, i += 4) {
      const l = Y[p]!;
      const u = upsampled(cb.plane, cb.cw, cb.ch, x, y) - 128;
      const v = upsampled(cr.plane, cr.cw, cr.ch, x, y) - 128;
      // Uint8ClampedArray rounds and clamps.
      d[i] = l + 1.402 * v;
      d[i + 1] = l - 0.344136 * u - 0.714136 * v;
      d[i + 2] = l + 1.772 * u;
    }
  }
}

/** The standard's example luminance and chrominance tables (what quality 50 uses). */
export const JPEG_TABLES = { LUMA, CHROMA } as const;
