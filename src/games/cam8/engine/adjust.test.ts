import { describe, it, expect } from 'vitest';
import { adjust, adjustFeral, feralEffect } from './adjust';
import { must, sketchGame } from './testkit';

describe('hand corrections', () => {
  const g = sketchGame([{ krill: 2, size: 2, hamsters: { guards: 1 } }, {}], { phase: 'harvest', feral: 1 });
  it('adds and subtracts, clamped at 0 (size at 1)', () => {
    expect(must(adjust(g, 0, 'krill', 3)).players[0]?.krill).toBe(5);
    expect(must(adjust(g, 0, 'krill', -5)).players[0]?.krill).toBe(0);
    expect(must(adjust(g, 0, 'guards', -2)).players[0]?.hamsters.guards).toBe(0);
    expect(must(adjust(g, 0, 'size', -1)).players[0]?.size).toBe(1);
    expect(must(adjust(g, 0, 'size', -5)).players[0]?.size).toBe(1);
    expect(must(adjust(g, 0, 'assists', -1)).players[0]?.assists).toBe(0);
  });
  it('rejects unknown fields and fractions', () => {
    expect(adjust(g, 0, 'whalers' as never, 1)).toHaveProperty('error');
    expect(adjust(g, 0, 'krill', 0.5)).toHaveProperty('error');
    expect(adjust(g, 9, 'krill', 1)).toEqual({ error: 'Player 9 is not in this game' });
  });
  it('the Feral tracker never goes below 0, and moving it past 5 is the revolt', () => {
    expect(must(adjustFeral(g, -3)).feralLevel).toBe(0);
    const five = must(adjustFeral(g, 4));
    expect([five.feralLevel, five.gameOver]).toEqual([5, null]);
    const six = must(adjustFeral(five, 1));
    expect([six.feralLevel, six.gameOver?.kind]).toEqual([6, 'revolt']);
    expect(adjust(six, 0, 'krill', 1)).toHaveProperty('error');
  });
  it('spells out the tracker’s effect on every die', () => {
    expect([feralEffect(0), feralEffect(2)]).toEqual(['no effect on dice', 'every die −2']);
  });
});
