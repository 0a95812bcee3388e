import { describe, it, expect } from 'vitest';
import { formatBoard } from './board-text';
import { flowTargets } from './flow';
import { outcome } from './outcome';
import { crewMoves } from './crew';
import { removeSandbag, pump } from './moves';
import { flowUnit, pendingFlows, settle } from './settle';
import { boardOf, must } from './testkit';

const at = (row: number, col: number) => ({ row, col });

describe('pendingFlows', () => {
  it('proposes units highest surface first, ties in reading order', () => {
    const board = boardOf(
      '02L 00 03 00 02',
      '30P 30 30 30 30',
      '02L 00 30C 00 04',
    );
    // Surfaces of the flowing columns: (0,0) 2, (0,2) 3, (0,4) 2, (2,0) 2, (2,4) 4.
    expect(pendingFlows(board)).toEqual([at(2, 4), at(0, 2), at(0, 0), at(0, 4), at(2, 0)]);
  });

  it('is empty on a still board', () => {
    expect(pendingFlows(boardOf('01L 01 00L', '30P 30C 30'))).toEqual([]);
  });
});

describe('flowUnit', () => {
  it('moves the top unit onto a chosen target', () => {
    const board = boardOf('30P 30 00', '00 02L 20', '30L 20 30C');
    const moved = must(flowUnit(must(pump(board, 0)), at(1, 1), at(1, 0)));
    expect(formatBoard(moved)).toBe('30P 30 00\n01 02L 20\n30L 20 30C');
  });

  it('refuses a cell that is not a target, naming the targets', () => {
    const board = boardOf('02L 00 00L', '30P 30C 30');
    expect(flowUnit(board, at(0, 0), at(0, 2))).toEqual({
      error: 'Water from row 1, column 1 cannot come to rest at row 1, column 3; it may go to row 1, column 2.',
    });
    expect(flowUnit(board, at(0, 1), at(0, 2))).toEqual({ error: 'No water can flow from row 1, column 2: it is dry.' });
    expect(flowUnit(boardOf('01L 00 00L', '30P 30C 30'), at(0, 0), at(0, 1))).toEqual({
      error: 'No water can flow from row 1, column 1: its top unit cannot flow.',
    });
  });
});

describe('settle', () => {
  it('flows unit by unit until still, each to its first target', () => {
    // 04 → 03 01 → 02 01 01 → 01 01 01 01 (worked by hand from the rules).
    const board = boardOf('04L 00 00 00', '30P 30C 30 30L');
    expect(formatBoard(settle(board))).toBe('01L 01 01 01\n30P 30C 30 30L');
  });

  it('lets the Captain pick among targets', () => {
    const board = must(pump(boardOf(
      '30L 30 30 30 30',
      '30 20 02L 20 30',
      '30 00 20 00 30',
      '30P 30 00 30 30C',
    ), 1));
    const asked: string[] = [];
    const settled = settle(board, (targets, from) => {
      asked.push(`${from.row},${from.col}→${targets.map((t) => `${t.row},${t.col}`).join(' ')}`);
      return targets[targets.length - 1]!;
    });
    expect(asked).toEqual(['1,2→2,1 2,3 3,2']);
    expect(formatBoard(settled)).toBe('30L 30 30 30 30\n30 20 02L 20 30\n30 00 20 00 30\n30P 30 01 30 30C');
  });

  it('ignores a pick outside the targets and uses the first', () => {
    const board = boardOf('02L 00 00 00L', '30P 30C 30 30');
    expect(formatBoard(settle(board, () => at(0, 3)))).toBe('01L 01 00 00L\n30P 30C 30 30');
  });

  it('removing a sandbag releases a column', () => {
    const board = boardOf('02L 20 00L', '30P 30C 30');
    expect(settle(board)).toEqual(board);
    const opened = must(removeSandbag(board, at(0, 1)));
    expect(pendingFlows(opened)).toEqual([at(0, 0)]);
    expect(formatBoard(settle(opened))).toBe('01L 10 01L\n30P 30C 30');
  });

  it("the rule text's second example: a removed sandbag lets the Captain dunk a crew member", () => {
    const board = boardOf(
      '30P 20 00 30',
      '20 02L 20b 00a',
      '30 20 00 30C',
      '30L 30 30 30',
    );
    expect(pendingFlows(board)).toEqual([]);
    const opened = must(removeSandbag(board, at(1, 2)));
    // Over b's one remaining sandbag, then down to any of three dry cells, a's among them.
    expect(flowTargets(opened, at(1, 1))).toEqual([at(0, 2), at(1, 3), at(2, 2)]);
    const dunked = must(flowUnit(opened, at(1, 1), at(1, 3)));
    expect(pendingFlows(dunked)).toEqual([]);
    expect(outcome(dunked, false)).toEqual({ winner: null, reason: '' });
    expect(crewMoves(dunked, 'a')).toEqual([at(0, 3), at(1, 2), at(1, 3), at(2, 3)]);
  });

  it('does not change its input', () => {
    const board = boardOf('04L 00 00 00', '30P 30C 30 30L');
    const before = JSON.stringify(board);
    settle(board);
    expect(JSON.stringify(board)).toBe(before);
  });
});
