import { describe, it, expect } from 'vitest';
import { newGame } from './setup';
import { playOrder, rollStart, startRollers } from './start';
import { must } from './testkit';

const game = (n: number) => must(newGame({ players: ['Ana', 'Bo', 'Cy', 'Di'].slice(0, n).map((name) => ({ name, colour: '#123' })) }));

describe('newGame', () => {
  it('takes 2 to 4 players with distinct names', () => {
    expect(newGame({ players: [{ name: 'Ana', colour: 'red' }] })).toEqual({ error: 'Geyser needs 2 to 4 players, got 1' });
    expect(newGame({ players: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, colour: 'red' })) })).toEqual({ error: 'Geyser needs 2 to 4 players, got 5' });
    expect(newGame({ players: [{ name: 'Ana', colour: 'red' }, { name: 'ana', colour: 'blue' }] })).toEqual({ error: 'Two players are called ana: names must differ' });
    const g = game(2);
    expect(g.phase).toBe('start');
    expect(g.players[1]?.geysers).toEqual({ '2/12': 0, '3/11': 0, '4/10': 0, '5/9': 0, '6/8': 0, '7': 0 });
  });
});

describe('start roll', () => {
  it('everybody rolls at once; the single highest starts and play goes left from them', () => {
    const g = game(4);
    expect(startRollers(g)).toEqual([0, 1, 2, 3]);
    const s = must(rollStart(g, [3, 1, 6, 5]));
    expect(s.starter).toBe(2);
    expect(s.order).toEqual([2, 3, 0, 1]);
    expect(s.phase).toBe('turns');
    expect(s.receipt).toBe('Start roll: Ana 3, Bo 1, Cy 6, Di 5: Cy starts');
    expect(startRollers(s)).toEqual([]);
  });
  it('only those tied for highest roll again, until one is highest (seeded dice)', () => {
    const dice = [5, 5, 2, 5, /* tied 0,1,3: */ 6, 3, 6, /* tied 0,3: */ 4, 4, /* again: */ 2, 4];
    let s = game(4);
    const asked: number[][] = [];
    while (s.phase === 'start') {
      const rollers = startRollers(s);
      asked.push(rollers);
      s = must(rollStart(s, dice.splice(0, rollers.length)));
    }
    expect(asked).toEqual([[0, 1, 2, 3], [0, 1, 3], [0, 3], [0, 3]]);
    expect(s.startRolls.map((r) => r.map((d) => d.face))).toEqual([[5, 5, 2, 5], [6, 3, 6], [4, 4], [2, 4]]);
    expect(s.receipt).toBe('Start roll: Ana 2, Di 4: Di starts');
    expect(dice).toEqual([]);
    expect(s.starter).toBe(3);
    expect(s.order).toEqual([3, 0, 1, 2]);
    expect(s.startRolls).toHaveLength(4);
  });
  it('names every die, and all those tied for highest', () => {
    const s = must(rollStart(game(4), [5, 5, 2, 5]));
    expect(s.receipt).toBe('Start roll: Ana 5, Bo 5, Cy 2, Di 5: Ana, Bo and Di tie with 5 and roll again');
    expect(must(rollStart(s, [6, 6, 1])).receipt).toBe('Start roll: Ana 6, Bo 6, Di 1: Ana and Bo tie with 6 and roll again');
  });
  it('a low tie does not matter', () => {
    expect(must(rollStart(game(3), [2, 2, 4])).starter).toBe(2);
  });
  it('refuses bad dice and rolling once settled', () => {
    const g = game(3);
    expect(rollStart(g, [1, 2])).toEqual({ error: 'Start roll: needs 3 dice, got 2' });
    expect(rollStart(g, [1, 7, 2])).toEqual({ error: 'Start roll: 7 is not a d6 face (1 to 6)' });
    const s = must(rollStart(g, [1, 2, 3]));
    expect(rollStart(s, [1, 2, 3])).toEqual({ error: 'The starting player is already settled' });
    expect(g.startRolls).toEqual([]);
  });
  it('playOrder wraps around the table', () => {
    expect(playOrder(2, 1)).toEqual([1, 0]);
    expect(playOrder(3, 2)).toEqual([2, 0, 1]);
  });
});
