import { describe, expect, it } from 'vitest';
import { checkCellularState } from './check';
import { migrateCellular } from './migrate';
import { standings } from './index';
import { filled, must, sketchGame } from './testkit';
import { finishGame } from './nutrients';

describe('Cellular Powerhouse saved games of older state versions', () => {
  it('open with each Evolution number as its outcome, the same totals and winner, and no card-effect roll', () => {
    const now = must(finishGame({ ...sketchGame([{}, {}], { phase: 'scoring' }), players: sketchGame([{}, {}]).players.map((m, i) => ({ ...m, sheet: filled(10 + i, 1, i ? [-2, 0] : [4]) })) }));
    const { effect: _, contest: _c, ...rest } = now;
    const v1 = {
      stage: 'play',
      game: { ...rest, version: 1, players: now.players.map((m, i) => ({ ...m, sheet: { faceDown: 10 + i, mutations: 1, evolutions: i ? [-2, 0] : [4] } })) },
    };
    expect(checkCellularState(v1)).toBe('the card-effect roll of players against each other is not readable');
    const v3 = migrateCellular(v1, 1) as { stage: 'play'; game: typeof now };
    expect(checkCellularState(v3)).toBeNull();
    expect(v3.game).toEqual(now);
    expect(standings(v3.game).totals).toEqual([19, 14]);
    expect(migrateCellular(v3, 3)).toBe(v3);
  });
  it('of state version 2 open with no card-effect roll of players against each other under way', () => {
    const now = sketchGame([{ d4: 1 }, {}]);
    const { contest: _, ...rest } = now;
    const v2 = { stage: 'play', game: { ...rest, version: 2 } };
    expect(checkCellularState(v2)).toBe('the card-effect roll of players against each other is not readable');
    const v3 = migrateCellular(v2, 2) as { stage: 'play'; game: typeof now };
    expect(v3.game).toEqual(now);
    expect(checkCellularState(v3)).toBeNull();
  });
  it('a finished game must have every number entered', () => {
    const over = must(finishGame({ ...sketchGame([{}, {}], { phase: 'scoring' }), players: sketchGame([{}, {}]).players.map((m, i) => ({ ...m, sheet: filled(3 + i, 0, []) })) }));
    expect(over.phase).toBe('over');
    expect(checkCellularState({ stage: 'play', game: over })).toBeNull();
    const half = { ...over, players: over.players.map((m, i) => (i ? { ...m, sheet: { ...m.sheet!, mutations: null } } : m)) };
    expect(checkCellularState({ stage: 'play', game: half })).toBe("the game is over but Microbe 2's Nutrients are not all entered");
  });
});
