import { type Board, type CrewMember, APP_SIDES, CAPTAIN_TURNS, CREW, MAX_DEPTH, MAX_SANDBAGS, boardProblem } from './index';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, lo: number, hi: number) => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
const isCell = (x: unknown) => isObj(x) && isInt(x.row, 0, 63) && isInt(x.col, 0, 63);
const isCrew = (x: unknown) => (CREW as readonly unknown[]).includes(x);
const MARKERS = ['leak0', 'leak1', 'pod', 'controlRoom', ...CREW];

function checkPlay(p: unknown, board: Board): string | null {
  if (!isObj(p)) return 'the game in play is missing';
  if (!isInt(p.round, 1, 10_000)) return 'the round is not a number from 1';
  if (!(isCrew(p.turn) || p.turn === 'captain')) return `"${String(p.turn)}" is not a turn`;
  for (const k of ['moved', 'done'] as const) if (typeof p[k] !== 'boolean') return `the "${k}" flag is not true or false`;
  if (p.shape !== null && !isInt(p.shape, 0, CAPTAIN_TURNS.length - 1)) return "the Captain's turn shape is unknown";
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

/** Why `a` is not a Captain Crackers action, or null when it is. */
export function checkCrackersAction(a: unknown): string | null {
  if (!isObj(a)) return 'an action is not an object';
  const ok = (good: boolean) => (good ? null : `a "${String(a.type)}" action is not readable`);
  switch (a.type) {
    case 'layout':
    case 'start':
    case 'skip':
    case 'settle':
      return null;
    case 'size':
      return ok(isInt(a.width, APP_SIDES.min, APP_SIDES.max) && isInt(a.height, APP_SIDES.min, APP_SIDES.max));
    case 'marker':
      return ok(MARKERS.includes(a.marker as string) && (a.cell === null || isCell(a.cell)));
    case 'import':
      return ok(typeof a.text === 'string');
    case 'cell':
      return ok(isCell(a.cell) && isInt(a.sandbags, 0, MAX_SANDBAGS) && isInt(a.depth, 0, MAX_DEPTH));
    case 'mode':
      return ok(a.mode === 'setup' || a.mode === 'calc');
    case 'crewMove':
      return ok(isCrew(a.who) && isCell(a.to));
    case 'crewSandbag':
      return ok(isCrew(a.who) && ['place', 'remove', 'none'].includes(a.change as string));
    case 'shape':
      return ok(a.shape === null || isInt(a.shape, 0, CAPTAIN_TURNS.length - 1));
    case 'pump':
      return ok((a.leak === 0 || a.leak === 1) && (a.to === null || isCell(a.to)));
    case 'sandbag':
      return ok(isCell(a.cell) && (a.change === 'place' || a.change === 'remove'));
    case 'flow':
      return ok(isCell(a.from) && isCell(a.to));
    default:
      return `unknown action "${String(a.type)}"`;
  }
}
