import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commitDice } from './scarcity';
import { rollScarcity } from './scarcity-roll';
import { type Chance, chance, chanceText, scarcityOdds, totalWays, winChances } from './scarcity-odds';
import { must, sketchGame } from './testkit';
import { type Die, SIDES } from './types';
import { openScarcity } from './scarcity';

const q = (num: number, den: number) => chance(BigInt(num), BigInt(den));
const plus = (a: Chance, b: Chance) => chance(a.num * b.den + b.num * a.den, a.den * b.den);
const odds = (dice: Die[][]) => winChances(dice.map(totalWays));

// An independent count: every joint throw of every roller's dice, one by one, tallied by the group that
// shares the top; a group smaller than all is counted again the same way on its own, and the throws where
// everybody ties (which start over) are left out of the whole. Whole numbers throughout: no rounding anywhere.
function enumerate(dice: Die[][]): Chance[] {
  const n = dice.length;
  const all = dice.flatMap((ds, owner) => ds.map((die) => ({ die, owner })));
  const groups = new Map<number, bigint>();
  let throws = 0n;
  const walk = (k: number, totals: number[]) => {
    if (k === all.length) {
      const top = Math.max(...totals);
      const mask = totals.reduce((m, t, i) => (t === top ? m | (1 << i) : m), 0);
      groups.set(mask, (groups.get(mask) ?? 0n) + 1n);
      throws++;
      return;
    }
    const { die, owner } = all[k]!;
    for (let f = 1; f <= SIDES[die]; f++) walk(k + 1, totals.map((t, i) => (i === owner ? t + f : t)));
  };
  walk(0, dice.map(() => 0));
  const full = (1 << n) - 1;
  const again = groups.get(full) ?? 0n;
  if (again === throws) return dice.map(() => q(1, n));
  let won = dice.map(() => q(0, 1));
  for (const [mask, ways] of groups) {
    if (mask === full) continue;
    const members = [...Array(n).keys()].filter((i) => mask & (1 << i));
    const sub = members.length === 1 ? [q(1, 1)] : enumerate(members.map((i) => dice[i]!));
    won = won.map((w, i) => (members.includes(i) ? plus(w, chance(ways * sub[members.indexOf(i)]!.num, sub[members.indexOf(i)]!.den)) : w));
  }
  return won.map((w) => chance(w.num, w.den * (throws - again)));
}

const low = (dice: Die[]) => dice.length;
const high = (dice: Die[]) => dice.reduce((t, d) => t + SIDES[d], 0);
// A roller's win is sure when nobody else can ever roll above its lowest total, and impossible when it can
// never roll above somebody's lowest; read off the dice alone (no roller here is sure to tie forever).
const sure = (dice: Die[][], i: number) => dice.every((d, j) => j === i || high(d) <= low(dice[i]!));
const hopeless = (dice: Die[][], i: number) => dice.some((d, j) => j !== i && low(d) >= high(dice[i]!));

/** Every pick of up to `d4` d4, `d6` d6, `d8` d8 and `d12` d12. */
function picks(most: Record<Die, number>): Die[][] {
  const out: Die[][] = [];
  const kinds = Object.keys(most) as Die[];
  const go = (k: number, acc: Die[]) => {
    if (k === kinds.length) return void out.push(acc);
    for (let c = 0; c <= most[kinds[k]!]; c++) go(k + 1, [...acc, ...Array<Die>(c).fill(kinds[k]!)]);
  };
  go(0, []);
  return out;
}

