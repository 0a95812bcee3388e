import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { dealCounts, genomePicker, nextStep, pickGenome, setGenePool, snakeOrder } from './rounds';
import { newGame } from './setup';
import { must, sketchGame } from './testkit';

describe('dealing the Gene Pool', () => {
  it('8 each when there are enough: the boundary is exactly 8 per player', () => {
    expect(dealCounts(60, 3)).toEqual([8, 8, 8]);
    expect(dealCounts(24, 3)).toEqual([8, 8, 8]);
    expect(dealCounts(23, 3)).toEqual([8, 8, 7]);
    expect(dealCounts(16, 2)).toEqual([8, 8]);
    expect(dealCounts(15, 2)).toEqual([8, 7]);
  });
  it('short pools are spread as evenly as possible, odd cards to the earlier seats', () => {
    expect(dealCounts(10, 3)).toEqual([4, 3, 3]);
    expect(dealCounts(10, 4)).toEqual([3, 3, 2, 2]);
    expect(dealCounts(3, 4)).toEqual([1, 1, 1, 0]);
    expect(dealCounts(0, 2)).toEqual([0, 0]);
  });
  it('always deals min(pool, 8 each), at most one card apart, never more than 8', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.nat(80), (p, pool) => {
        const d = dealCounts(pool, p);
        expect(d).toHaveLength(p);
        expect(d.reduce((a, b) => a + b, 0)).toBe(Math.min(pool, 8 * p));
        expect(Math.max(...d) - Math.min(...d)).toBeLessThanOrEqual(1);
        expect(Math.max(...d)).toBeLessThanOrEqual(8);
        expect([...d].sort((a, b) => b - a)).toEqual(d);
      }),
    );
  });
  it('the Gene Pool can be set lower when the Source decks ran short', () => {
    const s = sketchGame([{}, {}, {}]);
    expect(must(setGenePool(s, 20))).toMatchObject({ genePool: 20, receipt: 'Gene Pool: 20 cards, dealt 7, 7, 6' });
    expect(setGenePool(s, 61)).toEqual({ error: 'The Gene Pool holds 0 to 60 cards, not 61' });
    expect(setGenePool(must(nextStep(s)), 20)).toEqual({ error: 'The Gene Pool is set at the start of a Round' });
  });
});

describe('snake draft of Starting Genomes', () => {
  it('seat order, then the reverse', () => {
    expect(snakeOrder(2)).toEqual([0, 1, 1, 0]);
    expect(snakeOrder(3)).toEqual([0, 1, 2, 2, 1, 0]);
    expect(snakeOrder(4)).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
  });
  it('picks follow the snake; after the last, Round 1 begins', () => {
    let s = must(newGame({ players: [{ name: 'Ana', colour: 'r' }, { name: 'Bo', colour: 'b' }, { name: 'Cy', colour: 'g' }], snakeDraft: true }));
    const pickers: number[] = [];
    expect(nextStep(s)).toEqual({ error: 'Finish the Starting Genome draft first' });
    while (s.phase === 'genomes') {
      pickers.push(genomePicker(s) as number);
      s = must(pickGenome(s));
    }
    expect(pickers).toEqual([0, 1, 2, 2, 1, 0]);
    expect(s.receipt).toBe('Ana picks a Starting Genome; Round 1 begins');
    expect(pickGenome(s)).toEqual({ error: 'There is no Starting Genome draft under way' });
  });
});

describe('rounds', () => {
  it('3 Rounds of Gene Pool, Drafting, Competition, Round End; then Nutrients', () => {
    let s = must(setGenePool(sketchGame([{}, {}]), 30));
    const seen: string[] = [];
    for (let i = 0; i < 11; i++) {
      s = must(nextStep(s));
      seen.push(`${s.round}:${s.step}`);
    }
    expect(seen.slice(0, 4)).toEqual(['1:draft', '1:compete', '1:roundEnd', '2:genePool']);
    expect(seen.at(-1)).toBe('3:roundEnd');
    expect(s.genePool).toBe(40);
    s = must(nextStep(s));
    expect(s.phase).toBe('scoring');
    expect(s.receipt).toBe('Round 3 is over: count Nutrients');
    expect(nextStep(s)).toEqual({ error: 'All 3 Rounds are over' });
  });
});
