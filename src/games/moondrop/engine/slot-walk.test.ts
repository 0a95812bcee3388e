import { describe, expect, it } from 'vitest';
import { layoutOf } from './layout';
import { sheetFrom } from './sheets-testkit';
import { edgeFirst, NO_LEANINGS, playKeeping } from './slot-walk';

// Each cell a class of its own, in reading order of the layout's cells.
function slotOf(cells: number[]): { fixed: number[]; classes: number[][]; count: number } {
  return { fixed: [], classes: cells.map((c) => [c]), count: 1 };
}

// The layout's cell at (row, col).
function at(lay: ReturnType<typeof layoutOf>, row: number, col: number): number {
  return lay.cells.findIndex((c) => c.row === row && c.col === col);
}

describe('the order the walk tries classes in', () => {
  it('puts the cells touching most empty cells first', () => {
    // QQQ / QQQ / Q..: (0,0) touches no empty cell, (1,1) and (1,2) one each, (2,0) two.
    const lay = layoutOf(sheetFrom('QQQ', 'QQQ', 'Q..'));
    const order = edgeFirst(lay, slotOf([at(lay, 0, 0), at(lay, 1, 1), at(lay, 2, 0)]), NO_LEANINGS).classes.map((c) => c[0]);
    expect(order).toEqual([at(lay, 2, 0), at(lay, 1, 1), at(lay, 0, 0)]);
  });

  it('puts Docks first at a Fire or Breach that a Sabotage follows', () => {
    // C.Q / DLD / HLC: the Docks touch one empty cell or none, the Quarters (0,2) one.
    const lay = layoutOf(sheetFrom('C.Q', 'DLD', 'HLC'));
    const cells = [at(lay, 0, 2), at(lay, 1, 0), at(lay, 1, 2), at(lay, 2, 1)];
    const plain = edgeFirst(lay, slotOf(cells), NO_LEANINGS).classes.map((c) => c[0]);
    expect(plain[0]).toBe(at(lay, 0, 2));
    const docks = edgeFirst(lay, slotOf(cells), { ...NO_LEANINGS, docks: true }).classes.map((c) => c[0]);
    expect(docks.slice(0, 2).sort()).toEqual([at(lay, 1, 0), at(lay, 1, 2)].sort());
    expect(docks.slice(2)).toEqual([at(lay, 0, 2), at(lay, 2, 1)]);
  });

  it('keeps the Quarters beside a Research for last, and with a Plague to come crosses their neighbours first', () => {
    // Q.. / QQR / ...: (1,1) is beside the Research, (1,0) beside it, and (0,0) beside (1,0) only.
    const lay = layoutOf(sheetFrom('Q..', 'QQR', '...'));
    const cells = [at(lay, 1, 1), at(lay, 0, 0), at(lay, 1, 0)];
    const x = lay.start;
    const plain = edgeFirst(lay, slotOf(cells), NO_LEANINGS).classes.map((c) => c[0]);
    // By the edge alone: (1,1) touches two empty cells, (0,0) and (1,0) one each (a tie keeps their order).
    expect(plain).toEqual([at(lay, 1, 1), at(lay, 0, 0), at(lay, 1, 0)]);
    const research = edgeFirst(lay, slotOf(cells), { ...NO_LEANINGS, research: x }).classes.map((c) => c[0]);
    expect(research).toEqual([at(lay, 0, 0), at(lay, 1, 0), at(lay, 1, 1)]);
    const plague = edgeFirst(lay, slotOf(cells), { ...NO_LEANINGS, research: x, plague: true }).classes.map((c) => c[0]);
    expect(plague).toEqual([at(lay, 1, 0), at(lay, 0, 0), at(lay, 1, 1)]);
  });

  it('with a Plague to come and Population counting, puts Quarters crowded by others first', () => {
    // QQQ / .Q. / Q..: (0,1) touches three Quarters and no empty cell, (0,0) one Quarters and one
    // empty cell, (2,0) no Quarters and three empty cells.
    const lay = layoutOf(sheetFrom('QQQ', '.Q.', 'Q..'));
    const cells = [at(lay, 2, 0), at(lay, 0, 0), at(lay, 0, 1)];
    const plain = edgeFirst(lay, slotOf(cells), NO_LEANINGS).classes.map((c) => c[0]);
    // By the edge alone: (2,0) touches three empty cells, (0,0) one, (0,1) none.
    expect(plain).toEqual([at(lay, 2, 0), at(lay, 0, 0), at(lay, 0, 1)]);
    const crowded = edgeFirst(lay, slotOf(cells), { ...NO_LEANINGS, crowded: lay.start }).classes.map((c) => c[0]);
    // Ranks: (0,1) 0 + 2 * 3 = 6, (0,0) 1 + 2 * 1 = 3, (2,0) 3 + 0 = 3 (a tie keeps the order).
    expect(crowded).toEqual([at(lay, 0, 1), at(lay, 2, 0), at(lay, 0, 0)]);
  });
});

describe('the play that keeps a set', () => {
  it('crosses each slot’s fixed cells, then its count from outside the set first, in the classes’ order', () => {
    const slots = [
      { fixed: [9], classes: [[1, 2], [3], [4]], count: 2 },
      { fixed: [], classes: [[5], [6, 7]], count: 1 },
    ];
    expect(playKeeping(slots, [1, 3, 6])).toEqual([9, 2, 4, 5]);
    // More to cross than lies outside the set: the rest from the set, in order.
    expect(playKeeping(slots, [1, 2, 3, 5, 6, 7])).toEqual([9, 4, 1, 5]);
    expect(playKeeping(slots, [])).toEqual([9, 1, 2, 5]);
  });
});
