import { describe, it, expect } from 'vitest';
import { genePool, newGame, setupSheet } from './setup';

describe('setup sheet', () => {
  it('2 players: 6 d4, 4 d6, 2 d8, 1 d12 in the Center; remove 90 Traits', () => {
    expect(setupSheet(2)).toEqual({ players: 2, center: { d4: 6, d6: 4, d8: 2, d12: 1 }, removeTraits: 90, mutations: 2, genomes: 4 });
  });
  it('3 players: 9 d4, 6 d6, 3 d8, 1 d12; remove 45 Traits', () => {
    expect(setupSheet(3)).toMatchObject({ center: { d4: 9, d6: 6, d8: 3, d12: 1 }, removeTraits: 45, genomes: 6 });
  });
  it('4 players: 12 d4, 8 d6, 4 d8, 1 d12; remove no Traits', () => {
    expect(setupSheet(4)).toMatchObject({ center: { d4: 12, d6: 8, d8: 4, d12: 1 }, removeTraits: 0, genomes: 8 });
  });
  it('only 2 to 4 players', () => {
    expect(setupSheet(1)).toEqual({ error: 'Cellular Powerhouse needs 2 to 4 players, got 1' });
    expect(setupSheet(5)).toEqual({ error: 'Cellular Powerhouse needs 2 to 4 players, got 5' });
  });
  it('a Gene Pool holds 5 Evolutions, 5 Adaptations and 10 Traits per player', () => {
    expect(genePool(3)).toEqual({ evolutions: 15, adaptations: 15, traits: 30, total: 60 });
  });
  it('a new game: Center stocked, Microbes empty, snake draft first only when asked', () => {
    const players = [{ name: 'Ana', colour: 'red' }, { name: 'Bo', colour: 'blue' }, { name: 'Cy', colour: 'green' }];
    const g = newGame({ players });
    expect(g).toMatchObject({ phase: 'rounds', round: 1, step: 'genePool', genePool: 60, traitsRemoved: 45, center: { d4: 9, d6: 6, d8: 3, d12: 1 } });
    expect(newGame({ players, snakeDraft: true })).toMatchObject({ phase: 'genomes', genomePicks: 0 });
    expect(newGame({ players: [players[0]!, { name: ' ana ', colour: 'x' }] })).toEqual({ error: 'Two players are called ana: names must differ' });
    expect(newGame({ players: players.slice(0, 1) })).toEqual({ error: 'Cellular Powerhouse needs 2 to 4 players, got 1' });
  });
  it('a seat left blank plays under the name its field showed as a placeholder', () => {
    const g = newGame({ players: [{ name: 'Ana', colour: 'red' }, { name: '  ', colour: 'blue' }, { name: '', colour: 'green' }] });
    expect('error' in g ? g.error : g.players.map((m) => m.name)).toEqual(['Ana', 'Player 2', 'Player 3']);
    expect(newGame({ players: [{ name: '', colour: 'red' }, { name: 'player 1', colour: 'blue' }] })).toEqual({ error: 'Two players are called player 1: names must differ' });
  });
});
