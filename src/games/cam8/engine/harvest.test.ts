import { describe, it, expect } from 'vitest';
import { harvestFlooding } from './harvest';
import { must, sketchGame } from './testkit';

describe('harvestFlooding', () => {
  const g = sketchGame([{ krill: 1 }, { krill: 0 }, { out: true }], { phase: 'harvest' });
  it('adds 1 krill per flooded section, once per turn', () => {
    const s = must(harvestFlooding(g, { 0: 3, 1: 0 }));
    expect(s.players.map((w) => w.krill)).toEqual([4, 0, 0]);
    expect(s.receipt?.result).toBe('krill Ana +3, Bo +0');
    expect(harvestFlooding(s, { 0: 1 })).toEqual({ error: 'This turn’s harvest has already been added' });
  });
  it('takes an array too, and rejects bad counts', () => {
    expect(must(harvestFlooding(g, [2, 1])).players.map((w) => w.krill)).toEqual([3, 1, 0]);
    expect(harvestFlooding(g, { 0: -1 })).toHaveProperty('error');
    expect(harvestFlooding(g, { 2: 1 })).toEqual({ error: 'Cy has starved and harvests nothing' });
    expect(harvestFlooding({ ...g, phase: 'feed' }, { 0: 1 })).toHaveProperty('error');
  });
});
