import { describe, expect, it } from 'vitest';
import { newDoc } from './game';
import { moonDropPinned, moonDropStatus } from './status';
import { ANA, CARDS, SHUFFLE, place, playedGame, roll, run, started } from './game-testkit';

describe('the pinned line', () => {
  it('names the stage before and after play', () => {
    expect(moonDropPinned(newDoc())).toEqual({ where: 'Setting up' });
    // After play the table's next act is the shuffle of the crises; once shuffled, the stage alone.
    expect(moonDropPinned(playedGame())).toEqual({ where: 'Final sheets · shuffle the crises' });
    expect(moonDropPinned(run(playedGame(), SHUFFLE))).toEqual({ where: 'Final sheets' });
    expect(moonDropPinned(run(newDoc(), CARDS, { type: 'start', paper: true }))).toEqual({ where: 'Paper sheets · shuffle the crises' });
  });

  it('says the round, who places next and the round’s block with its white dice low to high', () => {
    const doc = started();
    expect(moonDropPinned(doc)).toEqual({ where: 'Round 1 of 7 · roll the block' });
    // Blue 4 is the T block; the whites 4 1 2 1 fill squares 1 to 4 low to high.
    const rolled = run(doc, roll(0));
    expect(moonDropPinned(rolled)).toEqual({ where: 'Round 1 of 7 · Ana places', numbers: 'Block T: 1 1 2 4' });
    expect(moonDropPinned(run(rolled, place(0, 0, ANA[0]!)))).toEqual({ where: 'Round 1 of 7 · Bo places', numbers: 'Block T: 1 1 2 4' });
    expect(moonDropStatus(rolled)).toBe('Round 1 of 7');
  });

  it('names a seat left blank as the setup shows it', () => {
    const doc = run(newDoc(), CARDS, { type: 'start', paper: false }, roll(0));
    expect(moonDropPinned(doc).where).toBe('Round 1 of 7 · Player 1 places');
  });
});
