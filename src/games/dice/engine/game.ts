import { type Pool, EMPTY_POOL } from './pool';
import type { Roll } from './roll';

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

/** A new roller: 2d6, app dice, no history. */
export function newDice(): DiceState {
  return { pool: { ...EMPTY_POOL, groups: [{ sides: 6, count: 2 }] }, mode: 'app', rolls: [] };
}
