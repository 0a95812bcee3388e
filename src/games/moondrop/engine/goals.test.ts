import { describe, expect, it } from 'vitest';
import { scoreSheet } from './score';
import { sheetFrom } from './sheets-testkit';
import { isCrisisId, isGoalId, type GoalId, type Sheet } from './types';

function points(sheet: Sheet, goal: GoalId): number | undefined {
  return scoreSheet(sheet, [], [goal]).goals[goal];
}

describe('goals', () => {
  it('research: +1 per Research left standing', () => {
    // One reachable Research; one already crossed; one cut off and crossed by the Safety Check.
    expect(points(sheetFrom('HQL', '.R.', '', '', '....r', '', '', '', '........R'), 'research')).toBe(1);
  });

  it('mining: +1 per empty cell walled off from the edge, crossed walls included', () => {
    const sheet = sheetFrom('ccc', 'c.c', 'ccc', '', '....cccc', '....c..c', '....cccc', 'ccc', 'c.c');
    // The bottom pocket touches the grid's edge, so it is not enclosed.
    expect(points(sheet, 'mining')).toBe(3);
    expect(points(sheetFrom('QCQ', 'HLH'), 'mining')).toBe(0);
  });

  it('efficiency: the largest connected group of Corridors left standing', () => {
    expect(points(sheetFrom('CCC.C', '', 'CcCC'), 'efficiency')).toBe(3);
    expect(points(sheetFrom('HQL'), 'efficiency')).toBe(0);
  });

  it('population: +1 per Quarters left standing', () => {
    // Two kept; one crossed already; one in a Building without Life Support.
    expect(points(sheetFrom('HQL.HQL', '', 'q', '', 'HQ'), 'population')).toBe(2);
  });

  it('security: +4 per Building with a Dock beyond the first', () => {
    const three = sheetFrom('HQL', '.D.', '', '', '....D', '', '......D', '', '........d');
    expect(points(three, 'security')).toBe(8);
    expect(points(sheetFrom('HQL', '.D.', '', '', '....d'), 'security')).toBe(0);
    expect(points(sheetFrom('HQL'), 'security')).toBe(0);
  });

  it('sums the goals asked for, and only those', () => {
    const score = scoreSheet(sheetFrom('HQL', '.R.', 'C'), [], ['research', 'population']);
    expect(score.goals).toEqual({ research: 1, population: 1 });
    expect(score.total).toBe(2);
    expect(scoreSheet(sheetFrom('HQL'), [], []).total).toBe(0);
  });
});

describe('card ids', () => {
  it('recognises the names on the cards and nothing else', () => {
    expect(['fire', 'breach', 'plague', 'quake', 'fungus', 'sabotage'].every(isCrisisId)).toBe(true);
    expect(['research', 'mining', 'efficiency', 'population', 'security'].every(isGoalId)).toBe(true);
    expect(isCrisisId('Fire')).toBe(false);
    expect(isGoalId('fire')).toBe(false);
  });
});
