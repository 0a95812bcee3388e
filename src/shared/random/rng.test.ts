import { describe, expect, it } from 'vitest';
import { cryptoRng } from './crypto-rng';
import { type Rng, rollDice, rollDie, seededRng, uniformInt } from './rng';

const SIZES = [4, 6, 8, 10, 12, 20];

/** A scripted source: returns the given words in turn. */
function scripted(words: number[]): Rng & { used: number } {
  const r = { used: 0, nextUint32: () => words[r.used++]! };
  return r;
}

describe('rollDie', () => {
  it('is unbiased on a d6: every face within 3% of expected over 60 000 seeded rolls', () => {
    const rng = seededRng(20261122);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rollDie(6, rng)]!++;
    for (let face = 1; face <= 6; face++) {
      expect(Math.abs(counts[face]! - 10_000) / 10_000).toBeLessThan(0.03);
    }
    expect(counts[0]).toBe(0);
  });

  it.each(SIZES)('stays within 1..%i and reaches both bounds', (sides) => {
    const rng = seededRng(sides * 7919);
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < 5_000; i++) {
      const f = rollDie(sides, rng);
      expect(Number.isInteger(f)).toBe(true);
      min = Math.min(min, f);
      max = Math.max(max, f);
    }
    expect(min).toBe(1);
    expect(max).toBe(sides);
  });

  it('rejects words in the biased top block and draws again', () => {
    // 2^32 % 6 = 4, so the last 4 words (2^32-4 .. 2^32-1) must be rejected.
    const top = 0x1_0000_0000 - 4;
    const rng = scripted([top, top + 3, 13]);
    expect(rollDie(6, rng)).toBe((13 % 6) + 1);
    expect(rng.used).toBe(3);
  });

  it('accepts the last word below the limit', () => {
    const limit = 0x1_0000_0000 - 4;
    const rng = scripted([limit - 1]);
    expect(rollDie(6, rng)).toBe(((limit - 1) % 6) + 1);
    expect(rng.used).toBe(1);
  });
});

describe('uniformInt', () => {
  it('refuses a range that is not a positive integer', () => {
    const rng = seededRng(1);
    expect(() => uniformInt(0, rng)).toThrow(RangeError);
    expect(() => uniformInt(2.5, rng)).toThrow(RangeError);
  });
});

describe('seededRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = rollDice([6, 6, 6, 6, 6, 6, 6, 6], seededRng(42));
    expect(rollDice([6, 6, 6, 6, 6, 6, 6, 6], seededRng(42))).toEqual(a);
    expect(rollDice([6, 6, 6, 6, 6, 6, 6, 6], seededRng(43))).not.toEqual(a);
  });
});

describe('cryptoRng', () => {
  it('draws from the Web Crypto source in batches and rolls in range', () => {
    let calls = 0;
    const source = {
      getRandomValues(a: Uint32Array<ArrayBuffer>) {
        calls++;
        return globalThis.crypto.getRandomValues(a);
      },
    };
    const rng = cryptoRng(source);
    const faces = Array.from({ length: 100 }, () => rollDie(20, rng));
    expect(faces.every((f) => f >= 1 && f <= 20)).toBe(true);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(3);
  });
});
