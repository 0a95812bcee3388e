// Where a saved Cellular Powerhouse game stands: the home screen's status, and the line the game screen keeps pinned.
import type { PinnedLine } from '../../types';
import { countDice } from './dice';
import type { CellularDoc } from './game';
import { ROUNDS, STEP_NAMES, contestOpen, genomePicker, nextContestPicker, nextToCommit, nutrients, scarcityOpen, snakeOrder, standings } from './index';
import { nameOf } from './state';

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

/**
 * The pinned line: the Round and its step (or the draft, the count) and whose pick it is; and the figure the
 * table asks for most: the dice left in the Center, the picks in, the Nutrients counted, the winner's total.
 */
export function cellularPinned(doc: CellularDoc): PinnedLine {
  const where = cellularStatus(doc);
  if (doc.stage !== 'play') return { where };
  const g = doc.game;
  const s = g.scarcity;
  if (s && scarcityOpen(g)) {
    const next = nextToCommit(g);
    const at = g.phase === 'rounds' ? `Round ${g.round}` : 'Scarcity roll';
    const picked = s.commits.filter((c) => c !== null).length;
    return {
      where: next === null ? `${at} · Throw` : `${at} · ${nameOf(g, next)} picks`,
      numbers: next === null ? `For ${s.prize}` : `Picked ${picked} of ${s.contenders.length}`,
    };
  }
  const c = g.contest;
  if (c && contestOpen(g)) {
    const next = nextContestPicker(g);
    return {
      where: next === null ? `Round ${g.round} · Card-effect throw` : `Round ${g.round} · ${nameOf(g, next)} picks`,
      numbers: `Picked ${c.commits.filter((x) => x !== null).length} of ${c.rollers.length}`,
    };
  }
  switch (g.phase) {
    case 'genomes': {
      const who = genomePicker(g);
      return { where: `Starting Genomes · ${who === null ? 'done' : `${nameOf(g, who)} picks`}`, numbers: `Pick ${g.genomePicks + 1} of ${snakeOrder(g.players.length).length}` };
    }
    case 'rounds':
      // "of 3" stays on the screen below: the pinned line keeps to one line on a small phone.
      return { where: `Round ${g.round} · ${STEP_NAMES[g.step]}`, numbers: `Center: ${countDice(g.center)} dice` };
    case 'scoring':
      return { where, numbers: `Counted ${g.players.filter((m) => nutrients(m.sheet) !== null).length} of ${g.players.length}` };
    default:
      return { where, numbers: `${standings(g).totals[g.winner ?? 0] ?? 0} Nutrients` };
  }
}
