// Dice parked while an owner chooses, and the roll-off dice kept while a tie is open: what may happen meanwhile.
//
// Roll → park → choose. An action in Command & Resolve or a growth meal in Feed is one move, made
// with its dice:
//   1. Roll: the app rolls the dice (or the table types the faces it rolled), and the model
//      resolves the move with them.
//   2. Park: when the outcome waits only on its owner's choices (the occupation of new hamsters,
//      the hamsters a target gives, the hamsters that flee: `waitsForChoice`), the model saves the
//      dice in the game first, a 'roll' action that sets the saved game's `pending`, so a reload
//      cannot re-roll them. Meanwhile only corrections by hand and the move with exactly those
//      dice may happen (`blockedByPending`); the choice screen shows what the dice still need.
//   3. Choose: the owner picks, and the same move ('act' or 'feed') is made with exactly the
//      parked dice and the choices (`chosenMove`); the game drops `pending`.
// `resolvePending` is the one place parked dice are resolved: by the 'roll' move (only dice that
// wait for a choice are parked), by the check of a saved game (parked dice must still wait) and by
// the model (what the choice screen asks). It resolves exactly the move `chosenMove` will make.
import type { Cam8Action } from './game';
import type { Action, Cam8State, Hamsters, InitiativeDecisions, Meal, Needs, Refusal } from './index';
import { decisionsProblem, feed, isNeeds, resolveAction } from './index';

/** Dice already rolled for an action or a growth meal whose owner still has to choose hamsters. */
export type Pending =
  | { kind: 'act'; player: number; action: Action; target: number | null; faces: number[] }
  | { kind: 'feed'; player: number; meal: Meal; faces: number[]; eats?: number };

/** The owners' choices for parked dice: occupations of new hamsters, hamsters a target gives, hamsters that flee. */
export type PendingChoices = { gain?: Partial<Hamsters>; give?: Partial<Hamsters>; flee?: Partial<Hamsters> };

/** The move that finishes parked dice: the same action or meal, with exactly those dice and the owners' choices (those it takes). */
export function chosenMove(p: Pending, choices: PendingChoices): Extract<Cam8Action, { type: 'act' | 'feed' }> {
  if (p.kind === 'act') return { type: 'act', player: p.player, action: p.action, input: { faces: p.faces, target: p.target, choices: { gain: choices.gain, give: choices.give } } };
  return { type: 'feed', player: p.player, input: { meal: p.meal, eats: p.eats, faces: p.faces, flee: choices.flee } };
}

/**
 * Parked dice resolved by the rules, with the choices made so far (none: what they still wait for):
 * the move `chosenMove` makes, on `game`. The game after the move, what it still needs, or why not.
 */
export function resolvePending(game: Cam8State, p: Pending, choices: PendingChoices = {}): Cam8State | Refusal | Needs {
  const move = chosenMove(p, choices);
  return move.type === 'act' ? resolveAction(game, move.player, move.action, move.input) : feed(game, move.player, move.input);
}

/** True when a move's outcome waits only on its owners' choices (its dice are all rolled): its dice are parked. */
export function waitsForChoice(r: Cam8State | Refusal | Needs): r is Needs {
  return isNeeds(r) && r.needs.every((n) => n.kind !== 'dice');
}

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
