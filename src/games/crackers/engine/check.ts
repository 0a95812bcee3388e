import { isInt, isObj, isOneOf } from '../../rules-kit/read';
import {
  type Board, type Cell, type CrewMember, type Marker, APP_SIDES, CAPTAIN_TURNS, CREW, boardProblem, outcome, pendingFlows, roundsFor,
} from './index';

/** A cell of some board (row and column 0 to 63): a stored action's cell, before any board is known. */
export const isCell = (x: unknown): x is Cell => isObj(x) && isInt(x.row, 0, 63) && isInt(x.col, 0, 63);
/** One of the crew pawns a, b, c. */
export const isCrew = (x: unknown): x is CrewMember => isOneOf(x, CREW);
const MARKERS: readonly Marker[] = ['leak0', 'leak1', 'pod', 'controlRoom', ...CREW];
/** A marker setup can move: a leak, the escape pod, the control room or a crew pawn. */
export const isMarker = (x: unknown): x is Marker => isOneOf(x, MARKERS);
/** One of the Captain's turn shapes (an index into CAPTAIN_TURNS). */
export const isShape = (x: unknown): x is number => isInt(x, 0, CAPTAIN_TURNS.length - 1);

function checkPlay(p: unknown, board: Board): string | null {
  if (!isObj(p)) return 'the game in play is missing';
  if (!isInt(p.round, 1, 10_000)) return 'the round is not a number from 1';
  if (!(isCrew(p.turn) || p.turn === 'captain')) return `"${String(p.turn)}" is not a turn`;
  for (const k of ['moved', 'done'] as const) if (typeof p[k] !== 'boolean') return `the "${k}" flag is not true or false`;
  if (p.shape !== null && !isShape(p.shape)) return "the Captain's turn shape is unknown";
  for (const k of ['pumped', 'placed', 'removed'] as const) if (!isInt(p[k], 0, 3)) return `the Captain's ${k} count is not 0 to 3`;
  // The screens trust these: a turn for a pawn off the board, or more done than the
  // chosen shape allows, would leave a table that cannot go on (or cannot be drawn).
  if (isCrew(p.turn) && !board.crew[p.turn as CrewMember]) return `crew ${String(p.turn)} has the turn but is not on the board`;
  if (p.turn !== 'captain' && (p.shape !== null || p.pumped !== 0 || p.placed !== 0 || p.removed !== 0)) {
    return "a crew turn carries the Captain's moves";
  }
  if (p.turn === 'captain' && p.moved) return "the Captain's turn is marked as a crew move";
  const shape = p.shape === null ? { pump: 0, place: 0, remove: 0 } : CAPTAIN_TURNS[p.shape as number]!;
  if ((p.pumped as number) > shape.pump || (p.placed as number) > shape.place || (p.removed as number) > shape.remove) {
    return 'the Captain has done more than the chosen turn allows';
  }
  if (p.over !== null && !(isObj(p.over) && (p.over.winner === 'captain' || p.over.winner === 'crew') && typeof p.over.reason === 'string')) {
    return 'the result of the game is not readable';
  }
  return checkDecided(p as { round: number; turn: string; done: boolean; over: { winner: string } | null }, board);
}

// What the rules say of this board must be what the game says: a game goes on only while nobody has won, the
// rounds do not run past the board's, and a result is the one the board gives (checked once the water is still).
function checkDecided(p: { round: number; turn: string; done: boolean; over: { winner: string } | null }, board: Board): string | null {
  const rounds = roundsFor(board.width, board.height);
  if (p.round > rounds) return `it is round ${p.round}, but a board of this size plays ${rounds} rounds`;
  if (pendingFlows(board).length > 0) return p.over ? 'the game is marked over while water must still flow' : null;
  const final = p.turn === 'captain' && p.done && p.round >= rounds;
  const o = outcome(board, final);
  if (p.over === null) {
    if (o.winner) return `the game goes on, but the board says the ${o.winner === 'captain' ? 'Captain' : 'crew'} has won (${o.reason})`;
    return p.done ? 'a turn is marked done but the next one has not begun' : null;
  }
  if (o.winner !== p.over.winner) {
    return `the game says the ${p.over.winner === 'captain' ? 'Captain' : 'crew'} won, but the board says ${o.winner ? `the ${o.winner === 'captain' ? 'Captain' : 'crew'} won` : 'nobody has won yet'}`;
  }
  return null;
}

/** Why `doc` is not a saved Captain Crackers table, or null when it is. */
export function checkCrackersState(doc: unknown): string | null {
  if (!isObj(doc)) return 'the Captain Crackers table is missing';
  if (doc.mode !== 'setup' && doc.mode !== 'calc' && doc.mode !== 'play') return `"${String(doc.mode)}" is not a mode`;
  const bad = boardProblem(doc.board);
  if (bad) return `the board is not readable: ${bad}`;
  const { width, height } = doc.board as { width: number; height: number };
  const { min, max } = APP_SIDES;
  if (!isInt(width, min, max) || !isInt(height, min, max)) return `the board must have ${min} to ${max} rows and columns`;
  return doc.mode === 'play' ? checkPlay(doc.play, doc.board as Board) : null;
}
