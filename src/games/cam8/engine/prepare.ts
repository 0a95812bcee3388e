// Checks shared by the preview and the resolver: the action exists, the target is valid, the modifier.
import { ACTION_NAMES, ACTION_RULES, ACTIONS, TARGETED_ACTIONS, type Action, type ActionRule } from './action-table';
import { playerProblem, whaleOf } from './state';
import type { Cam8State, Refusal, Whale } from './types';

/** A die's modifier, broken down: −Feral level, +pending Psychic Boosts, +Assist tokens held. */
export type Modifier = { feral: number; boosts: number; assists: number; total: number };

/** The modifier every die of `player`'s next rolling action gets. */
export function modifierFor(state: Cam8State, player: number): Modifier {
  const w = whaleOf(state, player);
  const feral = -state.feralLevel;
  return { feral, boosts: w.boost, assists: w.assists, total: feral + w.boost + w.assists };
}

/** A checked action: whales, its table row, the dice count and the modifier. */
export type Prepared = {
  action: Action;
  me: Whale;
  /** The target's whale; the actor's own for untargeted actions. */
  them: Whale;
  target: number | null;
  rule: ActionRule;
  dice: number;
  modifier: Modifier;
};

/** Checks an action and its target (not whose turn it is). */
export function prepareAction(state: Cam8State, player: number, action: Action, target?: number | null): Prepared | Refusal {
  const bad = playerProblem(state, player);
  if (bad) return { error: bad };
  if (!ACTIONS.includes(action)) return { error: `"${String(action)}" is not a CAM 8 action` };
  if (action === 'layTrails' && !state.variants.hamsterTrails) return { error: 'Hamster trails need the Hamster Trails variant' };
  const me = whaleOf(state, player);
  let them = me;
  let aimed: number | null = null;
  if (TARGETED_ACTIONS.includes(action)) {
    if (target === undefined || target === null) return { error: `${ACTION_NAMES[action]} needs a target whale` };
    const off = playerProblem(state, target, 'Target');
    if (off) return { error: off };
    if (target === player) return { error: `${me.name} cannot target itself with ${ACTION_NAMES[action]}` };
    them = whaleOf(state, target);
    aimed = target;
  }
  const rule = ACTION_RULES[action];
  return { action, me, them, target: aimed, rule, dice: rule.dice(me, them), modifier: modifierFor(state, player) };
}
