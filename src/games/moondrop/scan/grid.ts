// Finding the 9x9 grid in a photo of a Moon Drop sheet: the first step of the photo reader.
// Pure: no DOM, no Node. The photo is scaled down (block averages) and its thin dark marks picked
// out (grid-ink.ts); groups of marks that enclose many cell-sized holes, or are simply big, give
// rough quadrilaterals (grid-marks.ts); each is snapped onto the grid's own lines (grid-lines.ts)
// and, when that does not look right, refined by looking for ten evenly spaced dark lines each way
// through a homography. The score is how many of those lines' samples really are darker than
// either side of them.

import { blackHat, downscaleGray, extremum, sample, soften, type InkMaps } from './grid-ink';
import { snapToLines } from './grid-lines';
import { squareish, startingQuads } from './grid-marks';
import { homographyFrom, signedArea2, type Homography } from './homography';
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
/** Below this score there is no grid. */
const MIN_SCORE = 0.45;
/** A candidate this good ends the search. */
const GOOD_SCORE = 0.8;
/** A snapped candidate this good ends the search before the other starts are snapped. */
const SURE_SCORE = 0.92;

const N = 9;

/** Why the input cannot be a photo, or null. */
function invalid(image: Raster): string | null {
  const { width, height, data } = image ?? {};
  if (!Number.isInteger(width) || !Number.isInteger(height)) return 'Image size is not a whole number of pixels';
  if (width < 50 || height < 50) return `Image too small (${width}×${height}): at least 50×50 pixels`;
  if (width > 12000 || height > 12000) return `Image too large (${width}×${height}): at most 12000 pixels a side`;
  if (!data || data.length !== width * height * 4) return `Image data has ${data?.length ?? 0} bytes, not ${width * height * 4} (${width}×${height} RGBA)`;
  return null;
}

const SQUARE: Point[] = [[0, 0], [N, 0], [N, N], [0, N]];
/** Samples along each line: two a cell. */
const ALONG = Float64Array.from({ length: 2 * N }, (_, i) => (i + 0.5) / 2);
/** Where a line's sides are (cells). */
const OFF = 0.15;
/** The outer lines are the corners' evidence: they count this much more. */
const OUTER_WEIGHT = 2;

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

/** Clockwise on screen, starting from the corner nearest (0, 0). */
function ordered(quad: readonly Point[]): Array<[number, number]> {
  const q = quad.map((p): [number, number] => [p[0], p[1]]);
  if (signedArea2(q) < 0) q.reverse();
  let first = 0;
  for (let i = 1; i < 4; i++) if (Math.hypot(q[i]![0], q[i]![1]) < Math.hypot(q[first]![0], q[first]![1])) first = i;
  return [...q.slice(first), ...q.slice(0, first)];
}

/** A rough quad snapped onto the grid's lines, coarsely then finely, and scored; null when the lines are not there. */
function snapped(maps: InkMaps, start: readonly Point[], minSpan: number): { quad: Point[]; score: number } | null {
  let q: Point[] | null = start.slice();
  for (const band of [0.45, 0.3, 0.12]) {
    q = snapToLines(maps, q, band);
    if (!q || !squareish(q, minSpan)) return null;
  }
  return { quad: q, score: lineResponse(maps, q).score };
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
  // A faint or thin grid breaks apart at the usual ink threshold: then try a lower one. Snapping
  // is cheap, so every start is snapped; the slow refinement runs only when none looks right.
  for (const threshold of INK_THRESHOLDS) {
    const starts = startingQuads(ink, w, h, threshold, minSpan);
    for (const quad of starts) {
      const fit = snapped(maps, quad, minSpan);
      if (fit && (!best || fit.score > best.score)) best = fit;
      if (best && best.score > SURE_SCORE) break;
    }
    if (best && best.score > GOOD_SCORE) break;
    for (const quad of starts) {
      const refined = refine(maps, quad, minSpan).quad;
      for (const fit of [{ quad: refined, score: lineResponse(maps, refined).score }, snapped(maps, refined, minSpan)]) {
        if (fit && (!best || fit.score > best.score)) best = fit;
      }
      if (best && best.score > GOOD_SCORE) break;
    }
    if (best && best.score > GOOD_SCORE) break;
  }
  if (!best || best.score < MIN_SCORE) return { error: NO_GRID };
  return { corners: ordered(best.quad.map(([x, y]) => [x * f, y * f])), score: best.score };
}
