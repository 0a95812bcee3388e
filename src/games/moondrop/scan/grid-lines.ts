// Snapping a rough grid quadrilateral onto the grid's own lines: each of the 10 + 10 lines is
// looked for on its own near where the rough quad puts it (so a hand-drawn grid's lines, or a
// strongly tilted one's, need not agree with a guess of four corners), then one homography is
// fitted to all the lines' crossings by least squares. Pure: no DOM, no Node.

import { homographyFit, homographyFrom, mapPoint, type Homography } from './homography';
import { sample, type InkMaps } from './grid-ink';
import type { Point } from './raster';

const N = 9;
const SQUARE: Point[] = [[0, 0], [N, 0], [N, N], [0, N]];
/** Samples along each line: two a cell. */
const ALONG = Float64Array.from({ length: 2 * N }, (_, i) => (i + 0.5) / 2);
/** Where a line's sides are (cells). */
const SIDE = 0.25;
/** A line's strength is its samples' value at this rank from the lowest (about the 40th percentile). */
const QUANTILE = 7;
/** Profile steps a band's half-width is cut into. */
const STEPS = 12;

/** One line found: its ends in grid coordinates (across at v = 0 and v = 9) and how line-like it is (ink over its sides, a low quantile along it). */
interface Found {
  a: number;
  b: number;
  strength: number;
}

/**
 * The best straight line near grid line `i` (dir 0: u = i, running along v; dir 1: v = i) within
 * `band` cells either way at each end. For each sample along the line the ink less that of its
 * sides is read at 2 STEPS + 1 offsets across (a profile); a line through offsets a (at v = 0)
 * and b (at v = 9) scores a low quantile of its samples' profiles, linearly interpolated.
 */
function bestLine(maps: InkMaps, H: Homography, dir: number, i: number, band: number): Found {
  const { ink, wide, w, h } = maps;
  const k = 2 * STEPS + 1;
  const step = band / STEPS;
  const prof = new Float32Array(ALONG.length * k);
  const at = (u: number, v: number, map: Float32Array) => {
    const [x, y] = dir === 0 ? mapPoint(H, u, v) : mapPoint(H, v, u);
    return sample(map, w, h, x, y);
  };
  for (let s = 0; s < ALONG.length; s++) {
    const t = ALONG[s]!;
    for (let j = 0; j < k; j++) {
      const u = i + (j - STEPS) * step;
      const d = at(u, t, wide) - 0.5 * (at(u - SIDE, t, ink) + at(u + SIDE, t, ink));
      prof[s * k + j] = d > 0 ? d : 0;
    }
  }
  // A low quantile of the samples, not their mean: a grid line is dark all along, while a line
  // through the sides of a column of bold symbols is dark only where there are symbols.
  const vals = new Float32Array(ALONG.length);
  const score = (a: number, b: number) => {
    for (let s = 0; s < ALONG.length; s++) {
      const off = a + ((b - a) * ALONG[s]!) / N;
      const f = off / step + STEPS;
      if (f < 0 || f > k - 1) return -1;
      const j = Math.min(k - 2, Math.floor(f));
      const p = prof[s * k + j]!;
      vals[s] = p + (prof[s * k + j + 1]! - p) * (f - j);
    }
    return nth(vals, QUANTILE);
  };
  let best: Found = { a: 0, b: 0, strength: score(0, 0) };
  for (let ja = -STEPS; ja <= STEPS; ja += 2) {
    for (let jb = -STEPS; jb <= STEPS; jb += 2) {
      const v = score(ja * step, jb * step);
      if (v > best.strength) best = { a: ja * step, b: jb * step, strength: v };
    }
  }
  // Then a finer look around the best.
  const { a: a0, b: b0 } = best;
  for (let da = -1; da <= 1; da += 0.25) {
    for (let db = -1; db <= 1; db += 0.25) {
      const v = score(a0 + da * step, b0 + db * step);
      if (v > best.strength) best = { a: a0 + da * step, b: b0 + db * step, strength: v };
    }
  }
  return best;
}

