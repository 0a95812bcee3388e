import { describe as group, it, expect } from 'vitest';
import { describe, describeDice, describeModifier } from './describe';
import { resolveAction } from './resolve';
import { must, sketchGame } from './testkit';

group('log lines', () => {
  it('one line per resolved action: "Ana: Breed, rolled 5−1=4 → +3 hamsters (…)"', () => {
    const g = sketchGame([{ hamsters: { breeders: 3 } }, {}], { feral: 1 });
    const s = must(resolveAction(g, 0, 'breed', { faces: [5], choices: { gain: { breeders: 2, guards: 1 } } }));
    expect(describe(s.receipt!)).toBe('Ana: Breed, rolled 5−1=4 → +3 hamsters (2 Breeders, 1 Guard)');
  });
  it('several dice, a target, and a die line each', () => {
    const g = sketchGame([{ hamsters: { guards: 2 } }, { hamsters: { guards: 1 } }], { feral: 2 });
    const s = must(resolveAction(g, 0, 'invade', { faces: [6, 2], target: 1 }));
    expect(describe(s.receipt!)).toBe('Ana: Invade Bo, rolled 6−2=4, 2−2=0 → −1 Guard, convert 1 space from Bo');
    expect(describeDice(s.receipt!)).toEqual(['die 1: 6−2=4 → convert 1 space from Bo', 'die 2: 2−2=0 → −1 Guard']);
  });
  it('negative results and roll-free actions', () => {
    const g = sketchGame([{ hamsters: { diggers: 1 } }, {}], { feral: 3 });
    expect(describe(must(resolveAction(g, 0, 'tunnel', { faces: [1] })).receipt!)).toBe('Ana: Tunnel, rolled 1−3=−2 → −1 Digger');
    expect(describe(must(resolveAction(g, 0, 'psychicBoost')).receipt!)).toBe('Ana: Psychic Boost → Psychic Boost pending +1');
  });
  it('spells out the modifier', () => {
    // Every part is listed, zero or not, so the table sees where the total comes from.
    expect(describeModifier({ feral: -2, boosts: 1, assists: 1, total: 0 })).toBe('Feral −2, Boost +1, Assist +1: dice unmodified');
    expect(describeModifier({ feral: -2, boosts: 0, assists: 0, total: -2 })).toBe('Feral −2, Boost +0, Assist +0: every die −2');
    expect(describeModifier({ feral: 0, boosts: 2, assists: 1, total: 3 })).toBe('Feral 0, Boost +2, Assist +1: every die +3');
    expect(describeModifier({ feral: 0, boosts: 0, assists: 0, total: 0 })).toBe('Feral 0, Boost +0, Assist +0: dice unmodified');
  });
});
