import { describe, expect, it } from 'vitest';
import type { Pool } from './pool';
import { resolveRoll, receiptText, rollText } from './roll';

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
