// Where the grid may be: groups of ink marks and the holes they enclose (a grid's cells), turned
// into rough quadrilaterals for grid.ts to refine. Pure: no DOM, no Node.

import { isConvexQuad, signedArea2 } from './homography';
import type { Point } from './raster';

const N = 9;
/** Candidate groups of marks tried, biggest first. */
const CANDIDATES = 4;
/** A group of marks is a grid candidate when it encloses at least this many holes of about one size. */
const MIN_CELLS = 12;

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
function holesOf(mask: Uint8Array, labels: Int32Array, w: number, h: number): { regions: Int32Array; count: number; holes: Hole[] } {
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
      // Not at the edge: all four neighbours exist.
      for (let d = 0; d < 4; d++) {
        const q = d === 0 ? p - 1 : d === 1 ? p + 1 : d === 2 ? p - w : p + w;
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
  return { regions, count: next, holes };
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

/**
 * The convex hulls of several sets of pixels in one pass: `owner[label]` is the set (0..count-1)
 * a label's pixels belong to, or -1. Each set's rows' leftmost and rightmost pixels are enough.
 */
function hullsOf(labels: Int32Array, w: number, h: number, owner: Int32Array, count: number): Point[][] {
  const lo = new Int32Array(count * h).fill(-1);
  const hi = new Int32Array(count * h);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const l = labels[o + x]!;
      if (l < 0) continue;
      const c = owner[l]!;
      if (c < 0) continue;
      const k = c * h + y;
      if (lo[k]! < 0) lo[k] = x;
      hi[k] = x;
    }
  }
  return Array.from({ length: count }, (_, c) => {
    const pts: Point[] = [];
    for (let y = 0; y < h; y++) {
      const k = c * h + y;
      if (lo[k]! < 0) continue;
      pts.push([lo[k]! + 0.5, y + 0.5]);
      if (hi[k] !== lo[k]) pts.push([hi[k]! + 0.5, y + 0.5]);
    }
    return convexHull(pts);
  });
}

/** Convex hull (monotone chain) of points, which it sorts. */
function convexHull(pts: Point[]): Point[] {
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

/**
 * Whether a quad could be a square seen at up to ~25° of tilt: convex, no side under 45% of the
 * longest, no corner sharper than 50°, and no side under `minSide` px.
 */
export function squareish(q: readonly Point[], minSide: number): boolean {
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

/**
 * Rough quads of the grid to refine, likeliest first: the hulls of the cells of the groups of
 * marks that enclose many holes of about one size (the grid less its border), then the hulls of
 * the biggest groups of marks (a grid whose cells leak into the margin through broken lines).
 */
export function startingQuads(ink: Float32Array, w: number, h: number, threshold: number, minSpan: number): Point[][] {
  const { mask, labels, sizes } = components(ink, w, h, threshold);
  const { regions, count, holes } = holesOf(mask, labels, w, h);
  const cellOwner = new Int32Array(count).fill(-1);
  const groups = gridGroups(holes, (minSpan / N) ** 2 / 4).slice(0, CANDIDATES);
  groups.forEach((g, k) => {
    for (const c of g.cells) cellOwner[c.region] = k;
  });
  const markOwner = new Int32Array(sizes.length).fill(-1);
  const big = sizes.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]!).slice(0, CANDIDATES).filter((l) => sizes[l]! >= 4 * minSpan);
  big.forEach((l, k) => (markOwner[l] = k));
  const hulls = [...hullsOf(regions, w, h, cellOwner, groups.length), ...hullsOf(labels, w, h, markOwner, big.length)];
  const quads: Point[][] = [];
  for (const hull of hulls) {
    const quad = quadOfHull(hull);
    if (quad && squareish(quad, minSpan)) quads.push(quad);
  }
  return quads;
}

