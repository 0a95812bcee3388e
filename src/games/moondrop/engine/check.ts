import { CRISIS_COUNT, GOAL_COUNT, MAX_PLAYERS, NAME_MAX, ROUNDS, cellFromChar } from './game';
import { SIZE, isCrisisId, isGoalId, parseSheet } from './screens';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, lo: number, hi: number) => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
const isCell = (x: unknown) => isObj(x) && isInt(x.row, 0, SIZE - 1) && isInt(x.col, 0, SIZE - 1);
const isFace = (x: unknown) => isInt(x, 1, 6);
const distinct = (xs: readonly unknown[]) => new Set(xs).size === xs.length;

function sheetProblem(text: unknown): string | null {
  if (typeof text !== 'string') return 'a sheet is not text';
  try {
    parseSheet(text);
    return null;
  } catch (e) {
    return `a sheet is not readable: ${e instanceof Error ? e.message : String(e)}`;
  }
}

function cardsProblem(crises: unknown, goals: unknown): string | null {
  if (!Array.isArray(crises) || !crises.every((c) => typeof c === 'string' && isCrisisId(c)) || !distinct(crises) || crises.length > CRISIS_COUNT) {
    return `the Crisis cards are not up to ${CRISIS_COUNT} different cards`;
  }
  if (!Array.isArray(goals) || !goals.every((g) => typeof g === 'string' && isGoalId(g)) || !distinct(goals) || goals.length > GOAL_COUNT) {
    return `the Goal cards are not up to ${GOAL_COUNT} different cards`;
  }
  return null;
}

function playProblem(p: unknown, players: number): string | null {
  if (!isObj(p)) return 'the round in play is missing';
  if (!isInt(p.round, 1, ROUNDS)) return `the round is not 1 to ${ROUNDS}`;
  if (p.roll !== null && !(isObj(p.roll) && isFace(p.roll.blue) && Array.isArray(p.roll.whites) && p.roll.whites.length === 4 && p.roll.whites.every(isFace))) {
    return "the round's roll is not one blue and four white faces";
  }
  if (!Array.isArray(p.placed) || p.placed.length !== players || !p.placed.every((v) => typeof v === 'boolean')) return 'who has placed is not readable';
  if (p.roll === null && p.placed.some(Boolean)) return 'a block is placed before the roll';
  return null;
}

/** Why `doc` is not a saved Moon Drop table, or null when it is. */
export function checkMoonDropState(doc: unknown): string | null {
  if (!isObj(doc)) return 'the Moon Drop table is missing';
  if (doc.stage !== 'setup' && doc.stage !== 'play' && doc.stage !== 'end') return `"${String(doc.stage)}" is not a stage`;
  if (!Array.isArray(doc.players) || doc.players.length < 1 || doc.players.length > MAX_PLAYERS) return `a game has 1 to ${MAX_PLAYERS} players`;
  for (const p of doc.players) {
    if (!isObj(p) || typeof p.name !== 'string' || p.name.length > NAME_MAX) return 'a player has no readable name';
    const bad = sheetProblem(p.sheet);
    if (bad) return bad;
  }
  const cards = cardsProblem(doc.crises, doc.goals);
  if (cards) return cards;
  if (typeof doc.paper !== 'boolean') return 'how the sheets were filled is not readable';
  if (doc.stage !== 'play') return doc.play === null ? null : 'a round is in play outside play';
  if ((doc.crises as unknown[]).length !== CRISIS_COUNT || (doc.goals as unknown[]).length !== GOAL_COUNT) return 'a game in play needs all its cards';
  return playProblem(doc.play, doc.players.length);
}

const PICKS: readonly unknown[] = ['L', 'H', null];

/** Why `a` is not a Moon Drop action, or null when it is. */
export function checkMoonDropAction(a: unknown): string | null {
  if (!isObj(a)) return 'an action is not an object';
  const ok = (good: boolean) => (good ? null : `a "${String(a.type)}" action is not readable`);
  const player = isInt(a.player, 0, MAX_PLAYERS - 1);
  switch (a.type) {
    case 'players':
      return ok(Array.isArray(a.names) && a.names.length >= 1 && a.names.length <= MAX_PLAYERS && a.names.every((n) => typeof n === 'string'));
    case 'cards':
      return cardsProblem(a.crises, a.goals) ?? ok(a.by === 'app' || a.by === 'table');
    case 'start':
      return ok(typeof a.paper === 'boolean');
    case 'roll':
      return ok(isFace(a.blue) && Array.isArray(a.whites) && a.whites.length === 4 && a.whites.every(isFace) && (a.by === 'app' || a.by === 'real'));
    case 'place':
      return ok(
        player &&
          isObj(a.anchor) &&
          isInt(a.anchor.row, -SIZE, SIZE) &&
          isInt(a.anchor.col, -SIZE, SIZE) &&
          isInt(a.rotation, 0, 3) &&
          Array.isArray(a.picks) &&
          a.picks.length <= 4 &&
          a.picks.every((p) => PICKS.includes(p)),
      );
    case 'pass':
      return ok(player);
    case 'paint':
      return ok(
        player &&
          Array.isArray(a.cells) &&
          a.cells.length <= SIZE * SIZE &&
          a.cells.every(isCell) &&
          typeof a.value === 'string' &&
          cellFromChar(a.value) !== undefined &&
          Number.isFinite(a.stroke),
      );
    case 'sheet':
      return ok(player && typeof a.text === 'string');
    default:
      return `unknown action "${String(a.type)}"`;
  }
}
