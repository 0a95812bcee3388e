import { describe, it, expect } from 'vitest';
import { trade, tradeChecks } from './trade';
import { nextPhase } from './phases';
import { endActions, resolveAction } from './resolve';
import { must, sketchGame } from './testkit';

const g = (opts: { giantFeral?: boolean; feral?: number } = {}) =>
  sketchGame([{ krill: 5, hamsters: { guards: 2 } }, { krill: 1, hamsters: { diggers: 1 } }], { phase: 'diplomacy1', ...opts });

describe('trade', () => {
  it('moves krill and hamsters both ways', () => {
    const s = must(trade(g(), { from: 0, to: 1, give: { krill: 3, hamsters: { guards: 1 } }, get: { hamsters: { diggers: 1 } } }));
    expect(s.players[0]).toMatchObject({ krill: 2, hamsters: { guards: 1, diggers: 1 } });
    expect(s.players[1]).toMatchObject({ krill: 4, hamsters: { guards: 1, diggers: 0 } });
    expect(s.receipt?.result).toBe('3 krill and 1 Guard to Bo; 1 Digger to Ana');
  });
  it('cannot give what a whale does not have', () => {
    expect(trade(g(), { from: 0, to: 1, give: { krill: 6 } })).toEqual({ error: 'Ana has only 5 krill' });
    expect(trade(g(), { from: 0, to: 1, get: { hamsters: { guards: 1 } } })).toEqual({ error: 'Bo has only 1 Digger' });
    expect(trade(g(), { from: 0, to: 0, give: { krill: 1 } })).toHaveProperty('error');
    expect(trade({ ...g(), phase: 'feed' }, { from: 0, to: 1, give: { krill: 1 } })).toHaveProperty('error');
  });
  it('without the variant, or with connected tunnels, no check is rolled', () => {
    expect(tradeChecks(g(), { from: 0, to: 1, give: { krill: 1 } })).toMatchObject({ halves: [] });
    expect(tradeChecks(g({ giantFeral: true }), { from: 0, to: 1, give: { krill: 1 }, connected: true })).toMatchObject({ halves: [] });
    expect(trade(g({ giantFeral: true }), { from: 0, to: 1, give: { krill: 1 } })).toEqual({ error: 'Say whether the two whales’ tunnels connect' });
  });
  it('Giant Feral: one check per non-empty half, lost when the face ≤ the Feral level', () => {
    const s = g({ giantFeral: true, feral: 2 });
    const offer = { from: 0, to: 1, give: { krill: 3 }, get: { krill: 1 }, connected: false };
    expect(tradeChecks(s, offer)).toEqual({ halves: ['give', 'get'], lost: { p: 1 / 3, fraction: '1/3' } });
    expect(tradeChecks(s, { ...offer, get: {} })).toMatchObject({ halves: ['give'] });
    expect(trade(s, offer, { give: 2 })).toHaveProperty('needs');
    // face 2 = level 2: Ana's 3 krill are lost; face 3 > 2: Bo's krill arrives
    const t = must(trade(s, offer, { give: 2, get: 3 }));
    expect(t.players.map((w) => w.krill)).toEqual([2 + 1, 0]);
    expect(t.receipt?.result).toBe('3 krill to Bo (lost); 1 krill to Ana');
  });
});

describe('Attack of the Giant Feral Hamsters: the table may give each check’s result itself', () => {
  const offer = { from: 0, to: 1, give: { krill: 3 }, get: { krill: 1 }, connected: false };
  it('"If the Feral Hamster check succeeds, that half of the trade never arrives": the table says which', () => {
    const s = g({ giantFeral: true, feral: 0 });
    // At Feral 0 the app's die never loses a half; the table's own check can.
    const t = must(trade(s, offer, {}, { give: true, get: false }));
    expect(t.players.map((w) => w.krill)).toEqual([2 + 1, 0]);
    expect(t.receipt?.dice).toEqual([]);
    expect(t.receipt?.result).toBe('3 krill to Bo (lost); 1 krill to Ana; first half lost (the table\'s check); second half arrives (the table\'s check)');
  });
  it('one half by the table, one by the app’s die (the app’s reading: one die with the Feral modifier, lost below 1)', () => {
    const s = g({ giantFeral: true, feral: 1 });
    const t = must(trade(s, offer, { get: 1 }, { give: false }));
    // Ana's 3 krill reach Bo; Bo's 1 krill is lost on the way.
    expect(t.players.map((w) => w.krill)).toEqual([5 - 3, 1 - 1 + 3]);
    expect(t.receipt?.dice).toEqual([{ face: 1, modifier: -1, result: 0, effect: 'second half lost to the Giant Feral Hamsters (the app\'s check)' }]);
  });
  it('a half with neither the table’s result nor a die still waits', () => {
    expect(trade(g({ giantFeral: true }), offer, {}, { give: true })).toEqual({ needs: [{ kind: 'dice', count: 1, text: 'A Feral Hamster check for each half: get' }] });
  });
});

