import { describe, expect, it } from 'vitest';
import { mulberry32, randomCards, randomSheet } from './random-sheet';
import { CRISES, GOALS } from './types';

describe("the bench's inputs", () => {
  it('are sheets of 7 rolled blocks (28 modules, none crossed), with 3 different crises and 2 different goals', () => {
    const rand = mulberry32(20190711);
    for (let k = 0; k < 50; k++) {
      const cells = randomSheet(rand).flat();
      expect(cells.filter((c) => c !== null)).toHaveLength(28);
      expect(cells.some((c) => c?.crossed)).toBe(false);
      const { crises, goals } = randomCards(rand);
      expect(new Set(crises).size).toBe(3);
      expect(new Set(goals).size).toBe(2);
      expect(crises.every((c) => CRISES.includes(c)) && goals.every((g) => GOALS.includes(g))).toBe(true);
    }
  });

  it('come out the same for the same seed', () => {
    expect(randomSheet(mulberry32(7))).toEqual(randomSheet(mulberry32(7)));
    expect(randomSheet(mulberry32(7))).not.toEqual(randomSheet(mulberry32(8)));
  });
});
