// Reading the 9x9 cells of a Moon Drop sheet photo, given the grid's four outer corners.
// Pure: no DOM, no Node. The photo is rectified into a square, lit evenly, and each cell's inner
// part is turned into a small feature vector that a tiny MLP (trained on synthetic photos by
// scripts/train-cells.ts, weights in cells-model.ts) classifies into the seven cell kinds.

import { SIZE } from '../engine/types';
import { homographyFrom, mapPoint } from './homography';
import { sampleBilinear, type Point, type Raster } from './raster';
import { CELLS_MODEL } from './cells-model';

/** The cell kinds in the model's output order. */
export const CELL_CLASSES = ['.', 'C', 'L', 'H', 'Q', 'D', 'R'] as const;
export type CellClass = (typeof CELL_CLASSES)[number];

/** Rectified pixels per cell the reader works at. */
export const READ_PX = 32;
/** Pixels skipped at each side of a cell (grid lines), at READ_PX. */
const MARGIN = 3;
/** Pooled feature grid side: the inner (READ_PX - 2 MARGIN) square pooled 2x2. */
export const POOL = (READ_PX - 2 * MARGIN) / 2;

/**
 * The grid sampled into a (9 px) x (9 px) grayscale square, row-major, 0 = ink, 1 = paper, lit
 * evenly: each pixel is divided by a paper estimate (a high percentile of each cell, interpolated
 * between cell centres), so gradients and shadows vanish. `corners`: top-left, top-right,
 * bottom-right, bottom-left of the sheet in image pixels.
 */
export function rectify(image: Raster, corners: readonly Point[], px = 24): Float32Array {
  const n = SIZE * px;
  const h = homographyFrom([[0, 0], [n, 0], [n, n], [0, n]], corners);
  // Supersample when the photo's cells are bigger than px (no aliasing of thin strokes).
  let side = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % 4]!;
    side += Math.hypot(bx - ax, by - ay) / 4;
  }
  const ss = Math.max(1, Math.min(3, Math.round(side / n)));
  const out = new Float32Array(n * n);
  const rgba = new Float32Array(4);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      let sum = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const [u, v] = mapPoint(h, x + (sx + 0.5) / ss, y + (sy + 0.5) / ss);
          sampleBilinear(image, u, v, rgba);
          sum += 0.299 * rgba[0]! + 0.587 * rgba[1]! + 0.114 * rgba[2]!;
        }
      }
      out[y * n + x] = sum / (ss * ss);
    }
  }
  // Paper level per cell: the 85th percentile of its pixels (symbols never cover most of a cell).
  const paper = new Float32Array(SIZE * SIZE);
  const buf = new Float32Array(px * px);
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      let k = 0;
      for (let y = r * px; y < (r + 1) * px; y++) for (let x = c * px; x < (c + 1) * px; x++) buf[k++] = out[y * n + x]!;
      buf.sort();
      paper[r * SIZE + c] = Math.max(1, buf[Math.floor(0.85 * (k - 1))]!);
    }
  }
  // A cell whose level is far below its neighbours' (heavily inked) borrows theirs.
  const level = Float32Array.from(paper, (p, i) => {
    const r = Math.floor(i / SIZE);
    const c = i % SIZE;
    const around: number[] = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < SIZE && cc >= 0 && cc < SIZE) around.push(paper[rr * SIZE + cc]!);
      }
    }
    around.sort((a, b) => a - b);
    const med = around[around.length >> 1]!;
    return Math.max(p, 0.85 * med);
  });
  // Divide by the level interpolated bilinearly between cell centres.
  for (let y = 0; y < n; y++) {
    const fy = Math.min(SIZE - 1, Math.max(0, (y + 0.5) / px - 0.5));
    const r0 = Math.min(SIZE - 2, Math.floor(fy));
    const ty = fy - r0;
    for (let x = 0; x < n; x++) {
      const fx = Math.min(SIZE - 1, Math.max(0, (x + 0.5) / px - 0.5));
      const c0 = Math.min(SIZE - 2, Math.floor(fx));
      const tx = fx - c0;
      const a = level[r0 * SIZE + c0]!;
      const b = level[r0 * SIZE + c0 + 1]!;
      const cc = level[(r0 + 1) * SIZE + c0]!;
      const d = level[(r0 + 1) * SIZE + c0 + 1]!;
      const l = (a + (b - a) * tx) * (1 - ty) + (cc + (d - cc) * tx) * ty;
      const v = out[y * n + x]! / l;
      out[y * n + x] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
  return out;
}

/** Number of hand features appended after the pooled pixels. */
export const EXTRA_FEATURES = 8;
export const FEATURE_COUNT = POOL * POOL + EXTRA_FEATURES;

/** Connected components (8-neighbour) of `on` cells and holes (4-neighbour background regions not touching the border) in a w x w binary map. */
function topology(bin: Uint8Array, w: number): { components: number; holes: number } {
  const label = new Int32Array(w * w);
  const stack: number[] = [];
  let components = 0;
  let holes = 0;
  for (let start = 0; start < w * w; start++) {
    if (label[start]) continue;
    const on = bin[start]!;
    const id = start + 1;
    label[start] = id;
    stack.push(start);
    let touches = false;
    let size = 0;
    while (stack.length) {
      const p = stack.pop()!;
      size++;
      const px = p % w;
      const py = (p - px) / w;
      if (px === 0 || py === 0 || px === w - 1 || py === w - 1) touches = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (!dx && !dy) continue;
          if (!on && dx && dy) continue;
          const qx = px + dx;
          const qy = py + dy;
          if (qx < 0 || qy < 0 || qx >= w || qy >= w) continue;
          const q = qy * w + qx;
          if (label[q] || bin[q] !== on) continue;
          label[q] = id;
          stack.push(q);
        }
      }
    }
    if (on && size >= 3) components++;
    if (!on && !touches && size >= 2) holes++;
  }
  return { components, holes };
}

