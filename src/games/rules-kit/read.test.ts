import { describe, expect, it } from 'vitest';
import { isCount, isFace, isFaces, isIndex, isInt, isObj, isOneOf, isTime } from './read';

describe('the readers of stored values', () => {
  it('tell whole numbers in range from everything else', () => {
    expect([0, 3, 7].map((x) => isInt(x, 0, 6))).toEqual([true, true, false]);
    expect([2.5, NaN, '3', null].map((x) => isInt(x, 0, 6))).toEqual([false, false, false, false]);
    expect([0, 12, -1, 1.5].map((x) => isCount(x))).toEqual([true, true, false, false]);
    expect([0, 2, 3].map((x) => isIndex(x, 3))).toEqual([true, true, false]);
  });

  it('read d6 faces, also when handed to every() (which passes an index too)', () => {
    expect([1, 6, 0, 7].map((x) => isFace(x))).toEqual([true, true, false, false]);
    expect([6, 6, 6].every(isFace)).toBe(true);
    expect([0, 1, 2].every(isCount)).toBe(true);
    expect(isFaces([1, 2])).toBe(true);
    expect(isFaces([1, 2], 2)).toBe(true);
    expect(isFaces([1, 2], 3)).toBe(false);
    expect(isFaces([1, 9])).toBe(false);
    expect(isFaces('12')).toBe(false);
  });

  it('read objects, times and listed values', () => {
    expect([{}, [], null, 'x'].map(isObj)).toEqual([true, false, false, false]);
    expect([0, 1_700_000_000_000, -1, Infinity].map(isTime)).toEqual([true, true, false, false]);
    expect(isOneOf('7', ['6/8', '7'])).toBe(true);
    expect(isOneOf(7, ['6/8', '7'])).toBe(false);
  });
});
