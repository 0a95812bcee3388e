import { ANY, type GameShape, tagged } from '../rules-kit/shape';

// The fields of DiceState and DiceAction (engine/game.ts, pool.ts, roll.ts): a stored game keeps only these.
const pool = { groups: [{ sides: ANY, count: ANY, label: ANY }], perDie: ANY, total: ANY } as const;

/** What a stored Dice game keeps (`GameDef.shape`). */
export const diceShape: GameShape = {
  state: {
    pool,
    mode: ANY,
    rolls: [{ at: ANY, pool, dice: [{ sides: ANY, face: ANY, mod: ANY, result: ANY, group: ANY }], total: ANY, source: ANY }],
  },
  action: tagged('type', {
    pool: { pool },
    mode: { mode: ANY },
    roll: { pool, faces: ANY, at: ANY, source: ANY },
    clear: {},
  }),
};