// Command & Resolve: Ana acts first (size 2), Bo holds 3 krill and a Guard, Cy 1 krill.
const command = () => sketchGame([{ size: 2, krill: 2 }, { krill: 3, hamsters: { guards: 1 } }, { krill: 1 }]);

describe('trades happen only in Diplomacy & Trade I and II, and an Assist’s receiver may pay its giver at that moment', () => {
  const refusal = 'Trades happen in Diplomacy & Trade I and II; in Command & Resolve only the receiver of a Psychic Assist may pay its giver, right after it';
  it('in Command & Resolve, any two whales trading anything is refused; so it is in every other phase', () => {
    expect(trade(command(), { from: 0, to: 1, give: { krill: 1 } })).toEqual({ error: refusal });
    for (const phase of ['initiative', 'flooding', 'harvest', 'feed'] as const) {
      expect(trade({ ...command(), phase, active: null, actionsLeft: 0 }, { from: 0, to: 1, give: { krill: 1 } })).toHaveProperty('error');
    }
    expect(must(trade({ ...command(), phase: 'diplomacy2', active: null, actionsLeft: 0 }, { from: 0, to: 1, give: { krill: 1 } })).players[1]?.krill).toBe(4);
  });
  it('right after Ana assists Bo, Bo may pay Ana once, in hamsters or krill, and nothing goes back', () => {
    const assisted = must(resolveAction(command(), 0, 'psychicAssist', { target: 1 }));
    expect(assisted.payback).toEqual({ from: 1, to: 0 });
    expect(trade(assisted, { from: 2, to: 0, give: { krill: 1 } })).toEqual({ error: 'Only Bo may pay Ana for the Assist, right after it' });
    expect(trade(assisted, { from: 0, to: 1, give: { krill: 1 } })).toEqual({ error: 'Only Bo may pay Ana for the Assist, right after it' });
    expect(trade(assisted, { from: 1, to: 0, give: { krill: 1 }, get: { krill: 1 } })).toEqual({ error: 'Ana gives nothing back: the Assist was Ana’s half' });
    const paid = must(trade(assisted, { from: 1, to: 0, give: { krill: 2, hamsters: { guards: 1 } } }));
    expect(paid.players.map((w) => w.krill)).toEqual([4, 1, 1]);
    expect(paid.players[0]?.hamsters.guards).toBe(1);
    expect(paid.receipt).toMatchObject({ title: 'Pays Ana for the Assist', result: '2 krill and 1 Guard to Ana' });
    // One payment: a second one is a trade like any other, refused.
    expect(paid.payback).toBeUndefined();
    expect(trade(paid, { from: 1, to: 0, give: { krill: 1 } })).toEqual({ error: refusal });
  });
  it('the moment passes with the next action, a pass or the end of the phase', () => {
    const assisted = must(resolveAction(command(), 0, 'psychicAssist', { target: 1 }));
    const acted = must(resolveAction(assisted, 0, 'engineer', { choices: { gain: { guards: 1 } } }));
    expect(trade(acted, { from: 1, to: 0, give: { krill: 1 } })).toEqual({ error: refusal });
    expect(trade(must(endActions(assisted, 0)), { from: 1, to: 0, give: { krill: 1 } })).toEqual({ error: refusal });
    expect(must(nextPhase(assisted)).payback).toBeUndefined();
  });
  it('an Assist as the last action of the phase still leaves its moment for the payment', () => {
    const last = must(resolveAction({ ...command(), active: 2, actionsLeft: 1 }, 2, 'psychicAssist', { target: 0 }));
    expect([last.active, last.payback]).toEqual([null, { from: 0, to: 2 }]);
    expect(must(trade(last, { from: 0, to: 2, give: { krill: 1 } })).players[2]?.krill).toBe(2);
  });
});
