import { isFace, isFaces, isIndex, isInt, isObj, isOneOf } from '../../rules-kit/read';
import { CRISIS_COUNT, GOAL_COUNT, MAX_PLAYERS, NAME_MAX, ROUNDS, type Pick } from './game';
import { SIZE, isCrisisId, isGoalId, parseSheet } from './screens';

const distinct = (xs: readonly unknown[]) => new Set(xs).size === xs.length;

/** A cell of the grid. */
export const isCell = (x: unknown) => isObj(x) && isIndex(x.row, SIZE) && isIndex(x.col, SIZE);

/** A seat at the table (0 to 5). */
export const isPlayer = (x: unknown): x is number => isIndex(x, MAX_PLAYERS);

/** An anchor for a block: a cell, or up to a sheet's width off it (the block's top-left may lie outside the grid). */
export const isAnchor = (x: unknown) => isObj(x) && isInt(x.row, -SIZE, SIZE) && isInt(x.col, -SIZE, SIZE);

/** One blue and four white faces (a roll, or the roll an Undo took back). */
export const isRoll = (x: unknown): x is { blue: number; whites: number[]; was?: unknown } => isObj(x) && isFace(x.blue) && isFaces(x.whites, 4);

const PICKS: readonly Pick[] = ['L', 'H', null];

/** A square's Life Support or Hydroponics pick, or null. */
export const isPick = (x: unknown): x is Pick => isOneOf(x, PICKS);

/** Null when a stored action's fields are readable, else the message naming its type. */
export const readable = (type: string, good: boolean): string | null => (good ? null : `a "${type}" action is not readable`);

function sheetProblem(text: unknown): string | null {
  if (typeof text !== 'string') return 'a sheet is not text';
  try {
    parseSheet(text);
    return null;
  } catch (e) {
    return `a sheet is not readable: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** Why stored cards are not up to 3 different Crisis cards and 2 different Goal cards, or null. */
export function cardsProblem(crises: unknown, goals: unknown): string | null {
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
  if (p.roll !== null && !(isRoll(p.roll) && (p.roll.was === undefined || isRoll(p.roll.was)))) {
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
