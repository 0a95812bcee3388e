import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NumMemo } from './num-memo';

describe('NumMemo', () => {
  it('holds what a Map holds, through growth, for keys up to 2^53 - 2 and any values', () => {
    const key = fc.oneof(fc.integer({ min: 0, max: 64 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.maxSafeInteger().map((k) => Math.max(0, k - 1)));
    const value = fc.oneof(fc.integer({ min: -40, max: 40 }).map((v) => v / 2), fc.constantFrom(Infinity, -Infinity, Number.NaN));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 400 }), fc.array(key, { maxLength: 50 }), (writes, probes) => {
        const memo = new NumMemo(4);
        const map = new Map<number, number>();
        for (const [k, v] of writes) {
          memo.set(k, v);
          map.set(k, v);
        }
        expect(memo.size).toBe(map.size);
        for (const [k] of writes) expect(memo.get(k)).toBe(map.get(k));
        for (const k of probes) expect(memo.get(k)).toBe(map.get(k));
      }),
      { numRuns: 200 },
    );
  });

  it('grows past its start: 10,000 keys that differ only in their high bits all come back', () => {
    const memo = new NumMemo(2);
    for (let k = 0; k < 10_000; k++) memo.set(k * 2 ** 32, k + 0.5);
    expect(memo.size).toBe(10_000);
    let wrong = 0;
    for (let k = 0; k < 10_000; k++) if (memo.get(k * 2 ** 32) !== k + 0.5) wrong++;
    expect(wrong).toBe(0);
    expect(memo.get(10_000 * 2 ** 32)).toBeUndefined();
  });

  it('once retired, holds nothing and grows again; memos that take its tables see none of its keys', () => {
    const old = new NumMemo(4);
    for (let k = 0; k < 3000; k++) old.set(k, k);
    old.retire();
    expect(old.size).toBe(0);
    expect(old.get(7)).toBeUndefined();
    // (New memos grow through the table sizes the retired one left.)
    const fresh = [new NumMemo(4), new NumMemo(64)];
    for (const memo of fresh) {
      for (let k = 0; k < 3000; k += 2) memo.set(k, -k);
      let stale = 0;
      for (let k = 1; k < 3000; k += 2) if (memo.get(k) !== undefined) stale++;
      expect(stale).toBe(0);
      expect(memo.get(2998)).toBe(-2998);
      expect(memo.size).toBe(1500);
    }
    old.set(5, 0.5);
    expect(old.get(5)).toBe(0.5);
    expect(old.size).toBe(1);
  });

  it('does not hold a key it cannot store exactly (the memo then only forgets)', () => {
    const memo = new NumMemo();
    for (const k of [-1, 0.5, Number.NaN, Infinity, 2 ** 53]) memo.set(k, 3);
    expect(memo.size).toBe(0);
    expect(memo.get(-1)).toBeUndefined();
    memo.set(2 ** 53 - 2, 7);
    expect(memo.get(2 ** 53 - 2)).toBe(7);
  });
});
