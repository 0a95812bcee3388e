import { describe, expect, it } from 'vitest';
import { cellsAt } from '../engine/sheets-testkit';
import { choiceCells, choiceText } from './Replay';

describe('a choice step, in words', () => {
  it('counts the marked cells of a Breach, of a choice Building by Building, and of a Sabotage tie', () => {
    expect(choiceText({ kind: 'pick', groups: [{ count: 1, from: cellsAt([0, 0], [0, 1]) }] })).toBe('a choice of 1 of 2 marked cells');
    const fire = { kind: 'pick' as const, groups: [{ count: 2, from: cellsAt([0, 0], [0, 1], [0, 2]) }, { count: 1, from: cellsAt([5, 5], [5, 6]) }] };
    expect(choiceText(fire)).toBe('a choice in each of 2 Buildings: 2 of 3, 1 of 2 marked cells');
    expect(choiceCells(fire)).toHaveLength(5);
    const tie = { kind: 'one-of' as const, options: [cellsAt([0, 0]), cellsAt([4, 4])] };
    expect(choiceText(tie)).toBe('a choice of which of 2 equal largest groups of Rooms is crossed');
    expect(choiceCells(tie)).toEqual(cellsAt([0, 0], [4, 4]));
  });
});
