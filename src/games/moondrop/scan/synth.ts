// Synthetic photos of Moon Drop sheets (hand-drawn or printed grid, hand-drawn symbols), to train
// and measure a future photo reader. Pure and deterministic: every random choice comes from the
// caller's seeded `rand`, so a seed names a photo.
//
// Pipeline: draw the paper (grid, symbols, a title and scribbles) flat, in sheet coordinates, at
// about the photo's own scale, and blur it as the camera will; build the lit table texture around
// it in the photo; warp the page in through a homography (perspective tilt, rotation, scale,
// placement) by inverse mapping with bilinear sampling, lighting it on the way; add sensor noise;
// save it as a JPEG and read it back.

import { populationSheet, randomSheet, type Rand } from '../engine/random-sheet';
import { formatSheet, parseSheet } from '../engine/sheet-text';
import { MODULES, SIZE, type Module, type Sheet, type SheetCell } from '../engine/types';
import { homographyFrom, mapPoint, type Homography } from './homography';
import { jpegRoundTrip } from './jpeg';
import {
  addNoise,
  drawPolyline,
  fillEllipse,
  gaussianBlur,
  lightRows,
  type Point,
  type Raster,
  type Rgb,
} from './raster';
import { arc, between, resample, symbolShape, tremble } from './strokes';

type LightRows = ReturnType<typeof lightRows>;

/** Everything that makes one photo look unlike another (plain data: it can be logged and replayed). */
export interface SynthStyle {
  /** A printed grid (straight, even lines) or one drawn by hand (wavering, uneven, overshooting). */
  grid: 'printed' | 'hand';
  /** Grid line colour (a printer's grey-black, or the pen) and width in cells. */
  gridColor: Rgb;
  gridWidth: number;
  /** The printed grid's outer border is this many times thicker than its inner lines. */
  borderFactor: number;
  /** Pen stroke width, in cells (0.025..0.07). */
  strokeWidth: number;
  /** Hand tremor amplitude, in cells (0 = steady). */
  wobble: number;
  /** Symbol size as a fraction of the cell (0.45..0.8). */
  symbolScale: number;
  /** Where this player puts symbols in a cell: offset of the symbol's centre from the cell's, in cells. */
  symbolOffset: [number, number];
  /** How much each symbol varies from the player's habit (0..1): size, place, slant, shape. */
  symbolJitter: number;
  /** Pen colour and opacity (a pencil is grey and light). */
  penColor: Rgb;
  penAlpha: number;
  paperColor: Rgb;
  table: 'wood' | 'dark' | 'grey' | 'felt';
  tableColor: Rgb;
  /** Brightness falls linearly from 1 to `min` (0.6..1) across the photo, towards `angle` (radians). */
  light: { min: number; angle: number };
  /** A soft shadow (a hand or phone): centre as fractions of the photo, radius as a fraction of its diagonal, depth 0..1. */
  shadow: { x: number; y: number; radius: number; depth: number } | null;
  /** Camera blur (gaussian sigma, px) and sensor noise (sigma, 0..255 units). */
  blur: number;
  noise: number;
  /** Perspective: the sheet leans back `tilt` degrees (0..25) about an axis at `tiltAxis` degrees in its plane. */
  tilt: number;
  tiltAxis: number;
  /** Camera distance in grid widths (nearer = stronger perspective). */
  cameraDistance: number;
  /** In-plane rotation, clockwise on screen: quarterTurns * 90 + rotation degrees (rotation -15..15). */
  quarterTurns: 0 | 1 | 2 | 3;
  rotation: number;
  /** The grid's bounding box spans this fraction (1/3..1) of the photo's width or height, whichever binds. */
  fill: number;
  /** Where the grid sits in the room left over (0..1 each way). */
  position: [number, number];
  /** Chance a Corridor's dot is joined by a line to each neighbouring module. */
  corridorLinks: number;
  /** Chance of a faint stray mark in an empty cell. */
  strayMarks: number;
  /** A title line and scribbles on the paper outside the grid. */
  extras: boolean;
  /** The camera's JPEG quality (1..100), or null for a lossless picture. */
  jpeg: number | null;
}

/** A rendered photo and the image positions of the grid's outer corners. */
export interface SheetPhoto {
  image: Raster;
  /** Top-left, top-right, bottom-right, bottom-left of the SHEET (before rotation), in pixels (the image's top-left corner is (0, 0)). */
  corners: Array<[number, number]>;
}

/** A photo with the sheet text it shows and the style it was drawn in. */
export interface ScanCase extends SheetPhoto {
  text: string;
  style: SynthStyle;
}

export const DEFAULT_PHOTO_SIZE = { width: 800, height: 600 } as const;

// ---------------------------------------------------------------------------------------------
// Styles

