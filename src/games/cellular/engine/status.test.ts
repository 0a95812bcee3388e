import { describe, expect, it } from 'vitest';
import { newDoc } from './game';
import { commitDice, finishGame, newGame, pickForContest, pickGenome, rollScarcity, setNutrients, startContest, startScarcity, takeDice } from './index';
import { cellularPinned } from './status';
import { filled, must, sketchGame } from './testkit';
import type { CellularState } from './types';

const play = (game: CellularState) => ({ stage: 'play' as const, game });
const three = [{ name: 'Ana', colour: '#1' }, { name: 'Bo', colour: '#2' }, { name: 'Cy', colour: '#3' }];

describe('the Cellular Powerhouse pinned line', () => {
  it('says setup while players are entered', () => {
    expect(cellularPinned(newDoc())).toEqual({ where: 'Setting up' });
  });

  it('names whose Starting Genome pick it is in the snake draft, and which pick', () => {
    const g = must(newGame({ players: three, snakeDraft: true }));
    expect(cellularPinned(play(g))).toEqual({ where: 'Starting Genomes · Ana picks', numbers: 'Pick 1 of 6' });
    // Seat order, then back: the fourth pick is Cy's again.
    const later = must(pickGenome(must(pickGenome(must(pickGenome(g))))));
    expect(cellularPinned(play(later))).toEqual({ where: 'Starting Genomes · Cy picks', numbers: 'Pick 4 of 6' });
  });

  it('gives the Round and its step, and the dice left in the Center', () => {
    const g = must(newGame({ players: three }));
    expect(cellularPinned(play(g))).toEqual({ where: 'Round 1 · Gene Pool', numbers: 'Center: 19 dice' });
    const took = must(takeDice(g, 0, { d4: 2 }));
    expect(cellularPinned(play(took)).numbers).toBe('Center: 17 dice');
  });

  it('names whose secret pick it is in a Scarcity roll, then the throw, never a pick itself', () => {
    const g = must(startScarcity(sketchGame([{ d4: 1 }, { d6: 1 }]), [0, 1], 'a Trait'));
    expect(cellularPinned(play(g))).toEqual({ where: 'Round 1 · Ana picks', numbers: 'Picked 0 of 2' });
    const one = must(commitDice(g, 0, { d4: 1 }));
    expect(cellularPinned(play(one))).toEqual({ where: 'Round 1 · Bo picks', numbers: 'Picked 1 of 2' });
    const all = must(commitDice(one, 1, {}));
    expect(cellularPinned(play(all))).toEqual({ where: 'Round 1 · Throw', numbers: 'For a Trait' });
    // Won: back to the Round, with Ana's rolled d4 back in the Center (13 at setup for two, Bo's d6 still out).
    expect(cellularPinned(play(must(rollScarcity(all, [[3], []]))))).toEqual({ where: 'Round 1 · Gene Pool', numbers: 'Center: 12 dice' });
  });

  it('names whose secret pick it is in a card-effect roll of players against each other, then the throw', () => {
    const g = must(startContest(sketchGame([{ d4: 1 }, { d6: 1 }]), [0, 1], false));
    expect(cellularPinned(play(g))).toEqual({ where: 'Round 1 · Ana picks', numbers: 'Picked 0 of 2' });
    const all = must(pickForContest(must(pickForContest(g, 0, { d4: 1 })), 1, {}));
    expect(cellularPinned(play(all))).toEqual({ where: 'Round 1 · Card-effect throw', numbers: 'Picked 2 of 2' });
  });

  it('counts the sheets entered, then gives the winner and the winning total', () => {
    const g = sketchGame([{}, {}], { phase: 'scoring' });
    expect(cellularPinned(play(g))).toEqual({ where: 'Counting Nutrients', numbers: 'Counted 0 of 2' });
    const one = must(setNutrients(g, 0, filled(12, 2, [3])));
    expect(cellularPinned(play(one)).numbers).toBe('Counted 1 of 2');
    const over = must(finishGame(must(setNutrients(one, 1, filled(4, 1, [])))));
    expect(cellularPinned(play(over))).toEqual({ where: 'Game over · Ana won', numbers: '25 Nutrients' });
  });
});
