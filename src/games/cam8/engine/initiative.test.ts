import { describe, it, expect } from 'vitest';
import { initiativeOrder, initiativeTies, rollOffProblem, setInitiative } from './initiative';
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

describe('the roll-off, die by die', () => {
  const three = g([{ politicians: 1, krill: 4 }, { politicians: 1, krill: 1 }, { politicians: 1 }]);
  it('adds exactly one die for each whale that must roll, and none for the others', () => {
    expect(rollOffProblem(three, {}, { rolls: { 0: [3], 1: [3], 2: [5] } })).toBeNull();
    expect(rollOffProblem(three, {}, { rolls: { 0: [3], 1: [3] } })).toBe('Cy must roll');
    expect(rollOffProblem(three, {}, { rolls: { 0: [3, 4], 1: [3], 2: [5] } })).toBe('Ana rolls one more die, keeping the dice already rolled');
    // Ana and Bo tied on 3: only they roll again, Cy keeps its 5.
    const first = { rolls: { 0: [3], 1: [3], 2: [5] } };
    expect(initiativeTies(three, first)[0]?.mustRoll).toEqual([0, 1]);
    expect(rollOffProblem(three, first, { rolls: { 0: [3, 6], 1: [3, 2], 2: [5] } })).toBeNull();
    expect(rollOffProblem(three, first, { rolls: { 0: [3, 6], 1: [3, 2], 2: [5, 1] } })).toBe('Cy does not roll now');
  });
  it('never changes a die already rolled', () => {
    const first = { rolls: { 0: [3], 1: [3], 2: [5] } };
    expect(rollOffProblem(three, first, { rolls: { 0: [6, 6], 1: [3, 2], 2: [5] } })).toBe('Ana rolls one more die, keeping the dice already rolled');
  });
  it('the richest tied whale decides to pay before the dice; the decision is then fixed', () => {
    expect(rollOffProblem(three, {}, { paid: [0], rolls: { 1: [2], 2: [4] } })).toBeNull();
    const rolled = { paid: [0], rolls: { 1: [2], 2: [2] } };
    expect(rollOffProblem(three, rolled, { paid: [], rolls: { 0: [6], 1: [2, 1], 2: [2, 5] } })).toBe('Paying to pick first is decided before the roll-off');
    expect(rollOffProblem(three, {}, { paid: [1], rolls: { 0: [2], 2: [4] } })).toBe('Bo is not the tied whale with the most krill: cannot pay to pick first');
  });
  it('only while a tie is open in Initiative', () => {
    const noTie = g([{ politicians: 0 }, { politicians: 1 }]);
    expect(rollOffProblem(noTie, {}, { rolls: { 0: [1] } })).toBe('Nobody needs to roll for the pick order');
    expect(rollOffProblem({ ...three, phase: 'feed' }, {}, { rolls: { 0: [3], 1: [3], 2: [5] } })).toBe('The roll-off is for an open tie in the Initiative phase');
    expect(rollOffProblem(three, {}, { rolls: { 7: [3] } })).toBe('Player 7 is not in this game');
    expect(rollOffProblem(three, {}, { paid: 0 as never })).toBe('Who paid to pick first is not a list of whales');
  });
});
