import { describe, it, expect } from 'vitest';
import { sketchGame } from '../engine/testkit';
import { actionReadings } from './readings';

describe('readings shown where they change a number', () => {
  it('a Patrol of several dice: one modifier for the whole action, and a revolt partway ends it', () => {
    const g = sketchGame([{ hamsters: { guards: 3 } }, {}], { feral: 2 });
    expect(actionReadings(g, 0, 'patrol', 3, null).map((r) => r.text)).toEqual([
      'One modifier for every die of this action.',
      'A revolt partway ends the game: later dice do nothing.',
    ]);
  });
  it('Recruit Barbarians at Feral 0, and Boosts spent together', () => {
    const g = sketchGame([{ hamsters: { politicians: 1 }, boost: 1 }, {}]);
    expect(actionReadings(g, 0, 'recruitBarbarians', 1, null).map((r) => r.text)).toEqual([
      'Every Boost and Assist goes to this roll.',
      'A revolt partway ends the game: later dice do nothing.',
      'At Feral 0, 5 or more still gains the hamster.',
    ]);
  });
  it('an Assist to a whale that has already acted lapses', () => {
    // Cards: Ana 1, Bo 2, Cy 3; Cy is acting, Ana (card 1) has acted, Bo has too.
    const g = { ...sketchGame([{}, {}, {}]), active: 2 };
    const costs = { id: 'psychic-assist-action', text: "The Assist uses one of this whale's actions." };
    expect(actionReadings(g, 2, 'psychicAssist', 0, 0)).toEqual([costs, { id: 'assist-lapses', text: 'Ana has already acted: the Assist lapses.' }]);
    expect(actionReadings({ ...g, active: 0 }, 0, 'psychicAssist', 0, 2)).toEqual([costs]);
  });
});
