import { describe, expect, it } from 'vitest';
import { scoreSheet, scoreWithChoices } from './score';
import { cellsAt, sheetFrom } from './sheets-testkit';

describe('Safety Check: Check Routes', () => {
  it('crosses Rooms the crew cannot reach; other Rooms do not pass the crew on', () => {
    // The crew walks Q -> C(0,1); L(0,2) is reached but does not let it on to C(0,3), so R(0,4) is cut off.
    const score = scoreSheet(sheetFrom('QCLCR'), [], []);
    expect(score.steps[0]!.step).toBe('Safety Check 1: Check Routes');
    expect(score.steps[0]!.crossed).toEqual(cellsAt([0, 4]));
    expect(score.steps[0]!.reasons).toEqual(['Research at row 1 col 5: the crew cannot reach it']);
  });

  it('lets the crew step from any Dock it stands on to every other Dock', () => {
    const sheet = sheetFrom('QCD', 'HL.', '', '', '...R', '...DCR', '', '', '........R');
    const score = scoreSheet(sheet, [], ['research']);
    // Only the lone Research in the far corner is cut off.
    expect(score.steps[0]!.crossed).toEqual(cellsAt([8, 8]));
    expect(score.total).toBe(2);
  });

  it('does not teleport from a crossed-out Dock', () => {
    const sheet = sheetFrom('QCd', 'HL.', '', '', '...R', '...DCR', '', '', '........R');
    const score = scoreSheet(sheet, [], ['research']);
    expect(score.steps[0]!.crossed).toEqual(cellsAt([4, 3], [5, 3], [5, 5], [8, 8]));
    expect(score.total).toBe(0);
  });
});

describe('a whole Safety Check', () => {
  // Two Buildings: Q C L with no Hydroponics, and Q C H with no Life Support.
  const score = scoreSheet(sheetFrom('QCL', '', 'QCH'), [], []);

  it('runs its five parts in order, each crossing what the rules say', () => {
    expect(score.steps.map((s) => s.step)).toEqual([
      'Safety Check 1: Check Routes',
      'Safety Check 1: Life Support',
      'Safety Check 1: Check Routes again',
      'Safety Check 1: Hydroponics',
      'Safety Check 1: Check Routes again',
    ]);
    expect(score.steps.map((s) => s.crossed)).toEqual([
      [],
      cellsAt([2, 0]),
      cellsAt([2, 2]),
      cellsAt([0, 0]),
      cellsAt([0, 2]),
    ]);
  });

  it('gives a reason for every crossed cell', () => {
    expect(score.steps.flatMap((s) => s.reasons)).toEqual([
      'Quarters at row 3 col 1: its Building has no Life Support',
      'Hydroponics at row 3 col 3: the crew cannot reach it',
      'Quarters at row 1 col 1: its Building has more Quarters than Hydroponics',
      'Life Support at row 1 col 3: the crew cannot reach it',
    ]);
  });

  it('reports no choice where every Quarters must go', () => {
    expect(score.steps.every((s) => s.choice === null)).toBe(true);
  });
});

describe('Safety Check: Hydroponics', () => {
  // R C Q H Q L: one Hydroponics for two Quarters, so one Quarters goes. Keeping the left
  // one keeps the Corridor walkable and the Research reachable; the right one only serves the L.
  const sheet = sheetFrom('RCQHQL');

  it('offers the choice of which Quarters to cross', () => {
    const score = scoreSheet(sheet, [], ['research']);
    expect(score.steps[3]!.choice).toEqual({ kind: 'pick', groups: [{ count: 1, from: cellsAt([0, 2], [0, 4]) }] });
  });

  it('takes the choice that keeps the best total', () => {
    const score = scoreSheet(sheet, [], ['research']);
    expect(score.total).toBe(1);
    expect(score.steps[3]!.crossed).toEqual(cellsAt([0, 4]));
    expect(score.steps[4]!.crossed).toEqual(cellsAt([0, 5]));
  });

  it('scores the other choice lower when the player makes it', () => {
    const mine = scoreWithChoices(sheet, [], ['research'], { 3: cellsAt([0, 2]) });
    if ('error' in mine) throw new Error(mine.error);
    expect(mine.total).toBe(0);
    expect(mine.steps[3]!.overridden).toBe(true);
    expect(mine.steps[4]!.crossed).toEqual(cellsAt([0, 0]));
  });
});
