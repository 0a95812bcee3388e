import { describe, it, expect } from 'vitest';
import { flowTargets } from './flow';
import { pump } from './moves';
import { boardOf, must } from './testkit';

const at = (row: number, col: number) => ({ row, col });

// A depth-d leak in a basin of 3-high sandbags, a dry channel on the right.
const walledBasin = (d: number) => ['30P 30 30 30C', `30 0${d}L 30 00`, '30 30 30 00L'];
describe('flowTargets', () => {
  it("the rule text's example: a pumped unit on a depth-2 leak walled by 2-high sandbags flows over them to three depth-0 cells", () => {
    const board = boardOf(
      '30L 30 30 30 30',
      '30 20 02L 20 30',
      '30 00 20 00 30',
      '30P 30 00 30 30C',
    );
    // Before pumping, the unit on top sits at level 1: the 2-high walls hold it.
    expect(flowTargets(board, at(1, 2))).toEqual([]);
    const pumped = must(pump(board, 1));
    expect(pumped.depth[1 * 5 + 2]).toBe(3);
    // Level 2 now: over any wall (surface 2) and down to the three dry floors.
    expect(flowTargets(pumped, at(1, 2))).toEqual([at(2, 1), at(2, 3), at(3, 2)]);
  });

  it('refuses level flow that would end at the start level', () => {
    const board = boardOf('02L 01 01L 01P 01C');
    expect(flowTargets(board, at(0, 0))).toEqual([]);
    // One unit deeper: level 2 across a plateau of surface 2 still ends level.
    expect(flowTargets(boardOf('03L 02 02 02L', '30P 30C 30 30'), at(0, 0))).toEqual([]);
  });

  it('crosses a level plateau (over sandbags and over water) then drops', () => {
    const board = boardOf('03L 11 02 20 00L', '30P 30C 30 30 30');
    expect(flowTargets(board, at(0, 0))).toEqual([at(0, 4)]);
  });

  it('crosses a plateau exactly at the start level then drops', () => {
    const board = boardOf('02L 01 10 01 00L', '30P 30C 30 30 30');
    expect(flowTargets(board, at(0, 0))).toEqual([at(0, 4)]);
  });

  it('stops at the first lowest cell it reaches', () => {
    const board = boardOf('02L 00 00 00L', '30P 30C 30 30');
    expect(flowTargets(board, at(0, 0))).toEqual([at(0, 1)]);
  });

  it('never flows uphill', () => {
    expect(flowTargets(boardOf('01L 10 00L', '30P 30C 30'), at(0, 0))).toEqual([]);
  });

  it('is held by a sandbag wall until the water tops it', () => {
    // Depth 3: the unit sits at level 2, below the 3-high walls.
    expect(flowTargets(boardOf(...walledBasin(3)), at(1, 1))).toEqual([]);
    // Depth 4: level 3 walks along the wall tops and drops into the dry channel,
    // from (1,2) onto (1,3) or from (2,2) onto (2,3).
    expect(flowTargets(boardOf(...walledBasin(4)), at(1, 1))).toEqual([at(1, 3), at(2, 3)]);
  });

  it('lists several targets in reading order, not discovery order', () => {
    const board = boardOf(
      '30P 30 30 00',
      '30C 20 20 20',
      '00 03L 30 30L',
    );
    // (2,0) is one step away, (0,3) four: reading order still puts (0,3) first.
    expect(flowTargets(board, at(2, 1))).toEqual([at(0, 3), at(2, 0)]);
  });

  it('has no targets from a dry cell or off the board', () => {
    const board = boardOf('00L 00 00L', '30P 30C 30');
    expect(flowTargets(board, at(0, 1))).toEqual([]);
    expect(flowTargets(board, at(5, 5))).toEqual([]);
    expect(flowTargets(board, at(-1, 0))).toEqual([]);
  });

  it('does not change the board it reads', () => {
    const board = boardOf('04L 00 00L', '30P 30C 30');
    const before = JSON.stringify(board);
    flowTargets(board, at(0, 0));
    expect(JSON.stringify(board)).toBe(before);
  });
});
