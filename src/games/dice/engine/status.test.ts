import { describe, expect, it } from 'vitest';
import { type DiceState, PRESETS, newDice, resolveRoll } from './index';
import { dicePinned, diceStatus } from './status';

function withRolls(...rolls: Array<[DiceState['pool'], number[]]>): DiceState {
  return {
    ...newDice(),
    rolls: rolls.map(([pool, faces], i) => {
      const r = resolveRoll(pool, faces, i, 'app');
      if ('error' in r) throw new Error(r.error);
      return r;
    }),
  };
}

describe('the dice status line', () => {
  const moon = PRESETS.find((p) => p.id === 'moondrop')!.pool;
  it('names the block of a last Moon Drop roll instead of its total', () => {
    expect(diceStatus(withRolls([moon, [4, 1, 2, 3, 6]]))).toBe('1 roll · last block T');
  });
  it('keeps the total otherwise', () => {
    expect(diceStatus(withRolls([moon, [4, 1, 2, 3, 6]], [{ groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, [5, 6]]))).toBe('2 rolls · last 11');
  });
});

describe('the dice pinned line', () => {
  it('says the rolls so far and the dice the next Roll rolls, real dice named', () => {
    const state = withRolls([{ groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, [2, 3]]);
    expect(dicePinned({ ...state, pool: { groups: [{ sides: 8, count: 3 }], perDie: 0, total: 1 } })).toEqual({ where: '1 roll · last 5', numbers: 'Next: 3d8, total + 1' });
    expect(dicePinned({ ...newDice(), mode: 'real' })).toEqual({ where: 'No rolls yet', numbers: 'Next: 2d6 (real dice)' });
  });
});
