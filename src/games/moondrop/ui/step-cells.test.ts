import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scoreSheet } from '../engine/score';
import { blockSheet, sheetFrom } from '../engine/sheets-testkit';
import { GOALS, type GoalId } from '../engine/screens';
import { exposedCorridors, goalCells, goalLine } from './step-cells';

describe('the cells a scoring step is about', () => {
  it('a Breach finds the uncrossed Corridors next to an empty cell; the grid edge is not a cell', () => {
    const sheet = sheetFrom('CCQ......', 'ccQ......', 'QQQ......', '.........', '.........', '.........', '.........', '.........', 'C........');
    // Row 1's Corridors touch only modules (a crossed one counts as a module); row 9's touches an empty cell.
    expect(exposedCorridors(sheet)).toEqual([{ row: 8, col: 0 }]);
  });
  it('every Goal marks exactly the cells it is paid for (the scorer agrees on random sheets)', () => {
    fc.assert(
      fc.property(blockSheet(), fc.constantFrom<GoalId>(...GOALS), (sheet, goal) => {
        const score = scoreSheet(sheet, [], [goal]);
        const { cells } = goalCells(score.final, goal);
        const points = score.goals[goal] ?? 0;
        // Security pays 4 per Building with a Dock beyond the first; the rest pay 1 per marked cell.
        const buildings = Number(/^(\d+) /.exec(goalCells(score.final, goal).how)?.[1] ?? 0);
        expect(goal === 'security' ? 4 * Math.max(0, buildings - 1) : cells.length).toBe(points);
      }),
      { numRuns: 150 },
    );
  });
  it('says which cells and how they count', () => {
    const sheet = sheetFrom('RQ.......', '.........', '.........', '.........', '.........', '.........', '.........', '.........', '.........');
    expect(goalLine(sheet, 'research')).toBe('Research: row 1 col 1 (1 point per Research)');
  });
});

