// Finding the 9x9 grid in a photo of a Moon Drop sheet: the first step of the photo reader.
// Pure: no DOM, no Node. The photo is scaled down (block averages), thin dark marks are picked
// out by a black-hat (grey closing minus the image, so a dark table's edge does not count, only
// strokes narrower than the window), the biggest connected groups of marks are candidate grids,
// each one's convex hull gives a first quadrilateral, and that is refined by looking for ten
// evenly spaced dark lines each way through a homography. The score is how many of those lines'
// samples really are darker than either side of them.

import { homographyFrom, isConvexQuad, signedArea2, type Homography } from './homography';
import type { Point, Raster } from './raster';

/** The grid's outer corners, clockwise on screen from the one nearest the photo's top-left, and how grid-like they look (0..1). */
export interface GridFound {
  corners: Array<[number, number]>;
  score: number;
}

export type GridResult = GridFound | { error: string };

export const NO_GRID = 'No 9×9 grid found: fill the frame with the sheet';

/** The working image's longest side is at most this (block averaging by a whole factor). */
const MAX_SIDE = 800;
/** Half-width of the black-hat window at the working scale (strokes up to ~2r px wide). */
const HAT_RADIUS = 5;
/** A pixel is ink when it is this much (a fraction) darker than its closing: the first threshold tried, then the next. */
const INK_THRESHOLDS = [0.14, 0.07];
/** Candidate groups of marks tried, biggest first. */
const CANDIDATES = 4;
/** A group of marks is a grid candidate when it encloses at least this many holes of about one size. */
const MIN_CELLS = 12;
/** Below this score there is no grid. */
const MIN_SCORE = 0.45;
/** A candidate this good ends the search. */
const GOOD_SCORE = 0.8;

const N = 9;

/** A float image at the working scale. */
interface Gray {
  w: number;
  h: number;
  v: Float32Array;
}

/** Why the input cannot be a photo, or null. */
function invalid(image: Raster): string | null {
  const { width, height, data } = image ?? {};
  if (!Number.isInteger(width) || !Number.isInteger(height)) return 'Image size is not a whole number of pixels';
  if (width < 50 || height < 50) return `Image too small (${width}×${height}): at least 50×50 pixels`;
  if (width > 12000 || height > 12000) return `Image too large (${width}×${height}): at most 12000 pixels a side`;
  if (!data || data.length !== width * height * 4) return `Image data has ${data?.length ?? 0} bytes, not ${width * height * 4} (${width}×${height} RGBA)`;
  return null;
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
function soften(g: Gray): Gray {
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

/** Connected groups (8-neighbours) of the ink mask grown by a pixel: the mask, labels and sizes. */
function components(ink: Float32Array, w: number, h: number, threshold: number): { mask: Uint8Array; labels: Int32Array; sizes: number[] } {
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (ink[y * w + x]! <= threshold) continue;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++) {
        const o = yy * w;
        for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) mask[o + xx] = 1;
      }
    }
  }
  const labels = new Int32Array(w * h).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(w * h);
  for (let s = 0; s < w * h; s++) {
    if (!mask[s] || labels[s]! >= 0) continue;
    const label = sizes.length;
    let top = 0;
    let size = 0;
    stack[top++] = s;
    labels[s] = label;
    while (top > 0) {
      const p = stack[--top]!;
      size++;
      const px = p % w;
      const py = (p - px) / w;
      for (let yy = Math.max(0, py - 1); yy <= Math.min(h - 1, py + 1); yy++) {
        for (let xx = Math.max(0, px - 1); xx <= Math.min(w - 1, px + 1); xx++) {
          const q = yy * w + xx;
          if (mask[q] && labels[q]! < 0) {
            labels[q] = label;
            stack[top++] = q;
          }
        }
      }
    }
    sizes.push(size);
  }
  return { mask, labels, sizes };
}

/** A background region enclosed by one group of marks: its label in `regions`, size and the group around it. */
interface Hole {
  region: number;
  size: number;
  around: number;
}

/**
 * The holes of the mask: 4-connected background regions that do not reach the photo's edge, each
 * with the group of marks around it (a grid's cells are holes of the grid's group).
 */