function pick<T>(rand: Rand, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function grey(level: number): Rgb {
  return [level, level, level];
}

/** A colour near `base`: brighter or darker by up to `light` (a fraction), each channel tinted by up to `tint`. */
function shade(rand: Rand, base: Rgb, light: number, tint: number): Rgb {
  const k = 1 + between(rand, -light, light);
  const [r, g, b] = base;
  return [
    Math.round(r * k + between(rand, -tint, tint)),
    Math.round(g * k + between(rand, -tint, tint)),
    Math.round(b * k + between(rand, -tint, tint)),
  ];
}

/** A colour near `base`, each channel moved by up to `spread`. */
function near(rand: Rand, base: Rgb, spread: number): Rgb {
  return [
    Math.round(base[0] + between(rand, -spread, spread)),
    Math.round(base[1] + between(rand, -spread, spread)),
    Math.round(base[2] + between(rand, -spread, spread)),
  ];
}

const PENS: ReadonlyArray<{ rgb: Rgb; pencil?: true }> = [
  { rgb: [28, 28, 32] }, // black
  { rgb: [25, 35, 120] }, // blue
  { rgb: [20, 75, 45] }, // green
  { rgb: [125, 25, 35] }, // red
  { rgb: [75, 25, 95] }, // purple
  { rgb: [95, 95, 100], pencil: true }, // pencil
];

const PAPERS: readonly Rgb[] = [
  [248, 248, 246], // white
  [248, 240, 220], // cream
  [226, 226, 222], // light grey
  [234, 240, 250], // slightly blue
];

const TABLES: ReadonlyArray<{ kind: SynthStyle['table']; rgb: Rgb }> = [
  { kind: 'wood', rgb: [140, 92, 52] },
  { kind: 'dark', rgb: [38, 34, 32] },
  { kind: 'grey', rgb: [132, 132, 128] },
  { kind: 'felt', rgb: [36, 112, 62] },
];

/** A random style within the ranges SynthStyle documents. */
export function randomStyle(rand: Rand): SynthStyle {
  const pen = pick(rand, PENS);
  const penColor = near(rand, pen.rgb, 12);
  const penAlpha = pen.pencil ? between(rand, 0.55, 0.8) : between(rand, 0.85, 1);
  const strokeWidth = pen.pencil ? between(rand, 0.025, 0.05) : between(rand, 0.03, 0.07);
  const grid = rand() < 0.5 ? 'printed' : 'hand';
  const symbolScale = between(rand, 0.45, 0.8);
  const room = (1 - symbolScale) / 2;
  const table = pick(rand, TABLES);
  return {
    grid,
    gridColor: grid === 'printed' ? near(rand, grey(between(rand, 30, 110)), 8) : rand() < 0.8 ? penColor : near(rand, pick(rand, PENS).rgb, 12),
    gridWidth: grid === 'printed' ? between(rand, 0.02, 0.045) : strokeWidth * between(rand, 0.8, 1.2),
    borderFactor: grid === 'printed' ? between(rand, 1, 2.5) : 1,
    strokeWidth,
    wobble: between(rand, 0, 0.04),
    symbolScale,
    symbolOffset: [between(rand, -room, room) * 0.6, between(rand, -room, room) * 0.6],
    symbolJitter: between(rand, 0.2, 1),
    penColor,
    penAlpha,
    paperColor: near(rand, pick(rand, PAPERS), 5),
    table: table.kind,
    tableColor: shade(rand, table.rgb, 0.25, 7),
    light: { min: between(rand, 0.6, 1), angle: between(rand, 0, 2 * Math.PI) },
    shadow:
      rand() < 0.4
        ? { x: rand(), y: rand(), radius: between(rand, 0.15, 0.5), depth: between(rand, 0.1, 0.35) }
        : null,
    blur: between(rand, 0, 1.5),
    noise: between(rand, 0, 10),
    tilt: between(rand, 0, 25),
    tiltAxis: between(rand, 0, 360),
    cameraDistance: between(rand, 1.3, 3),
    quarterTurns: Math.floor(rand() * 4) as 0 | 1 | 2 | 3,
    rotation: between(rand, -15, 15),
    fill: between(rand, 1 / 3, 1),
    position: [rand(), rand()],
    corridorLinks: rand() < 0.5 ? 0 : between(rand, 0.6, 1),
    strayMarks: rand() < 0.5 ? 0 : between(rand, 0, 0.08),
    extras: rand() < 0.7,
    // Phones save at about 85..95 by their own scale; messaging apps and shares squeeze harder.
    jpeg: Math.round(between(rand, 50, 92)),
  };
}

// ---------------------------------------------------------------------------------------------
// Where the grid lands in the photo

const DEG = Math.PI / 180;

/**
 * The grid's corners in the photo (sheet order): a square turned in its plane, leant back about
 * an axis in its plane, seen by a pinhole camera, then scaled and moved so its bounding box spans
 * `fill` of the photo (less a little room for the line's thickness) at `position`. Clockwise on
 * screen for positive angles (y points down).
 */
export function gridCornersInPhoto(style: SynthStyle, width: number, height: number): Array<[number, number]> {
  const half = SIZE / 2;
  const theta = (style.quarterTurns * 90 + style.rotation) * DEG;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const axis = style.tiltAxis * DEG;
  const [kx, ky] = [Math.cos(axis), Math.sin(axis)];
  const tau = style.tilt * DEG;
  const dist = style.cameraDistance * SIZE;
  const square: Point[] = [[-half, -half], [half, -half], [half, half], [-half, half]];
  const seen = square.map(([x0, y0]): [number, number] => {
    const x = x0 * cos - y0 * sin;
    const y = x0 * sin + y0 * cos;
    // Rodrigues' rotation about the unit axis k = (kx, ky, 0) of the point (x, y, 0).
    const dot = kx * x + ky * y;
    const ct = Math.cos(tau);
    const st = Math.sin(tau);
    const rx = x * ct + kx * dot * (1 - ct);
    const ry = y * ct + ky * dot * (1 - ct);
    const rz = (kx * y - ky * x) * st;
    const s = dist / (dist + rz);
    return [rx * s, ry * s];
  });
  const xs = seen.map((p) => p[0]);
  const ys = seen.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // Room so the grid's outer line, not just its middle, stays in the photo: half the thickest
  // border (perspective may magnify it a third) and its tremor, plus a pixel and a half.
  const roughK = style.fill * Math.min(width / (maxX - minX), height / (maxY - minY));
  const reach = style.grid === 'printed' ? style.gridWidth * style.borderFactor * 0.65 : style.gridWidth * 0.65 + style.wobble;
  const room = 1.5 + reach * roughK;
  const k = style.fill * Math.min((width - 2 * room) / (maxX - minX), (height - 2 * room) / (maxY - minY));
  const ox = room + (width - 2 * room - k * (maxX - minX)) * style.position[0] - k * minX;
  const oy = room + (height - 2 * room - k * (maxY - minY)) * style.position[1] - k * minY;
  return seen.map(([x, y]): [number, number] => [ox + k * x, oy + k * y]);
}

// ---------------------------------------------------------------------------------------------
// Smooth noise (for the table's grain and the paper's mottling)

function smoothstep(t: number): number {
  return t * t * (3 - 2 * t);
}

/**
 * A smooth random field over a w x h image with about `cells` bumps across its larger side: a
 * lattice of random values interpolated with smoothstep weights, values in [0, 1). Read a row at a
 * time into `out` (no full-size buffer: the photo is big and the machine may be slow).
 */
function smoothField(rand: Rand, w: number, h: number, cells: number): (y: number, out: Float32Array) => void {
  const step = Math.max(w, h) / cells;
  const gw = Math.ceil(w / step) + 2;
  const gh = Math.ceil(h / step) + 2;
  const lattice = Float32Array.from({ length: gw * gh }, () => rand());
  // Per-column lattice index and weight, computed once.
  const colI = new Int32Array(w);
  const colT = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const fx = x / step;
    colI[x] = Math.floor(fx);
    colT[x] = smoothstep(fx - Math.floor(fx));
  }
  return (y, out) => {
    const fy = y / step;
    const iy = Math.floor(fy);
    const ty = smoothstep(fy - iy);
    const r0 = iy * gw;
    const r1 = r0 + gw;
    for (let x = 0; x < w; x++) {
      const ix = colI[x]!;
      const tx = colT[x]!;
      const top = lattice[r0 + ix]! + (lattice[r0 + ix + 1]! - lattice[r0 + ix]!) * tx;
      const bottom = lattice[r1 + ix]! + (lattice[r1 + ix + 1]! - lattice[r1 + ix]!) * tx;
      out[x] = top + (bottom - top) * ty;
    }
  };
}

