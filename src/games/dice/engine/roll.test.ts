import { describe, expect, it } from 'vitest';
import type { Pool } from './pool';
import { PRESETS } from './presets';
import { resolveRoll, receiptText, rollBlock, rollText } from './roll';

const mixed: Pool = { groups: [{ sides: 4, count: 1 }, { sides: 6, count: 2 }], perDie: -2, total: 3 };

describe('resolveRoll', () => {
  it('applies the per-die modifier to each die and the total modifier once', () => {
    const roll = resolveRoll(mixed, [4, 1, 6], 10, 'app');
    expect(roll).toEqual({
      at: 10,
      pool: mixed,
      source: 'app',
      dice: [
        { sides: 4, face: 4, mod: -2, result: 2, group: 0 },
        { sides: 6, face: 1, mod: -2, result: -1, group: 1 },
        { sides: 6, face: 6, mod: -2, result: 4, group: 1 },
      ],
      total: 2 - 1 + 4 + 3,
    });
  });

  it.each([
    [[5, 1, 6], 'Die 1 (d4) must show a whole number from 1 to 4.'],
    [[1, 0, 6], 'Die 2 (d6) must show a whole number from 1 to 6.'],
    [[1, 2, 2.5], 'Die 3 (d6) must show a whole number from 1 to 6.'],
    [[1, 2], 'Expected 3 faces, got 2.'],
  ])('refuses faces %j', (faces, error) => {
    expect(resolveRoll(mixed, faces, 0, 'real')).toEqual({ error });
  });

  it('refuses an empty pool', () => {
    expect(resolveRoll({ groups: [], perDie: 0, total: 0 }, [], 0, 'app')).toEqual({ error: 'Add at least one die to roll.' });
  });
});

describe('roll text', () => {
  it('reads like the table says it', () => {
    const plain = resolveRoll({ groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, [4, 3], 0, 'app');
    expect('error' in plain ? plain : rollText(plain)).toBe('Rolled 2d6: 4+3 = 7');
    const mod = resolveRoll(mixed, [4, 1, 6], 0, 'real');
    expect('error' in mod ? mod : rollText(mod)).toBe('Rolled 1d4 + 2d6 (real dice): (4−2)+(1−2)+(6−2) +3 = 8');
    expect('error' in mod ? mod : mod.dice.map(receiptText)).toEqual(['4−2=2', '1−2=−1', '6−2=4']);
  });
});

function rolled(pool: Pool, faces: number[], source: 'app' | 'real' = 'app') {
  const r = resolveRoll(pool, faces, 0, source);
  if ('error' in r) throw new Error(r.error);
  return r;
}

describe('a Moon Drop roll in words', () => {
  const moon = PRESETS.find((p) => p.id === 'moondrop')!.pool;

  it('says the block, not the meaningless total, in the log line', () => {
    const r = rolled(moon, [2, 6, 1, 4, 3], 'real');
    expect(rollText(r)).toBe('Rolled 1d6 Blue + 4d6 White (real dice): block L (blue 2), whites 1 3 4 6');
    expect(rollBlock(r)!.shape).toBe('L');
    expect(rollText(rolled(moon, [6, 5, 5, 2, 1]))).toBe('Rolled 1d6 Blue + 4d6 White: block Z (blue 6), whites 1 2 5 5');
  });

  it('keeps the total for any other roll, and for a saved Moon Drop roll that carried modifiers (not a block)', () => {
    const plain = rolled({ groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, [4, 3]);
    expect(rollBlock(plain)).toBeNull();
    const old = rolled({ ...moon, perDie: 1, total: -2 }, [1, 2, 3, 4, 5]);
    expect(rollBlock(old)).toBeNull();
    expect(rollText(old)).toBe('Rolled 1d6 Blue + 4d6 White: (1+1)+(2+1)+(3+1)+(4+1)+(5+1) −2 = 18');
  });
});
