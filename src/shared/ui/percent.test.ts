import { describe, expect, it } from 'vitest';
import { percent } from './percent';

describe('percent', () => {
  it('rounds to a whole percent', () => {
    expect([0.5, 0.123, 0.725, 0.01, 0.99].map(percent)).toEqual(['50%', '12%', '73%', '1%', '99%']);
  });

  it('never rounds a possible outcome to 0% or 100%, nor a sure one away from them', () => {
    expect([0, 0.004, 0.996, 1].map(percent)).toEqual(['0%', '<1%', '>99%', '100%']);
  });
});