function holesOf(mask: Uint8Array, labels: Int32Array, w: number, h: number): { regions: Int32Array; holes: Hole[] } {
  const regions = new Int32Array(w * h).fill(-1);
  const holes: Hole[] = [];
  const stack = new Int32Array(w * h);
  let next = 0;
  for (let s = 0; s < w * h; s++) {
    if (mask[s] || regions[s]! >= 0) continue;
    const region = next++;
    let top = 0;
    let size = 0;
    let edge = false;
    stack[top++] = s;
    regions[s] = region;
    while (top > 0) {
      const p = stack[--top]!;
      size++;
      const px = p % w;
      const py = (p - px) / w;
      if (px === 0 || py === 0 || px === w - 1 || py === h - 1) {
        edge = true;
        continue;
      }
      for (const q of [p - 1, p + 1, p - w, p + w]) {
        if (!mask[q] && regions[q]! < 0) {
          regions[q] = region;
          stack[top++] = q;
        }
      }
    }
    // The region's first pixel in raster order has marks right above it, and they belong to the
    // group that encloses it (an island inside the hole has hole pixels above it).
    if (!edge) holes.push({ region, size, around: labels[s - w]! });
  }
  return { regions, holes };
}

/**
 * Groups of marks that look like a grid, best first: those enclosing the most holes of about one
 * size (the cells), each with those holes. A table's grain or a paragraph of writing encloses few
 * holes, or holes of every size.
 */
function gridGroups(holes: readonly Hole[], minCell: number): Array<{ around: number; cells: Hole[] }> {
  const byGroup = new Map<number, Hole[]>();
  for (const hole of holes) {
    if (hole.size < minCell) continue;
    const list = byGroup.get(hole.around);
    if (list) list.push(hole);
    else byGroup.set(hole.around, [hole]);
  }
  const out: Array<{ around: number; cells: Hole[] }> = [];
  for (const [around, list] of byGroup) {
    if (list.length < MIN_CELLS) continue;
    const sizes = list.map((c) => c.size).sort((a, b) => a - b);
    const typical = sizes[sizes.length >> 1]!;
    const cells = list.filter((c) => c.size > typical / 2.5 && c.size < typical * 2.5);
    if (cells.length >= MIN_CELLS) out.push({ around, cells });
  }
  return out.sort((a, b) => b.cells.length - a.cells.length);
}

function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Convex hull (monotone chain) of the pixels whose label is in `chosen`, from each row's leftmost and rightmost one. */
function hullOf(labels: Int32Array, w: number, h: number, chosen: ReadonlySet<number>): Point[] {
  const pts: Point[] = [];
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let lo = -1;
    let hi = -1;
    for (let x = 0; x < w; x++) {
      if (!chosen.has(labels[o + x]!)) continue;
      if (lo < 0) lo = x;
      hi = x;
    }
    if (lo < 0) continue;
    pts.push([lo + 0.5, y + 0.5]);
    if (hi !== lo) pts.push([hi + 0.5, y + 0.5]);
  }
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** The quadrilateral of hull points furthest along four perpendicular diagonals, turned to whichever angle gives the largest area. */
function quadOfHull(hull: readonly Point[]): Point[] | null {
  let best: Point[] | null = null;
  let bestArea = 0;
  for (let deg = -45; deg < 45; deg += 5) {
    const t = (deg * Math.PI) / 180;
    const quad: Point[] = [];
    for (let k = 0; k < 4; k++) {
      const a = t + Math.PI / 4 + (k * Math.PI) / 2;
      const [dx, dy] = [Math.cos(a), Math.sin(a)];
      let far = -Infinity;
      let at: Point = hull[0]!;
      for (const p of hull) {
        const s = p[0] * dx + p[1] * dy;
        if (s > far) {
          far = s;
          at = p;
        }
      }
      quad.push(at);
    }
    const area = Math.abs(signedArea2(quad));
    if (area > bestArea) {
      bestArea = area;
      best = quad;
    }
  }
  return best;
}

