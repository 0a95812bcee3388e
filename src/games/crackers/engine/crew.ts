import { type Board, type Cell, type CrewMember, type Refusal, cellAt, cellName, indexOf, onBoard, sameCell } from './board';
import { neighbours } from './water';

/** Depth at which a crew member drowns. */
export const DROWNING_DEPTH = 2;

/** Cells crew member `who` may end its move on this turn (its own cell included), in reading order; [] when not on the board. */
export function crewMoves(board: Board, who: CrewMember): Cell[] {
  const at = board.crew[who];
  if (!at || !onBoard(board, at)) return [];
  const { width, height, depth } = board;
  const start = indexOf(board, at);
  const here = depth[start]!;
  if (here >= DROWNING_DEPTH) return [at];
  const adj = new Int32Array(4);
  const ends = new Uint8Array(width * height);
  ends[start] = 1;
  if (here === 1) {
    // Wading: at most one step, into any neighbour.
    const k = neighbours(start, width, height, adj);
    for (let j = 0; j < k; j++) ends[adj[j]!] = 1;
  } else {
    // Any number of steps over dry cells (sandbags do not matter), then at most one
    // step into water, which ends the move.
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      const k = neighbours(queue[q]!, width, height, adj);
      for (let j = 0; j < k; j++) {
        const v = adj[j]!;
        if (ends[v] === 1) continue;
        ends[v] = 1;
        if (depth[v] === 0) queue.push(v);
      }
    }
  }
  const out: Cell[] = [];
  for (let i = 0; i < ends.length; i++) if (ends[i] === 1) out.push(cellAt(board, i));
  return out;
}

/** Moves crew member `who` to `to`, which must be one of its `crewMoves`. */
export function moveCrew(board: Board, who: CrewMember, to: Cell): Board | Refusal {
  const at = board.crew[who];
  if (!at) return { error: `Crew ${who} is not on the board.` };
  if (!onBoard(board, to)) return { error: `Crew ${who} cannot leave the board.` };
  if (!crewMoves(board, who).some((c) => sameCell(c, to))) {
    const d = board.depth[indexOf(board, at)]!;
    const why =
      d >= DROWNING_DEPTH ? `it has drowned at ${cellName(at)}`
      : d === 1 ? 'in depth 1 it may move only one step'
      : 'it may cross only dry cells and must stop on entering water';
    return { error: `Crew ${who} cannot reach ${cellName(to)}: ${why}.` };
  }
  return { ...board, crew: { ...board.crew, [who]: { row: to.row, col: to.col } } };
}
