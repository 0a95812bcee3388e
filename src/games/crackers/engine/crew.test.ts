import { describe, it, expect } from 'vitest';
import { crewMoves, moveCrew } from './crew';
import { boardOf, must } from './testkit';

const at = (row: number, col: number) => ({ row, col });

describe('crewMoves', () => {
  it('from a dry cell: every dry cell it can walk to (over sandbags), plus one step into water', () => {
    const board = boardOf(
      '00a 30 01 00P',
      '01 20 01 00',
      '00L 02 00C 00L',
    );
    // Dry region from (0,0): (0,0), (0,1) with 3 sandbags, (1,1) with 2. Wet cells
    // touching it: (0,2), (1,0), (1,2), (2,1). Beyond the water, (0,3) and (2,0) are out.
    expect(crewMoves(board, 'a')).toEqual([at(0, 0), at(0, 1), at(0, 2), at(1, 0), at(1, 1), at(1, 2), at(2, 1)]);
  });

  it('from depth 1: one step, wet or dry', () => {
    const board = boardOf('00 00 00P', '00L 01a 02', '00C 00 00L');
    expect(crewMoves(board, 'a')).toEqual([at(0, 1), at(1, 0), at(1, 1), at(1, 2), at(2, 1)]);
  });

  it('from depth 2 (drowned): its own cell only', () => {
    const board = boardOf('00 00 00P', '00L 02a 00', '00C 00 00L');
    expect(crewMoves(board, 'a')).toEqual([at(1, 1)]);
  });

  it('is empty for a crew member not on the board', () => {
    expect(crewMoves(boardOf('00L 00L', '00P 00C'), 'b')).toEqual([]);
  });
});

describe('moveCrew', () => {
  const board = boardOf('00a 00 02 00P', '00L 00b 00 00', '00L 00c 03 00C');

  it('moves to a reachable cell, including stepping into deep water (and drowning)', () => {
    expect(must(moveCrew(board, 'a', at(1, 3))).crew).toEqual({ a: at(1, 3), b: at(1, 1), c: at(2, 1) });
    expect(must(moveCrew(board, 'c', at(2, 2))).crew.c).toEqual(at(2, 2));
  });

  it('refuses cells beyond water, naming why', () => {
    const wet = boardOf('00a 01 00 00P', '01L 01 00 00', '00L 00 00 00C');
    expect(moveCrew(wet, 'a', at(0, 2))).toEqual({
      error: 'Crew a cannot reach row 1, column 3: it may cross only dry cells and must stop on entering water.',
    });
    const wading = boardOf('00 00 00P', '00L 01a 00', '00C 00 00L');
    expect(moveCrew(wading, 'a', at(0, 0))).toEqual({
      error: 'Crew a cannot reach row 1, column 1: in depth 1 it may move only one step.',
    });
    const drowned = boardOf('00 00 00P', '00L 02a 00', '00C 00 00L');
    expect(moveCrew(drowned, 'a', at(0, 1))).toEqual({
      error: 'Crew a cannot reach row 1, column 2: it has drowned at row 2, column 2.',
    });
    expect(moveCrew(board, 'a', at(9, 9))).toEqual({ error: 'Crew a cannot leave the board.' });
    expect(moveCrew(boardOf('00L 00L', '00P 00C'), 'a', at(0, 0))).toEqual({ error: 'Crew a is not on the board.' });
  });
});
