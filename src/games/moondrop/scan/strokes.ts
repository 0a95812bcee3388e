// Pen strokes as a hand draws them: the module symbols in a unit box, and hand tremor.
// Coordinates here are abstract (a symbol's unit box, or grid cells); synth.ts maps them onto the page.

import type { Module } from '../engine/types';
import type { Rand } from '../engine/random-sheet';
import type { Point } from './raster';

/** A symbol as strokes: polylines (open; a closed shape repeats its start) and filled dots. */
export interface Shape {
  lines: Point[][];
  dots: Array<{ x: number; y: number; rx: number; ry: number; angle: number }>;
}

/** Uniform in [a, b). */
export function between(rand: Rand, a: number, b: number): number {
  return a + (b - a) * rand();
}

/** Points along an elliptic arc from angle a0 to a1 (radians, y down: -pi/2 is the top). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, steps: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    out.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return out;
}

/** Split segments so none is longer than `step` (so tremor can bend long straight strokes). */
export function resample(points: readonly Point[], step: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    out.push(a);
    const b = points[i + 1];
    if (!b) break;
    const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step);
    for (let k = 1; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}

/**
 * Hand tremor: displace each point by a smooth function of the distance drawn so far (two sine
 * waves per axis with random phases), `amp` at most, `freq` waves per unit of length at most.
 * Low frequency on purpose: a hand wavers, it does not vibrate.
 */
export function tremble(points: readonly Point[], rand: Rand, amp: number, freq: number): Point[] {
  if (amp <= 0 || points.length === 0) return [...points];
  const waves = Array.from({ length: 4 }, () => ({
    f: between(rand, 0.35, 1) * freq * 2 * Math.PI,
    phase: between(rand, 0, 2 * Math.PI),
    a: between(rand, 0.3, 0.5) * amp,
  }));
  const [wx1, wx2, wy1, wy2] = waves as [(typeof waves)[0], (typeof waves)[0], (typeof waves)[0], (typeof waves)[0]];
  const out: Point[] = [];
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const [x, y] = points[i]!;
    if (i > 0) s += Math.hypot(x - points[i - 1]![0], y - points[i - 1]![1]);
    out.push([
      x + wx1.a * Math.sin(wx1.f * s + wx1.phase) + wx2.a * Math.sin(wx2.f * s + wx2.phase),
      y + wy1.a * Math.sin(wy1.f * s + wy1.phase) + wy2.a * Math.sin(wy2.f * s + wy2.phase),
    ]);
  }
  return out;
}

/** Move each point by up to `amount` in x and y (a hand never hits the same corner twice). */
function nudge(points: readonly Point[], rand: Rand, amount: number): Point[] {
  return points.map(([x, y]) => [x + between(rand, -amount, amount), y + between(rand, -amount, amount)]);
}

/** A closed outline drawn by hand: back to the start, stopping a little short or running a little past it. */
function closeByHand(points: readonly Point[], rand: Rand, jitter: number): Point[] {
  const [x0, y0] = points[0]!;
  const [x1, y1] = points[1] ?? points[0]!;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  // Overshoot along the first side (positive) or stop short of the start (negative).
  const t = between(rand, -0.04, 0.1) * jitter;
  return [...points, [x0 + ((x1 - x0) / len) * t, y0 + ((y1 - y0) / len) * t]];
}

/** An ellipse outline drawn in one stroke from a random start, closing by hand. */
function loop(rand: Rand, cx: number, cy: number, rx: number, ry: number, jitter: number): Point[] {
  const start = between(rand, 0, 2 * Math.PI);
  // Most people draw circles anticlockwise; some do not.
  const dir = rand() < 0.75 ? -1 : 1;
  const over = between(rand, -0.15, 0.45) * jitter;
  return arc(cx, cy, rx, ry, start, start + dir * (2 * Math.PI + over), 28);
}

/**
 * A module's symbol in a unit box centred on (0, 0), y down, about 1 wide and high. `jitter`
 * (0..1) is how freely it is drawn: corners moved, outlines not quite closed.
 */
export function symbolShape(module: Module, rand: Rand, jitter: number): Shape {
  const j = jitter;
  switch (module) {
    case 'C': {
      // A small filled dot (its links to neighbours are drawn by the caller, who knows them).
      const r = between(rand, 0.14, 0.22);
      const squash = 1 + between(rand, -0.2, 0.2) * j;
      return { lines: [], dots: [{ x: 0, y: 0, rx: r * squash, ry: r / squash, angle: between(rand, 0, Math.PI) }] };
    }
    case 'L': {
      const tri = nudge([[0, -0.5], [0.5, 0.42], [-0.5, 0.42]], rand, 0.05 * j);
      return { lines: [closeByHand(tri, rand, j)], dots: [] };
    }
    case 'R': {
      const sq = nudge([[-0.43, -0.43], [0.43, -0.43], [0.43, 0.43], [-0.43, 0.43]], rand, 0.04 * j);
      return { lines: [closeByHand(sq, rand, j)], dots: [] };
    }
    case 'H': {
      // Three small circles in a triangle, apex up.
      const r = between(rand, 0.17, 0.21);
      const centres: Point[] = nudge([[0, -0.27], [-0.28, 0.23], [0.28, 0.23]], rand, 0.03 * j);
      return { lines: centres.map(([x, y]) => loop(rand, x, y, r * (1 + between(rand, -0.1, 0.1) * j), r, j)), dots: [] };
    }
    case 'Q': {
      // An O a little taller than wide, and a tail across its bottom right, from just inside the rim to well outside.
      const body = loop(rand, 0, -0.04, 0.36, 0.44, j);
      const tail: Point[] = nudge([[0.15, 0.25], [0.46, 0.54]], rand, 0.04 * j);
      return { lines: [body, tail], dots: [] };
    }
    case 'D': {
      // An arch: up the left leg, over the top, down the right leg; open at the bottom.
      const foot = 0.46 + between(rand, -0.03, 0.03) * j;
      const knee = -0.06;
      const left: Point = [-0.4, foot];
      const right: Point = [0.4, foot + between(rand, -0.05, 0.05) * j];
      return { lines: [[left, ...arc(0, knee, 0.4, 0.4, Math.PI, 2 * Math.PI, 18), right]], dots: [] };
    }
  }
}
