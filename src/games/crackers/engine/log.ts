import { CAPTAIN_TURNS, type Marker, cellName, roundsFor, sameCell, sandbagsAt } from './index';
import type { CrackersAction, CrackersDoc, GameOver } from './game';

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

function line(a: CrackersAction, before: CrackersDoc, after: CrackersDoc): string | null {
  const b = after.board;
  switch (a.type) {
    case 'size':
    case 'cell':
      // Stepper taps: the board shows them; the log keeps the moves.
      return null;
    case 'layout':
      return 'Default layout';
    case 'marker':
      return a.cell ? `${MARKER_NAMES[a.marker]} at ${cellName(a.cell)}` : `${MARKER_NAMES[a.marker]} taken off the board`;
    case 'import':
      return `Board text read: ${b.height} rows, ${b.width} columns`;
    case 'mode':
      return a.mode === 'setup' ? (before.mode === 'play' ? 'Game left; back to setup' : 'Back to setup') : 'Calculator';
    case 'start':
      return `Game started on ${b.width} × ${b.height}: ${roundsFor(b.width, b.height)} rounds`;
    case 'crewMove': {
      const from = before.board.crew[a.who];
      return from && sameCell(from, a.to) ? `Crew ${a.who} stays at ${cellName(a.to)}` : `Crew ${a.who} moves to ${cellName(a.to)}`;
    }
    case 'crewSandbag': {
      const at = b.crew[a.who]!;
      if (a.change === 'none') return `Crew ${a.who} changes no sandbag`;
      return `Crew ${a.who} ${a.change === 'place' ? 'places' : 'removes'} a sandbag at ${cellName(at)} (now ${sandbagsAt(b, at)})`;
    }
    case 'shape':
      return a.shape === null ? 'The Captain chooses again' : `Captain: ${CAPTAIN_TURNS[a.shape]!.label.toLowerCase()}`;
    case 'pump': {
      const leak = before.board.leaks[a.leak];
      const where = `leak ${a.leak + 1} (${cellName(leak)})`;
      return a.to ? `Captain pumps at ${where}; the unit flows to ${cellName(a.to)}` : `Captain pumps at ${where}; the unit stays there`;
    }
    case 'sandbag':
      return `Captain ${a.change === 'place' ? 'places' : 'removes'} a sandbag at ${cellName(a.cell)} (now ${sandbagsAt(b, a.cell)})`;
    case 'skip':
      return 'Captain skips the sandbag move that no cell allows';
    case 'flow':
      return `Water flows from ${cellName(a.from)} to ${cellName(a.to)}`;
    case 'settle':
      return 'Water settled (each unit to its first target)';
  }
}

/** The game-log line for an applied action (null for stepper taps), with the round in play and a game-over note when the game ends. */
export function describeCrackers(a: CrackersAction, before: CrackersDoc, after: CrackersDoc): string | null {
  const text = line(a, before, after);
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