// Sine by table lookup for the wood grain (two sines a pixel were half the cost of the photo).
const SINE_STEPS = 1024;
const SINE = Float32Array.from({ length: SINE_STEPS }, (_, i) => Math.sin((2 * Math.PI * i) / SINE_STEPS));
const SINE_SCALE = SINE_STEPS / (2 * Math.PI);

/** The table around the paper: wood grain, dark, grey or green felt, all with some texture. */
function drawTable(img: Raster, style: SynthStyle, rand: Rand, light: LightRows, spans: Spans): void {
  const { width: w, height: h, data } = img;
  const field = smoothField(rand, w, h, between(rand, 3, 8));
  const row = new Float32Array(w);
  const lit = new Float32Array(w);
  // Per-pixel grain from an inline xorshift (a closure call per pixel costs a third of the table).
  let seed = (Math.floor(rand() * 0xffffffff) | 1) >>> 0;
  const [r, g, b] = style.tableColor;
  const along = between(rand, 0, Math.PI);
  const [ca, sa] = [Math.cos(along), Math.sin(along)];
  const stripes = between(rand, 0.12, 0.3);
  const plank = between(rand, 120, 260);
  // Each plank its own tone.
  const tones = Float32Array.from({ length: 16 }, () => between(rand, 0.86, 1.08));
  // Texture as base + smooth * f + grain * (fine - 0.5), by table kind.
  const [base, smooth, grainy] =
    style.table === 'felt' ? [0.9, 0.12, 0.16] : style.table === 'dark' ? [0.8, 0.4, 0.2] : style.table === 'grey' ? [0.88, 0.16, 0.12] : [0, 0, 0.08];
  const wood = style.table === 'wood';
  for (let y = 0; y < h; y++) {
    field(y, row);
    light(y, lit);
    // Skip what the paper will hide.
    const hideFrom = spans.inner[2 * y]!;
    const hideTo = spans.inner[2 * y + 1]!;
    for (let x = 0; x < w; x++) {
      if (x === hideFrom && hideTo > hideFrom) {
        x = hideTo - 1;
        continue;
      }
      const i = (y * w + x) * 4;
      const f = row[x]!;
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const fine = (seed >>> 0) / 4294967296 - 0.5;
      let m: number;
      if (wood) {
        // Grain: stripes along the board, their spacing and course bent by the smooth field; a
        // dark seam between planks, and each plank a little lighter or darker.
        const v = -x * sa + y * ca;
        const t = v * stripes * (0.85 + 0.3 * f) + f * 3;
        const ring = 0.5 + 0.5 * SINE[((t * SINE_SCALE) | 0) & (SINE_STEPS - 1)]!;
        const fiber = 0.5 + 0.5 * SINE[(((t * 4.3 + f * 7) * SINE_SCALE) | 0) & (SINE_STEPS - 1)]!;
        const across = v / plank;
        const board = Math.floor(across);
        const seam = across - board < 1.5 / plank ? 0.55 : 1;
        m = (0.8 + 0.15 * ring * ring + 0.07 * fiber + fine * grainy) * seam * tones[board & 15]!;
      } else {
        m = base + smooth * f + fine * grainy;
      }
      m *= lit[x]!;
      data[i] = r * m;
      data[i + 1] = g * m;
      data[i + 2] = b * m;
      data[i + 3] = 255;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The flat page

/** The paper and how sheet coordinates (cells, grid top-left at (0, 0)) map to page pixels. */
interface Page {
  raster: Raster;
  /** Pixels per cell. */
  ppc: number;
  /** Page pixel of sheet point (0, 0). */
  ox: number;
  oy: number;
  /** The paper's edges in sheet coordinates. */
  paper: { left: number; top: number; right: number; bottom: number };
}

function toPage(page: Page, [u, v]: Point): Point {
  return [page.ox + u * page.ppc, page.oy + v * page.ppc];
}

/** How much of pixel [i, i+1) the interval [a, b] covers. */
function overlap(a: number, b: number, i: number): number {
  return Math.max(0, Math.min(b, i + 1) - Math.max(a, i));
}

/** Blank paper: paper colour with alpha = how much of each pixel the paper covers (soft edges when warped). */
function blankPage(rand: Rand, style: SynthStyle, ppc: number, margins: Page['paper']): Page {
  // Room for the blur to soften the paper's edge.
  const pad = 5;
  const w = Math.ceil((margins.right - margins.left) * ppc) + 2 * pad;
  const h = Math.ceil((margins.bottom - margins.top) * ppc) + 2 * pad;
  const raster: Raster = { width: w, height: h, data: new Uint8ClampedArray(w * h * 4) };
  const page: Page = { raster, ppc, ox: pad - margins.left * ppc, oy: pad - margins.top * ppc, paper: margins };
  const [x0, y0] = toPage(page, [margins.left, margins.top]);
  const [x1, y1] = toPage(page, [margins.right, margins.bottom]);
  // Faint mottling of the paper itself, a few percent.
  const mottle = smoothField(rand, w, h, 4);
  const row = new Float32Array(w);
  const alphaX = Float32Array.from({ length: w }, (_, x) => 255 * overlap(x0, x1, x));
  const [pr, pg, pb] = style.paperColor;
  const d = raster.data;
  for (let y = 0; y < h; y++) {
    const cy = overlap(y0, y1, y);
    mottle(y, row);
    let i = y * w * 4;
    for (let x = 0; x < w; x++, i += 4) {
      const m = 0.985 + 0.03 * row[x]!;
      d[i] = pr * m;
      d[i + 1] = pg * m;
      d[i + 2] = pb * m;
      d[i + 3] = cy * alphaX[x]!;
    }
  }
  return page;
}

/** Grid line positions: exact for print; by hand the inner ones drift (the outer ones define the corners). */
function gridLines(rand: Rand, style: SynthStyle): number[] {
  return Array.from({ length: SIZE + 1 }, (_, i) =>
    style.grid === 'hand' && i > 0 && i < SIZE ? i + between(rand, -0.06, 0.06) : i,
  );
}

/** Draw one pen stroke given in sheet coordinates, trembling as the style's hand does. */
function penStroke(page: Page, rand: Rand, style: SynthStyle, points: readonly Point[], opts: { width?: number; color?: Rgb; alpha?: number; wobble?: number; freq?: number } = {}): void {
  const wob = opts.wobble ?? style.wobble;
  const shaky = wob > 0 ? tremble(resample(points, 0.05), rand, wob, opts.freq ?? 1.2) : points;
  const pressure = between(rand, 0.85, 1);
  drawPolyline(
    page.raster,
    shaky.map((p) => toPage(page, p)),
    (opts.width ?? style.strokeWidth) * page.ppc,
    opts.color ?? style.penColor,
    (opts.alpha ?? style.penAlpha) * pressure,
  );
}

function drawGrid(page: Page, rand: Rand, style: SynthStyle, xs: readonly number[], ys: readonly number[]): void {
  const width = style.gridWidth;
  for (let i = 0; i <= SIZE; i++) {
    const outer = i === 0 || i === SIZE;
    if (style.grid === 'printed') {
      const w = outer ? width * style.borderFactor : width;
      const opts = { width: w, color: style.gridColor, alpha: 1, wobble: 0 };
      penStroke(page, rand, style, [[xs[i]!, 0], [xs[i]!, SIZE]], opts);
      penStroke(page, rand, style, [[0, ys[i]!], [SIZE, ys[i]!]], opts);
      continue;
    }
    // By hand: lines start and stop a little off the border, lean a little, and waver slowly.
    const lean = () => (outer ? 0 : between(rand, -0.05, 0.05));
    const end = () => between(rand, -0.04, 0.18);
    const opts = { width, color: style.gridColor, wobble: style.wobble * 0.7 + 0.008, freq: 0.35 };
    penStroke(page, rand, style, [[xs[i]! + lean(), -end()], [xs[i]! + lean(), SIZE + end()]], opts);
    penStroke(page, rand, style, [[-end(), ys[i]! + lean()], [SIZE + end(), ys[i]! + lean()]], opts);
  }
}

const STEPS: ReadonlyArray<readonly [number, number]> = [[-1, 0], [1, 0], [0, -1], [0, 1]];

/** One module's symbol in its cell (xs, ys: the cell's edges in sheet coordinates). */
function drawSymbol(page: Page, rand: Rand, style: SynthStyle, sheet: Sheet, row: number, col: number, xs: readonly number[], ys: readonly number[]): void {
  const cell = sheet[row]![col]!;
  if (!cell) return;
  const j = style.symbolJitter;
  const [left, right, top, bottom] = [xs[col]!, xs[col + 1]!, ys[row]!, ys[row + 1]!];
  const size = Math.min(right - left, bottom - top);
  const scale = style.symbolScale * (1 + between(rand, -0.08, 0.08) * j) * size;
  // Keep the symbol inside its cell however the player's habit and this symbol's whim add up.
  const room = Math.max(0, (size - scale) / 2 - 0.05);
  const clamp = (v: number) => Math.max(-room, Math.min(room, v));
  const cx = (left + right) / 2 + clamp(style.symbolOffset[0] + between(rand, -0.06, 0.06) * j);
  const cy = (top + bottom) / 2 + clamp(style.symbolOffset[1] + between(rand, -0.06, 0.06) * j);
  const angle = between(rand, -7, 7) * j * DEG;
  const aspect = 1 + between(rand, -0.08, 0.08) * j;
  const [ca, sa] = [Math.cos(angle), Math.sin(angle)];
  const place = ([x, y]: Point): Point => {
    const u = x * scale * aspect;
    const v = (y * scale) / aspect;
    return [cx + u * ca - v * sa, cy + u * sa + v * ca];
  };
  const shape = symbolShape(cell.module, rand, j);
  for (const line of shape.lines) penStroke(page, rand, style, line.map(place), { freq: 1.5 });
  for (const dot of shape.dots) {
    const [px, py] = toPage(page, place([dot.x, dot.y]));
    const s = scale * page.ppc;
    fillEllipse(page.raster, px, py, dot.rx * s, dot.ry * s, dot.angle, style.penColor, style.penAlpha);
  }
  if (cell.module === 'C') corridorLinks(page, rand, style, sheet, row, col, [cx, cy], [left, right, top, bottom]);
  if (cell.crossed) {
    penStroke(page, rand, style, [place([-0.55, -0.55]), place([0.55, 0.55])]);
    penStroke(page, rand, style, [place([0.55, -0.55]), place([-0.55, 0.55])]);
  }
}

/** A Corridor's lines from its dot to the edge of the cell, towards neighbouring modules. */
function corridorLinks(page: Page, rand: Rand, style: SynthStyle, sheet: Sheet, row: number, col: number, centre: Point, edges: readonly number[]): void {
  const [left, right, top, bottom] = edges as [number, number, number, number];
  for (const [dr, dc] of STEPS) {
    const other: SheetCell | undefined = sheet[row + dr]?.[col + dc];
    if (!other || rand() >= style.corridorLinks) continue;
    // Reach the cell's edge, give or take a little.
    const slack = between(rand, -0.06, 0.03);
    const end: Point =
      dc === -1 ? [left - slack, centre[1]] : dc === 1 ? [right + slack, centre[1]] : dr === -1 ? [centre[0], top - slack] : [centre[0], bottom + slack];
    penStroke(page, rand, style, [centre, end], { freq: 1 });
  }
}

/** A faint accidental mark somewhere in an empty cell. */
function strayMark(page: Page, rand: Rand, style: SynthStyle, left: number, top: number): void {
  const x = left + between(rand, 0.2, 0.8);
  const y = top + between(rand, 0.2, 0.8);
  const a = between(rand, 0, Math.PI);
  const len = between(rand, 0.03, 0.2);
  const alpha = style.penAlpha * between(rand, 0.12, 0.3);
  penStroke(page, rand, style, [[x, y], [x + len * Math.cos(a), y + len * Math.sin(a)]], { alpha, width: style.strokeWidth * 0.7 });
}

// A few letter shapes in a box 0.6 wide, 1 high (baseline at y = 0, x-height 0.55), enough to read as writing from afar.
const GLYPHS: ReadonlyArray<readonly Point[][]> = [
  [arc(0.3, -0.27, 0.25, 0.27, 0, 2 * Math.PI, 12)], // o
  [[[0.1, -1], [0.1, 0]]], // l
  [[[0.1, 0], [0.1, -0.55]], arc(0.3, -0.3, 0.2, 0.25, Math.PI, 2 * Math.PI, 8).concat([[0.5, 0]])], // n
  [[[0.08, -0.3], [0.52, -0.3]], arc(0.3, -0.27, 0.22, 0.27, 0, 1.75 * Math.PI, 12).reverse()], // e
  [[[0.2, -0.9], [0.2, 0]], [[0, -0.55], [0.45, -0.55]]], // t
  [arc(0.28, -0.27, 0.22, 0.27, 0, 2 * Math.PI, 12), [[0.5, -0.55], [0.5, 0]]], // a
  [[[0.1, -0.55], [0.1, 0]], arc(0.3, -0.35, 0.2, 0.18, Math.PI, 1.8 * Math.PI, 5)], // r
  [[[0.1, -0.55], [0.3, 0], [0.5, -0.55]]], // v
];

/** A line of "writing" from (x, y) (baseline), `height` tall, `length` long: printed or by hand. */
function writing(page: Page, rand: Rand, style: SynthStyle, x: number, y: number, height: number, length: number, printed: boolean): void {
  let at = x;
  const color: Rgb = printed ? [45, 45, 48] : style.penColor;
  const width = printed ? height * 0.1 : style.strokeWidth;
  while (at < x + length) {
    const letters = 2 + Math.floor(rand() * 6);
    for (let k = 0; k < letters && at < x + length; k++) {
      const glyph = pick(rand, GLYPHS);
      const slant = printed ? 0 : between(rand, 0.1, 0.3);
      for (const line of glyph) {
        const pts = line.map(([gx, gy]): Point => [at + (gx - gy * slant) * height, y + gy * height]);
        penStroke(page, rand, style, pts, printed ? { color, width, alpha: 1, wobble: 0 } : { width, wobble: style.wobble * 0.5, freq: 3 });
      }
      at += 0.7 * height;
    }
    at += 0.6 * height;
  }
}

/** Tally marks: groups of four strokes and a fifth across them. */
function tally(page: Page, rand: Rand, style: SynthStyle, x: number, y: number, height: number, count: number): void {
  for (let k = 0; k < count; k++) {
    const group = Math.floor(k / 5);
    const inGroup = k % 5;
    const gx = x + group * height * 1.3;
    if (inGroup === 4) {
      penStroke(page, rand, style, [[gx - 0.1 * height, y - 0.2 * height], [gx + 0.95 * height, y - 0.8 * height]]);
    } else {
      const sx = gx + inGroup * 0.28 * height;
      penStroke(page, rand, style, [[sx, y], [sx + between(rand, -0.05, 0.05) * height, y - height]]);
    }
  }
}

/** A title above the grid and a few scribbles in the margins, never closer than `gap` to the grid. */
function drawExtras(page: Page, rand: Rand, style: SynthStyle): void {
  const { left, top, right, bottom } = page.paper;
  const gap = 0.3;
  // Title (printed on a printed sheet, else written), if there is room above the grid.
  if (-top > 0.8) {
    const height = between(rand, 0.3, Math.min(0.6, -top - gap - 0.3));
    const y = -gap - between(rand, 0, -top - gap - height - 0.25);
    writing(page, rand, style, between(rand, 0, 2.5), y, height, between(rand, 2.5, 6), style.grid === 'printed' && rand() < 0.7);
  }
  // Scribbles below the grid: a tally or a short note.
  if (bottom - SIZE > 0.8) {
    const height = between(rand, 0.3, Math.min(0.55, bottom - SIZE - gap - 0.2));
    const y = SIZE + gap + height + between(rand, 0, bottom - SIZE - gap - height - 0.2);
    if (rand() < 0.5) tally(page, rand, style, between(rand, 0, 4), y, height, 2 + Math.floor(rand() * 12));
    else writing(page, rand, style, between(rand, 0, 4), y, height, between(rand, 1, 4), false);
  }
  // A number or mark in a side margin.
  const side = rand() < 0.5 ? -1 : 1;
  const room = side < 0 ? -left - gap : right - SIZE - gap;
  if (room > 0.6 && rand() < 0.6) {
    const height = Math.min(0.5, room - 0.1);
    const x = side < 0 ? left + 0.1 : SIZE + gap;
    writing(page, rand, style, x, between(rand, 1, SIZE), height, height * 0.6, false);
  }
}

/** Everything on the paper, flat. */
function drawPage(page: Page, rand: Rand, style: SynthStyle, sheet: Sheet): void {
  const xs = gridLines(rand, style);
  const ys = gridLines(rand, style);
  drawGrid(page, rand, style, xs, ys);
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      if (sheet[row]![col]) drawSymbol(page, rand, style, sheet, row, col, xs, ys);
      else if (rand() < style.strayMarks) strayMark(page, rand, style, xs[col]!, ys[row]!);
    }
  }
  if (style.extras) drawExtras(page, rand, style);
}

// ---------------------------------------------------------------------------------------------
// Into the photo

/** Per photo row, two pixel ranges [from, to): `outer` may show paper, `inner` shows only paper. */
interface Spans {
  outer: Int32Array;
  inner: Int32Array;
}

/** Where a convex quadrilateral crosses the horizontal line at y: [xmin, xmax], or null. */
function quadSlice(quad: readonly Point[], y: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i]!;
    const [bx, by] = quad[(i + 1) % 4]!;
    if ((y < ay && y < by) || (y > ay && y > by)) continue;
    const x = ay === by ? Math.min(ax, bx) : ax + ((y - ay) * (bx - ax)) / (by - ay);
    const x2 = ay === by ? Math.max(ax, bx) : x;
    lo = Math.min(lo, x);
    hi = Math.max(hi, x2);
  }
  return lo <= hi ? [lo, hi] : null;
}

