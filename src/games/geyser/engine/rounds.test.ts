import { describe, it, expect } from 'vitest';
import { ringLabel, ringSums } from './rings';
import { endTurn, fire, firingRoller } from './rounds';
import { must, sketchGame } from './testkit';

describe('rings', () => {
  it('each sum fires the ring printed with its partner 14 − n; 7 alone', () => {
    const table = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(ringLabel);
    expect(table).toEqual(['2/12', '3/11', '4/10', '5/9', '6/8', '7', '6/8', '5/9', '4/10', '3/11', '2/12']);
    expect(() => ringLabel(1)).toThrow(RangeError);
    expect(() => ringLabel(13)).toThrow(RangeError);
    expect(ringSums('6/8')).toEqual([6, 8]);
    expect(ringSums('7')).toEqual([7]);
  });
});

describe('round tracker', () => {
  it('turns go round in play order, then the Firing is due', () => {
    let s = sketchGame([{}, {}, {}], { starter: 1 });
    expect(s.order).toEqual([1, 2, 0]);
    s = must(endTurn(s));
    expect(s.turn).toBe(1);
    s = must(endTurn(s));
    s = must(endTurn(s));
    expect(s.phase).toBe('firing');
    expect(s.receipt).toBe('Ana ended the turn: round 1 is over, Bo rolls the Geyser Firing');
    expect(endTurn(s)).toEqual({ error: 'The round is over: roll the Geyser Firing' });
  });
  it('the Firing dice start with the starter and pass left each round', () => {
    const s = sketchGame([{}, {}, {}], { starter: 1 });
    expect([1, 2, 3, 4].map((r) => firingRoller(s, r))).toEqual([1, 2, 0, 1]);
    const four = sketchGame([{}, {}, {}, {}], { starter: 3 });
    expect([1, 2, 3, 4, 5].map((r) => firingRoller(four, r))).toEqual([3, 0, 1, 2, 3]);
  });
  it('two 4s fire the 6/8 ring: every token on it is destroyed, other rings are kept', () => {
    const s = sketchGame([{ '6/8': 2, '7': 1 }, { '6/8': 1 }, { '5/9': 1 }], { phase: 'firing', round: 2 });
    const f = must(fire(s, [4, 4]));
    expect(f.players.map((t) => t.geysers['6/8'])).toEqual([0, 0, 0]);
    expect(f.players[0]?.geysers['7']).toBe(1);
    expect(f.players[2]?.geysers['5/9']).toBe(1);
    expect(f.firings).toEqual([{ round: 2, roller: 1, faces: [4, 4], sum: 8, ring: '6/8', lost: [2, 1, 0] }]);
    expect(f.receipt).toBe('Bo rolled 4+4=8: 6/8 fires (Ana loses 2, Bo loses 1)');
    expect(f.round).toBe(3);
    expect(f.phase).toBe('turns');
    expect(f.turn).toBe(0);
    expect(f.winner).toBeNull();
    expect(s.players[0]?.geysers['6/8']).toBe(2);
  });
  it('a sum of 12 fires the same ring as 2', () => {
    const f = must(fire(sketchGame([{ '2/12': 1 }, {}], { phase: 'firing' }), [6, 6]));
    expect(f.firings[0]?.ring).toBe('2/12');
    expect(f.players[0]?.geysers['2/12']).toBe(0);
  });
  it('a player holding the Mother Geyser after the Firing wins, even if the Firing cost them geysers', () => {
    const s = sketchGame([{ '7': 3 }, { '4/10': 1 }], { phase: 'firing', mother: 0 });
    const f = must(fire(s, [3, 4]));
    expect(f.players[0]?.geysers['7']).toBe(0);
    expect(f.winner).toBe(0);
    expect(f.phase).toBe('over');
    expect(f.receipt).toBe('Ana rolled 3+4=7: 7 fires (Ana loses 3). Ana holds the Mother Geyser and wins');
    expect(endTurn(f)).toEqual({ error: 'The game is over: Ana won' });
  });
  it('the Firing only comes after the round, with two d6', () => {
    expect(fire(sketchGame([{}, {}]), [1, 1])).toEqual({ error: 'The Geyser Firing comes after every player has had a turn' });
    expect(fire(sketchGame([{}, {}], { phase: 'firing' }), [0, 1])).toEqual({ error: 'Geyser Firing: 0 is not a d6 face (1 to 6)' });
  });
});
