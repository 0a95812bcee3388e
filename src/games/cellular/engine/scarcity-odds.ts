// Exact chances of winning an open Scarcity roll, ties rolled again among the tied as the app reads it.
import { scarcityDice, scarcityRollers } from './scarcity-roll';
import { type CellularState, type Die, SIDES } from './types';

/** The chance of each total (index = total) for a set of dice; [1] (a sure 0) for no dice. */
export function totalChances(dice: readonly Die[]): number[] {
  let dist = [1];
  for (const d of dice) {
    const sides = SIDES[d];
    const next = Array.from({ length: dist.length + sides }, () => 0);
    for (const [t, p] of dist.entries()) for (let f = 1; f <= sides; f++) next[t + f]! += p / sides;
    dist = next;
  }
  return dist;
}

/**
 * Each roller's chance of winning when all roll at once, the highest total wins, and those tied for
 * highest roll the same dice again (only they) until one is highest. `dists[i]` is roller i's chance of
 * each total. Exact up to floating point: a tie among a smaller group is solved the same way, and a tie
 * among everybody still rolling starts over, so its chance is divided out.
 */
export function winChances(dists: readonly number[][]): number[] {
  const n = dists.length;
  const top = Math.max(...dists.map((d) => d.length - 1));
  const p = (i: number, v: number) => dists[i]![v] ?? 0;
  // below[i][v]: chance that roller i rolls less than v.
  const below = dists.map((d) => {
    const out = [0];
    for (let v = 1; v <= top + 1; v++) out.push(out[v - 1]! + (d[v - 1] ?? 0));
    return out;
  });
  const memo = new Map<number, number[]>();
  const solve = (mask: number): number[] => {
    const known = memo.get(mask);
    if (known) return known;
    const members = [...Array(n).keys()].filter((i) => mask & (1 << i));
    const res = Array.from({ length: n }, () => 0);
    if (members.length === 1) {
      res[members[0]!] = 1;
      memo.set(mask, res);
      return res;
    }
    let again = 0;
    for (let v = 0; v <= top; v++) {
      // Every group `t` of those still rolling that could all show v, with the others below v.
      for (let t = mask; t > 0; t = (t - 1) & mask) {
        let q = 1;
        for (const i of members) q *= t & (1 << i) ? p(i, v) : below[i]![v]!;
        if (q === 0) continue;
        if (t === mask && members.length > 1) again += q;
        else if ((t & (t - 1)) === 0) res[Math.log2(t)]! += q;
        else solve(t).forEach((w, i) => (res[i]! += q * w));
      }
    }
    // A tie that no throw can ever break (all certain to show the same): shared alike.
    const out = again >= 1 - 1e-12 ? res.map((_, i) => (mask & (1 << i) ? 1 / members.length : 0)) : res.map((w) => w / (1 - again));
    memo.set(mask, out);
    return out;
  };
  return solve((1 << n) - 1);
}

/** Each player still rolling in the open Scarcity roll, with their chance of winning it; [] before all picks are in or once won. */
export function scarcityOdds(state: CellularState): Array<{ player: number; chance: number }> {
  const rollers = scarcityRollers(state);
  if (rollers.length === 0) return [];
  const chances = winChances(rollers.map((p) => totalChances(scarcityDice(state, p))));
  return rollers.map((player, i) => ({ player, chance: chances[i] ?? 0 }));
}
