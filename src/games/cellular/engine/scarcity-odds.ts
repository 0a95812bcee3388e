// Exact chances of winning an open Scarcity roll, ties rolled again among the tied as the app reads it.
// Everything is counted in whole numbers (BigInt) and kept as fractions: a sure win is exactly 1, never 0.9999999999999999.
import { scarcityDice, scarcityRollers } from './scarcity-roll';
import { type CellularState, type Die, SIDES } from './types';

/** An exact probability `num / den`: whole numbers, `den` > 0, the fraction reduced (0 is 0/1, a sure thing 1/1). */
export type Chance = { num: bigint; den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/** `num / den` reduced. */
export function chance(num: bigint, den: bigint): Chance {
  if (num === 0n) return { num: 0n, den: 1n };
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

const add = (a: Chance, b: Chance): Chance => chance(a.num * b.den + b.num * a.den, a.den * b.den);

/**
 * "57%", "<1%", ">99%", and "100%" or "0%" only when the chance is exactly that (a sure win, a sure loss):
 * decided on the fraction itself, so nothing near 1 is ever rounded up to a certainty, nor a certainty down.
 */
export function chanceText(c: Chance): string {
  if (c.num === 0n) return '0%';
  if (c.num === c.den) return '100%';
  if (100n * c.num < c.den) return '<1%';
  if (100n * c.num > 99n * c.den) return '>99%';
  // Rounded half up: (200·num + den) ÷ (2·den), which lies between 1 and 99 here.
  return `${(200n * c.num + c.den) / (2n * c.den)}%`;
}

/** The ways each total can come up (index = total) for a set of dice, out of the product of their sides; [1] (a sure 0) for no dice. */
export function totalWays(dice: readonly Die[]): bigint[] {
  let ways = [1n];
  for (const d of dice) {
    const sides = SIDES[d];
    const next = Array.from({ length: ways.length + sides }, () => 0n);
    for (const [t, w] of ways.entries()) if (w !== 0n) for (let f = 1; f <= sides; f++) next[t + f]! += w;
    ways = next;
  }
  return ways;
}

/**
 * Each roller's exact chance of winning when all roll at once, the highest total wins, and those tied for
 * highest roll the same dice again (only they) until one is highest. `ways[i]` counts roller i's ways to
 * each total (`totalWays`). A tie among a smaller group is solved the same way; a tie among everybody still
 * rolling starts over, so its share is divided out; a tie no throw can ever break (all sure to show the same)
 * is shared alike.
 */
export function winChances(ways: readonly bigint[][]): Chance[] {
  const n = ways.length;
  const top = Math.max(...ways.map((w) => w.length - 1));
  const outcomes = ways.map((w) => w.reduce((a, b) => a + b, 0n));
  // below[i][v]: roller i's ways to roll less than v.
  const below = ways.map((w) => {
    const out = [0n];
    for (let v = 1; v <= top + 1; v++) out.push(out[v - 1]! + (w[v - 1] ?? 0n));
    return out;
  });
  const memo = new Map<number, Chance[]>();
  const solve = (mask: number): Chance[] => {
    const known = memo.get(mask);
    if (known) return known;
    const members = [...Array(n).keys()].filter((i) => mask & (1 << i));
    const none = chance(0n, 1n);
    if (members.length === 1) {
      const res = Array.from({ length: n }, (_, i) => (i === members[0] ? chance(1n, 1n) : none));
      memo.set(mask, res);
      return res;
    }
    // tops.get(t): the ways for exactly the group `t` of those still rolling to share the highest total.
    const tops = new Map<number, bigint>();
    for (let v = 0; v <= top; v++) {
      for (let t = mask; t > 0; t = (t - 1) & mask) {
        let q = 1n;
        for (const i of members) {
          q *= t & (1 << i) ? (ways[i]![v] ?? 0n) : below[i]![v]!;
          if (q === 0n) break;
        }
        if (q !== 0n) tops.set(t, (tops.get(t) ?? 0n) + q);
      }
    }
    const all = members.reduce((a, i) => a * outcomes[i]!, 1n);
    const again = tops.get(mask) ?? 0n;
    let out: Chance[];
    if (again === all) {
      out = Array.from({ length: n }, (_, i) => (mask & (1 << i) ? chance(1n, BigInt(members.length)) : none));
    } else {
      // Won outright, or by winning the tie among a smaller group; out of the throws that settle something.
      const won = Array.from({ length: n }, () => none);
      for (const [t, q] of tops) {
        if (t === mask) continue;
        const sub = solve(t);
        for (const i of members) if (sub[i]!.num !== 0n) won[i] = add(won[i]!, chance(q * sub[i]!.num, sub[i]!.den));
      }
      out = won.map((w) => chance(w.num, w.den * (all - again)));
    }
    memo.set(mask, out);
    return out;
  };
  return solve((1 << n) - 1);
}

/** Each player still rolling in the open Scarcity roll, with their exact chance of winning it; [] before all picks are in or once won. */
export function scarcityOdds(state: CellularState): Array<{ player: number; chance: Chance }> {
  const rollers = scarcityRollers(state);
  if (rollers.length === 0) return [];
  const chances = winChances(rollers.map((p) => totalWays(scarcityDice(state, p))));
  return rollers.map((player, i) => ({ player, chance: chances[i] ?? chance(0n, 1n) }));
}
