// Which cells of a reading the player should look at, and how the screen says so. Pure.
// The photo screen's files import no values from the engine: a module its chunk shared with the
// game's screen and the scorer would be split into a chunk of its own, one more file to fetch.
import type { Cell, Module } from '../engine/types';

/**
 * A cell read with less confidence than this is marked for the player to check. Measured on
 * generated photos the reader never trained on (seeds 201..300, `npm run bench` has 1..100): at
 * 0.7 about 5 right cells a sheet are ringed and 80-90% of the wrong ones; 0.9 rings 14 a sheet
 * for a few more, 0.5 two a sheet and misses a quarter of the mistakes.
 */
export const UNSURE_BELOW = 0.7;

/** The cells read with a confidence under `below`, row by row. */
export function cellsToCheck(confidence: readonly (readonly number[])[], below = UNSURE_BELOW): Cell[] {
  const out: Cell[] = [];
  confidence.forEach((line, row) => line.forEach((c, col) => c < below && out.push({ row, col })));
  return out;
}

/** "No cells to check", "1 cell to check", "3 cells to check". */
export function checkCountText(n: number): string {
  return n === 0 ? 'No cells to check' : `${n} ${n === 1 ? 'cell' : 'cells'} to check`;
}

/** What the reader saw in one cell of the sheet text, in words (`names`: the engine's MODULE_NAMES): "Row 2, column 5: Dock" or "…: empty". */
export function readCellText(text: string, cell: Cell, names: Readonly<Record<Module, string>>): string {
  const ch = text.split('\n')[cell.row]?.[cell.col] ?? '.';
  const what = ch === '.' ? 'empty' : (names[ch.toUpperCase() as Module] ?? ch);
  return `Row ${cell.row + 1}, column ${cell.col + 1}: ${what}`;
}