/** The k-th smallest value (0-based) of `a`, which it reorders (quickselect: a full sort per candidate line cost most of the search). */
function nth(a: Float32Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}

/** Where two image lines (each through two points) cross, or null when they are parallel. */
function crossing(p: readonly Point[], q: readonly Point[]): Point | null {
  const [[x1, y1], [x2, y2]] = [p[0]!, p[1]!];
  const [[x3, y3], [x4, y4]] = [q[0]!, q[1]!];
  const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
  if (Math.abs(d) < 1e-9) return null;
  const a = x1 * y2 - y1 * x2;
  const b = x3 * y4 - y3 * x4;
  return [(a * (x3 - x4) - (x1 - x2) * b) / d, (a * (y3 - y4) - (y1 - y2) * b) / d];
}

/**
 * The grid's corners after snapping `quad` (working-scale pixels, sheet-like order) onto the lines
 * within `band` cells of where it puts them, or null when too few lines are found. Lines one cell
 * outside the quad are looked for too: when the quad sits a cell off (a row of cells missed), the
 * ten strongest consecutive lines win.
 */
export function snapToLines(maps: InkMaps, quad: readonly Point[], band: number): Point[] | null {
  let H: Homography;
  try {
    H = homographyFrom(SQUARE, quad);
  } catch {
    return null;
  }
  const from: Point[] = [];
  const lines: Array<Array<{ index: number; ends: Point[] }>> = [];
  for (let dir = 0; dir < 2; dir++) {
    const found = Array.from({ length: N + 3 }, (_, k) => bestLine(maps, H, dir, k - 1, band));
    const strengths = found.map((f) => f.strength);
    const total = (o: number) => strengths.slice(1 + o, 11 + o).reduce((s, v) => s + v, 0);
    const inner = strengths.slice(2, 10).sort((x, y) => x - y);
    const typical = inner[inner.length >> 1]!;
    // A shift must win clearly: the line it gains must look like the grid's own.
    let shift = 0;
    for (const o of [-1, 1]) if (total(o) > total(shift) + 0.5 * typical) shift = o;
    const kept: Array<{ index: number; ends: Point[] }> = [];
    for (let k = 0; k <= N; k++) {
      const f = found[k + 1 + shift]!;
      // A line that needed the whole band is most likely another one, or nothing.
      if (f.strength < 0.35 * typical || Math.max(Math.abs(f.a), Math.abs(f.b)) > 0.99 * band) continue;
      const g = k + shift;
      const ends: Point[] = dir === 0 ? [mapPoint(H, g + f.a, 0), mapPoint(H, g + f.b, N)] : [mapPoint(H, 0, g + f.a), mapPoint(H, N, g + f.b)];
      kept.push({ index: k, ends });
    }
    if (kept.length < 4) return null;
    lines.push(kept);
  }
  const to: Point[] = [];
  for (const u of lines[0]!) {
    for (const v of lines[1]!) {
      const p = crossing(u.ends, v.ends);
      if (!p) continue;
      from.push([u.index, v.index]);
      to.push(p);
    }
  }
  // Least squares, then once more without the crossings it fits worst (a stroke taken for a line).
  let fit = homographyFit(from, to);
  if (!fit) return null;
  const H1 = fit;
  const errors = from.map(([u, v], k) => {
    const [x, y] = mapPoint(H1, u, v);
    return Math.hypot(x - to[k]![0], y - to[k]![1]);
  });
  const limit = Math.max(1.5, 3 * [...errors].sort((x, y) => x - y)[errors.length >> 1]!);
  const keep = errors.map((e) => e <= limit);
  if (keep.some((k) => !k)) fit = homographyFit(from.filter((_, k) => keep[k]), to.filter((_, k) => keep[k]));
  return fit ? SQUARE.map(([u, v]) => mapPoint(fit, u, v)) : null;
}