/**
 * The rows' spans of a convex quad grown (outer) and shrunk (inner) by `e` pixels. A slice's ends
 * are piecewise linear in y, bending only at corners, so checking y - e, y + e and the corners
 * between bounds them exactly.
 */
function quadSpans(quad: readonly Point[], width: number, height: number, e: number): Spans {
  const outer = new Int32Array(2 * height);
  const inner = new Int32Array(2 * height);
  const ys = quad.map((p) => p[1]);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  for (let y = 0; y < height; y++) {
    const c = y + 0.5;
    let lo = Infinity;
    let hi = -Infinity;
    const probes = [c - e, c + e, ...ys.filter((v) => v > c - e && v < c + e)];
    for (const p of probes) {
      const slice = quadSlice(quad, Math.min(bottom, Math.max(top, p)));
      if (!slice || p < top - e || p > bottom + e) continue;
      lo = Math.min(lo, slice[0]);
      hi = Math.max(hi, slice[1]);
    }
    outer[2 * y] = Math.max(0, Math.floor(lo - e));
    outer[2 * y + 1] = Math.min(width, Math.ceil(hi + e));
    const a = quadSlice(quad, c - e);
    const b = quadSlice(quad, c + e);
    if (a && b) {
      inner[2 * y] = Math.max(0, Math.ceil(Math.max(a[0], b[0]) + e));
      inner[2 * y + 1] = Math.min(width, Math.floor(Math.min(a[1], b[1]) - e));
    }
  }
  return { outer, inner };
}

