import { describe, it, expect } from 'vitest';
import { initiativeOrder, initiativeTies, setInitiative } from './initiative';
import { must, sketchGame } from './testkit';

const g = (whales: Array<{ politicians: number; krill?: number; out?: boolean }>) =>
  sketchGame(whales.map((w) => ({ hamsters: { politicians: w.politicians }, krill: w.krill ?? 0, out: w.out ?? false })), { phase: 'initiative' });

describe('initiative', () => {
  it('fewest Politicians pick first; starved whales are left out', () => {
    expect(initiativeOrder(g([{ politicians: 2 }, { politicians: 0 }, { politicians: 1 }, { politicians: 0, out: true }]))).toEqual([1, 2, 0]);
    expect(initiativeTies(g([{ politicians: 2 }, { politicians: 0 }]))).toEqual([]);
  });
  it('offers the tied whale with strictly the most krill to pay', () => {
    const s = g([{ politicians: 1, krill: 2 }, { politicians: 1, krill: 5 }, { politicians: 1, krill: 1 }, { politicians: 0 }]);
    expect(initiativeTies(s)).toEqual([{ politicians: 1, players: [0, 1, 2], payer: 1, paid: false, mustRoll: [0, 1, 2] }]);
    expect(initiativeTies(s, { paid: [1] })).toEqual([{ politicians: 1, players: [0, 1, 2], payer: 1, paid: true, mustRoll: [0, 2] }]);
  });
  it('nobody may pay when the most krill is shared, or is 0', () => {
    expect(initiativeTies(g([{ politicians: 1, krill: 3 }, { politicians: 1, krill: 3 }]))[0]?.payer).toBeNull();
    expect(initiativeTies(g([{ politicians: 1 }, { politicians: 1 }]))[0]?.payer).toBeNull();
    expect(initiativeOrder(g([{ politicians: 1, krill: 3 }, { politicians: 1, krill: 3 }]), { paid: [0] })).toEqual({
      error: 'Ana is not the tied whale with the most krill: cannot pay to pick first',
    });
  });
  it('paying costs 1 krill and puts the payer first in its group', () => {
    const s = must(setInitiative(g([{ politicians: 1, krill: 2 }, { politicians: 1, krill: 5 }, { politicians: 0 }]), { paid: [1], rolls: {} }));
    expect(s.initiative).toEqual([2, 1, 0]);
    expect(s.players[1]?.krill).toBe(4);
    expect(s.receipt?.result).toBe('Cy, Bo, Ana; Bo paid 1 krill to pick first');
  });
  it('a roll-off: highest first, only equal faces roll again', () => {
    const s = g([{ politicians: 0 }, { politicians: 0 }, { politicians: 0 }]);
    expect(initiativeTies(s, { rolls: { 0: [4], 1: [4], 2: [2] } })[0]?.mustRoll).toEqual([0, 1]);
    expect(initiativeOrder(s, { rolls: { 0: [4], 1: [4], 2: [2] } })).toEqual({ error: 'Still tied: Ana, Bo must roll' });
    expect(initiativeOrder(s, { rolls: { 0: [4, 1], 1: [4, 6], 2: [2] } })).toEqual([1, 0, 2]);
    expect(initiativeOrder(s, { rolls: { 0: [7], 1: [4], 2: [2] } })).toHaveProperty('error');
  });
  it('is settled once, in the Initiative phase', () => {
    const s = must(setInitiative(g([{ politicians: 0 }, { politicians: 1 }])));
    expect(setInitiative(s)).toEqual({ error: 'The pick order is already settled this turn' });
    expect(setInitiative({ ...s, phase: 'feed', initiative: [] })).toHaveProperty('error');
  });
});
