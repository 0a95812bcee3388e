import { describe, expect, it } from 'vitest';
import { MODULE_NAMES } from '../engine/types';
import { UNSURE_BELOW, cellsToCheck, checkCountText, readCellText } from './marks';

const sure = () => Array.from({ length: 9 }, () => Array<number>(9).fill(1));

describe('cells to check', () => {
  it('marks the cells under the threshold, row by row', () => {
    const conf = sure();
    conf[4]![2] = 0.3;
    conf[1]![7] = UNSURE_BELOW - 0.01;
    conf[0]![0] = UNSURE_BELOW;
    expect(cellsToCheck(conf)).toEqual([
      { row: 1, col: 7 },
      { row: 4, col: 2 },
    ]);
    expect(cellsToCheck(sure())).toEqual([]);
  });

  it('counts in words', () => {
    expect(checkCountText(0)).toBe('No cells to check');
    expect(checkCountText(1)).toBe('1 cell to check');
    expect(checkCountText(3)).toBe('3 cells to check');
  });

  it('names what was read in a cell', () => {
    const text = ['Q........', '....D....', ...Array<string>(7).fill('.........')].join('\n');
    expect(readCellText(text, { row: 1, col: 4 }, MODULE_NAMES)).toBe('Row 2, column 5: Dock');
    expect(readCellText(text, { row: 0, col: 0 }, MODULE_NAMES)).toBe('Row 1, column 1: Quarters');
    expect(readCellText(text, { row: 8, col: 8 }, MODULE_NAMES)).toBe('Row 9, column 9: empty');
  });
});
