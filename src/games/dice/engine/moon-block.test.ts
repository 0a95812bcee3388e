import { describe, expect, it } from 'vitest';
import { blockFor } from '../../moondrop/engine/blocks';
import { PRESETS } from './presets';
import { MOON_SHAPES, isMoonPool, moonBlock } from './moon-block';

describe('the Moon Drop preset read as a block', () => {
  it("agrees with Moon Drop's own engine on every blue face and white order", () => {
    for (let blue = 1; blue <= 6; blue++) {
      const whites = [6, 1, 4, 3];
      const mine = moonBlock([blue, ...whites])!;
      const theirs = blockFor(blue, whites);
      expect(mine.shape).toBe(theirs.shape);
      expect(mine.squares.map((s) => s.face)).toEqual([1, 3, 4, 6]);
      expect(MOON_SHAPES[blue - 1]!.cells.map(([r, c]) => `${r},${c}`)).toEqual(theirs.cells.map((q) => `${q.row},${q.col}`));
    }
  });
  it('names what each white face builds, and knows the preset (only without modifiers)', () => {
    expect(moonBlock([2, 5, 1, 3, 4])!.squares.map((s) => s.module)).toEqual(['Corridor', 'Life Support or Hydroponics', 'Quarters', 'Dock']);
    expect(moonBlock([7, 1, 1, 1, 1])).toBeNull();
    const pool = PRESETS.find((p) => p.id === 'moondrop')!.pool;
    expect(isMoonPool(pool)).toBe(true);
    expect(isMoonPool({ ...pool, perDie: 1 })).toBe(false);
  });
});
