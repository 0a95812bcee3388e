// Where the reading goes on the photo: the cells' outlines and their letters, from the grid's
// line crossings the worker found. Pure geometry.
// No engine values here (see marks.ts): the grid's size comes from the lattice.
import type { Cell } from '../engine/types';

/** A point in photo pixels. */
export type Pt = readonly [number, number];

/** The number of cells a side of the lattice's grid has (9: the lattice holds 10 × 10 crossings). */
export const latticeSize = (lattice: readonly Pt[]): number => Math.round(Math.sqrt(lattice.length)) - 1;

/** The crossing of grid lines x and y (0..size), from the worker's row-by-row lattice. */
export const crossing = (lattice: readonly Pt[], x: number, y: number): Pt => lattice[y * (latticeSize(lattice) + 1) + x]!;

/** A cell's four corners: top-left, top-right, bottom-right, bottom-left. */
export function cellQuad(lattice: readonly Pt[], { row, col }: Cell): Pt[] {
  return [crossing(lattice, col, row), crossing(lattice, col + 1, row), crossing(lattice, col + 1, row + 1), crossing(lattice, col, row + 1)];
}

/** A point inside a cell, `u` across and `v` down (0..1), blending its corners. */
export function inCell(quad: readonly Pt[], u: number, v: number): Pt {
  const [a, b, c, d] = quad as [Pt, Pt, Pt, Pt];
  const top = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
  const bottom = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u];
  return [top[0]! + (bottom[0]! - top[0]!) * v, top[1]! + (bottom[1]! - top[1]!) * v];
}

/** The mean length of a cell's sides in photo pixels. */
export function cellSide(quad: readonly Pt[]): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += Math.hypot(quad[(i + 1) % 4]![0] - quad[i]![0], quad[(i + 1) % 4]![1] - quad[i]![1]);
  return sum / 4;
}

/** The part of the photo to show: the grid with a margin of `margin` of its size, inside the photo, in whole pixels. */
export function cropAround(lattice: readonly Pt[], photo: { width: number; height: number }, margin = 0.04): { x: number; y: number; width: number; height: number } {
  const xs = lattice.map((p) => p[0]);
  const ys = lattice.map((p) => p[1]);
  const pad = margin * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const x = Math.max(0, Math.floor(Math.min(...xs) - pad));
  const y = Math.max(0, Math.floor(Math.min(...ys) - pad));
  const right = Math.min(photo.width, Math.ceil(Math.max(...xs) + pad));
  const bottom = Math.min(photo.height, Math.ceil(Math.max(...ys) + pad));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}
