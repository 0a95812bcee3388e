// Where a saved Captain Crackers table stands, for the home screen's list.
import type { CrackersDoc } from './game';

/** "Setting up the board", "Water calculator", "Round 3 · the Captain's turn", "Game over · the crew won". */
export function crackersStatus(doc: CrackersDoc): string {
  if (doc.mode === 'setup') return 'Setting up the board';
  if (doc.mode === 'calc') return 'Water calculator';
  const p = doc.play;
  if (p.over) return `Game over · the ${p.over.winner === 'captain' ? 'Captain' : 'crew'} won`;
  return `Round ${p.round} · ${p.turn === 'captain' ? "the Captain's" : `crew ${p.turn}'s`} turn`;
}
