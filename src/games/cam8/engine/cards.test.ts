import { describe, it, expect } from 'vitest';
import { actingOrder, cardsLeft, nextPicker, pickCard } from './cards';
import { nextPhase } from './phases';
import { endActions } from './resolve';
import { setInitiative } from './initiative';
import { must, sketchGame } from './testkit';

// Bo has the fewest Politicians and picks first; Ana second; Cy last.
const g = () =>
  sketchGame([{ hamsters: { politicians: 1 }, size: 1 }, { hamsters: { politicians: 0 }, size: 1 }, { hamsters: { politicians: 2 }, size: 1 }], { phase: 'initiative' });

describe('initiative cards ("Starting with initiative card 1 and going up, declare and resolve your actions")', () => {
  it('"The player with the least Politicians gets first pick of initiative cards": picks go in pick order, any card left', () => {
    let s = must(setInitiative(g()));
    expect(s.initiative).toEqual([1, 0, 2]);
    expect([nextPicker(s), cardsLeft(s)]).toEqual([1, [1, 2, 3]]);
    expect(pickCard(s, 0, 1)).toEqual({ error: "It is Bo's pick" });
    // The first picker may take card 3.
    s = must(pickCard(s, 1, 3));
    expect([nextPicker(s), cardsLeft(s)]).toEqual([0, [1, 2]]);
    expect(pickCard(s, 0, 3)).toEqual({ error: 'Card 3 is not on the table: 1, 2 left' });
    s = must(pickCard(s, 0, 2));
    s = must(pickCard(s, 2, 1));
    expect(s.cards).toEqual([2, 3, 1]);
    expect(pickCard(s, 2, 1)).toEqual({ error: 'Every whale already has its initiative card' });
  });
  it('Command & Resolve goes in card order, not pick order', () => {
    let s = must(setInitiative(g()));
    s = must(pickCard(s, 1, 3));
    s = must(nextPhase(s)); // Ana and Cy take the lowest cards left, in pick order: Ana 1, Cy 2
    expect(s.cards).toEqual([1, 3, 2]);
    expect(actingOrder(s)).toEqual([0, 2, 1]);
    expect([s.phase, s.active]).toEqual(['command', 0]);
    s = must(endActions(s, 0));
    expect(s.active).toBe(2);
    s = must(endActions(s, 2));
    expect(s.active).toBe(1);
    expect(must(endActions(s, 1)).active).toBeNull();
  });
  it('cards are taken in the Initiative phase, after the pick order is settled, and are new each turn', () => {
    expect(pickCard(g(), 1, 1)).toEqual({ error: 'Settle the pick order first' });
    expect(pickCard({ ...must(setInitiative(g())), phase: 'command' }, 1, 1)).toHaveProperty('error');
    let s = must(nextPhase(must(setInitiative(g()))));
    expect(s.cards).toEqual([2, 1, 3]);
    while (s.phase !== 'initiative') {
      if (s.phase === 'harvest') s = { ...s, harvested: true };
      if (s.phase === 'feed') s = { ...s, fed: [0, 1, 2] };
      s = must(nextPhase(s));
    }
    expect([s.turn, s.cards, s.initiative]).toEqual([2, [0, 0, 0], []]);
  });
  it('a whale that has starved gets no card: N is the number of whales still in', () => {
    const s = must(setInitiative({ ...g(), players: g().players.map((w, i) => (i === 2 ? { ...w, out: true } : w)) }));
    expect(cardsLeft(s)).toEqual([1, 2]);
  });
});
