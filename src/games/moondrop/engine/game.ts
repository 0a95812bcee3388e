import type { LinkParam } from '../../rules-kit/link';
import { andList } from '../../rules-kit/words';
import {
  type Cell, type CrisisId, type GoalId, type Module, type Refusal, type Sheet, type SheetCell,
  CRISES, CRISIS_NAMES, MODULES, blockOnGrid, emptySheet, formatSheet, isCrisisId, isGoalId, paintCell, parseSheet,
  parseSheetParam, rotateCells,
} from './screens';

/** The saved table's shape (GameDef.stateVersion): 2 since the crises are shuffled at the end (`shuffle`). */
export const STATE_VERSION = 2;
/** Rounds in a game: one block each. */
export const ROUNDS = 7;
/** Players at one table, each with a sheet. */
export const MAX_PLAYERS = 6;
/** Crisis cards dealt for a game. */
export const CRISIS_COUNT = 3;
/** Goal cards dealt for a game. */
export const GOAL_COUNT = 2;
/** Longest player name. */
export const NAME_MAX = 24;
/** The sheet text of an empty sheet. */
export const EMPTY_SHEET = formatSheet(emptySheet());

/** One round's roll: the blue die and the four white dice as rolled. */
export interface Roll {
  blue: number;
  whites: number[];
  /** The roll this one was made in place of, right after an Undo took that one back (the table sees it was rolled again). */
  was?: { blue: number; whites: number[] };
}

/** A player and their sheet, kept as sheet text (RULES.md §3). */
export interface Player {
  name: string;
  sheet: string;
}

/** Where a game played on the app's sheets stands. */
export interface PlayState {
  /** The round being played, 1 to 7. */
  round: number;
  /** This round's roll, or null before it is rolled. */
  roll: Roll | null;
  /** Who has placed (or had to pass) this round, by player. */
  placed: boolean[];
}

/** The player's pick for a square showing a 3 (Life Support or Hydroponics), null for other squares. */
export type Pick = 'L' | 'H' | null;

/**
 * How the crises came out of the end-of-game shuffle: shuffled by the app (its dice, recorded in the move), as the
 * table's real cards came out, or kept from a game saved before the shuffle was asked for at the end ('saved').
 */
export type ShuffledBy = 'app' | 'table' | 'saved';

/** The end-of-game shuffle of the crises: the order they are resolved in. */
export interface Shuffle {
  order: CrisisId[];
  by: ShuffledBy;
  /** The order this one was made in place of, right after an Undo took that one back (the table sees it was shuffled again). */
  was?: CrisisId[];
}

/** A saved Moon Drop table: setting up, the 7 rounds on the app's sheets, then the final sheets and their scores. */
export interface MoonDropDoc {
  stage: 'setup' | 'play' | 'end';
  players: Player[];
  /** The Crisis cards dealt face up: a set, kept in the deck's order (CRISES). Their order is unknown until the shuffle. */
  crises: CrisisId[];
  goals: GoalId[];
  /** In play only. */
  play: PlayState | null;
  /** True when the sheets were transcribed from paper rather than played on the app. */
  paper: boolean;
  /** After play only, once the crises are shuffled: the order they are resolved in; null until then. */
  shuffle: Shuffle | null;
}

/** Everything a table can do; plain data with the dice inside, so undo can replay it. */
export type MoonDropAction =
  | { type: 'players'; names: string[] }
  | { type: 'cards'; crises: CrisisId[]; goals: GoalId[]; by: 'app' | 'table' }
  | { type: 'shuffle'; order: CrisisId[]; by: 'app' | 'table'; was?: CrisisId[] }
  | { type: 'start'; paper: boolean }
  | { type: 'roll'; blue: number; whites: number[]; by: 'app' | 'real'; was?: { blue: number; whites: number[] } }
  | { type: 'place'; player: number; anchor: Cell; rotation: number; picks: Pick[] }
  | { type: 'pass'; player: number }
  | { type: 'paint'; player: number; cells: Cell[]; value: string; stroke: number }
  | { type: 'sheet'; player: number; text: string };

/** A new table: two players not named yet (shown as "Player 1" and "Player 2"), no cards yet. */
export function newDoc(): MoonDropDoc {
  return {
    stage: 'setup',
    players: [1, 2].map(() => ({ name: '', sheet: EMPTY_SHEET })),
    crises: [],
    goals: [],
    play: null,
    paper: false,
    shuffle: null,
  };
}

/** Crisis cards as the set they are during play: each once, in the deck's order (RULES.md §3: the order is unknown until the end). */
export const crisisSet = (crises: readonly CrisisId[]): CrisisId[] => CRISES.filter((c) => crises.includes(c));

/** The order the crises are resolved in, once shuffled at the end of the game; null before. */
export const crisisOrder = (doc: MoonDropDoc): CrisisId[] | null => doc.shuffle?.order ?? null;

