// Where a saved Cellular Powerhouse game stands, for the home screen's list.
import type { CellularDoc } from './game';
import { ROUNDS, STEP_NAMES } from './index';

/** "Setting up", "Starting Genomes", "Round 2 of 3 · Drafting", "Counting Nutrients", "Game over · Ana won". */
export function cellularStatus(doc: CellularDoc): string {
  if (doc.stage !== 'play') return 'Setting up';
  const g = doc.game;
  switch (g.phase) {
    case 'genomes':
      return 'Starting Genomes';
    case 'rounds':
      return `Round ${g.round} of ${ROUNDS} · ${STEP_NAMES[g.step]}`;
    case 'scoring':
      return 'Counting Nutrients';
    default:
      return `Game over · ${g.players[g.winner ?? 0]?.name ?? 'someone'} won`;
  }
}