/**
 * The feature vector of cell (row, col) of a rectified sheet (READ_PX per cell): its inner part's
 * darkness relative to the sheet's ink level, pooled 2x2, and a few hand features. The window may
 * be moved (dx, dy) rectified pixels off the cell's square, staying inside the sheet.
 */
export function cellFeatures(rect: Float32Array, ink: number, row: number, col: number, dx = 0, dy = 0): Float32Array {
  const n = SIZE * READ_PX;
  const w = READ_PX - 2 * MARGIN;
  const f = new Float32Array(FEATURE_COUNT);
  const dark = new Float32Array(w * w);
  const x0 = Math.min(n - w, Math.max(0, col * READ_PX + MARGIN + dx));
  const y0 = Math.min(n - w, Math.max(0, row * READ_PX + MARGIN + dy));
  for (let y = 0; y < w; y++) {
    for (let x = 0; x < w; x++) {
      const d = (1 - rect[(y0 + y) * n + x0 + x]!) / ink;
      dark[y * w + x] = d > 1.2 ? 1.2 : d;
    }
  }
  for (let y = 0; y < w; y++) for (let x = 0; x < w; x++) { const k = (y >> 1) * POOL + (x >> 1); f[k] = f[k]! + dark[y * w + x]! / 4; }
  // Hand features on the binary ink map, ignoring an outer ring where grid lines stray in.
  const bin = new Uint8Array(w * w);
  let count = 0;
  let top = 0;
  let bottom = 0;
  let minX = w;
  let maxX = -1;
  let minY = w;
  let maxY = -1;
  let maxDark = 0;
  for (let y = 0; y < w; y++) {
    for (let x = 0; x < w; x++) {
      const d = dark[y * w + x]!;
      const inner = x >= 3 && y >= 3 && x < w - 3 && y < w - 3;
      if (inner && d > maxDark) maxDark = d;
      if (d > 0.45) {
        bin[y * w + x] = 1;
        if (!inner) continue;
        count++;
        if (y < w / 2) top++;
        else bottom++;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  const { components, holes } = topology(bin, w);
  const k = POOL * POOL;
  f[k] = count / (w * w);
  f[k + 1] = Math.min(components, 6) / 3;
  f[k + 2] = Math.min(holes, 5) / 2;
  f[k + 3] = count ? (maxX - minX + 1) / w : 0;
  f[k + 4] = count ? (maxY - minY + 1) / w : 0;
  f[k + 5] = count ? (top - bottom) / count : 0;
  f[k + 6] = maxDark;
  f[k + 7] = ink;
  return f;
}

/** The sheet's ink level: the darkness of its darkest pixels (grid lines and strokes), at least a floor. */
export function inkLevel(rect: Float32Array): number {
  const sample: number[] = [];
  for (let i = 0; i < rect.length; i += 3) sample.push(1 - rect[i]!);
  sample.sort((a, b) => b - a);
  return Math.max(0.15, sample[Math.floor(sample.length * 0.01)]!);
}

/**
 * Class probabilities of one feature vector under the model: CELL_CLASSES in order and, when the
 * model has one more output, last the chance that the cell is a symbol with a top (L H Q D) seen
 * on its side or upside down (the reading's corners are turned).
 */
export function classify(features: Float32Array): Float64Array {
  const { inputs, hidden, mean, scale, w1, b1, w2, b2 } = CELLS_MODEL;
  const x = new Float64Array(inputs);
  for (let i = 0; i < inputs; i++) x[i] = (features[i]! - mean[i]!) / scale[i]!;
  const hid = new Float64Array(hidden);
  for (let j = 0; j < hidden; j++) {
    let s = b1[j]!;
    const row = j * inputs;
    for (let i = 0; i < inputs; i++) s += w1[row + i]! * x[i]!;
    hid[j] = s > 0 ? s : 0;
  }
  const classes = b2.length;
  const out = new Float64Array(classes);
  let max = -Infinity;
  for (let c = 0; c < classes; c++) {
    let s = b2[c]!;
    const row = c * hidden;
    for (let j = 0; j < hidden; j++) s += w2[row + j]! * hid[j]!;
    out[c] = s;
    if (s > max) max = s;
  }
  let total = 0;
  for (let c = 0; c < classes; c++) total += out[c] = Math.exp(out[c]! - max);
  for (let c = 0; c < classes; c++) out[c] = out[c]! / total;
  return out;
}

/** A rectified sheet (n x n, row-major) as read from the corner list turned one step: [c1, c2, c3, c0]. */
export function turnRect(rect: Float32Array, n: number): Float32Array {
  // The turned reading's top row is the sheet's right column, top to bottom.
  const out = new Float32Array(n * n);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) out[y * n + x] = rect[x * n + (n - 1 - y)]!;
  return out;
}

/**
 * Windows each cell is read through (rectified pixels off its square): the reading averages their
 * probabilities, so a cell that reads differently when its window moves a little (a symbol cut by
 * the edge, a stray line) comes out less sure.
 */
const SHIFTS: ReadonlyArray<readonly [number, number]> = [[0, 0], [-2, 0], [2, 0], [0, -2], [0, 2]];

/** Class probabilities of all 81 cells of a rectified sheet, row by row: per cell, one array per SHIFTS window. */
function rectWindowProbs(rect: Float32Array, ink: number): Float64Array[][] {
  const out: Float64Array[][] = [];
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) out.push(SHIFTS.map(([dx, dy]) => classify(cellFeatures(rect, ink, r, c, dx, dy))));
  }
  return out;
}

