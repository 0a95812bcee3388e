// Plane-to-plane perspective maps (homographies): how a flat sheet lands in a photo.
// Pure math, shared by the photo generator and (later) a reader checking its corners.

import type { Point } from './raster';

/** A 3x3 homography, row-major, h[8] normalised to 1. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** Solve A x = b in place (Gaussian elimination with partial pivoting); null when singular. */
function solveLinear(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    const rowC = a[col]!;
    for (let row = col + 1; row < n; row++) {
      const rowR = a[row]!;
      const f = rowR[col]! / rowC[col]!;
      if (f === 0) continue;
      for (let k = col; k < n; k++) rowR[k] = rowR[k]! - f * rowC[k]!;
      b[row] = b[row]! - f * b[col]!;
    }
  }
  const x = Array.from({ length: n }, () => 0);
  for (let row = n - 1; row >= 0; row--) {
    let s = b[row]!;
    for (let k = row + 1; k < n; k++) s -= a[row]![k]! * x[k]!;
    x[row] = s / a[row]![row]!;
  }
  return x;
}

/** The homography taking the four `from` points to the four `to` points; throws when three of them are in a line. */
export function homographyFrom(from: readonly Point[], to: readonly Point[]): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solveLinear(a, b);
  if (!h) throw new Error('homographyFrom: degenerate corners');
  return [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
}

/**
 * The homography that best takes each `from` point to its `to` point (at least four, not all on a
 * line), by least squares on the linear equations (h8 = 1); null when degenerate.
 */
export function homographyFit(from: readonly Point[], to: readonly Point[]): Homography | null {
  const ata = Array.from({ length: 8 }, () => Array.from({ length: 8 }, () => 0));
  const atb = Array.from({ length: 8 }, () => 0);
  const add = (row: readonly number[], rhs: number) => {
    for (let i = 0; i < 8; i++) {
      if (row[i] === 0) continue;
      for (let j = 0; j < 8; j++) ata[i]![j]! += row[i]! * row[j]!;
      atb[i]! += row[i]! * rhs;
    }
  };
  for (let k = 0; k < from.length; k++) {
    const [x, y] = from[k]!;
    const [u, v] = to[k]!;
    add([x, y, 1, 0, 0, 0, -u * x, -u * y], u);
    add([0, 0, 0, x, y, 1, -v * x, -v * y], v);
  }
  const h = from.length >= 4 ? solveLinear(ata, atb) : null;
  return h ? [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1] : null;
}

/** Where the homography sends (x, y). */
export function mapPoint(h: Homography, x: number, y: number): [number, number] {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** Twice the signed area of a polygon (positive when its points turn clockwise on screen, y down). */
export function signedArea2(points: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[(i + 1) % points.length]!;
    s += x0 * y1 - x1 * y0;
  }
  return s;
}

/** True when the quadrilateral's corners turn the same way at every corner (convex, not self-crossing). */
export function isConvexQuad(q: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = q[i]!;
    const [bx, by] = q[(i + 1) % 4]!;
    const [cx, cy] = q[(i + 2) % 4]!;
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (cross === 0) return false;
    const s = Math.sign(cross);
    if (sign !== 0 && s !== sign) return false;
    sign = s;
  }
  return true;
}
