import { describe, expect, it } from 'vitest';
import { scoreAllOrders, crisisOrders } from './orders';
import { pinnedChoices, scoreSheet, scoreWithChoices, type Score } from './score';
import { cellsAt, sheetFrom } from './sheets-testkit';

function ok(result: Score | { error: string }): Score {
  if ('error' in result) throw new Error(result.error);
  return result;
}

// Two Quarters side by side, two Life Support, four Hydroponics around two Corridors, and a
// Corridor at C(2,0) that is the only one next to an empty cell: a Breach takes 1 Room.
const TWINS = sheetFrom('LQQL', 'HCCH', 'CHH');

describe('a Plague after a Breach', () => {
  it('is survived by crossing one Quarters in the Breach', () => {
    const score = scoreSheet(TWINS, ['breach', 'plague'], ['population']);
    expect(score.total).toBe(1);
    expect([cellsAt([0, 1]), cellsAt([0, 2])]).toContainEqual(score.steps[5]!.crossed);
    expect(score.steps[11]!.step).toBe('Plague: safe, no Quarters is next to other Quarters');
  });

  it('takes both Quarters when the Breach took something else', () => {
    const score = ok(scoreWithChoices(TWINS, ['breach', 'plague'], ['population'], { 5: cellsAt([0, 0]) }));
    expect(score.total).toBe(0);
    expect(score.steps[5]!.crossed).toEqual(cellsAt([0, 0]));
    expect(score.steps[11]!.crossed).toEqual(cellsAt([0, 1], [0, 2]));
  });

  it('cannot be survived when the Plague comes first', () => {
    const orders = scoreAllOrders(TWINS, ['breach', 'plague'], ['population']);
    expect(orders).toEqual({
      orders: [
        { crises: ['breach', 'plague'], total: 1 },
        { crises: ['plague', 'breach'], total: 0 },
      ],
      mean: 0.5,
    });
  });
});

describe('steps', () => {
  it('label every part in order, with Safety Checks numbered', () => {
    const score = scoreSheet(TWINS, ['breach', 'plague'], ['population']);
    expect(score.steps).toHaveLength(17);
    expect(score.steps[5]!.step).toBe('Breach: 1 Corridor is next to an empty cell, so 1 Room is crossed');
    expect(score.steps[6]!.step).toBe('Safety Check 2: Check Routes');
    expect(score.steps[16]!.step).toBe('Safety Check 3: Check Routes again');
    expect(score.steps[5]!.reasons).toEqual([`Quarters at row 1 col ${score.steps[5]!.crossed[0]!.col + 1}: lost to the Breach`]);
  });
});

describe('scoreWithChoices', () => {
  // Fire: B (row 3 col 2) burns 2 of its Research and Dock; C (row 7 col 1) burns both Rooms.
  const FIRE = sheetFrom('QCDL', 'H', '.R', 'DCR', '.R', '', 'DCR');

  it('completes a partial choice with the best rest', () => {
    const mine = ok(scoreWithChoices(FIRE, ['fire'], ['research'], { 5: cellsAt([2, 1]) }));
    expect(mine.total).toBe(1);
    expect(mine.steps[5]!.crossed).toContainEqual({ row: 2, col: 1 });
    // Burning the Dock cuts the crew off from every Research in B.
    expect(ok(scoreWithChoices(FIRE, ['fire'], ['research'], { 5: cellsAt([3, 0]) })).total).toBe(0);
  });

  it('keeps the best play when the player picks what it picked', () => {
    const best = scoreSheet(FIRE, ['fire'], ['research']);
    const same = ok(scoreWithChoices(FIRE, ['fire'], ['research'], pinnedChoices(best, 17)));
    expect(same.total).toBe(best.total);
    expect(same.steps.map((s) => s.crossed)).toEqual(best.steps.map((s) => s.crossed));
    expect(pinnedChoices(best, 17)).toEqual({ 5: best.steps[5]!.crossed });
    expect(pinnedChoices(best, 5)).toEqual({});
  });

  it('refuses a choice the rules do not allow, naming the step and cell', () => {
    expect(scoreWithChoices(FIRE, ['fire'], ['research'], { 5: cellsAt([0, 0]) })).toEqual({
      error: 'Fire (step 6): no legal play crosses row 1 col 1 there',
    });
    expect(scoreWithChoices(FIRE, ['fire'], ['research'], { 5: cellsAt([2, 1], [3, 2], [4, 1]) })).toEqual({
      error: 'Fire (step 6): no legal play crosses row 3 col 2, row 4 col 3, row 5 col 2 there',
    });
    expect(scoreWithChoices(FIRE, ['fire'], ['research'], { 5: cellsAt([8, 8]) })).toEqual({
      error: 'Fire: row 9 col 9 holds no module',
    });
    expect(scoreWithChoices(FIRE, ['fire'], ['research'], { 40: [] })).toEqual({ error: 'There is no step 40 to choose at' });
  });
});

describe('crisisOrders', () => {
  it('lists every distinct order', () => {
    expect(crisisOrders(['fire', 'breach', 'quake'])).toHaveLength(6);
    expect(crisisOrders(['fire'])).toEqual([['fire']]);
    expect(crisisOrders([])).toEqual([[]]);
    expect(crisisOrders(['fire', 'fire'])).toEqual([['fire', 'fire']]);
  });
});
