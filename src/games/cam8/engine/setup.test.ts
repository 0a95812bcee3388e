import { describe, it, expect } from 'vitest';
import { newGame, type PlayerSetup } from './setup';

const p = (name: string, hamsters: PlayerSetup['hamsters'] = { guards: 3 }): PlayerSetup => ({ name, colour: '#123', hamsters });

describe('newGame', () => {
  it('starts every whale at size 1 with its 3 hamsters, Feral 0, turn 1, Diplomacy & Trade I', () => {
    const s = newGame({ players: [p('Ana', { breeders: 2, politicians: 1 }), p('Bo')] });
    if ('error' in s) throw new Error(s.error);
    expect(s.players[0]).toEqual({
      name: 'Ana', colour: '#123', size: 1, krill: 0, assists: 0, boost: 0, out: false,
      hamsters: { breeders: 2, diggers: 0, harvesters: 0, guards: 0, politicians: 1 },
    });
    expect([s.feralLevel, s.turn, s.phase, s.gameOver]).toEqual([0, 1, 'diplomacy1', null]);
    expect(s.variants).toEqual({ giantFeral: false, hamsterTrails: false });
  });
  it('takes 2 to 6 players', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(newGame({ players: [p('A')] })).toEqual({ error: 'CAM 8 needs 2 to 6 players, got 1' });
    expect(newGame({ players: names.slice(0, 2).map((n) => p(n)) })).not.toHaveProperty('error');
    expect(newGame({ players: names.slice(0, 6).map((n) => p(n)) })).not.toHaveProperty('error');
    expect(newGame({ players: names.map((n) => p(n)) })).toEqual({ error: 'CAM 8 needs 2 to 6 players, got 7' });
  });
  it('needs exactly 3 starting hamsters', () => {
    expect(newGame({ players: [p('Ana', { guards: 2 }), p('Bo')] })).toEqual({ error: 'Ana must start with exactly 3 hamsters, picked 2' });
    expect(newGame({ players: [p('Ana', { guards: 2, diggers: 2 }), p('Bo')] })).toEqual({ error: 'Ana must start with exactly 3 hamsters, picked 4' });
    expect(newGame({ players: [p('Ana', { guards: 4, diggers: -1 }), p('Bo')] })).toHaveProperty('error');
    expect(newGame({ players: [p('Ana', { whalers: 3 } as never), p('Bo')] })).toEqual({ error: 'Ana\'s starting hamsters: "whalers" is not a hamster occupation' });
  });
  it('needs names that differ, and colours', () => {
    expect(newGame({ players: [p('Ana'), p(' ana ')] })).toEqual({ error: 'Two players are called ana: names must differ' });
    expect(newGame({ players: [{ ...p('Ana'), colour: '' }, p('Bo')] })).toEqual({ error: 'Ana needs a colour' });
  });
  it('gives a name left blank its seat\'s placeholder, as the setup form shows it', () => {
    const s = newGame({ players: [p('Ana'), p(' '), p('')] });
    if ('error' in s) throw new Error(s.error);
    expect(s.players.map((w) => w.name)).toEqual(['Ana', 'Player 2', 'Player 3']);
    expect(newGame({ players: [p(''), p('Player 1')] })).toEqual({ error: 'Two players are called Player 1: names must differ' });
  });
  it('turns variants on', () => {
    const s = newGame({ players: [p('Ana'), p('Bo')], variants: { giantFeral: true } });
    expect('variants' in s && s.variants).toEqual({ giantFeral: true, hamsterTrails: false });
  });
});