/** Bilinear sample of a float image (pixel centres at +0.5); 0 outside. */
function sample(img: Float32Array, w: number, h: number, x: number, y: number): number {
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

const SQUARE: Point[] = [[0, 0], [N, 0], [N, N], [0, N]];
/** Samples along each line: two a cell. */
const ALONG = Float64Array.from({ length: 2 * N }, (_, i) => (i + 0.5) / 2);
/** Where a line's sides are (cells). */
const OFF = 0.3;
/** The outer lines are the corners' evidence: they count this much more. */
const OUTER_WEIGHT = 2;

/** The ink maps the line response reads: `ink` itself and `wide`, its max over 3x3 (a line may drift a little). */
interface InkMaps {
  ink: Float32Array;
  wide: Float32Array;
  w: number;
  h: number;
}

/**
 * How well the quad's 10 + 10 expected lines sit on dark lines: the mean over samples of the ink
 * on the line less that beside it (`value`), and the share of samples clearly darker than both
 * sides (`score`).
 */
function lineResponse(maps: InkMaps, quad: readonly Point[], onMap: Float32Array = maps.wide): { value: number; score: number } {
  let H: Homography;
  try {
    H = homographyFrom(SQUARE, quad);
  } catch {
    return { value: -Infinity, score: 0 };
  }
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = H;
  const { ink, w, h } = maps;
  let total = 0;
  let hits = 0;
  let count = 0;
  for (let dir = 0; dir < 2; dir++) {
    for (let i = 0; i <= N; i++) {
      for (let k = 0; k < ALONG.length; k++) {
        const t = ALONG[k]!;
        let on = 0;
        let a = 0;
        let b = 0;
        for (let j = -1; j <= 1; j++) {
          const u = dir === 0 ? i + j * OFF : t;
          const v = dir === 0 ? t : i + j * OFF;
          const z = h6 * u + h7 * v + h8;
          const x = (h0 * u + h1 * v + h2) / z;
          const y = (h3 * u + h4 * v + h5) / z;
          if (j === 0) on = sample(onMap, w, h, x, y);
          else if (j < 0) a = sample(ink, w, h, x, y);
          else b = sample(ink, w, h, x, y);
        }
        total += (on - 0.5 * (a + b)) * (i === 0 || i === N ? OUTER_WEIGHT : 1);
        if (on > (a > b ? a : b) + 0.05) hits++;
        count++;
      }
    }
  }
  return { value: total / count, score: hits / count };
}

/** Corners moved together in one step: each alone, each side's two, and all four. */
const MOVE_GROUPS: ReadonlyArray<readonly number[]> = [[0], [1], [2], [3], [0, 1], [1, 2], [2, 3], [3, 0], [0, 1, 2, 3]];

/** Nudge the corners (coordinate ascent, shrinking steps) to maximise the line response. */
function refine(maps: InkMaps, start: readonly Point[], minSide: number): { quad: Point[]; value: number } {
  const q = start.map((p): [number, number] => [p[0], p[1]]);
  let value = lineResponse(maps, q).value;
  let side = 0;
  for (let i = 0; i < 4; i++) side += Math.hypot(q[(i + 1) % 4]![0] - q[i]![0], q[(i + 1) % 4]![1] - q[i]![1]);
  const cell = side / 4 / N;
  const area0 = Math.abs(signedArea2(q));
  // A quad may not fold or shrink onto one dark blob (every "line" on it would look dark).
  const sane = () => squareish(q, minSide) && Math.abs(signedArea2(q)) > 0.6 * area0;
  for (const frac of [0.4, 0.2, 0.1, 0.05, 0.025]) {
    const step = frac * cell;
    // Coarse steps read the wide ink (a broad basin), fine ones the sharp ink.
    const onMap = frac > 0.15 ? maps.wide : maps.ink;
    value = lineResponse(maps, q, onMap).value;
    for (let pass = 0; pass < 6; pass++) {
      let moved = false;
      for (const group of MOVE_GROUPS) {
        for (let axis = 0; axis < 2; axis++) {
          for (const sign of [1, -1]) {
            for (const c of group) q[c]![axis] = q[c]![axis]! + sign * step;
            const v = sane() ? lineResponse(maps, q, onMap).value : -Infinity;
            if (v > value + 1e-6) {
              value = v;
              moved = true;
              break;
            }
            for (const c of group) q[c]![axis] = q[c]![axis]! - sign * step;
          }
        }
      }
      if (!moved) break;
    }
  }
  return { quad: q, value };
}

/**
 * Whether a quad could be a square seen at up to ~25° of tilt: convex, no side under 45% of the
 * longest, no corner sharper than 50°, and no side under `minSide` px.
 */
function squareish(q: readonly Point[], minSide: number): boolean {
  if (!isConvexQuad(q)) return false;
  const sides = [0, 1, 2, 3].map((i) => Math.hypot(q[(i + 1) % 4]![0] - q[i]![0], q[(i + 1) % 4]![1] - q[i]![1]));
  const longest = Math.max(...sides);
  if (Math.min(...sides) < Math.max(minSide, 0.45 * longest)) return false;
  for (let i = 0; i < 4; i++) {
    const a = q[(i + 3) % 4]!;
    const b = q[i]!;
    const c = q[(i + 1) % 4]!;
    const cos = ((a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1])) / (sides[(i + 3) % 4]! * sides[i]!);
    if (cos > Math.cos((50 * Math.PI) / 180)) return false;
  }
  return true;
}

