import { type Board, type Cell, type CrewMember, type Marker, CAPTAIN_TURNS, cellName, roundsFor, sameCell, sandbagsAt } from './index';
import type { BagChange, CrackersAction, CrackersDoc, GameOver } from './game';

/** Players' names for the markers setup can move. */
export const MARKER_NAMES: Record<Marker, string> = {
  leak0: 'Leak 1',
  leak1: 'Leak 2',
  pod: 'Escape pod',
  controlRoom: 'Control room',
  a: 'Crew a',
  b: 'Crew b',
  c: 'Crew c',
};

/** "Game over: the Captain wins. Crew b is cut off from the escape pod." */
export function overText(over: GameOver): string {
  return `Game over: ${over.winner === 'captain' ? 'the Captain wins' : 'the crew wins'}. ${over.reason}`;
}

/** The log line of a marker moved in setup or the calculator. */
export function markerText(marker: Marker, cell: Cell | null): string {
  return cell ? `${MARKER_NAMES[marker]} at ${cellName(cell)}` : `${MARKER_NAMES[marker]} taken off the board`;
}

/** The log line of a change of mode: to setup (from the game or the calculator) or to the calculator. */
export function modeText(mode: 'setup' | 'calc', before: CrackersDoc): string {
  return mode === 'setup' ? (before.mode === 'play' ? 'Game left; back to setup' : 'Back to setup') : 'Calculator';
}

/** The log line when the game starts: the board's size and its number of rounds. */
export function startText(b: Board): string {
  return `Game started on ${b.width} × ${b.height}: ${roundsFor(b.width, b.height)} rounds`;
}

/** The log line of a crew move, read from where the pawn stood before. */
export function crewMoveText(who: CrewMember, to: Cell, before: Board): string {
  const from = before.crew[who];
  return from && sameCell(from, to) ? `Crew ${who} stays at ${cellName(to)}` : `Crew ${who} moves to ${cellName(to)}`;
}

/** The log line of a crew member's sandbag step, with the stack where it stands after. */
export function crewSandbagText(who: CrewMember, change: BagChange | 'none', after: Board): string {
  const at = after.crew[who]!;
  if (change === 'none') return `Crew ${who} changes no sandbag`;
  return `Crew ${who} ${change === 'place' ? 'places' : 'removes'} a sandbag at ${cellName(at)} (now ${sandbagsAt(after, at)})`;
}

/** The log line of "all crew stay": who stayed, from the crew member that was on turn ("Crew a, b and c stay and change no sandbag"). */
export function crewStayText(crew: readonly CrewMember[]): string {
  if (crew.length === 1) return `Crew ${crew[0]} stays and changes no sandbag`;
  const names = `${crew.slice(0, -1).join(', ')} and ${crew[crew.length - 1]}`;
  return `Crew ${names} stay and change no sandbag`;
}

/** The log line of the Captain's choice of a turn shape (or choosing again). */
export function shapeText(shape: number | null): string {
  return shape === null ? 'The Captain chooses again' : `Captain: ${CAPTAIN_TURNS[shape]!.label.toLowerCase()}`;
}

/** The log line of a pump: the leak (where it was before) and where the unit went. */
export function pumpText(leak: 0 | 1, to: Cell | null, before: Board): string {
  const where = `leak ${leak + 1} (${cellName(before.leaks[leak])})`;
  return to ? `Captain pumps at ${where}; the unit flows to ${cellName(to)}` : `Captain pumps at ${where}; the unit stays there`;
}

/** The log line of the Captain's sandbag move, with the stack after. */
export function sandbagText(cell: Cell, change: BagChange, after: Board): string {
  return `Captain ${change === 'place' ? 'places' : 'removes'} a sandbag at ${cellName(cell)} (now ${sandbagsAt(after, cell)})`;
}

/** A move's log line in play: the round it was made in first, then a game-over or new-round note when the move brings one. Other lines (and null) as they are. */
export function inRound(text: string | null, before: CrackersDoc, after: CrackersDoc): string | null {
  if (text === null || before.mode !== 'play' || after.mode !== 'play') return text;
  let out = `Round ${before.play.round} · ${text}`;
  if (after.play.over && !before.play.over) out += `. ${overText(after.play.over)}`;
  else if (after.play.round > before.play.round) out += `. Round ${after.play.round} begins`;
  return out;
}

/** Repeated edits of one cell, or of the board size, fold into one undo step (their values are absolute). */
export function mergeCrackers(prev: CrackersAction, next: CrackersAction): CrackersAction | null {
  if (prev.type === 'cell' && next.type === 'cell' && sameCell(prev.cell, next.cell)) return next;
  if (prev.type === 'size' && next.type === 'size') return next;
  return null;
}