/**
 * Composite the page over the photo through `toPageH` (photo pixel -> page pixel), lit by
 * `light`, over the rows' outer spans: inverse mapping, so every photo pixel gets exactly one
 * bilinear sample.
 */
function warpInto(img: Raster, page: Raster, toPageH: Homography, light: LightRows, spans: Spans): void {
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toPageH;
  const pw = page.width;
  const ph = page.height;
  const src = page.data;
  const dst = img.data;
  const lit = new Float32Array(img.width);
  for (let y = 0; y < img.height; y++) {
    const x0 = spans.outer[2 * y]!;
    const x1 = spans.outer[2 * y + 1]!;
    if (x1 <= x0) continue;
    const py = y + 0.5;
    light(y, lit, x0, x1);
    for (let x = x0; x < x1; x++) {
      const px = x + 0.5;
      const wz = h6 * px + h7 * py + h8;
      // Page pixel coordinates, shifted to pixel centres for the bilinear weights.
      const u = (h0 * px + h1 * py + h2) / wz - 0.5;
      const v = (h3 * px + h4 * py + h5) / wz - 0.5;
      if (!(u >= 0 && v >= 0 && u < pw - 1 && v < ph - 1)) continue;
      const iu = u | 0;
      const iv = v | 0;
      const tu = u - iu;
      const tv = v - iv;
      const o00 = (iv * pw + iu) * 4;
      const o10 = o00 + pw * 4;
      const w00 = (1 - tu) * (1 - tv);
      const w01 = tu * (1 - tv);
      const w10 = (1 - tu) * tv;
      const w11 = tu * tv;
      const a = (src[o00 + 3]! * w00 + src[o00 + 7]! * w01 + src[o10 + 3]! * w10 + src[o10 + 7]! * w11) / 255;
      if (a <= 0) continue;
      const m = lit[x]!;
      const i = (y * img.width + x) * 4;
      const r = (src[o00]! * w00 + src[o00 + 4]! * w01 + src[o10]! * w10 + src[o10 + 4]! * w11) * m;
      const g = (src[o00 + 1]! * w00 + src[o00 + 5]! * w01 + src[o10 + 1]! * w10 + src[o10 + 5]! * w11) * m;
      const b = (src[o00 + 2]! * w00 + src[o00 + 6]! * w01 + src[o10 + 2]! * w10 + src[o10 + 6]! * w11) * m;
      if (a > 0.999) {
        dst[i] = r;
        dst[i + 1] = g;
        dst[i + 2] = b;
      } else {
        dst[i] = dst[i]! + (r - dst[i]!) * a;
        dst[i + 1] = dst[i + 1]! + (g - dst[i + 1]!) * a;
        dst[i + 2] = dst[i + 2]! + (b - dst[i + 2]!) * a;
      }
      dst[i + 3] = 255;
    }
  }
}

