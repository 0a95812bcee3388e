// Exact chances: counts of d6 face sequences as BigInt, shown as a number and a reduced fraction.
import { applyDie, tallyKey, type DieEffect, type Tally } from './tally';
import type { Track } from './track';

/** An exact probability: ways out of total, as a float and as "11/36". */
export type Chance = { p: number; fraction: string };

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** `ways` out of `total` as an exact chance. */
export function chance(ways: bigint, total: bigint): Chance {
  if (ways === 0n) return { p: 0, fraction: '0' };
  if (ways === total) return { p: 1, fraction: '1' };
  const g = gcd(ways, total);
  // Small counts divide exactly as floats; huge ones (dozens of dice) are scaled by 2^64 first.
  const p = total <= 2n ** 53n ? Number(ways) / Number(total) : Number((ways << 64n) / total) / 2 ** 64;
  return { p, fraction: `${ways / g}/${total / g}` };
}

/** One die's possible effects with how many of the six faces give each. */
export type FaceSplit = Array<{ effect: DieEffect; faces: number }>;

/**
 * Every net outcome of `n` dice applied in order from `start`, with its number of face sequences (out of 6^n).
 * Dynamic programming over distinct tallies: exact, and polynomial where plain enumeration is 6^n.
 */
export function outcomeWays(n: number, split: FaceSplit, start: Tally, track: Track): Map<string, { tally: Tally; ways: bigint }> {
  let layer = new Map([[tallyKey(start), { tally: start, ways: 1n }]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<string, { tally: Tally; ways: bigint }>();
    for (const { tally, ways } of layer.values()) {
      for (const { effect, faces } of split) {
        if (faces === 0) continue;
        const t = applyDie(tally, effect, track);
        const k = tallyKey(t);
        const w = ways * BigInt(faces);
        const had = next.get(k);
        next.set(k, had ? { tally: had.tally, ways: had.ways + w } : { tally: t, ways: w });
      }
    }
    layer = next;
  }
  return layer;
}
