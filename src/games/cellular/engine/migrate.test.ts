import { describe, expect, it } from 'vitest';
import { checkCellularState } from './check';
import { migrateCellular } from './migrate';
import { standings } from './index';
import { filled, must, sketchGame } from './testkit';
import { finishGame } from './nutrients';

describe('Cellular Powerhouse saved games of state version 1', () => {
  it('open with each Evolution number as its outcome, the same totals and winner, and no card-effect roll', () => {
    const now = must(finishGame({ ...sketchGame([{}, {}], { phase: 'scoring' }), players: sketchGame([{}, {}]).players.map((m, i) => ({ ...m, sheet: filled(10 + i, 1, i ? [-2, 0] : [4]) })) }));
    const { effect: _, ...rest } = now;
    const v1 = {
      stage: 'play',
      game: { ...rest, version: 1, players: now.players.map((m, i) => ({ ...m, sheet: { faceDown: 10 + i, mutations: 1, evolutions: i ? [-2, 0] : [4] } })) },
    };
    expect(checkCellularState(v1)).toBe('the last card-effect roll is not readable');
    const v2 = migrateCellular(v1, 1) as { stage: 'play'; game: typeof now };
    expect(checkCellularState(v2)).toBeNull();
    expect(v2.game).toEqual(now);
    expect(standings(v2.game).totals).toEqual([19, 14]);
    expect(migrateCellular(v2, 2)).toBe(v2);
  });
  it('a finished game must have every number entered', () => {
    const over = must(finishGame({ ...sketchGame([{}, {}], { phase: 'scoring' }), players: sketchGame([{}, {}]).players.map((m, i) => ({ ...m, sheet: filled(3 + i, 0, []) })) }));
    expect(over.phase).toBe('over');
    expect(checkCellularState({ stage: 'play', game: over })).toBeNull();
    const half = { ...over, players: over.players.map((m, i) => (i ? { ...m, sheet: { ...m.sheet!, mutations: null } } : m)) };
    expect(checkCellularState({ stage: 'play', game: half })).toBe("the game is over but Microbe 2's Nutrients are not all entered");
  });
});
