// Dice parked while an owner chooses, and the roll-off dice kept while a tie is open: what may happen meanwhile.
import type { Cam8Action } from './game';
import type { Action, Cam8State, InitiativeDecisions, Meal } from './index';
import { decisionsProblem } from './index';

/** Dice already rolled for an action or a growth meal whose owner still has to choose hamsters. */
export type Pending =
  | { kind: 'act'; player: number; action: Action; target: number | null; faces: number[] }
  | { kind: 'feed'; player: number; meal: Meal; faces: number[]; eats?: number };

const sameFaces = (a: readonly number[] | undefined, b: readonly number[]) => !!a && a.length === b.length && a.every((f, i) => f === b[i]);

/** True when `a` may not happen while `p` waits: only corrections by hand and the move with exactly those dice may. */
export function blockedByPending(p: Pending, a: Cam8Action): boolean {
  if (a.type === 'adjust' || a.type === 'feral') return false;
  if (p.kind === 'act') return !(a.type === 'act' && a.player === p.player && a.action === p.action && sameFaces(a.input.faces, p.faces));
  return !(a.type === 'feed' && a.player === p.player && (a.input.meal ?? 'size') === p.meal && a.input.eats === p.eats && sameFaces(a.input.faces ?? [], p.faces));
}

/** The roll-off dice still valid after a correction by hand, or undefined when the correction changed who may pay. */
export function keptRollOff(game: Cam8State, rollOff: InitiativeDecisions | undefined): InitiativeDecisions | undefined {
  return rollOff && game.phase === 'initiative' && game.initiative.length === 0 && decisionsProblem(game, rollOff) === null ? rollOff : undefined;
}
