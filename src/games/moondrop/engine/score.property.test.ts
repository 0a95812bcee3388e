import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreAllOrders, scoreWithOrders } from './orders';
import { pinnedChoices, scoreSheet, scoreWithChoices } from './score';
import { formatSheet } from './sheet-text';
import { blockSheet, crisesArb, goalsArb, smallSheet } from './sheets-testkit';
import { CRISES, GOALS } from './types';

const anySheet = fc.oneof(smallSheet(), blockSheet());
const threeCrises = fc.shuffledSubarray([...CRISES], { minLength: 3, maxLength: 3 });

describe('scoring, for any sheet', () => {
  it('keeps every module where it was and only adds crossings', () => {
    fc.assert(
      fc.property(anySheet, crisesArb, goalsArb, (sheet, crises, goals) => {
        const before = formatSheet(sheet);
        const after = formatSheet(scoreSheet(sheet, crises, goals).final);
        expect(after.toUpperCase()).toBe(before.toUpperCase());
        // Lowercase (crossed) in the input stays lowercase.
        const kept = [...before].every((ch, k) => ch === ch.toUpperCase() || after[k] === ch);
        expect(kept).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same result twice and leaves its input alone', () => {
    fc.assert(
      fc.property(anySheet, crisesArb, goalsArb, (sheet, crises, goals) => {
        const before = formatSheet(sheet);
        expect(scoreSheet(sheet, crises, goals)).toEqual(scoreSheet(sheet, crises, goals));
        expect(formatSheet(sheet)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });

  it('totals the goals it reports, one entry per goal asked for', () => {
    fc.assert(
      fc.property(anySheet, crisesArb, fc.shuffledSubarray([...GOALS]), (sheet, crises, goals) => {
        const score = scoreSheet(sheet, crises, goals);
        expect(Object.keys(score.goals).sort()).toEqual([...goals].sort());
        expect(score.total).toBe(Object.values(score.goals).reduce((a, b) => a + b, 0));
      }),
      { numRuns: 100 },
    );
  });

  it('crosses in every step exactly what it lists', () => {
    fc.assert(
      fc.property(anySheet, crisesArb, goalsArb, (sheet, crises, goals) => {
        const score = scoreSheet(sheet, crises, goals);
        const listed = score.steps.flatMap((s) => s.crossed.map((c) => `${c.row},${c.col}`));
        expect(new Set(listed).size).toBe(listed.length);
        const crossedNow = (s: typeof sheet): number => s.flat().filter((c) => c?.crossed).length;
        expect(crossedNow(score.final) - crossedNow(sheet)).toBe(listed.length);
        score.steps.forEach((s) => expect(s.reasons).toHaveLength(s.crossed.length));
      }),
      { numRuns: 100 },
    );
  });
});

describe('crisis orders', () => {
  it('score each of the 6 orders as scoreSheet would, and average them', () => {
    fc.assert(
      fc.property(blockSheet(), threeCrises, goalsArb, (sheet, crises, goals) => {
        const all = scoreAllOrders(sheet, crises, goals);
        expect(all.orders).toHaveLength(6);
        for (const o of all.orders) expect(o.total).toBe(scoreSheet(sheet, o.crises, goals).total);
        expect(all.mean).toBeCloseTo(all.orders.reduce((s, o) => s + o.total, 0) / 6, 10);
      }),
      { numRuns: 40 },
    );
  });

  it('come with the best line of the order given, as scoreSheet shows it (read off the same search)', () => {
    fc.assert(
      fc.property(blockSheet(), threeCrises, goalsArb, (sheet, crises, goals) => {
        const both = scoreWithOrders(sheet, crises, goals);
        expect(both.score).toEqual(scoreSheet(sheet, crises, goals));
        expect({ orders: both.orders, mean: both.mean }).toEqual(scoreAllOrders(sheet, crises, goals));
      }),
      { numRuns: 40 },
    );
  });
});

describe('player choices', () => {
  it('never beat the best play, and are honoured where they are legal', () => {
    fc.assert(
      fc.property(blockSheet(), crisesArb, goalsArb, fc.nat(), (sheet, crises, goals, seed) => {
        const best = scoreSheet(sheet, crises, goals);
        const choices = best.steps.flatMap((s, i) => (s.choice?.kind === 'pick' ? [{ i, from: s.choice.groups.flatMap((g) => g.from) }] : []));
        const picked = choices[seed % Math.max(1, choices.length)];
        if (!picked) return;
        const cell = picked.from[seed % picked.from.length]!;
        const mine = scoreWithChoices(sheet, crises, goals, { ...pinnedChoices(best, picked.i), [picked.i]: [cell] });
        if ('error' in mine) throw new Error(mine.error);
        expect(mine.total).toBeLessThanOrEqual(best.total);
        expect(mine.steps[picked.i]!.crossed).toContainEqual(cell);
        expect(mine.steps.slice(0, picked.i).map((s) => s.crossed)).toEqual(best.steps.slice(0, picked.i).map((s) => s.crossed));
      }),
      { numRuns: 80 },
    );
  });
});