/** True when `order` names each of `crises` exactly once. */
export function isOrderOf(order: readonly unknown[], crises: readonly CrisisId[]): boolean {
  return order.length === crises.length && new Set(order).size === order.length && order.every((c) => (crises as readonly unknown[]).includes(c));
}

/** The end-of-game shuffle: the order the crises are resolved in, or why it cannot be made now (a player's reason). */
export function shuffleCrises(doc: MoonDropDoc, order: readonly CrisisId[], by: 'app' | 'table', was?: readonly CrisisId[]): MoonDropDoc | Refusal {
  if (doc.stage !== 'end') return { error: 'The crises are shuffled at the end of the game, after the last round' };
  if (doc.shuffle) return { error: 'The crises are already shuffled (undo to shuffle again)' };
  const names = andList(doc.crises.map((c) => CRISIS_NAMES[c]));
  if (!isOrderOf(order, doc.crises)) return { error: `The order must name each of this game's crises once: ${names || 'none'}` };
  if (was && !isOrderOf(was, doc.crises)) return { error: `The shuffle undone must name each of this game's crises once: ${names}` };
  return { ...doc, shuffle: { order: [...order], by, ...(was && { was: [...was] }) } };
}

/**
 * Cards set on the setup form, dealt by the app, or changed after play (a correction): the crises kept as a set.
 * After play, changing which crises are in the game undoes their shuffle (the new set is shuffled again); changing
 * only the goals keeps it.
 */
export function setCards(doc: MoonDropDoc, crises: readonly CrisisId[], goals: readonly GoalId[]): MoonDropDoc | Refusal {
  if (doc.stage === 'play') return { error: 'The cards are set before play (or corrected after it), not during it' };
  const bad = cardsPickProblem(crises, goals);
  if (bad) return { error: bad };
  const set = crisisSet(crises);
  const same = set.join() === crisisSet(doc.crises).join();
  return { ...doc, crises: set, goals: [...goals], shuffle: same ? doc.shuffle : null };
}

/** A player's name as shown: their own, or "Player N" when left blank. */
export function playerName(doc: MoonDropDoc, i: number): string {
  return doc.players[i]?.name.trim() || `Player ${i + 1}`;
}

/** Picks as the engine reads them (undefined where there is none). */
export const lifeOrHydro = (picks: readonly Pick[]) => picks.map((p) => p ?? undefined);

/** A cell's sheet-text character → the cell ('.' empty, uppercase module, lowercase crossed), or undefined. */
export function cellFromChar(ch: string): SheetCell | undefined {
  if (ch === '.') return null;
  const up = ch.toUpperCase();
  if (ch.length !== 1 || !(MODULES as readonly string[]).includes(up)) return undefined;
  return { module: up as Module, crossed: ch !== up };
}

/** A cell → its sheet-text character. */
export function charOf(cell: SheetCell): string {
  if (cell === null) return '.';
  return cell.crossed ? cell.module.toLowerCase() : cell.module;
}

