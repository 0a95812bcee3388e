// Where a saved dice roller stands, for the home screen's list.
import { type DiceState, rollBlock } from './index';

/** "No rolls yet", "1 roll · last 7", "12 rolls · last 15", "3 rolls · last block L" (a Moon Drop roll has no total that means anything). */
export function diceStatus(state: DiceState): string {
  const n = state.rolls.length;
  const last = state.rolls.at(-1);
  if (!last) return 'No rolls yet';
  // A roll without its pool (a head written from a partial record) is still said by its total.
  const block = last.pool ? rollBlock(last) : null;
  return `${n} ${n === 1 ? 'roll' : 'rolls'} · last ${block ? `block ${block.shape}` : last.total}`;
}
