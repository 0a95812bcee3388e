export { type Refusal, isRefusal } from '../../../shared/refusal';

/** A cell of the grid: row 0 at the top, col 0 at the left. */
export type Cell = { row: number; col: number };

/** One of the three crew pawns. */
export type CrewMember = 'a' | 'b' | 'c';

/** The crew pawns in their fixed order. */
export const CREW: readonly CrewMember[] = ['a', 'b', 'c'];

/**
 * The board: sandbags and water depth per cell (row-major, index = row × width + col),
 * the special cells and the crew pawns. Plain data, so it saves as JSON.
 */
export interface Board {
  readonly width: number;
  readonly height: number;
  /** Sandbag stack per cell, 0 to 3. */
  readonly sandbags: readonly number[];
  /** Water depth per cell, 0 or more. */
  readonly depth: readonly number[];
  /** The two leak points (distinct cells). */
  readonly leaks: readonly [Cell, Cell];
  /** The escape pod. */
  readonly pod: Cell;
  /** The control room, where the Captain stays. */
  readonly controlRoom: Cell;
  /** The crew pawns on the board; a missing key means that pawn is not in play. */
  readonly crew: Readonly<Partial<Record<CrewMember, Cell>>>;
}

/** Largest board side the engine accepts. */
export const MAX_SIDE = 64;
/** Most sandbags in one stack. */
export const MAX_SANDBAGS = 3;
/** Deepest water one cell may hold (more than all the water a game can pump). */
export const MAX_DEPTH = 999;

/** True when `cell` lies on the board. */
export function onBoard(board: Board, cell: Cell): boolean {
  return (
    Number.isInteger(cell.row) && Number.isInteger(cell.col) &&
    cell.row >= 0 && cell.col >= 0 && cell.row < board.height && cell.col < board.width
  );
}

/** Row-major index of an on-board cell. */
export function indexOf(board: Board, cell: Cell): number {
  return cell.row * board.width + cell.col;
}

/** The cell at a row-major index. */
export function cellAt(board: Board, index: number): Cell {
  return { row: Math.floor(index / board.width), col: index % board.width };
}

/** True when both cells are the same cell. */
export function sameCell(a: Cell, b: Cell): boolean {
  return a.row === b.row && a.col === b.col;
}

/** A cell as players read it, 1-based: "row 2, column 3". */
export function cellName(cell: Cell): string {
  return `row ${cell.row + 1}, column ${cell.col + 1}`;
}

/** The height of a cell's column: sandbags plus water. */
export function surface(board: Board, cell: Cell): number {
  const i = indexOf(board, cell);
  return board.sandbags[i]! + board.depth[i]!;
}

/** Water depth of a cell. */
export function depthAt(board: Board, cell: Cell): number {
  return board.depth[indexOf(board, cell)]!;
}

/** Sandbag stack of a cell. */
export function sandbagsAt(board: Board, cell: Cell): number {
  return board.sandbags[indexOf(board, cell)]!;
}

/** A copy of `board` with one cell's sandbags and depth replaced. */
export function withCell(board: Board, cell: Cell, sandbags: number, depth: number): Board {
  const i = indexOf(board, cell);
  const s = board.sandbags.slice();
  const w = board.depth.slice();
  s[i] = sandbags;
  w[i] = depth;
  return { ...board, sandbags: s, depth: w };
}
