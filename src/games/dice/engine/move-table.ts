// The dice roller's move table: every action, how a stored copy is read, what it does, and its log line.
import type { Refusal } from '../../../shared/refusal';
import { type MoveTable, applyWith, bare, checkActionWith, describeWith } from '../../rules-kit/moves';
import { isTime } from '../../rules-kit/read';
import type { DiceAction, DiceState } from './game';
import { checkPool } from './pool';
import { resolveRoll, rollText } from './roll';

// A roll's source and the input mode take the same two values.
const isAppOrReal = (x: unknown) => x === 'app' || x === 'real';

/** The dice roller's moves. Pool and mode edits leave no log line. */
export const diceMoves: MoveTable<DiceState, DiceAction> = {
  pool: {
    read: (a) => checkPool(a.pool),
    apply: (state, a) => {
      const bad = checkPool(a.pool);
      return bad ? { error: `Cannot use those dice: ${bad}.` } : { ...state, pool: a.pool };
    },
  },
  mode: {
    read: (a) => (isAppOrReal(a.mode) ? null : 'a mode action has an unknown mode'),
    apply: (state, a) => ({ ...state, mode: a.mode }),
  },
  roll: {
    read: (a) => {
      if (!Array.isArray(a.faces) || !isTime(a.at)) return 'a roll action has no faces or time';
      return isAppOrReal(a.source) ? checkPool(a.pool) : 'a roll action has an unknown source';
    },
    apply: (state, a) => {
      const roll = resolveRoll(a.pool, a.faces, a.at, a.source);
      if ('error' in roll) return roll;
      // Every roll is kept, however many (an imported game of 5,000 rolls lost all but 500 on its first tap when
      // the history had a limit): a tap costs one roll on disk (the journal's patch), and the screen lists the newest.
      return { ...state, pool: a.pool, rolls: [...state.rolls, roll] };
    },
    describe: (_a, _before, after) => {
      const roll = after.rolls[after.rolls.length - 1];
      return roll ? rollText(roll) : null;
    },
  },
  clear: {
    read: bare,
    apply: (state) => (state.rolls.length ? { ...state, rolls: [] } : { error: 'The history is already empty.' }),
    describe: (_a, before) => `Cleared ${before.rolls.length} rolls from the history`,
  },
};

/** Applies one action: the new state, or a refusal saying what is wrong. */
export const applyDice: (state: DiceState, action: DiceAction) => DiceState | Refusal = applyWith(diceMoves);

/** Why `action` is not a dice roller action, or null when it is (run when a game is opened or imported). */
export const checkDiceAction = checkActionWith(diceMoves);

/** The log line of an applied action; pool and mode edits are not logged. */
export const describeDice = describeWith(diceMoves);
