// Where a saved Captain Crackers table stands: the one-line status on home, and the line pinned over the game.
import type { CrackersDoc } from './game';
import { roundsFor } from './setup';

/** "Setting up the board", "Water calculator", "Round 3 · the Captain's turn", "Game over · the crew won". */
export function crackersStatus(doc: CrackersDoc): string {
  if (doc.mode === 'setup') return 'Setting up the board';
  if (doc.mode === 'calc') return 'Water calculator';
  const p = doc.play;
  if (p.over) return `Game over · the ${p.over.winner === 'captain' ? 'Captain' : 'crew'} won`;
  return `Round ${p.round} · ${p.turn === 'captain' ? "the Captain's" : `crew ${p.turn}'s`} turn`;
}

/** The units of water on the board (every cell's depth added up): what the Captain has pumped so far, and any the board began with. */
export function waterUnits(doc: CrackersDoc): number {
  let units = 0;
  for (const d of doc.board.depth) units += d;
  return units;
}

/**
 * The line pinned over the game (GameDef.pinned): the round and whose turn it is (the last round named as
 * such, since the crew win when it ends), and the water on the board. Short enough for one line each on a
 * 360 px phone beside back, Undo and Redo: "Round 3 · crew b" and "Water: 7 units".
 */
export function crackersPinned(doc: CrackersDoc): { where: string; numbers: string } {
  const units = waterUnits(doc);
  const water = `Water: ${units} ${units === 1 ? 'unit' : 'units'}`;
  if (doc.mode === 'setup') return { where: 'Board setup', numbers: `${roundsFor(doc.board.width, doc.board.height)} rounds` };
  if (doc.mode === 'calc') return { where: 'Water calculator', numbers: water };
  const p = doc.play;
  if (p.over) return { where: p.over.winner === 'captain' ? 'The Captain won' : 'The crew won', numbers: water };
  const round = p.round === roundsFor(doc.board.width, doc.board.height) ? 'Last round' : `Round ${p.round}`;
  return { where: `${round} · ${p.turn === 'captain' ? 'Captain' : `crew ${p.turn}`}`, numbers: water };
}