/** Feature vectors of all 81 cells of a rectified sheet (READ_PX a cell), row by row, at ink level `ink`. */
function rectFeatures(rect: Float32Array, ink: number): Float32Array[] {
  const out: Float32Array[] = [];
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) out.push(cellFeatures(rect, ink, r, c));
  return out;
}

/** Feature vectors of all 81 cells, row by row (for the reader and the training script). */
export function sheetFeatures(image: Raster, corners: readonly Point[]): Float32Array[] {
  const rect = rectify(image, corners, READ_PX);
  return rectFeatures(rect, inkLevel(rect));
}

/**
 * Feature vectors of all 81 cells for each of the four ways to read the corner list: entry k is
 * what sheetFeatures(image, [c_k, c_k+1, ...]) gives, but the photo is rectified only once.
 */
export function turnedFeatures(image: Raster, corners: readonly Point[]): Float32Array[][] {
  let rect = rectify(image, corners, READ_PX);
  const ink = inkLevel(rect);
  const out: Float32Array[][] = [];
  for (let k = 0; k < 4; k++) {
    if (k) rect = turnRect(rect, SIZE * READ_PX);
    out.push(rectFeatures(rect, ink));
  }
  return out;
}

/** The seven cell kinds' probabilities of one model output, renormalised (the turned class dropped). */
function upright(all: Float64Array): Float64Array {
  const p = all.slice(0, CELL_CLASSES.length);
  const sum = p.reduce((a, b) => a + b, 0);
  for (let k = 0; k < p.length; k++) p[k] = p[k]! / sum;
  return p;
}

/** Index of the largest and of the second largest entry of p. */
function topTwo(p: Float64Array): [number, number] {
  let best = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[best]!) best = k;
  let second = best ? 0 : 1;
  for (let k = 0; k < p.length; k++) if (k !== best && p[k]! > p[second]!) second = k;
  return [best, second];
}

/**
 * One cell read through its SHIFTS windows (model outputs, one per window): the class of the
 * averaged probabilities, its margin (best minus second best of the seven kinds, renormalised) and
 * the averaged chance the model gives to a symbol seen turned (0 when the model has no such output).
 */
