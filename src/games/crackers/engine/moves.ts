import {
  type Board, type Cell, type Refusal,
  MAX_DEPTH, MAX_SANDBAGS, cellName, indexOf, onBoard, sameCell, withCell,
} from './board';
import { flowUnit } from './settle';

/** One of the Captain's four turn shapes: units pumped, sandbags placed, sandbags removed. */
export type CaptainTurn = { pump: 1 | 2 | 3; place: 0 | 1 | 2; remove: 0 | 1; label: string };

/** The Captain's legal turn shapes, in the rule text's order. */
export const CAPTAIN_TURNS: readonly CaptainTurn[] = [
  { pump: 3, place: 0, remove: 0, label: 'Pump 3' },
  { pump: 2, place: 1, remove: 0, label: 'Pump 2, place 1 sandbag' },
  { pump: 1, place: 2, remove: 0, label: 'Pump 1, place 2 sandbags' },
  { pump: 1, place: 0, remove: 1, label: 'Pump 1, remove 1 sandbag' },
];

/** Adds one unit of water on top of `cell`'s column; with `target`, that unit then flows there (it must be one of its targets). */
export function addWaterAt(board: Board, cell: Cell, target?: Cell): Board | Refusal {
  if (!onBoard(board, cell)) return { error: 'That cell is off the board.' };
  const i = indexOf(board, cell);
  const d = board.depth[i]!;
  if (d >= MAX_DEPTH) return { error: `${cap(cellName(cell))} already holds the most water a cell can (${MAX_DEPTH}).` };
  const wet = withCell(board, cell, board.sandbags[i]!, d + 1);
  return target ? flowUnit(wet, cell, target) : wet;
}

/** Pumps one unit onto leak point `leak` (0 or 1); the caller then asks flowTargets from that leak. */
export function pump(board: Board, leak: 0 | 1): Board | Refusal {
  const at = board.leaks[leak];
  if (!at) return { error: 'There are only two leak points, 0 and 1.' };
  return addWaterAt(board, at);
}

/** Why a sandbag cannot be placed on `cell`, or null when it can. */
export function placeProblem(board: Board, cell: Cell): string | null {
  if (!onBoard(board, cell)) return 'That cell is off the board.';
  const i = indexOf(board, cell);
  const where = cellName(cell);
  if (sameCell(cell, board.pod)) return `No sandbags on the escape pod (${where}).`;
  if (sameCell(cell, board.controlRoom)) return `No sandbags in the control room (${where}).`;
  if (board.depth[i]! > 0) return `${cap(where)} is under water: sandbags go only on dry cells.`;
  if (board.sandbags[i]! >= MAX_SANDBAGS) return `${cap(where)} already has ${MAX_SANDBAGS} sandbags, the most a stack may hold.`;
  return null;
}

/** Why a sandbag cannot be removed from `cell`, or null when it can. */
export function removeProblem(board: Board, cell: Cell): string | null {
  if (!onBoard(board, cell)) return 'That cell is off the board.';
  const i = indexOf(board, cell);
  const where = cellName(cell);
  if (board.depth[i]! > 0) return `${cap(where)} is under water: sandbags come off only dry cells.`;
  if (board.sandbags[i]! < 1) return `${cap(where)} has no sandbags to remove.`;
  return null;
}

/** Places one sandbag on `cell` (dry, not the pod or control room, fewer than 3 there). */
export function placeSandbag(board: Board, cell: Cell): Board | Refusal {
  const why = placeProblem(board, cell);
  if (why) return { error: why };
  const i = indexOf(board, cell);
  return withCell(board, cell, board.sandbags[i]! + 1, 0);
}

/** Removes one sandbag from `cell` (dry, with a sandbag); water may then need to flow. */
export function removeSandbag(board: Board, cell: Cell): Board | Refusal {
  const why = removeProblem(board, cell);
  if (why) return { error: why };
  const i = indexOf(board, cell);
  return withCell(board, cell, board.sandbags[i]! - 1, 0);
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
