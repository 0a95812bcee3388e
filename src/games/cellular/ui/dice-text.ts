import type { DieSlot } from '../../../shared/ui/FacesForm';
import { type CellularState, type Die, SIDES, contestOpen, scarcityOpen } from '../engine';

export { DICE, formatDice } from '../engine';

/** Why dice cannot move now (shown under the dice), or null when they can. */
export function busyProblemText(g: CellularState): string | null {
  if (g.phase === 'over') return 'The game is over: the dice stay where they are.';
  if (contestOpen(g)) return 'Dice stay where they are until the card-effect roll is cast.';
  return scarcityOpen(g) ? 'Dice stay where they are until the Scarcity roll is over.' : null;
}

/** A player's name. */
export function nameOf(g: CellularState, p: number): string {
  return g.players[p]?.name ?? `Player ${p + 1}`;
}

/** A contender's dice as rows of faces to tap: "Ana's d4 (die 1)", shown as "Ana: d4". */
export function dieSlots(name: string, dice: readonly Die[]): DieSlot[] {
  return dice.map((d, j) => ({ sides: SIDES[d], label: `${name}'s ${d}${dice.length > 1 ? ` (die ${j + 1})` : ''}`, caption: `${name}: ${d}` }));
}

/** Whether the Scarcity roll was won by the very last move: then its result is what the table reads now. */
export function justWon(g: CellularState): boolean {
  const s = g.scarcity;
  return s !== null && s.winner !== null && g.receipt !== null && g.receipt.endsWith(`wins ${s.prize}`);
}
