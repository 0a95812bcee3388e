// Where a saved CAM 8 game stands, for the home screen's list.
import type { Cam8Doc } from './game';
import { phaseTitle } from './index';

/** "Setting up", "Turn 3 · Command & Resolve", "Game over · Ana transcended" or "Game over · the hamsters revolted". */
export function cam8Status(doc: Cam8Doc): string {
  if (doc.stage !== 'play') return 'Setting up';
  const g = doc.game;
  const over = g.gameOver;
  if (!over) return phaseTitle(g);
  if (over.kind === 'transcended') return `Game over · ${g.players[over.winner]?.name ?? 'a whale'} won`;
  return over.kind === 'revolt' ? 'Game over · the hamsters revolted' : 'Game over · every whale starved';
}
