import { isFace, isFaces, isIndex, isInt, isObj, isOneOf } from '../../rules-kit/read';
import { CRISIS_COUNT, GOAL_COUNT, MAX_PLAYERS, NAME_MAX, ROUNDS, type Pick, type ShuffledBy, isOrderOf } from './game';
import { CRISIS_NAMES, GOAL_NAMES, SIZE, type CrisisId, type Sheet, cellName, isCrisisId, isGoalId, parseSheet } from './screens';

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

/** Crisis ids, each once, at most 3 (an order of the shuffle, or the crises of a card pick). */
export const isCrisisList = (x: unknown): x is CrisisId[] =>
  Array.isArray(x) && x.length <= CRISIS_COUNT && x.every((c) => typeof c === 'string' && isCrisisId(c)) && new Set(x).size === x.length;

/** Null when a stored action's fields are readable, else the message naming its type. */
export const readable = (type: string, good: boolean): string | null => (good ? null : `a "${type}" action is not readable`);

const SHUFFLED_BY: readonly ShuffledBy[] = ['app', 'table', 'saved'];

// A stored player's name as the screens show it.
const nameOf = (p: unknown, i: number) => (isObj(p) && typeof p.name === 'string' && p.name.trim()) || `Player ${i + 1}`;

function sheetOf(text: unknown): Sheet | string {
  if (typeof text !== 'string') return 'is not text';
  try {
    return parseSheet(text);
  } catch (e) {
    return `is not readable: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** Why a list of stored cards is not cards of the deck, each once and at most `max`, or null. */
function deckProblem(ids: unknown, max: number, is: (s: string) => boolean, names: Record<string, string>, what: string): string | null {
  if (!Array.isArray(ids)) return `the ${what} cards are not a list`;
  const bad = ids.find((c) => typeof c !== 'string' || !is(c));
  if (bad !== undefined) return `“${String(bad)}” is not a ${what} card`;
  const twice = ids.find((c, i) => ids.indexOf(c) !== i);
  if (twice !== undefined) return `the ${what} card ${names[twice as string]} is dealt twice`;
  if (ids.length > max) return `a game has at most ${max} ${what} cards, not ${ids.length}`;
  return null;
}

/** Why stored cards are not up to 3 different Crisis cards and 2 different Goal cards, or null. */
export function cardsProblem(crises: unknown, goals: unknown): string | null {
  if (!isCrisisList(crises)) return `the Crisis cards are not up to ${CRISIS_COUNT} different cards`;
  if (!Array.isArray(goals) || !goals.every((g) => typeof g === 'string' && isGoalId(g)) || new Set(goals).size !== goals.length || goals.length > GOAL_COUNT) {
    return `the Goal cards are not up to ${GOAL_COUNT} different cards`;
  }
  return null;
}

// The modules of a sheet, and the first crossed one.
function modulesOf(sheet: Sheet): { count: number; crossed: string | null } {
  let count = 0;
  let crossed: string | null = null;
  sheet.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      count++;
      if (cell.crossed && crossed === null) crossed = cellName({ row: r, col: c });
    }),
  );
  return { count, crossed };
}

/**
 * Why a sheet cannot stand where the game is, or null: empty before play; during play only whole blocks of 4
 * uncrossed modules, no more than the blocks placed so far (`turns`: the rounds this player has placed or passed in).
 */
function sheetInPlayProblem(name: string, sheet: Sheet, stage: string, turns: number): string | null {
  const { count, crossed } = modulesOf(sheet);
  if (stage === 'setup') return count > 0 ? `${name}'s sheet holds ${count} module${count === 1 ? '' : 's'} before the game starts` : null;
  if (stage !== 'play') return null;
  if (crossed) return `${name}'s sheet has a module crossed out at ${crossed} during play (modules are crossed out only at the end)`;
  if (count % 4 !== 0) return `${name}'s sheet holds ${count} modules during play: blocks are placed 4 squares at a time`;
  if (count > 4 * turns) {
    return `${name}'s sheet holds ${count} modules (${count / 4} blocks) after ${turns} block${turns === 1 ? '' : 's'} to place`;
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
  if (p.placed.every(Boolean)) return `everyone has placed in round ${p.round}, but the round did not end`;
  return null;
}

function shuffleProblem(shuffle: unknown, stage: unknown, crises: readonly CrisisId[]): string | null {
  if (shuffle === null) return null;
  if (!isObj(shuffle)) return 'the crisis shuffle is not readable';
  if (stage !== 'end') return 'the crises are shuffled before the end of the game (the order is unknown during play)';
  const names = crises.map((c) => CRISIS_NAMES[c]).join(', ') || 'none';
  if (!Array.isArray(shuffle.order) || !isOrderOf(shuffle.order, crises)) return `the shuffled order of the crises is not the game's crises (${names}), each once`;
  if (!isOneOf(shuffle.by, SHUFFLED_BY)) return 'who shuffled the crises is not readable';
  if (shuffle.was !== undefined && !(Array.isArray(shuffle.was) && isOrderOf(shuffle.was, crises))) {
    return `the shuffle an Undo took back is not the game's crises (${names}), each once`;
  }
  return null;
}

/** Why `doc` is not a saved Moon Drop table, or a table the rules could not have reached, or null when it is. */
export function checkMoonDropState(doc: unknown): string | null {
  if (!isObj(doc)) return 'the Moon Drop table is missing';
  const stage = doc.stage;
  if (stage !== 'setup' && stage !== 'play' && stage !== 'end') return `"${String(stage)}" is not a stage`;
  if (!Array.isArray(doc.players) || doc.players.length < 1 || doc.players.length > MAX_PLAYERS) return `a game has 1 to ${MAX_PLAYERS} players`;
  const sheets: Sheet[] = [];
  for (const [i, p] of doc.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || p.name.length > NAME_MAX) return `player ${i + 1} has no readable name`;
    const sheet = sheetOf(p.sheet);
    if (typeof sheet === 'string') return `${nameOf(p, i)}'s sheet ${sheet}`;
    sheets.push(sheet);
  }
  const crises = deckProblem(doc.crises, CRISIS_COUNT, isCrisisId, CRISIS_NAMES, 'Crisis');
  if (crises) return crises;
  const goals = deckProblem(doc.goals, GOAL_COUNT, isGoalId, GOAL_NAMES, 'Goal');
  if (goals) return goals;
  const dealt = doc.crises as CrisisId[];
  if (typeof doc.paper !== 'boolean') return 'how the sheets were filled is not readable';
  if (doc.paper && stage !== 'end') return 'a game of paper sheets is in the app only after play, to be scored';
  if (!('shuffle' in doc)) return 'the crisis shuffle is missing';
  const shuffle = shuffleProblem(doc.shuffle, stage, dealt);
  if (shuffle) return shuffle;
  if (stage !== 'play') {
    if (doc.play !== null) return 'a round is in play outside play';
  } else {
    if (dealt.length !== CRISIS_COUNT) return `a game in play has ${CRISIS_COUNT} Crisis cards, not ${dealt.length}`;
    if ((doc.goals as unknown[]).length !== GOAL_COUNT) return `a game in play has ${GOAL_COUNT} Goal cards, not ${(doc.goals as unknown[]).length}`;
    const play = playProblem(doc.play, doc.players.length);
    if (play) return play;
  }
  const play = doc.play as { round: number; placed: boolean[] } | null;
  for (const [i, sheet] of sheets.entries()) {
    const turns = play ? play.round - 1 + (play.placed[i] ? 1 : 0) : 0;
    const bad = sheetInPlayProblem(nameOf(doc.players[i], i), sheet, stage, turns);
    if (bad) return bad;
  }
  return null;
}