describe('Scarcity odds (rule text, Scarcity: "whoever rolls highest gains the resource … keep rolling until there is a clear winner")', () => {
  it('d6 against d4: exactly 7/10, since ties are thrown again', () => {
    expect(odds([['d6'], ['d4']])).toEqual([q(7, 10), q(3, 10)]);
    expect(odds([['d6'], ['d4']]).map(chanceText)).toEqual(['70%', '30%']);
  });
  it('a contender with no dice never wins against a die; equal dice are equal chances', () => {
    expect(odds([[], ['d4']])).toEqual([q(0, 1), q(1, 1)]);
    expect(odds([['d6'], ['d6'], ['d6']])).toEqual([q(1, 3), q(1, 3), q(1, 3)]);
  });
  it('a sure win shows 100% beside 0%, never ">99%" (issue 40: a d6 against no dice showed ">99%", 0.9999999999999999)', () => {
    for (const dice of [[['d6'], []], [['d6', 'd8', 'd12'], []], [['d4', 'd4', 'd4', 'd4', 'd4'], ['d4']], [['d4', 'd4', 'd4', 'd4'], ['d4']]] as Die[][][]) {
      expect(odds(dice)).toEqual([q(1, 1), q(0, 1)]);
      expect(odds(dice).map(chanceText)).toEqual(['100%', '0%']);
    }
    // Nearly sure is not sure: 2 d12 against a d4 is 283/285.
    expect(odds([['d12', 'd12'], ['d4']]).map(chanceText)).toEqual(['>99%', '<1%']);
  });
  it('shows a percentage rounded half up, "<1%" and ">99%" only for what is not exactly 0 or 1', () => {
    expect([q(0, 1), q(1, 200), q(1, 100), q(1, 8), q(57, 100), q(99, 100), q(199, 200), q(1, 1)].map(chanceText)).toEqual(['0%', '<1%', '1%', '13%', '57%', '99%', '>99%', '100%']);
  });
  it('every two-roller pick of up to 3 d4, 2 d6, a d8 and the d12: 100% and 0% exactly when the dice make it sure, the chances adding up to exactly 1', () => {
    const list = picks({ d4: 3, d6: 2, d8: 1, d12: 1 });
    let sureWins = 0;
    for (const a of list) {
      for (const b of list) {
        if (a.length + b.length === 0) continue;
        const dice = [a, b];
        const won = odds(dice);
        expect(won.reduce(plus)).toEqual(q(1, 1));
        for (const i of [0, 1]) {
          const text = chanceText(won[i]!);
          expect([text === '100%', text === '0%']).toEqual([sure(dice, i), hopeless(dice, i)]);
          expect(won[i]!.num === won[i]!.den).toBe(sure(dice, i));
          if (sure(dice, i)) sureWins++;
        }
      }
    }
    expect(sureWins).toBeGreaterThan(100);
  });
  it('agrees exactly with a count of every joint throw on random picks of 2 to 4 rollers; "100%" and "0%" only for exactly 1 and 0', () => {
    const die = fc.constantFrom<Die>('d4', 'd6', 'd8', 'd12');
    fc.assert(
      fc.property(fc.array(fc.array(die, { maxLength: 3 }), { minLength: 2, maxLength: 4 }), (dice) => {
        fc.pre(dice.some((d) => d.length > 0));
        fc.pre(dice.flat().reduce((n, d) => n * SIDES[d], 1) <= 20_000);
        const fast = odds(dice);
        const slow = enumerate(dice);
        expect(fast).toEqual(slow);
        expect(fast.reduce(plus)).toEqual(q(1, 1));
        for (const [i, c] of fast.entries()) {
          const text = chanceText(c);
          expect(text === '100%').toBe(slow[i]!.num === slow[i]!.den);
          expect(text === '0%').toBe(slow[i]!.num === 0n);
          expect(slow[i]!.num === slow[i]!.den && text === '>99%').toBe(false);
          expect([text === '100%', text === '0%']).toEqual([sure(dice, i), hopeless(dice, i)]);
        }
      }),
      { numRuns: 150 },
    );
  });
  it('in a game: the rollers once the picks are in, only the tied ones after a tie, d8 each when nobody picked a die', () => {
    let s = must(openScarcity(sketchGame([{ d6: 1 }, { d4: 1 }, { d8: 1 }]), [0, 1, 2], 'a Trait', false));
    expect(scarcityOdds(s)).toEqual([]);
    s = must(commitDice(must(commitDice(must(commitDice(s, 0, { d6: 1 })), 1, { d4: 1 })), 2, {}));
    expect(s.scarcity?.mode).toBe('chosen');
    expect(scarcityOdds(s)).toEqual([
      { player: 0, chance: q(7, 10) },
      { player: 1, chance: q(3, 10) },
      { player: 2, chance: q(0, 1) },
    ]);
    s = must(rollScarcity(s, [[3], [3], []]));
    expect(scarcityOdds(s)).toEqual([
      { player: 0, chance: q(7, 10) },
      { player: 1, chance: q(3, 10) },
    ]);
    // Nobody has a die: all are skipped, and each rolls a d8.
    const d8 = must(openScarcity(sketchGame([{}, {}, {}, {}]), [0, 1, 2, 3], 'a Trait', false));
    expect(scarcityOdds(d8).map((o) => o.chance)).toEqual([q(1, 4), q(1, 4), q(1, 4), q(1, 4)]);
  });
  it('is quick enough to redraw with every die of a four-player game in play', () => {
    const t = Date.now();
    const won = odds([Array<Die>(12).fill('d4'), Array<Die>(8).fill('d6'), [...Array<Die>(4).fill('d8'), 'd12'], ['d4']]);
    expect(won.reduce(plus)).toEqual(q(1, 1));
    expect(Date.now() - t).toBeLessThan(2000);
  });
});