export function cellReading(windows: readonly Float64Array[]): { cls: CellClass; margin: number; turned: number } {
  const sum = new Float64Array(windows[0]!.length);
  for (const p of windows) for (let k = 0; k < sum.length; k++) sum[k] = sum[k]! + p[k]!;
  const mean = upright(sum);
  const [best, second] = topTwo(mean);
  const turned = sum.length > CELL_CLASSES.length ? sum[CELL_CLASSES.length]! / windows.length : 0;
  return { cls: CELL_CLASSES[best]!, margin: mean[best]! - mean[second]!, turned };
}

/**
 * The 81 cells' per-window model outputs read upright into text and confidences. A cell's
 * confidence is its margin times (1 - its turned chance) times the sheet's mean margin times its
 * neighbours' mean margin, so in [0, 1].
 */
function reading(windows: readonly Float64Array[][]): { text: string; confidence: number[][] } {
  const cells = windows.map(cellReading);
  // The margin alone leaves a few wrong cells sure of themselves (measured on seeds 1..200: 8% of
  // them above the right cells' 5th percentile). What gives those away: the model seeing a symbol
  // on its side in an upright reading (a stroke cut or a window off the cell), and mistakes coming
  // in patches on blurred or badly registered photos, where the sheet and the cell's neighbours
  // read unsure even when the cell itself looks clear.
  const sheet = cells.reduce((a, c) => a + c.margin, 0) / cells.length;
  const lines: string[] = [];
  const confidence: number[][] = [];
  for (let r = 0; r < SIZE; r++) {
    let line = '';
    const conf: number[] = [];
    for (let c = 0; c < SIZE; c++) {
      const cell = cells[r * SIZE + c]!;
      let around = 0;
      let count = 0;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr;
          const cc = c + dc;
          if ((dr || dc) && rr >= 0 && rr < SIZE && cc >= 0 && cc < SIZE) {
            around += cells[rr * SIZE + cc]!.margin;
            count++;
          }
        }
      }
      line += cell.cls;
      conf.push(cell.margin * (1 - cell.turned) * sheet * (around / count));
    }
    lines.push(line);
    confidence.push(conf);
  }
  return { text: lines.join('\n'), confidence };
}

/**
 * Read the 81 cells given the grid's corners in sheet order (top-left, top-right, bottom-right,
 * bottom-left of the sheet). `text`: 9 lines of 9 characters (. C L H Q D R) joined by '\n';
 * `confidence[row][col]` in [0, 1]: how sure the reading is (see reading()); wrong cells come out low.
 */
export function readCells(image: Raster, corners: readonly Point[]): { text: string; confidence: number[][] } {
  const rect = rectify(image, corners, READ_PX);
  return reading(rectWindowProbs(rect, inkLevel(rect)));
}

/** How many symbols with a top a reading's probabilities expect to be turned (fewest = upright). */
function turnedScore(probs: readonly Float64Array[]): number {
  let score = 0;
  for (const p of probs) score += p.length > CELL_CLASSES.length ? p[CELL_CLASSES.length]! : 1 - Math.max(...p);
  return score;
}

/**
 * Which rotation of a corner list (in any cyclic order, same winding as the sheet's) reads
 * upright: the shift k such that [corners[k], corners[k+1], ...] (indices mod 4) is in sheet
 * order (top-left first). Q, arches, triangles and Hydroponics have a top; the model has a class
 * for them seen turned, and the rotation with the fewest expected turned symbols wins. A sheet
 * with only empty cells, dots and squares gives no clue (then any answer may come back).
 */
export function orientation(image: Raster, corners: readonly Point[]): number {
  return readUpright(image, corners).turn;
}

/** readCells in the rotation orientation() picks, from one rectification of the photo: the reading and that rotation. */
export function readUpright(image: Raster, corners: readonly Point[]): { text: string; confidence: number[][]; turn: number } {
  const { windows, turn } = uprightWindows(image, corners);
  return { ...reading(windows), turn };
}

/** The model outputs of every SHIFTS window of the 81 cells (row by row) in the rotation orientation() picks, and that rotation. */
export function uprightWindows(image: Raster, corners: readonly Point[]): { windows: Float64Array[][]; turn: number } {
  let rect = rectify(image, corners, READ_PX);
  const ink = inkLevel(rect);
  let best = 0;
  let bestScore = Infinity;
  let bestRect = rect;
  for (let k = 0; k < 4; k++) {
    if (k) rect = turnRect(rect, SIZE * READ_PX);
    const score = turnedScore(rectFeatures(rect, ink).map(classify));
    if (score < bestScore) {
      bestScore = score;
      best = k;
      bestRect = rect;
    }
  }
  return { windows: rectWindowProbs(bestRect, ink), turn: best };
}
