import { rotateCells, type PlacedSquare } from './blocks';
import { MODULE_NAMES, SIZE, cellName, type Cell, type Refusal, type Sheet, type SheetCell } from './types';

/** Where a block may go: the grid cell of its top-left corner and its quarter turns clockwise. */
export type Placement = { anchor: Cell; rotation: number };

/** The block's squares on the grid for an anchor (top-left of the turned block) and rotation. */
export function blockOnGrid<T extends Cell>(cells: readonly T[], anchor: Cell, rotation: number): T[] {
  return rotateCells(cells, rotation).map((c) => ({ ...c, row: c.row + anchor.row, col: c.col + anchor.col }));
}

function inGrid(cell: Cell): boolean {
  return cell.row >= 0 && cell.row < SIZE && cell.col >= 0 && cell.col < SIZE;
}

/** Why the block cannot go there, or null when it can. */
export function placementProblem(sheet: Sheet, cells: readonly Cell[], anchor: Cell, rotation: number): string | null {
  const squares = blockOnGrid(cells, anchor, rotation);
  const off = squares.find((c) => !inGrid(c));
  if (off) return `Off the grid: a square would fall outside at ${cellName(off)}`;
  for (const c of squares) {
    const there = sheet[c.row]?.[c.col] ?? null;
    if (there !== null) return `Over a module at ${cellName(c)} (${MODULE_NAMES[there.module]})`;
  }
  return null;
}

/** Copy a block onto the sheet (any of 4 rotations, never mirrored): the new sheet, or why it cannot go there. */
export function placeBlock(
  sheet: Sheet,
  cells: readonly PlacedSquare[],
  anchor: Cell,
  rotation: number,
): Sheet | Refusal {
  const problem = placementProblem(sheet, cells, anchor, rotation);
  if (problem !== null) return { error: problem };
  const rows = sheet.map((row) => [...row]);
  for (const c of blockOnGrid(cells, anchor, rotation)) rows[c.row]![c.col] = { module: c.module, crossed: false };
  return rows;
}

/** Every legal anchor and rotation for a block on this sheet, rotation first then reading order. */
export function legalPlacements(sheet: Sheet, cells: readonly Cell[]): Placement[] {
  const out: Placement[] = [];
  for (let rotation = 0; rotation < 4; rotation++) {
    const shape = rotateCells(cells, rotation);
    for (let row = 0; row < SIZE; row++) {
      for (let col = 0; col < SIZE; col++) {
        const fits = shape.every((c) => {
          const there = sheet[c.row + row]?.[c.col + col];
          return there === null;
        });
        if (fits) out.push({ anchor: { row, col }, rotation });
      }
    }
  }
  return out;
}

/** The sheet with one cell painted (a module, crossed or not, or null to clear it); for transcribing a paper sheet. */
export function paintCell(sheet: Sheet, cell: Cell, value: SheetCell): Sheet | Refusal {
  if (!inGrid(cell)) return { error: `Off the grid: ${cellName(cell)}` };
  return sheet.map((row, r) => (r === cell.row ? row.map((v, c) => (c === cell.col ? value : v)) : row));
}
