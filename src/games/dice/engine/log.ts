import type { DiceAction, DiceState } from './game';
import { rollText } from './roll';

/** The log line of an applied action; pool and mode edits are not logged. */
export function describeDice(action: DiceAction, before: DiceState, after: DiceState): string | null {
  switch (action.type) {
    case 'roll': {
      const roll = after.rolls[after.rolls.length - 1];
      return roll ? rollText(roll) : null;
    }
    case 'clear':
      return `Cleared ${before.rolls.length} rolls from the history`;
    default:
      return null;
  }
}

/** Repeated pool or mode edits fold into one undo step. */
export function mergeDice(prev: DiceAction, next: DiceAction): DiceAction | null {
  return prev.type === next.type && (next.type === 'pool' || next.type === 'mode') ? next : null;
}
