import { type Pool, EMPTY_POOL, checkPool } from './pool';
import { type Roll, resolveRoll } from './roll';

/** The dice roller's saved state: the pool being built, the input mode and past rolls (oldest first). */
export interface DiceState {
  pool: Pool;
  mode: 'app' | 'real';
  rolls: Roll[];
}

/** Everything a player can do in the dice roller. A roll carries its faces, so replay is exact. */
export type DiceAction =
  | { type: 'pool'; pool: Pool }
  | { type: 'mode'; mode: DiceState['mode'] }
  | { type: 'roll'; pool: Pool; faces: number[]; at: number; source: Roll['source'] }
  | { type: 'clear' };

/** How many rolls the history keeps (the oldest go first). */
export const ROLL_LIMIT = 500;

/** A new roller: 2d6, app dice, no history. */
export function newDice(): DiceState {
  return { pool: { ...EMPTY_POOL, groups: [{ sides: 6, count: 2 }] }, mode: 'app', rolls: [] };
}

/** Applies one action: the new state, or a refusal saying what is wrong. */
export function applyDice(state: DiceState, action: DiceAction): DiceState | { error: string } {
  switch (action.type) {
    case 'pool': {
      const bad = checkPool(action.pool);
      return bad ? { error: `Cannot use those dice: ${bad}.` } : { ...state, pool: action.pool };
    }
    case 'mode':
      return { ...state, mode: action.mode };
    case 'roll': {
      const roll = resolveRoll(action.pool, action.faces, action.at, action.source);
      if ('error' in roll) return roll;
      const rolls = [...state.rolls, roll];
      return { ...state, pool: action.pool, rolls: rolls.length > ROLL_LIMIT ? rolls.slice(-ROLL_LIMIT) : rolls };
    }
    case 'clear':
      return state.rolls.length ? { ...state, rolls: [] } : { error: 'The history is already empty.' };
  }
}
