import type { DiceAction } from './game';

/** Repeated pool or mode edits fold into one undo step. */
export function mergeDice(prev: DiceAction, next: DiceAction): DiceAction | null {
  return prev.type === next.type && (next.type === 'pool' || next.type === 'mode') ? next : null;
}
