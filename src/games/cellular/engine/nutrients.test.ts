import { describe, it, expect } from 'vitest';
import { commitDice } from './scarcity';
import { rollScarcity } from './scarcity-roll';
import { finishGame, nutrients, setNutrients, standings } from './nutrients';
import { must, sketchGame } from './testkit';
import type { CellularState, NutrientSheet } from './types';

const scoring = () => sketchGame([{ d6: 1 }, { d4: 1 }, {}], { phase: 'scoring' });
const enter = (s: CellularState, sheets: NutrientSheet[]) => sheets.reduce((acc, sh, i) => must(setNutrients(acc, i, sh)), s);

describe('Nutrients', () => {
  it('1 per face-down card, 5 per Mutation, plus or minus each Evolution', () => {
    expect(nutrients({ faceDown: 12, mutations: 2, evolutions: [3, -4] })).toBe(21);
    expect(nutrients({ faceDown: 0, mutations: 0, evolutions: [-2] })).toBe(-2);
    expect(nutrients({ faceDown: 7, mutations: 1, evolutions: [] })).toBe(12);
  });
  it('are entered only after the third Round, as counts and whole adjustments', () => {
    expect(setNutrients(sketchGame([{}, {}]), 0, { faceDown: 1, mutations: 0, evolutions: [] })).toEqual({ error: 'Nutrients are counted after the third Round' });
    expect(setNutrients(scoring(), 1, { faceDown: -1, mutations: 0, evolutions: [] })).toEqual({ error: 'Bo: Face-down cards: -1 is not a count' });
    expect(setNutrients(scoring(), 1, { faceDown: 1, mutations: 0, evolutions: [1.5] })).toEqual({ error: 'Bo: Evolutions: 1.5 is not a whole number of Nutrients' });
  });
  it('the most Nutrients wins', () => {
    const s = enter(scoring(), [
      { faceDown: 10, mutations: 1, evolutions: [2] }, // 17
      { faceDown: 12, mutations: 1, evolutions: [] }, // 17
      { faceDown: 9, mutations: 2, evolutions: [-1] }, // 18
    ]);
    expect(standings(s)).toEqual({ totals: [17, 17, 18], leaders: [2] });
    const over = must(finishGame(s));
    expect(over).toMatchObject({ phase: 'over', winner: 2, receipt: 'Cy wins with 18 Nutrients' });
    expect(setNutrients(over, 0, { faceDown: 0, mutations: 0, evolutions: [] })).toEqual({ error: 'The game is over: Cy won' });
  });
  it('a tie for most goes to a Scarcity roll among the tied, whose winner wins the game', () => {
    let s = enter(scoring(), [
      { faceDown: 10, mutations: 1, evolutions: [3] }, // 18
      { faceDown: 9, mutations: 2, evolutions: [-1] }, // 18
      { faceDown: 30, mutations: 0, evolutions: [-15] }, // 15
    ]);
    expect(finishGame(enter(scoring(), [{ faceDown: 1, mutations: 0, evolutions: [] }]))).toEqual({ error: 'Bo has not counted Nutrients yet' });
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
