// Which cells of a reading the player should look at, and how the screen says so. Pure.
import { type Cell, MODULE_NAMES, type Module, SIZE } from '../engine/screens';

/** A cell read with less confidence than this is marked for the player to check. */
export const UNSURE_BELOW = 0.9;

/** The cells read with a confidence under `below`, row by row. */
export function cellsToCheck(confidence: readonly (readonly number[])[], below = UNSURE_BELOW): Cell[] {
  const out: Cell[] = [];
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) if ((confidence[row]?.[col] ?? 0) < below) out.push({ row, col });
  }
  return out;
}

/** "No cells to check", "1 cell to check", "3 cells to check". */
export function checkCountText(n: number): string {
  return n === 0 ? 'No cells to check' : `${n} ${n === 1 ? 'cell' : 'cells'} to check`;
}

/** What the reader saw in one cell of the sheet text, in words: "Row 2, column 5: Dock" or "…: empty". */
export function readCellText(text: string, cell: Cell): string {
  const ch = text.split('\n')[cell.row]?.[cell.col] ?? '.';
  const what = ch === '.' ? 'empty' : (MODULE_NAMES[ch.toUpperCase() as Module] ?? ch);
  return `Row ${cell.row + 1}, column ${cell.col + 1}: ${what}`;
}
