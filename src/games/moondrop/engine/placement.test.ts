import { describe, expect, it } from 'vitest';
import { blockFor, blockModules, type PlacedSquare } from './blocks';
import { legalPlacements, paintCell, placeBlock } from './placement';
import { formatSheet, parseSheet } from './sheet-text';
import { emptySheet } from './types';

const block = blockModules(blockFor(2, [4, 1, 6, 3]), [undefined, 'L']) as PlacedSquare[];

describe('placeBlock', () => {
  it('copies a turned block onto the sheet at its anchor', () => {
    // L shape, squares 1..4 = C(1) L(3) Q(4) R(6); turned once: 0,2 0,1 0,0 1,0.
    const sheet = placeBlock(emptySheet(), block, { row: 3, col: 4 }, 1);
    expect('error' in sheet).toBe(false);
    expect(formatSheet(sheet as ReturnType<typeof emptySheet>).split('\n').slice(3, 5)).toEqual(['....QLC..', '....R....']);
  });

  it('refuses a block that leaves the grid', () => {
    expect(placeBlock(emptySheet(), block, { row: 7, col: 0 }, 0)).toEqual({
      error: 'Off the grid: a square would fall outside at row 10 col 1',
    });
    expect(placeBlock(emptySheet(), block, { row: 0, col: 8 }, 0)).toEqual({
      error: 'Off the grid: a square would fall outside at row 3 col 10',
    });
  });

  it('refuses a block over a module, naming the cell', () => {
    const sheet = parseSheet(['.........', '.Q.......', ...Array(7).fill('.........')].join('\n'));
    expect(placeBlock(sheet, block, { row: 0, col: 1 }, 0)).toEqual({ error: 'Over a module at row 2 col 2 (Quarters)' });
  });

  it('leaves the sheet it was given untouched', () => {
    const sheet = emptySheet();
    placeBlock(sheet, block, { row: 0, col: 0 }, 0);
    expect(formatSheet(sheet)).toBe(formatSheet(emptySheet()));
  });
});

describe('legalPlacements', () => {
  it('counts every place an I block fits on an empty sheet', () => {
    // Lying flat: 9 rows x 6 columns; standing: 6 x 9; for each of 4 turns.
    expect(legalPlacements(emptySheet(), blockFor(1, [1, 1, 1, 1]).cells)).toHaveLength(4 * 54);
  });

  it('leaves out places over modules', () => {
    const full = parseSheet(Array(9).fill('CCCCCCCCC').join('\n'));
    expect(legalPlacements(full, block)).toEqual([]);
    const oneGap = parseSheet(['.CCCCCCCC', ...Array(8).fill('CCCCCCCCC')].join('\n'));
    expect(legalPlacements(oneGap, block)).toEqual([]);
  });
});

describe('paintCell', () => {
  it('paints and clears one cell', () => {
    const painted = paintCell(emptySheet(), { row: 8, col: 0 }, { module: 'D', crossed: true });
    expect(formatSheet(painted as ReturnType<typeof emptySheet>).split('\n')[8]).toBe('d........');
    const cleared = paintCell(painted as ReturnType<typeof emptySheet>, { row: 8, col: 0 }, null);
    expect(formatSheet(cleared as ReturnType<typeof emptySheet>)).toBe(formatSheet(emptySheet()));
    expect(paintCell(emptySheet(), { row: 9, col: 0 }, null)).toEqual({ error: 'Off the grid: row 10 col 1' });
  });
});
