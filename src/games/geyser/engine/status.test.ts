import { describe, expect, it } from 'vitest';
import { newDoc } from './game';
import { fire, rollStart } from './index';
import { geyserPinned, geyserStatus } from './status';
import { must, sketchGame } from './testkit';
import type { GeyserState } from './types';

const play = (game: GeyserState) => ({ stage: 'play' as const, game });

describe('the Geyser pinned line', () => {
  it('says setup while players are entered', () => {
    expect(geyserPinned(newDoc())).toEqual({ where: 'Setting up' });
  });

  it('says who rolls for the start, then only the tied', () => {
    const fresh = { ...sketchGame([{}, {}, {}]), phase: 'start' as const, order: [], starter: null };
    expect(geyserPinned(play(fresh))).toEqual({ where: 'Start roll', numbers: 'Everybody rolls a d6' });
    const tied = must(rollStart(fresh, [5, 5, 2]));
    expect(geyserPinned(play(tied))).toEqual({ where: 'Start roll again', numbers: 'Ana and Bo roll' });
  });

  it('gives the round, whose turn and who rolls the next Firing, passing left each round', () => {
    // Bo starts: play order Bo, Cy, Ana; Bo rolls round 1's Firing, Cy round 2's.
    const g = sketchGame([{}, {}, {}], { starter: 1, turn: 1 });
    expect(geyserPinned(play(g))).toEqual({ where: "Round 1 · Cy's turn", numbers: 'Next Firing: Bo' });
    const firing = { ...g, phase: 'firing' as const, turn: 2 };
    expect(geyserPinned(play(firing))).toEqual({ where: 'Round 1 · Geyser Firing', numbers: 'Next Firing: Bo' });
    const round2 = must(fire(firing, [1, 1]));
    expect(geyserPinned(play(round2))).toEqual({ where: "Round 2 · Bo's turn", numbers: 'Next Firing: Cy' });
  });

  it('says who won, and in which round', () => {
    const firing = sketchGame([{ '6/8': 3 }, {}], { phase: 'firing', turn: 1, mother: 0, round: 3 });
    const over = must(fire(firing, [3, 4]));
    expect(geyserStatus(play(over))).toBe('Game over · Ana won');
    expect(geyserPinned(play(over))).toEqual({ where: 'Game over · Ana won', numbers: 'Won in round 3' });
  });
});
