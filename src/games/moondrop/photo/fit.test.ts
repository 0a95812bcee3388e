import { describe, expect, it } from 'vitest';
import { MIN_SIDE, READ_SIDE, fitLongSide, sizeProblem } from './fit';

describe('fitLongSide', () => {
  it('scales a 12 MP photo, upright or on its side, to the reading size', () => {
    expect(fitLongSide({ width: 4000, height: 3000 })).toEqual({ width: READ_SIDE, height: 1200 });
    expect(fitLongSide({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: READ_SIDE });
  });

  it('keeps a small photo as it is, and never goes under 1 px', () => {
    expect(fitLongSide({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitLongSide({ width: 100_000, height: 10 })).toEqual({ width: READ_SIDE, height: 1 });
  });

  it('keeps the shape of a 50 MP photo', () => {
    const { width, height } = fitLongSide({ width: 8160, height: 6120 });
    expect(width).toBe(READ_SIDE);
    expect(Math.abs(width / height - 8160 / 6120)).toBeLessThan(0.002);
  });
});

describe('sizeProblem', () => {
  it('refuses a tiny picture, an empty one and an absurd one, in words a player can act on', () => {
    expect(sizeProblem({ width: 10, height: 10 })).toBe('This picture is too small to read (10×10 pixels): take a photo that fills the frame with the sheet.');
    expect(sizeProblem({ width: 4000, height: MIN_SIDE - 1 })).toMatch(/too small/);
    expect(sizeProblem({ width: 0, height: 0 })).toMatch(/no pixels/);
    expect(sizeProblem({ width: 30_000, height: 30_000 })).toMatch(/too large to open \(900 megapixels\)/);
  });

  it('lets a phone photo through, 50 MP included', () => {
    expect(sizeProblem({ width: MIN_SIDE, height: MIN_SIDE })).toBeNull();
    expect(sizeProblem({ width: 8160, height: 6120 })).toBeNull();
  });
});
