// Where a saved dice roller stands, for the home screen's list.
import { type DiceState, poolText, rollBlock } from './index';

/** "No rolls yet", "1 roll · last 7", "12 rolls · last 15", "3 rolls · last block L" (a Moon Drop roll has no total that means anything). */
export function diceStatus(state: DiceState): string {
  const n = state.rolls.length;
  const last = state.rolls.at(-1);
  if (!last) return 'No rolls yet';
  // A roll without its pool (a head written from a partial record) is still said by its total.
  const block = last.pool ? rollBlock(last) : null;
  return `${n} ${n === 1 ? 'roll' : 'rolls'} · last ${block ? `block ${block.shape}` : last.total}`;
}

/** The dice roller's pinned line: the rolls so far and the last one (as on home), and the dice the next Roll rolls. */
export function dicePinned(state: DiceState): { where: string; numbers: string } {
  return { where: diceStatus(state), numbers: `Next: ${poolText(state.pool)}${state.mode === 'real' ? ' (real dice)' : ''}` };
}
