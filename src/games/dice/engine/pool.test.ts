import { describe, expect, it } from 'vitest';
import { type Pool, checkPool, countOf, poolDice, poolText, withCount } from './pool';

const pool = (groups: Pool['groups'], perDie = 0, total = 0): Pool => ({ groups, perDie, total });

describe('pool', () => {
  it('writes mixed pools in dice notation', () => {
    expect(poolText(pool([{ sides: 4, count: 3 }, { sides: 6, count: 2 }, { sides: 8, count: 1 }]))).toBe('3d4 + 2d6 + 1d8');
    expect(poolText(pool([{ sides: 6, count: 2 }], -2, 1))).toBe('2d6, each die − 2, total + 1');
    expect(poolText(pool([]))).toBe('no dice');
    expect(poolText(pool([{ sides: 6, count: 1, label: 'Blue' }, { sides: 6, count: 4, label: 'White' }]))).toBe('1d6 Blue + 4d6 White');
  });

  it('lists every die in roll order', () => {
    expect(poolDice(pool([{ sides: 4, count: 2 }, { sides: 20, count: 1 }]))).toEqual([4, 4, 20]);
  });

  it('sets the count of one size, keeping sizes sorted and dropping empty ones', () => {
    const p = withCount(withCount(pool([{ sides: 8, count: 1 }]), 4, 3), 8, 0);
    expect(p.groups).toEqual([{ sides: 4, count: 3 }]);
    expect(withCount(p, 20, 2).groups).toEqual([{ sides: 4, count: 3 }, { sides: 20, count: 2 }]);
    expect(countOf(p, 4)).toBe(3);
    expect(withCount(p, 6, 999).groups[1]).toEqual({ sides: 6, count: 30 });
    expect(withCount(p, 6, -4).groups).toEqual([{ sides: 4, count: 3 }]);
  });

  it('checks pools', () => {
    expect(checkPool(pool([{ sides: 6, count: 2 }], -3, 4))).toBeNull();
    expect(checkPool(pool([{ sides: 7 as 6, count: 1 }]))).toBe('a die size is not d4, d6, d8, d10, d12 or d20');
    expect(checkPool(pool([{ sides: 6, count: 0 }]))).toBe('a group has 0 dice (1 to 30 allowed)');
    expect(checkPool(pool([{ sides: 6, count: 2 }], 1.5))).toBe('the each-die modifier must be a whole number from −99 to 99');
    expect(checkPool(pool([{ sides: 6, count: 2 }], 0, 100))).toBe('the total modifier must be a whole number from −99 to 99');
    expect(checkPool(pool([{ sides: 6, count: 30 }, { sides: 8, count: 30 }, { sides: 4, count: 1 }]))).toBe('at most 60 dice can be rolled at once');
    expect(checkPool(null)).toBe('the list of dice is missing');
  });
});