/** Sheet text → sheet, or the parser's message (it names the line and column). */
export function readSheet(text: string): Sheet | Refusal {
  try {
    return parseSheet(text);
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The anchor (top-left of the turned block) that puts square 1 on `at`. */
export function anchorFor(cells: readonly Cell[], at: Cell, rotation: number): Cell {
  const one = rotateCells(cells, rotation)[0]!;
  return { row: at.row - one.row, col: at.col - one.col };
}

/** Where square 1 lands for an anchor and rotation. */
export function squareOneAt(cells: readonly Cell[], anchor: Cell, rotation: number): Cell {
  const one = blockOnGrid(cells, anchor, rotation)[0]!;
  return { row: one.row, col: one.col };
}

/**
 * The share link's hash for a sheet and cards: `#/moondrop/score?sheet=…&crises=…&goals=…`. `crises` is the order
 * they are resolved in once shuffled (`order`); before the shuffle the link names the set and adds `&shuffled=no`.
 */
export function linkFor(sheet: string, crises: readonly CrisisId[], goals: readonly GoalId[], order: readonly CrisisId[] | null = crises): string {
  const named = order ?? crises;
  return `#/moondrop/score?sheet=${sheet.split('\n').join('/')}&crises=${named.join(',')}&goals=${goals.join(',')}${order ? '' : '&shuffled=no'}`;
}

function idList<T extends string>(text: string | null, is: (s: string) => s is T, what: string, max: number): T[] | Refusal {
  const ids = text ? text.split(',').map((s) => s.trim()) : [];
  const bad = ids.find((s) => !is(s));
  if (bad !== undefined) return { error: `“${bad}” is not a ${what} card` };
  if (new Set(ids).size !== ids.length) return { error: `a ${what} card is named twice` };
  if (ids.length > max) return { error: `a game has at most ${max} ${what} cards` };
  return ids as T[];
}

/** A scoring table for the sheet of a share link (`#/moondrop/score?sheet=<rows joined by '/'>&crises=…&goals=…`), or why it is refused. */
export function fromLink(param: LinkParam, sub?: string): MoonDropDoc | Refusal {
  if (sub !== 'score') return { error: `Moon Drop has no page “${sub ?? ''}” (links look like #/moondrop/score?sheet=…).` };
  const text = param('sheet');
  if (!text) return { error: 'The link has no sheet (it needs ?sheet=…).' };
  let sheet: Sheet;
  try {
    sheet = parseSheetParam(text);
  } catch (e) {
    return { error: `The link's sheet: ${e instanceof Error ? e.message : String(e)}` };
  }
  const crises = idList(param('crises'), isCrisisId, 'Crisis', CRISIS_COUNT);
  if ('error' in crises) return { error: `The link's crises: ${crises.error}.` };
  const goals = idList(param('goals'), isGoalId, 'Goal', GOAL_COUNT);
  if ('error' in goals) return { error: `The link's goals: ${goals.error}.` };
  if (goals.length === 0) return { error: 'The link names no Goal card (it needs &goals=…).' };
  const shuffled = param('shuffled');
  if (shuffled !== null && shuffled !== 'no' && shuffled !== 'yes') return { error: 'The link\'s “shuffled” is neither yes nor no.' };
  // The crises come in the order they are resolved: the sender's table shuffled them (unless the link says not yet).
  const shuffle: Shuffle | null = shuffled === 'no' ? null : { order: crises, by: 'table' };
  return { stage: 'end', players: [{ name: 'Shared sheet', sheet: formatSheet(sheet) }], crises: crisisSet(crises), goals, play: null, paper: true, shuffle };
}

/** Why cards cannot be picked (a player's reason): up to 3 different Crisis cards and 2 different Goal cards. */
export function cardsPickProblem(crises: readonly string[], goals: readonly string[]): string | null {
  if (!crises.every(isCrisisId) || new Set(crises).size !== crises.length || crises.length > CRISIS_COUNT) {
    return `Pick up to ${CRISIS_COUNT} different Crisis cards`;
  }
  if (!goals.every(isGoalId) || new Set(goals).size !== goals.length || goals.length > GOAL_COUNT) {
    return `Pick up to ${GOAL_COUNT} different Goal cards`;
  }
  return null;
}

/** The game starts: play on the app's sheets, or straight to the final sheets to transcribe paper ones. */
export function start(doc: MoonDropDoc, paper: boolean): MoonDropDoc | Refusal {
  if (doc.crises.length !== CRISIS_COUNT || doc.goals.length !== GOAL_COUNT) {
    return { error: `Deal or pick the cards first: ${CRISIS_COUNT} Crisis cards and ${GOAL_COUNT} Goal cards` };
  }
  const players = doc.players.map((p) => ({ ...p, sheet: EMPTY_SHEET }));
  if (paper) return { ...doc, stage: 'end', players, paper: true, shuffle: null };
  return { ...doc, stage: 'play', players, paper: false, shuffle: null, play: { round: 1, roll: null, placed: players.map(() => false) } };
}

/** After a placement or a pass: the next round once everyone is done, the end after round 7. */
export function markPlaced(doc: MoonDropDoc, play: PlayState, player: number, sheet: string): MoonDropDoc {
  const players = doc.players.map((p, i) => (i === player ? { ...p, sheet } : p));
  const placed = play.placed.map((v, i) => v || i === player);
  if (!placed.every(Boolean)) return { ...doc, players, play: { ...play, placed } };
  if (play.round >= ROUNDS) return { ...doc, players, stage: 'end', play: null };
  return { ...doc, players, play: { round: play.round + 1, roll: null, placed: placed.map(() => false) } };
}

/** This round's roll and the player's sheet, or why the player cannot place now. */
export function inPlay(doc: MoonDropDoc, player: number): { play: PlayState; roll: Roll; sheet: Sheet } | Refusal {
  const play = doc.play;
  if (doc.stage !== 'play' || !play) return { error: 'Blocks are placed during the 7 rounds' };
  if (!play.roll) return { error: `Roll round ${play.round}'s block first` };
  const p = doc.players[player];
  if (!p) return { error: `There is no player ${player + 1}` };
  if (play.placed[player]) return { error: `${playerName(doc, player)} has already placed this round's block` };
  return { play, roll: play.roll, sheet: parseSheet(p.sheet) };
}

/** Paints cells of a player's final sheet with one cell value (a module, a crossed module or '.'). */
export function paint(doc: MoonDropDoc, player: number, cells: readonly Cell[], value: string): MoonDropDoc | Refusal {
  const p = doc.players[player];
  if (doc.stage !== 'end' || !p) return { error: 'Sheets are painted after play, on the final sheets' };
  const cell = cellFromChar(value);
  if (cell === undefined) return { error: `“${value}” is not a cell of a sheet` };
  let sheet: Sheet = parseSheet(p.sheet);
  for (const c of cells) {
    const next = paintCell(sheet, c, cell);
    if ('error' in next) return next;
    sheet = next;
  }
  return { ...doc, players: doc.players.map((q, i) => (i === player ? { ...q, sheet: formatSheet(sheet) } : q)) };
}
