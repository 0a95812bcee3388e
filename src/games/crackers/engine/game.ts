import type { LinkParam } from '../../rules-kit/link';
import {
  type Board, type Cell, type CrewMember, type Marker, type Refusal,
  APP_SIDES, defaultBoard, isRefusal, parseBoard, sameCell,
} from './index';

/** Whose turn it is: a crew member, or the Captain. */
export type Turn = CrewMember | 'captain';

/** A game decided: who won and why. */
export type GameOver = { winner: 'captain' | 'crew'; reason: string };

/** Where a game in play stands within its round. */
export interface PlayState {
  /** The round being played, from 1. */
  round: number;
  /** Crew a, b, c (those on the board) in that order, then the Captain. */
  turn: Turn;
  /** The crew member on turn has moved; its sandbag step is next. */
  moved: boolean;
  /** The Captain's chosen turn shape (index into CAPTAIN_TURNS), or null before choosing. */
  shape: number | null;
  pumped: number;
  placed: number;
  removed: number;
  /** Every part of the turn is done; the next turn starts once the water is still. */
  done: boolean;
  /** The result, once the game is decided. */
  over: GameOver | null;
}

/** A saved Captain Crackers table: setting up the board, playing on it, or the water calculator. */
export type CrackersDoc =
  | { mode: 'setup'; board: Board }
  | { mode: 'calc'; board: Board }
  | { mode: 'play'; board: Board; play: PlayState };

/** A table with a game in play. */
export type PlayDoc = Extract<CrackersDoc, { mode: 'play' }>;

/** A sandbag change: one more, one fewer. */
export type BagChange = 'place' | 'remove';

/** Everything a table can do; all plain data, so undo can replay it. What each does: engine/move-table.ts. */
export type CrackersAction =
  | { type: 'size'; width: number; height: number }
  | { type: 'layout' }
  | { type: 'marker'; marker: Marker; cell: Cell | null }
  | { type: 'import'; text: string }
  | { type: 'cell'; cell: Cell; sandbags: number; depth: number }
  | { type: 'mode'; mode: 'setup' | 'calc' }
  | { type: 'start' }
  | { type: 'crewMove'; who: CrewMember; to: Cell }
  | { type: 'crewSandbag'; who: CrewMember; change: BagChange | 'none' }
  /** The shortcut "all crew stay": `who` (on turn, not yet moved) and every crew member after it this round stay and change no sandbag. */
  | { type: 'crewStay'; who: CrewMember }
  | { type: 'shape'; shape: number | null }
  | { type: 'pump'; leak: 0 | 1; to: Cell | null }
  | { type: 'sandbag'; cell: Cell; change: BagChange }
  | { type: 'skip' }
  | { type: 'flow'; from: Cell; to: Cell }
  | { type: 'settle' };

/** Default board side. */
export const DEFAULT_SIDE = 8;

/** A new table: the default 8 × 8 board, in setup. */
export function newDoc(): CrackersDoc {
  return { mode: 'setup', board: defaultBoard(DEFAULT_SIDE, DEFAULT_SIDE) as Board };
}

/** Board text → a board the app can show (3 to 12 rows and columns), or the reason it is refused. */
export function readBoardText(text: string): Board | Refusal {
  let board: Board;
  try {
    board = parseBoard(text);
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  const { min, max } = APP_SIDES;
  const fits = (n: number) => n >= min && n <= max;
  if (!fits(board.width) || !fits(board.height)) {
    return { error: `The app shows boards of ${min} to ${max} rows and columns; this one has ${board.height} rows and ${board.width} columns.` };
  }
  return board;
}

/** The calculator on the board of a share link (`#/crackers?board=<rows joined by '/'>`), or why the link is refused. */
export function fromLink(param: LinkParam, sub?: string): CrackersDoc | Refusal {
  if (sub !== undefined) return { error: `Captain Crackers has no page “${sub}”.` };
  const text = param('board');
  if (text === null || text === '') return { error: 'The link has no board (it needs ?board=…).' };
  const board = readBoardText(text.split('/').join('\n'));
  return isRefusal(board) ? { error: `The link's board: ${board.error}` } : { mode: 'calc', board };
}

/** The share link's hash for a board: rows joined by '/', spaces as '+'. */
export function linkFor(text: string): string {
  return `#/crackers?board=${text.split('\n').map((row) => row.split(' ').join('+')).join('/')}`;
}

/** True when `cell` is one of `cells`. */
export function among(cells: readonly Cell[], cell: Cell): boolean {
  return cells.some((c) => sameCell(c, cell));
}
