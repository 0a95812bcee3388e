// Test helper only: fast-check arbitraries for small sheets the naive scorer can search.
import fc from 'fast-check';
import { mulberry32, populationSheet, randomSheet } from './random-sheet';
import { parseSheet } from './sheet-text';
import { CRISES, GOALS, SIZE, emptySheet, type CrisisId, type GoalId, type Module, type Sheet, type SheetCell } from './types';

// Weighted towards Quarters, Life Support and Corridors so that Rooms survive the first
// Safety Check and the Crises leave real choices.
const module = fc.oneof(
  { arbitrary: fc.constant<Module>('C'), weight: 4 },
  { arbitrary: fc.constant<Module>('L'), weight: 3 },
  { arbitrary: fc.constant<Module>('H'), weight: 2 },
  { arbitrary: fc.constant<Module>('Q'), weight: 4 },
  { arbitrary: fc.constant<Module>('D'), weight: 2 },
  { arbitrary: fc.constant<Module>('R'), weight: 2 },
);

const cell: fc.Arbitrary<SheetCell> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: module.map((m): SheetCell => ({ module: m, crossed: false })), weight: 8 },
  { arbitrary: module.map((m): SheetCell => ({ module: m, crossed: true })), weight: 1 },
);

/** A sheet whose modules all lie in a small box (at most `area` cells) somewhere on the grid. */
export function smallSheet(area = 16): fc.Arbitrary<Sheet> {
  return fc
    .record({
      height: fc.integer({ min: 1, max: 6 }),
      top: fc.integer({ min: 0, max: SIZE - 2 }),
      left: fc.integer({ min: 0, max: SIZE - 2 }),
      cells: fc.array(cell, { minLength: area, maxLength: area }),
    })
    .map(({ height, top, left, cells }) => {
      const width = Math.max(1, Math.floor(area / height));
      const rows = emptySheet().map((row) => [...row]);
      cells.forEach((c, k) => {
        const r = top + Math.floor(k / width);
        const col = left + (k % width);
        if (r < SIZE && col < SIZE) rows[r]![col] = c;
      });
      return rows as Sheet;
    });
}

/** 0 to 3 distinct crises in a random order. */
export const crisesArb: fc.Arbitrary<CrisisId[]> = fc.shuffledSubarray([...CRISES], { minLength: 0, maxLength: 3 });

/** 1 to 3 distinct goals, at least one of them moved by crossings. */
export const goalsArb: fc.Arbitrary<GoalId[]> = fc
  .tuple(fc.constantFrom<GoalId>('research', 'population', 'security'), fc.shuffledSubarray([...GOALS], { maxLength: 2 }))
  .map(([g, rest]) => [...new Set([g, ...rest])]);

/** A sheet of a few rolled blocks packed into a corner, like the start of a real game's sheet. */
export function blockSheet(): fc.Arbitrary<Sheet> {
  return fc
    .record({ seed: fc.integer(), rounds: fc.integer({ min: 2, max: 4 }), span: fc.integer({ min: 4, max: 6 }) })
    .map(({ seed, rounds, span }) => randomSheet(mulberry32(seed), rounds, span));
}

const denseModule = fc.oneof(
  { arbitrary: fc.constant<Module>('C'), weight: 4 },
  { arbitrary: fc.constant<Module>('L'), weight: 2 },
  { arbitrary: fc.constant<Module>('H'), weight: 2 },
  { arbitrary: fc.constant<Module>('Q'), weight: 2 },
  { arbitrary: fc.constant<Module>('D'), weight: 1 },
  { arbitrary: fc.constant<Module>('R'), weight: 3 },
);

/** A dense box of modules (4 rows, `width` columns) with a few holes: many Rooms hang off the same Corridors. */
export function denseSheet(width = 4): fc.Arbitrary<Sheet> {
  return fc
    .record({
      top: fc.integer({ min: 0, max: SIZE - 4 }),
      left: fc.integer({ min: 0, max: SIZE - width }),
      cells: fc.array(fc.option(denseModule, { freq: 4 }), { minLength: 4 * width, maxLength: 4 * width }),
    })
    .map(({ top, left, cells }) => {
      const rows = emptySheet().map((row) => [...row]);
      cells.forEach((m, k) => {
        if (m !== null) rows[top + Math.floor(k / width)]![left + (k % width)] = { module: m, crossed: false };
      });
      return rows as Sheet;
    });
}

/** A choosing crisis (Breach or Fire) followed by one or two others that look at neighbours. */
export const choosyCrises: fc.Arbitrary<CrisisId[]> = fc
  .tuple(
    fc.constantFrom<CrisisId>('breach', 'fire'),
    fc.shuffledSubarray<CrisisId>(['sabotage', 'fungus', 'quake', 'plague', 'breach', 'fire'], { minLength: 1, maxLength: 2 }),
  )
  .map(([first, rest]) => [first, ...rest.filter((c) => c !== first)]);

/** A sheet from its top rows (each padded with empty cells to 9); the rest is empty. */
export function sheetFrom(...rows: string[]): Sheet {
  const lines = Array.from({ length: SIZE }, (_, r) => (rows[r] ?? '').padEnd(SIZE, '.'));
  return parseSheet(lines.join('\n'));
}

/** Cells from "row,col" pairs (0-based), for comparing with engine output. */
export function cellsAt(...pairs: Array<[number, number]>): Array<{ row: number; col: number }> {
  return pairs.map(([row, col]) => ({ row, col }));
}

/** The sheet of a player chasing Population (issue 14): 7 blocks of mostly 3s and 4s packed into a 6x6 or 7x7 corner. */
export function populationSheetArb(): fc.Arbitrary<Sheet> {
  return fc.record({ seed: fc.integer(), span: fc.integer({ min: 6, max: 7 }) }).map(({ seed, span }) => populationSheet(mulberry32(seed), span));
}

/** Three distinct crises in a random order, as every full game deals them. */
export const threeCrises: fc.Arbitrary<CrisisId[]> = fc.shuffledSubarray([...CRISES], { minLength: 3, maxLength: 3 });

/** A sheet of 4 or 5 rolled blocks in a 5x5 or 6x6 corner: bigger, with more choices that matter. */
export function midSheet(): fc.Arbitrary<Sheet> {
  return fc
    .record({ seed: fc.integer(), rounds: fc.integer({ min: 4, max: 5 }), span: fc.integer({ min: 5, max: 6 }) })
    .map(({ seed, rounds, span }) => randomSheet(mulberry32(seed), rounds, span));
}

/**
 * Sheets rolled from 3 or 4 blocks in a 4x4 or 5x5 corner, heavy in Quarters, Hydroponics and
 * Docks: where a Sabotage fires, is dodged, or is paid for in every way (sabotage-cap.test.ts,
 * sabotage-sets.test.ts).
 */
export function dockHeavySheetArb(): fc.Arbitrary<Sheet> {
  return fc
    .record({ seed: fc.integer(), rounds: fc.integer({ min: 3, max: 4 }), span: fc.integer({ min: 4, max: 5 }) })
    .map(({ seed, rounds, span }) =>
      randomSheet(mulberry32(seed), rounds, span, (rand) => {
        const r = rand();
        return r < 0.33 ? 4 : r < 0.63 ? 3 : r < 0.8 ? 5 : 1 + Math.floor(rand() * 6);
      }),
    );
}

/** Population, alone or with one other goal. */
export const populationAndOneArb = fc.constantFrom<GoalId[]>(['population'], ['population', 'research'], ['population', 'security'], ['population', 'mining']);
