import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { commitDice } from './scarcity';
import { rollScarcity } from './scarcity-roll';
import { blankSheet, evolutionValue, finishGame, nutrients, readSheet, setNutrients, sheetGaps, standings } from './nutrients';
import { filled, must, sketchGame } from './testkit';
import type { CellularState, EvolutionEntry, NutrientSheet } from './types';

const scoring = () => sketchGame([{ d6: 1 }, { d4: 1 }, {}], { phase: 'scoring' });
const enter = (s: CellularState, sheets: NutrientSheet[]) => sheets.reduce((acc, sh, i) => must(setNutrients(acc, i, sh)), s);

describe('Nutrients (rule text, Game End)', () => {
  it('"Each face down card … 1 Nutrients", "Each Mutation … 5 Nutrients", "Each Evolution … award or deduct"', () => {
    expect(nutrients(filled(12, 2, [3, -4]))).toBe(21);
    expect(nutrients(filled(0, 0, [-2]))).toBe(-2);
    expect(nutrients(filled(7, 1, []))).toBe(12);
    expect(nutrients(filled(7, 1, [0]))).toBe(12);
  });

  it('"In a tie for Adaptations or Evolutions, no one is awarded the reward or penalty": a tied Evolution adds 0', () => {
    expect(nutrients(filled(10, 1, [5, 'tie']))).toBe(20);
    expect(evolutionValue({ outcome: 'tied', points: 5 })).toBe(0);
    expect(evolutionValue({ outcome: 'tied', points: null })).toBe(0);
    // The same card paid to both tied players would change the winner: Ana 10 + 5 = 15 against Bo 14.
    const paid = enter(scoring(), [filled(10, 0, [5]), filled(9, 0, [5]), filled(14, 0, [])]);
    const tied = enter(scoring(), [filled(10, 0, ['tie']), filled(9, 0, ['tie']), filled(14, 0, [])]);
    expect(standings(paid).leaders).toEqual([0]);
    expect(standings(tied)).toEqual({ totals: [10, 9, 14], leaders: [2] });
  });

  it('a tie never pays an Evolution, whatever else is entered (property)', () => {
    const entry = fc.record({ outcome: fc.constantFrom('gain' as const, 'loss' as const, 'unmet' as const, 'tied' as const), points: fc.integer({ min: 0, max: 30 }) });
    fc.assert(
      fc.property(fc.nat(40), fc.nat(4), fc.array(entry, { maxLength: 6 }), fc.integer({ min: 0, max: 30 }), (faceDown, mutations, evolutions, points) => {
        const sheet: NutrientSheet = { faceDown, mutations, evolutions };
        const withTie: NutrientSheet = { ...sheet, evolutions: [...evolutions, { outcome: 'tied', points }] };
        expect(nutrients(withTie)).toBe(nutrients(sheet));
        // Turning any one Evolution into a tie takes exactly its payment away.
        for (const [i, e] of evolutions.entries()) {
          const one = { ...sheet, evolutions: evolutions.map((x, j): EvolutionEntry => (j === i ? { ...x, outcome: 'tied' } : x)) };
          expect(nutrients(one)).toBe((nutrients(sheet) as number) - (evolutionValue(e) as number));
        }
      }),
    );
  });

  it('every number must be entered, 0 as 0, before a player counts', () => {
    expect(nutrients(blankSheet())).toBeNull();
    expect(sheetGaps(null)).toEqual(['face-down cards', 'Mutations', 'how many Evolutions']);
    // Only Mutations entered: not counted as 0 cards (the bug this replaces).
    expect(nutrients({ faceDown: null, mutations: 2, evolutions: [] })).toBeNull();
    expect(sheetGaps({ faceDown: 0, mutations: 0, evolutions: [{ outcome: null, points: null }, { outcome: 'gain', points: null }, { outcome: 'tied', points: null }] })).toEqual([
      "Evolution 1's outcome",
      "Evolution 2's Nutrients",
    ]);
    expect(nutrients({ faceDown: 0, mutations: 0, evolutions: [] })).toBe(0);
  });

  it('are entered only after the third Round, as counts', () => {
    expect(setNutrients(sketchGame([{}, {}]), 0, filled(1, 0, []))).toEqual({ error: 'Nutrients are counted after the third Round' });
    expect(setNutrients(scoring(), 1, { faceDown: -1, mutations: 0, evolutions: [] })).toEqual({ error: 'Bo: Face-down cards: -1 is not a count' });
    expect(setNutrients(scoring(), 1, { faceDown: 1, mutations: 0, evolutions: [{ outcome: 'gain', points: 1.5 }] })).toEqual({ error: 'Bo: Evolution 1: 1.5 is not a count of Nutrients' });
    expect(setNutrients(scoring(), 1, { faceDown: 1, mutations: 0, evolutions: [{ outcome: 'maybe', points: 1 }] } as never)).toEqual({ error: 'Bo: Evolution 1: "maybe" is not an outcome' });
    expect(readSheet({ faceDown: 1, mutations: 0, evolutions: [1.5] })).toEqual({ error: 'Evolution 1: 1.5 is not a whole number of Nutrients' });
    // A half-entered sheet is kept (the form fills one box at a time) but does not count yet.
    const half = must(setNutrients(scoring(), 0, { faceDown: 4, mutations: null, evolutions: null }));
    expect(half.players[0]!.sheet).toEqual({ faceDown: 4, mutations: null, evolutions: null });
    expect(standings(half).totals[0]).toBeNull();
  });

  it('"Whoever has the most Nutrients wins!", once every number of every player is in', () => {
    const s = enter(scoring(), [
      filled(10, 1, [2]), // 17
      filled(12, 1, []), // 17
      filled(9, 2, [-1]), // 18
    ]);
    expect(standings(s)).toEqual({ totals: [17, 17, 18], leaders: [2] });
    const over = must(finishGame(s));
    expect(over).toMatchObject({ phase: 'over', winner: 2, receipt: 'Cy wins with 18 Nutrients' });
    expect(setNutrients(over, 0, filled(0, 0, []))).toEqual({ error: 'The game is over: Cy won' });
    const unfinished = must(setNutrients(s, 1, { faceDown: 12, mutations: null, evolutions: [{ outcome: 'gain', points: null }] }));
    expect(finishGame(unfinished)).toEqual({ error: "Bo has not entered Mutations, Evolution 1's Nutrients yet (type 0 for none)" });
    expect(finishGame(enter(scoring(), [filled(1, 0, [])]))).toEqual({ error: 'Bo has not entered face-down cards, Mutations, how many Evolutions yet (type 0 for none)' });
  });

  it('"In a tie, do a Scarcity roll among those who have tied", whose winner wins the game', () => {
    let s = enter(scoring(), [
      filled(10, 1, [3]), // 18
      filled(9, 2, [-1]), // 18
      filled(30, 0, [-15]), // 15
    ]);
    s = must(finishGame(s));
    expect(s.phase).toBe('scoring');
    expect(s.scarcity).toMatchObject({ prize: 'the game', contenders: [0, 1], decidesGame: true });
    s = must(commitDice(must(commitDice(s, 0, { d6: 1 })), 1, { d4: 1 }));
    s = must(rollScarcity(s, [[3], [3]]));
    expect(s.winner).toBeNull();
    s = must(rollScarcity(s, [[2], [4]]));
    expect(s).toMatchObject({ phase: 'over', winner: 1, receipt: 'Ana 2, Bo 4: Bo wins the game' });
  });
});