/** Clockwise on screen, starting from the corner nearest (0, 0). */
function ordered(quad: readonly Point[]): Array<[number, number]> {
  const q = quad.map((p): [number, number] => [p[0], p[1]]);
  if (signedArea2(q) < 0) q.reverse();
  let first = 0;
  for (let i = 1; i < 4; i++) if (Math.hypot(q[i]![0], q[i]![1]) < Math.hypot(q[first]![0], q[first]![1])) first = i;
  return [...q.slice(first), ...q.slice(0, first)];
}

/**
 * Rough quads of the grid to refine, likeliest first: the hulls of the cells of the groups of
 * marks that enclose many holes of about one size (the grid less its border), then the hulls of
 * the biggest groups of marks (a grid whose cells leak into the margin through broken lines).
 */
function startingQuads(ink: Float32Array, w: number, h: number, threshold: number, minSpan: number): Point[][] {
  const { mask, labels, sizes } = components(ink, w, h, threshold);
  const { regions, holes } = holesOf(mask, labels, w, h);
  const starts: Array<{ labels: Int32Array; chosen: Set<number> }> = [];
  for (const g of gridGroups(holes, (minSpan / N) ** 2 / 4).slice(0, CANDIDATES)) starts.push({ labels: regions, chosen: new Set(g.cells.map((c) => c.region)) });
  const order = sizes.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]!);
  for (const label of order.slice(0, CANDIDATES)) if (sizes[label]! >= 4 * minSpan) starts.push({ labels, chosen: new Set([label]) });
  const quads: Point[][] = [];
  for (const start of starts) {
    const quad = quadOfHull(hullOf(start.labels, w, h, start.chosen));
    if (quad && squareish(quad, minSpan)) quads.push(quad);
  }
  return quads;
}

/** Find the 9x9 grid's outer corners in a photo (RGBA raster), or say why not. Never throws. */
export function findGrid(image: Raster): GridResult {
  const bad = invalid(image);
  if (bad) return { error: bad };
  const f = Math.max(1, Math.ceil(Math.max(image.width, image.height) / MAX_SIDE));
  const gray = soften(downscaleGray(image, f));
  const { w, h } = gray;
  const ink = blackHat(gray, HAT_RADIUS);
  const maps: InkMaps = { ink, wide: extremum(ink, w, h, 2, true), w, h };
  const minSpan = 0.12 * Math.max(w, h);
  let best: { quad: Point[]; score: number } | null = null;
  // A faint or thin grid breaks apart at the usual ink threshold: then try a lower one.
  for (const threshold of INK_THRESHOLDS) {
    for (const quad of startingQuads(ink, w, h, threshold, minSpan)) {
      const fit = refine(maps, quad, minSpan);
      const { score } = lineResponse(maps, fit.quad);
      if (!best || score > best.score) best = { quad: fit.quad, score };
      if (score > GOOD_SCORE) break;
    }
    if (best && best.score > GOOD_SCORE) break;
  }
  if (!best || best.score < MIN_SCORE) return { error: NO_GRID };
  return { corners: ordered(best.quad.map(([x, y]) => [x * f, y * f])), score: best.score };
}
