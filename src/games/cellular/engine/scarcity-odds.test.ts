import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commitDice } from './scarcity';
import { rollScarcity } from './scarcity-roll';
import { scarcityOdds, totalChances, winChances } from './scarcity-odds';
import { must, sketchGame } from './testkit';
import { DICE, type Die, SIDES } from './types';
import { openScarcity } from './scarcity';

// An independent count: every joint throw of every roller's dice, one by one, and the chance of each group
// tied on top; the tie among all is then iterated to its fixed point rather than divided out.
function bruteForce(dice: Die[][]): number[] {
  const n = dice.length;
  const outcomes = new Map<number, number>(); // mask of the top group -> chance
  const all: Array<{ die: Die; owner: number }> = dice.flatMap((ds, owner) => ds.map((die) => ({ die, owner })));
  const walk = (k: number, totals: number[], chance: number) => {
    if (k === all.length) {
      const top = Math.max(...totals);
      const mask = totals.reduce((m, t, i) => (t === top ? m | (1 << i) : m), 0);
      outcomes.set(mask, (outcomes.get(mask) ?? 0) + chance);
      return;
    }
    const { die, owner } = all[k]!;
    for (let f = 1; f <= SIDES[die]; f++) walk(k + 1, totals.map((t, i) => (i === owner ? t + f : t)), chance / SIDES[die]);
  };
  walk(0, dice.map(() => 0), 1);
  const full = (1 << n) - 1;
  const sub = (mask: number): number[] => {
    const members = [...Array(n).keys()].filter((i) => mask & (1 << i));
    if (members.length === 1) return dice.map((_, i) => (i === members[0] ? 1 : 0));
    const won = bruteForce(members.map((i) => dice[i]!));
    return dice.map((_, i) => (members.includes(i) ? won[members.indexOf(i)]! : 0));
  };
  let w = dice.map(() => 0);
  const parts = [...outcomes].map(([mask, q]) => ({ mask, q, win: mask === full ? null : sub(mask) }));
  for (let round = 0; round < 2000; round++) {
    w = dice.map((_, i) => parts.reduce((acc, { q, win }) => acc + q * (win ? win[i]! : w[i]!), 0));
  }
  return w;
}

describe('Scarcity odds (rule text, Scarcity: "whoever rolls highest gains the resource … keep rolling until there is a clear winner")', () => {
  it('d6 against d4: 14/20, since ties are thrown again', () => {
    const [a, b] = winChances([totalChances(['d6']), totalChances(['d4'])]);
    expect(a).toBeCloseTo(14 / 20, 12);
    expect(b).toBeCloseTo(6 / 20, 12);
  });
  it('a contender with no dice never wins against a die; equal dice are equal chances', () => {
    expect(winChances([totalChances([]), totalChances(['d4'])])).toEqual([0, 1]);
    for (const c of winChances([totalChances(['d6']), totalChances(['d6']), totalChances(['d6'])])) expect(c).toBeCloseTo(1 / 3, 12);
  });
  it('agrees with a count of every throw on random small picks of 2 to 4 rollers', () => {
    const die = fc.constantFrom<Die>('d4', 'd6', 'd8');
    fc.assert(
      fc.property(fc.array(fc.array(die, { maxLength: 2 }), { minLength: 2, maxLength: 3 }), (dice) => {
        fc.pre(dice.some((d) => d.length > 0));
        const fast = winChances(dice.map(totalChances));
        const slow = bruteForce(dice);
        fast.forEach((c, i) => expect(c).toBeCloseTo(slow[i]!, 9));
        expect(fast.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }),
      { numRuns: 60 },
    );
  });
  it('in a game: the rollers once the picks are in, only the tied ones after a tie, d8 each when nobody picked a die', () => {
    let s = must(openScarcity(sketchGame([{ d6: 1 }, { d4: 1 }, { d8: 1 }]), [0, 1, 2], 'a Trait', false));
    expect(scarcityOdds(s)).toEqual([]);
    s = must(commitDice(must(commitDice(must(commitDice(s, 0, { d6: 1 })), 1, { d4: 1 })), 2, {}));
    expect(s.scarcity?.mode).toBe('chosen');
    const odds = scarcityOdds(s);
    expect(odds.map((o) => o.player)).toEqual([0, 1, 2]);
    expect(odds[0]!.chance).toBeCloseTo(0.7, 12);
    expect(odds[2]!.chance).toBe(0);
    s = must(rollScarcity(s, [[3], [3], []]));
    expect(scarcityOdds(s).map((o) => [o.player, o.chance])).toEqual([
      [0, expect.closeTo(0.7, 12)],
      [1, expect.closeTo(0.3, 12)],
    ]);
    // Nobody has a die: all are skipped, and each rolls a d8.
    const d8 = must(openScarcity(sketchGame([{}, {}, {}, {}]), [0, 1, 2, 3], 'a Trait', false));
    for (const o of scarcityOdds(d8)) expect(o.chance).toBeCloseTo(0.25, 12);
    expect(DICE).toContain('d8');
  });
});
