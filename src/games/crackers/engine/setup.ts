import {
  type Board, type Cell, type CrewMember, type Refusal,
  MAX_DEPTH, MAX_SANDBAGS, cellName, indexOf, onBoard, sameCell, withCell,
} from './board';

/** Smallest and largest board side the app offers. */
export const APP_SIDES = { min: 3, max: 12 } as const;

/** Rounds in a game on a width × height board: round(60 × cells / 64), halves rounded up. */
export function roundsFor(width: number, height: number): number {
  return Math.round((60 * width * height) / 64);
}

/**
 * A fresh board of width × height (3 to 12 each), all dry and bare: control room top
 * right, escape pod bottom left, leaks in the other two corners, crew a b c spread
 * along the middle row.
 */
export function defaultBoard(width: number, height: number): Board | Refusal {
  const { min, max } = APP_SIDES;
  for (const [name, n] of [['width', width], ['height', height]] as const) {
    if (!Number.isInteger(n) || n < min || n > max) return { error: `The board's ${name} must be a whole number from ${min} to ${max}.` };
  }
  const cells = width * height;
  const mid = Math.floor(height / 2);
  return {
    width, height,
    sandbags: Array<number>(cells).fill(0),
    depth: Array<number>(cells).fill(0),
    leaks: [{ row: 0, col: 0 }, { row: height - 1, col: width - 1 }],
    pod: { row: height - 1, col: 0 },
    controlRoom: { row: 0, col: width - 1 },
    crew: {
      a: { row: mid, col: Math.floor(width / 4) },
      b: { row: mid, col: Math.floor(width / 2) },
      c: { row: mid, col: Math.floor((3 * width) / 4) },
    },
  };
}

/** A special cell or pawn that setup can move: leak 0 or 1, the pod, the control room, a crew member. */
export type Marker = 'leak0' | 'leak1' | 'pod' | 'controlRoom' | CrewMember;

/** Puts `marker` on `cell` (setup editing; no movement rules). A crew member may be taken off with `null`. */
export function placeMarker(board: Board, marker: Marker, cell: Cell | null): Board | Refusal {
  const crew = marker === 'a' || marker === 'b' || marker === 'c';
  if (cell === null) {
    if (!crew) return { error: 'Only a crew pawn can be taken off the board.' };
    const rest = { ...board.crew };
    delete rest[marker];
    return { ...board, crew: rest };
  }
  if (!onBoard(board, cell)) return { error: 'That cell is off the board.' };
  const at = { row: cell.row, col: cell.col };
  if (crew) return { ...board, crew: { ...board.crew, [marker]: at } };
  if (marker === 'pod') return { ...board, pod: at };
  if (marker === 'controlRoom') return { ...board, controlRoom: at };
  const other = board.leaks[marker === 'leak0' ? 1 : 0];
  // Board text cannot hold two L in one cell, so two leaks never share a cell.
  if (sameCell(other, at)) return { error: `The other leak point is already at ${cellName(at)}.` };
  return { ...board, leaks: marker === 'leak0' ? [at, other] : [other, at] };
}

/** Calculator editing: sets the sandbag stack of `cell` (0 to 3), whatever the water. */
export function setSandbags(board: Board, cell: Cell, sandbags: number): Board | Refusal {
  if (!onBoard(board, cell)) return { error: 'That cell is off the board.' };
  if (!Number.isInteger(sandbags) || sandbags < 0 || sandbags > MAX_SANDBAGS) {
    return { error: `A sandbag stack holds a whole number from 0 to ${MAX_SANDBAGS}.` };
  }
  return withCell(board, cell, sandbags, board.depth[indexOf(board, cell)]!);
}

/** Calculator editing: sets the water depth of `cell` (0 to 999). */
export function setDepth(board: Board, cell: Cell, depth: number): Board | Refusal {
  if (!onBoard(board, cell)) return { error: 'That cell is off the board.' };
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_DEPTH) {
    return { error: `Water depth is a whole number from 0 to ${MAX_DEPTH}.` };
  }
  return withCell(board, cell, board.sandbags[indexOf(board, cell)]!, depth);
}