/** A faint soft shadow of the paper on the table, a little down and right of it. */
function paperShadow(img: Raster, paperQuad: readonly Point[], rand: Rand): void {
  // Cheap: darken the table along the paper's outline with a few offset soft strokes.
  const shift = between(rand, 1, 4);
  const outline = [...paperQuad, paperQuad[0]!].map(([x, y]): Point => [x + shift, y + shift]);
  drawPolyline(img, outline, shift * 3 + 2, [0, 0, 0], 0.18);
}

/**
 * A photo of the sheet `text` (formatSheet form; lowercase = crossed, drawn crossed out) in
 * `style`. Per-drawing randomness (margins, every stroke's whim, textures, noise) comes from
 * `rand`, so the same style and seed give the same bytes.
 */
export function renderSheetPhoto(text: string, style: SynthStyle, rand: Rand, size: { width: number; height: number } = DEFAULT_PHOTO_SIZE): SheetPhoto {
  const sheet = parseSheet(text);
  const { width, height } = size;
  const corners = gridCornersInPhoto(style, width, height);
  // Draw the page at about the photo's own scale (its mean cell), so warping neither blurs nor aliases much.
  let sides = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % 4]!;
    sides += Math.hypot(bx - ax, by - ay);
  }
  const cellPx = sides / 4 / SIZE;
  // Blur is cheaper drawn small: a page drawn at 1/m scale and magnified bilinearly comes out
  // blurred by about m / sqrt(6) px, so draw it smaller the blurrier the photo, and blur the rest.
  const ppc = Math.min(64, Math.max(8, Math.ceil(cellPx / (1 + 0.4 * style.blur))));
  const m = cellPx / ppc;
  const pageBlur = Math.sqrt(Math.max(0, style.blur * style.blur - (m * m) / 6)) / m;
  const paper = {
    left: -between(rand, 0.4, 1.6),
    top: -between(rand, 0.5, 2.6),
    right: SIZE + between(rand, 0.4, 1.6),
    bottom: SIZE + between(rand, 0.4, 2.2),
  };
  const page = blankPage(rand, style, ppc, paper);
  drawPage(page, rand, style, sheet);
  // Camera blur, applied on the flat page (often a fraction of the photo's pixels): the table's
  // texture is too soft for blur to show, and a tilted page comes out blurred more near the
  // camera, as a photo with a shallow depth of field does.
  gaussianBlur(page.raster, pageBlur);

  // Light falls off across the photo; maybe a soft shadow. Pixels are lit as they are made.
  const { min, angle } = style.light;
  const reach = Math.hypot(width, height) / 2;
  const [dx, dy] = [Math.cos(angle) * reach, Math.sin(angle) * reach];
  const blobs = style.shadow
    ? [{ cx: style.shadow.x * width, cy: style.shadow.y * height, radius: style.shadow.radius * reach * 2, depth: style.shadow.depth }]
    : [];
  const light = lightRows(width, { x0: width / 2 - dx, y0: height / 2 - dy, from: 1, x1: width / 2 + dx, y1: height / 2 + dy, to: min }, blobs);

  const gridSquare: Point[] = [[0, 0], [SIZE, 0], [SIZE, SIZE], [0, SIZE]];
  const sheetToPhoto = homographyFrom(gridSquare, corners);
  const photoToPage = homographyFrom(corners, gridSquare.map((p) => toPage(page, p)));
  const paperQuad = [
    [paper.left, paper.top],
    [paper.right, paper.top],
    [paper.right, paper.bottom],
    [paper.left, paper.bottom],
  ].map(([u, v]) => mapPoint(sheetToPhoto, u!, v!));
  // The paper's edge is soft for the page's pad, its anti-aliasing and its blur, magnified m times.
  const soft = Math.ceil(m * (2 + 2 * pageBlur)) + 1;
  const spans = quadSpans(paperQuad, width, height, soft);

  const image: Raster = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  drawTable(image, style, rand, light, spans);
  paperShadow(image, paperQuad, rand);
  warpInto(image, page.raster, photoToPage, light, spans);
  addNoise(image, style.noise, rand);
  if (style.jpeg !== null) jpegRoundTrip(image, style.jpeg);
  return { image, corners };
}

