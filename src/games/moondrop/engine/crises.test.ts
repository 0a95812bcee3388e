import { describe, expect, it } from 'vitest';
import { scoreSheet } from './score';
import { cellsAt, sheetFrom } from './sheets-testkit';
import type { CrisisId, GoalId, Sheet } from './types';

// Step 5 is the first Crisis (after the five parts of the first Safety Check).
function crisis(sheet: Sheet, id: CrisisId, goals: GoalId[] = []) {
  const score = scoreSheet(sheet, [id], goals);
  expect(score.steps.slice(0, 5).flatMap((s) => s.crossed)).toEqual([]);
  return { score, step: score.steps[5]! };
}

// Q C Q over H L H: every Room reachable, Life Support and Hydroponics enough, and every
// module has 2 or more neighbours. The Corridor's only open side is the grid's edge.
const SAFE = sheetFrom('QCQ', 'HLH');

describe('every crisis on a sheet that is safe', () => {
  it.each([
    ['fire', 'Fire: safe, every Building has Life Support'],
    ['breach', 'Breach: safe, no Corridor is next to an empty cell'],
    ['plague', 'Plague: safe, no Quarters is next to other Quarters'],
    ['quake', 'Quake: safe, every module has at least 2 neighbouring modules'],
    ['fungus', 'Fungus: safe, every Hydroponics is next to Life Support'],
    ['sabotage', 'Sabotage: safe, every Dock is next to Quarters'],
  ] as Array<[CrisisId, string]>)('%s is safe', (id, label) => {
    const { step } = crisis(SAFE, id);
    expect(step.step).toBe(label);
    expect(step.crossed).toEqual([]);
    expect(step.choice).toBeNull();
  });
});

describe('Fire', () => {
  // A: Q C D L / H. B (no Life Support): R over D C R over R, reached through the Docks.
  // C (no Life Support): D C R.
  const sheet = sheetFrom('QCDL', 'H', '.R', 'DCR', '.R', '', 'DCR');

  it('crosses 2 Rooms of each failing Building, all of them when it has fewer', () => {
    const { score, step } = crisis(sheet, 'fire', ['research']);
    expect(step.step).toBe('Fire: buildings at row 3 col 2 and row 7 col 1 have no Life Support');
    expect(step.choice).toEqual({
      kind: 'pick',
      groups: [
        { count: 2, from: cellsAt([2, 1], [3, 0], [3, 2], [4, 1]) },
        { count: 2, from: cellsAt([6, 0], [6, 2]) },
      ],
    });
    // Best: burn two Research in B (burning its Dock would cut off all three) and all of C.
    const burnt = step.crossed.map((c) => `${c.row},${c.col}`);
    expect(burnt).toHaveLength(4);
    expect(burnt).toEqual(expect.arrayContaining(['6,0', '6,2']));
    expect(burnt).not.toContain('3,0');
    expect(score.total).toBe(1);
  });
});

describe('Breach', () => {
  it('counts Corridors next to empty cells and crosses that many Rooms of the player\u2019s choice', () => {
    // The same sheet one row lower: the Corridor now has an empty cell above it.
    const { step } = crisis(sheetFrom('', 'QCQ', 'HLH'), 'breach', ['population']);
    expect(step.step).toBe('Breach: 1 Corridor is next to an empty cell, so 1 Room is crossed');
    expect(step.choice).toEqual({ kind: 'pick', groups: [{ count: 1, from: cellsAt([1, 0], [1, 2], [2, 0], [2, 1], [2, 2]) }] });
    expect(step.crossed).toHaveLength(1);
  });

  it('crosses every Room when there are fewer Rooms than such Corridors', () => {
    const { step, score } = crisis(sheetFrom('LQCCCC', '.H'), 'breach', ['population']);
    expect(step.step).toBe('Breach: 4 Corridors are next to an empty cell, so all 3 Rooms left are crossed');
    expect(step.crossed).toEqual(cellsAt([0, 0], [0, 1], [1, 1]));
    expect(step.choice).toBeNull();
    expect(score.total).toBe(0);
  });
});

describe('Plague', () => {
  it('crosses every Quarters next to another, all at once', () => {
    const { step } = crisis(sheetFrom('QQ.', 'CCL', 'HH.'), 'plague');
    expect(step.step).toBe('Plague: 2 Quarters are next to other Quarters');
    expect(step.crossed).toEqual(cellsAt([0, 0], [0, 1]));
    expect(step.reasons[0]).toBe('Quarters at row 1 col 1: next to other Quarters');
  });

  it('ignores crossed-out Quarters', () => {
    const { step } = crisis(sheetFrom('LQq', '.H.'), 'plague');
    expect(step.step).toBe('Plague: safe, no Quarters is next to other Quarters');
    expect(step.crossed).toEqual([]);
  });
});

describe('Quake', () => {
  it('crosses modules with fewer than 2 neighbouring modules', () => {
    const { step } = crisis(sheetFrom('QCQR', 'HLH'), 'quake');
    expect(step.step).toBe('Quake: 1 module has fewer than 2 neighbouring modules');
    expect(step.crossed).toEqual(cellsAt([0, 3]));
  });

  it('counts crossed-out modules as neighbours', () => {
    const { step } = crisis(sheetFrom('QCQRc', 'HLH'), 'quake');
    expect(step.step).toBe('Quake: only modules already crossed out have fewer than 2 neighbouring modules');
    expect(step.crossed).toEqual([]);
  });
});

describe('Fungus', () => {
  it('crosses Hydroponics not next to Life Support', () => {
    const { step } = crisis(sheetFrom('QCQ', 'HLC', '..H'), 'fungus');
    expect(step.step).toBe('Fungus: 1 Hydroponics is not next to Life Support');
    expect(step.crossed).toEqual(cellsAt([2, 2]));
  });
});

describe('Sabotage', () => {
  it('crosses the largest group of Rooms when a Dock is not next to Quarters', () => {
    const { step } = crisis(sheetFrom('QCD', 'HL.'), 'sabotage');
    expect(step.step).toBe('Sabotage: Dock at row 1 col 3 is not next to Quarters, so the largest group of Rooms (3) is crossed');
    expect(step.crossed).toEqual(cellsAt([0, 0], [1, 0], [1, 1]));
    expect(step.choice).toBeNull();
  });

  it('is safe when every Dock is next to Quarters', () => {
    const { step } = crisis(sheetFrom('HQL', '.D.'), 'sabotage');
    expect(step.step).toBe('Sabotage: safe, every Dock is next to Quarters');
  });

  it('lets the player choose between equal largest groups', () => {
    const { step, score } = crisis(sheetFrom('HQL.HQL', '.C...C.', '.D...D.'), 'sabotage', ['population']);
    const left = cellsAt([0, 0], [0, 1], [0, 2]);
    const right = cellsAt([0, 4], [0, 5], [0, 6]);
    expect(step.choice).toEqual({ kind: 'one-of', options: [left, right] });
    expect([left, right]).toContainEqual(step.crossed);
    expect(score.total).toBe(1);
  });
});
