// Where a saved Geyser game stands: the home screen's status, and the line the game screen keeps pinned.
import type { PinnedLine } from '../../types';
import type { GeyserDoc } from './game';
import { firingRoller } from './rounds';
import { startRollers } from './start';
import type { GeyserState } from './types';

const nameIn = (g: GeyserState, p: number | null | undefined) => (p === null || p === undefined ? 'nobody' : (g.players[p]?.name ?? `Player ${p + 1}`));

/** "Setting up", "Start roll", "Round 2 · Ana's turn", "Geyser Firing", "Game over · Ana won". */
export function geyserStatus(doc: GeyserDoc): string {
  if (doc.stage !== 'play') return 'Setting up';
  const g = doc.game;
  switch (g.phase) {
    case 'start':
      return 'Start roll';
    case 'turns':
      return `Round ${g.round} · ${nameIn(g, g.order[g.turn])}'s turn`;
    case 'firing':
      return `Round ${g.round} · Geyser Firing`;
    default:
      return `Game over · ${nameIn(g, g.winner)} won`;
  }
}

/**
 * The pinned line: the round and whose turn (or the Firing), and who rolls the next Firing, the number a
 * table asks most ("Next Firing: Ben"); during the start roll, who rolls; at the end, the round it ended.
 */
export function geyserPinned(doc: GeyserDoc): PinnedLine {
  const where = geyserStatus(doc);
  if (doc.stage !== 'play') return { where };
  const g = doc.game;
  if (g.phase === 'start') {
    const again = g.startRolls.length > 0;
    return { where: again ? 'Start roll again' : where, numbers: again ? `${startRollers(g).map((p) => nameIn(g, p)).join(' and ')} roll` : 'Everybody rolls a d6' };
  }
  if (g.phase === 'over') return { where, numbers: `Won in round ${g.round}` };
  return { where, numbers: `Next Firing: ${nameIn(g, firingRoller(g))}` };
}
