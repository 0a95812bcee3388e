import { describe, it, expect } from 'vitest';
import { askToEnd, diplomacyQuorum, diplomacyStatus, nextPhase } from './phases';
import { must, sketchGame } from './testkit';
import { PHASES } from './types';

const whales = (n: number, out = 0) => sketchGame(Array.from({ length: n }, (_, i) => ({ out: i < out }))).players;

describe('diplomacy end requests', () => {
  it('the quorum is half of the whales still in, rounded up', () => {
    expect([2, 3, 4, 5, 6].map((n) => diplomacyQuorum(whales(n)))).toEqual([1, 2, 2, 3, 3]);
    expect(diplomacyQuorum(whales(5, 2))).toBe(2); // 3 still in
  });
  it('the countdown starts exactly when the quorum has asked', () => {
    let s = sketchGame([{}, {}, {}], { phase: 'diplomacy1' });
    s = must(askToEnd(s, 0));
    expect(diplomacyStatus(s)).toEqual({ asked: [0], quorum: 2, countdown: false });
    s = must(askToEnd(s, 0));
    expect(s.endRequests).toEqual([0]);
    s = must(askToEnd(s, 2));
    expect(diplomacyStatus(s).countdown).toBe(true);
    s = must(askToEnd(s, 0, false));
    expect(diplomacyStatus(s)).toEqual({ asked: [2], quorum: 2, countdown: false });
  });
  it('only in Diplomacy & Trade, and not for starved whales', () => {
    expect(askToEnd(sketchGame([{}, {}], { phase: 'feed' }), 0)).toHaveProperty('error');
    expect(askToEnd(sketchGame([{ out: true }, {}], { phase: 'diplomacy2' }), 0)).toEqual({ error: 'Ana has starved and is out of the game' });
  });
});

describe('nextPhase', () => {
  it('walks the seven phases in order and starts a new turn after Feed', () => {
    let s = sketchGame([{ hamsters: { politicians: 1 } }, {}], { phase: 'diplomacy1' });
    const seen: string[] = [s.phase];
    for (let i = 0; i < 6; i++) {
      s = must(nextPhase(s.phase === 'harvest' ? { ...s, harvested: true } : s));
      seen.push(s.phase);
    }
    expect(seen).toEqual([...PHASES]);
    s = { ...s, fed: [0, 1] };
    s = must(nextPhase(s));
    expect([s.turn, s.phase]).toEqual([2, 'diplomacy1']);
  });
  it('settles an untied pick order by itself and starts the first whale', () => {
    const s = must(nextPhase(sketchGame([{ size: 2, hamsters: { politicians: 1 } }, { size: 3 }], { phase: 'initiative' })));
    expect([s.initiative, s.active, s.actionsLeft]).toEqual([[1, 0], 1, 3]);
  });
  it('will not leave Initiative while a tie is open', () => {
    expect(nextPhase(sketchGame([{}, {}], { phase: 'initiative' }))).toEqual({ error: 'Settle the initiative first: Still tied: Ana, Bo must roll' });
  });
  it('Boosts and Assists lapse at the end of Command & Resolve', () => {
    const s = must(nextPhase(sketchGame([{ boost: 2, assists: 1 }, { assists: 3 }])));
    expect(s.players.map((w) => [w.boost, w.assists])).toEqual([[0, 0], [0, 0]]);
    expect([s.phase, s.active]).toEqual(['flooding', null]);
  });
  it('will not end Feed while a whale has not eaten, but skips starved whales', () => {
    const s = sketchGame([{}, {}, { out: true }], { phase: 'feed' });
    expect(nextPhase({ ...s, fed: [0] })).toEqual({ error: 'Still to feed: Bo' });
    expect(nextPhase({ ...s, fed: [0, 1] })).not.toHaveProperty('error');
  });
  it('will not leave Harvest before the flooded sections are entered; a new turn asks again', () => {
    const s = sketchGame([{}, {}], { phase: 'harvest' });
    expect(nextPhase(s)).toEqual({ error: 'Enter this turn’s flooded sections first (0 for a whale with none)' });
    expect(must(nextPhase({ ...s, harvested: true })).phase).toBe('diplomacy2');
    // Flooding may still be left: the harvest can be entered in either phase.
    expect(must(nextPhase({ ...s, phase: 'flooding' })).phase).toBe('harvest');
    const turn2 = must(nextPhase({ ...s, phase: 'feed', harvested: true, fed: [0, 1] }));
    expect([turn2.turn, turn2.harvested]).toEqual([2, false]);
  });
  it('clears the end requests when leaving Diplomacy & Trade', () => {
    const s = must(nextPhase({ ...sketchGame([{}, {}], { phase: 'diplomacy1' }), endRequests: [0, 1] }));
    expect(s.endRequests).toEqual([]);
  });
});
