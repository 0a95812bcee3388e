// Where a saved Geyser game stands, for the home screen's list.
import type { GeyserDoc } from './game';

/** "Setting up", "Start roll", "Round 2 · Ana's turn", "Geyser Firing", "Game over · Ana won". */
export function geyserStatus(doc: GeyserDoc): string {
  if (doc.stage !== 'play') return 'Setting up';
  const g = doc.game;
  const name = (p: number | null | undefined) => (p === null || p === undefined ? 'nobody' : (g.players[p]?.name ?? `Player ${p + 1}`));
  switch (g.phase) {
    case 'start':
      return 'Start roll';
    case 'turns':
      return `Round ${g.round} · ${name(g.order[g.turn])}'s turn`;
    case 'firing':
      return `Round ${g.round} · Geyser Firing`;
    default:
      return `Game over · ${name(g.winner)} won`;
  }
}
