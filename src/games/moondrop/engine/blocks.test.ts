import { describe, expect, it } from 'vitest';
import { blockFor, blockModules, faceModule, rotateCells } from './blocks';

const at = (cells: Array<{ row: number; col: number }>): string => cells.map((c) => `${c.row},${c.col}`).join(' ');

describe('blockFor', () => {
  it('picks each shape by the blue die, squares as in the rules', () => {
    const shapes = [1, 2, 3, 4, 5, 6].map((blue) => {
      const b = blockFor(blue, [1, 2, 3, 4]);
      return `${b.shape}: ${at(b.cells)}`;
    });
    expect(shapes).toEqual([
      'I: 0,0 0,1 0,2 0,3',
      'L: 0,0 1,0 2,0 2,1',
      'J: 0,1 1,1 2,1 2,0',
      'T: 0,0 0,1 0,2 1,1',
      'S: 1,0 1,1 0,1 0,2',
      'Z: 0,0 0,1 1,1 1,2',
    ]);
  });

  it('puts the white dice low to high on squares 1 to 4', () => {
    const b = blockFor(2, [6, 3, 5, 3]);
    expect(b.cells.map((c) => [c.square, c.face])).toEqual([
      [1, 3],
      [2, 3],
      [3, 5],
      [4, 6],
    ]);
  });

  it('refuses dice that a d6 cannot show', () => {
    expect(() => blockFor(0, [1, 2, 3, 4])).toThrow('blue die');
    expect(() => blockFor(7, [1, 2, 3, 4])).toThrow('blue die');
    expect(() => blockFor(1, [1, 2, 3])).toThrow('four white dice');
    expect(() => blockFor(1, [1, 2, 3, 7])).toThrow('four white dice');
    expect(() => blockFor(1, [1, 2, 3, 2.5])).toThrow('four white dice');
  });
});

describe('faces and modules', () => {
  it('maps each white face to its module', () => {
    expect([1, 2, 4, 5, 6].map((f) => faceModule(f))).toEqual(['C', 'C', 'Q', 'D', 'R']);
    expect(faceModule(3)).toBeNull();
    expect(faceModule(3, 'L')).toBe('L');
    expect(faceModule(3, 'H')).toBe('H');
    expect(faceModule(0)).toBeNull();
  });

  it('asks for Life Support or Hydroponics on every 3', () => {
    const block = blockFor(1, [3, 3, 1, 6]);
    // Sorted whites 1 3 3 6: squares 2 and 3 show a 3.
    expect(blockModules(block, [undefined, 'H'])).toEqual({ error: 'Square 3 shows a 3: choose Life Support or Hydroponics' });
    const ok = blockModules(block, [undefined, 'L', 'H']);
    expect(Array.isArray(ok) && ok.map((c) => c.module)).toEqual(['C', 'L', 'H', 'R']);
  });
});

describe('rotateCells', () => {
  const L = blockFor(2, [1, 2, 3, 4]).cells;

  it('turns a quarter clockwise each time, moved to the top-left', () => {
    // L: a column of three with a foot to the right; clockwise it lies on its side.
    expect(at(rotateCells(L, 1))).toBe('0,2 0,1 0,0 1,0');
    expect(at(rotateCells(L, 2))).toBe('2,1 1,1 0,1 0,0');
    expect(at(rotateCells(L, 3))).toBe('1,0 1,1 1,2 0,2');
    expect(at(rotateCells(L, 4))).toBe(at(L));
    expect(at(rotateCells(L, -1))).toBe(at(rotateCells(L, 3)));
  });

  it('keeps each square its number and face', () => {
    expect(rotateCells(L, 1).map((c) => c.square)).toEqual([1, 2, 3, 4]);
  });

  it('never mirrors: no turn of S is Z', () => {
    const z = at(blockFor(6, [1, 1, 1, 1]).cells.map(({ row, col }) => ({ row, col })).sort((a, b) => a.row - b.row || a.col - b.col));
    const s = blockFor(5, [1, 1, 1, 1]).cells;
    for (let r = 0; r < 4; r++) {
      const turned = rotateCells(s, r).map(({ row, col }) => ({ row, col })).sort((a, b) => a.row - b.row || a.col - b.col);
      expect(at(turned)).not.toBe(z);
    }
  });
});
