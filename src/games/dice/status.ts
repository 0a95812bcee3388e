// Where a saved dice roller stands, for the home screen's list.
import type { DiceState } from './engine';

/** "No rolls yet", "1 roll · last 7", "12 rolls · last 15". */
export function diceStatus(state: DiceState): string {
  const n = state.rolls.length;
  const last = state.rolls.at(-1);
  if (!last) return 'No rolls yet';
  return `${n} ${n === 1 ? 'roll' : 'rolls'} · last ${last.total}`;
}