// ---------------------------------------------------------------------------------------------
// Random cases

/** Every cell filled at random (uniform modules), scattered or grown as one blob, `count` cells. */
function randomFill(rand: Rand, count: number): Sheet {
  const cells: Array<Array<SheetCell>> = Array.from({ length: SIZE }, () => Array.from({ length: SIZE }, (): SheetCell => null));
  const put = (r: number, c: number) => {
    cells[r]![c] = { module: pick(rand, MODULES) as Module, crossed: false };
  };
  if (rand() < 0.5) {
    const all = Array.from({ length: SIZE * SIZE }, (_, i) => i);
    for (let k = 0; k < count; k++) {
      const i = all.splice(Math.floor(rand() * all.length), 1)[0]!;
      put(Math.floor(i / SIZE), i % SIZE);
    }
    return cells;
  }
  // Grow a blob from one cell, as a real station grows.
  const frontier: Array<[number, number]> = [[Math.floor(rand() * SIZE), Math.floor(rand() * SIZE)]];
  let placed = 0;
  while (placed < count && frontier.length > 0) {
    const [r, c] = frontier.splice(Math.floor(rand() * frontier.length), 1)[0]!;
    if (cells[r]![c]) continue;
    put(r, c);
    placed++;
    for (const [dr, dc] of STEPS) {
      const [nr, nc] = [r + dr, c + dc];
      if (nr >= 0 && nr < SIZE && nc >= 0 && nc < SIZE && !cells[nr]![nc]) frontier.push([nr, nc]);
    }
  }
  return cells;
}

/** Sheet contents for a case: a played-looking sheet, a Population chaser's, or a random fill of 0..81 cells. */
export function randomCaseText(rand: Rand): string {
  const r = rand();
  let sheet: Sheet;
  if (r < 0.3) sheet = randomSheet(rand, 7, 6 + Math.floor(rand() * 4));
  else if (r < 0.45) sheet = populationSheet(rand, 6 + Math.floor(rand() * 2));
  else sheet = randomFill(rand, rand() < 0.85 ? Math.floor(rand() * 61) : 61 + Math.floor(rand() * 21));
  // Sheets straight from play are never crossed, but make sure: the text is all capitals.
  return formatSheet(sheet.map((row) => row.map((c) => (c ? { module: c.module, crossed: false } : null))));
}

/** A random sheet in a random style, rendered. */
export function randomScanCase(rand: Rand, size: { width: number; height: number } = DEFAULT_PHOTO_SIZE): ScanCase {
  const text = randomCaseText(rand);
  const style = randomStyle(rand);
  return { text, style, ...renderSheetPhoto(text, style, rand, size) };
}
