import { describe, expect, it } from 'vitest';
import { type Pt, cellQuad, cellSide, cropAround, inCell } from './overlay';

// A square grid of 10 px cells whose top-left crossing is at (100, 50).
const lattice: Pt[] = [];
for (let y = 0; y <= 9; y++) for (let x = 0; x <= 9; x++) lattice.push([100 + 10 * x, 50 + 10 * y]);

describe('overlay geometry', () => {
  it("finds a cell's corners, a point inside it and its size", () => {
    const q = cellQuad(lattice, { row: 2, col: 3 });
    expect(q).toEqual([
      [130, 70],
      [140, 70],
      [140, 80],
      [130, 80],
    ]);
    expect(inCell(q, 0.5, 0.5)).toEqual([135, 75]);
    expect(inCell(q, 0, 1)).toEqual([130, 80]);
    expect(cellSide(q)).toBe(10);
  });

  it('crops the photo around the grid with a margin, inside the photo', () => {
    expect(cropAround(lattice, { width: 400, height: 300 }, 0.1)).toEqual({ x: 91, y: 41, width: 108, height: 108 });
    expect(cropAround(lattice, { width: 150, height: 120 }, 0.1)).toEqual({ x: 91, y: 41, width: 59, height: 79 });
  });
});
