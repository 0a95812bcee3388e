import { describe, it, expect } from 'vitest';
import * as fc from 'fast-check';
import { formatBoard } from './board-text';
import { settle } from './settle';
import { boardOf } from './testkit';
import { makeWater } from './water';
import { moveUnit } from './water-move';

// Grids whose surfaces stay close together, so plateaus are wide and merge and split.
const grids = fc
  .record({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) })
  .chain(({ width, height }) => {
    const n = width * height;
    return fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      sandbags: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }),
      depth: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
      moves: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 30 }),
    });
  });

describe('water flags kept up to date', () => {
  it('after any move of a unit (not only a legal flow) match a fresh computation', () => {
    fc.assert(fc.property(grids, ({ width, height, sandbags, depth, moves }) => {
      const n = width * height;
      const water = makeWater(width, height, sandbags, depth);
      for (const [a, b] of moves) {
        const from = a % n;
        const to = b % n;
        if (from === to || water.depth[from]! < 1) continue;
        moveUnit(water, from, to, () => {});
        const fresh = makeWater(width, height, sandbags, water.depth);
        expect(Array.from(water.drains)).toEqual(Array.from(fresh.drains));
        expect(Array.from(water.flows)).toEqual(Array.from(fresh.flows));
      }
    }), { numRuns: 300 });
  });

  it('a column dropping onto a plateau and a hole filling on the same move: the joined lake drains', () => {
    // Worked by hand: (0,3) flows into the hole at (0,4); the lake (0,1)–(0,5) then
    // touches the dry (0,6), so (0,0) above it flows there.
    const board = boardOf('03 20 20 03 10 20 00', '30L 30L 30P 30C 30 30 30');
    expect(formatBoard(settle(board))).toBe('02 20 20 02 11 20 01\n30L 30L 30P 30C 30 30 30');
  });
});
