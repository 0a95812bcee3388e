import { type Board, type CrewMember, CREW, indexOf, onBoard } from './board';
import { DROWNING_DEPTH } from './crew';
import { neighbours } from './water';

/** The game's result on a board: who has won (or null while play goes on) and why. */
export type Outcome = { winner: 'captain' | 'crew' | null; reason: string };

/** True when no path of cells of depth ≤ 1 joins crew member `who` to the escape pod. */
export function isCutOff(board: Board, who: CrewMember): boolean {
  const at = board.crew[who];
  if (!at || !onBoard(board, at)) return false;
  const { width, height, depth } = board;
  const pod = indexOf(board, board.pod);
  const start = indexOf(board, at);
  if (depth[start]! >= DROWNING_DEPTH) return true;
  const seen = new Uint8Array(width * height);
  const adj = new Int32Array(4);
  const queue = [start];
  seen[start] = 1;
  for (let q = 0; q < queue.length; q++) {
    const u = queue[q]!;
    if (u === pod) return false;
    const k = neighbours(u, width, height, adj);
    for (let j = 0; j < k; j++) {
      const v = adj[j]!;
      if (seen[v] === 0 && depth[v]! < DROWNING_DEPTH) {
        seen[v] = 1;
        queue.push(v);
      }
    }
  }
  return true;
}

/** The game's outcome on this board; final = the last round has just ended. The Captain's conditions are checked first. */
export function outcome(board: Board, final: boolean): Outcome {
  const present = CREW.filter((who) => board.crew[who] !== undefined);
  const depthOf = (i: number) => board.depth[i]!;
  for (const who of present) {
    if (depthOf(indexOf(board, board.crew[who]!)) >= DROWNING_DEPTH) {
      return { winner: 'captain', reason: `Crew ${who} drowned.` };
    }
  }
  if (depthOf(indexOf(board, board.pod)) >= DROWNING_DEPTH) {
    return { winner: 'captain', reason: 'The escape pod is flooded (depth 2 or more).' };
  }
  for (const who of present) {
    if (isCutOff(board, who)) return { winner: 'captain', reason: `Crew ${who} is cut off from the escape pod.` };
  }
  if (depthOf(indexOf(board, board.controlRoom)) >= DROWNING_DEPTH) {
    return { winner: 'crew', reason: 'The control room is flooded: Captain Crackers drowns.' };
  }
  if (final) return { winner: 'crew', reason: 'The last round has ended with every crew member able to reach the escape pod.' };
  return { winner: null, reason: '' };
}
