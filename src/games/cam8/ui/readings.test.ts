import { describe, it, expect } from 'vitest';
import { sketchGame } from '../engine/testkit';
import { actionReadings } from './readings';

describe('readings shown where they change a number', () => {
  it('a Patrol of several dice: one modifier for the whole action, and a revolt partway ends it', () => {
    const g = sketchGame([{ hamsters: { guards: 3 } }, {}], { feral: 2 });
    expect(actionReadings(g, 0, 'patrol', 3, null).map((r) => r.text)).toEqual([
      'All dice of this action get the modifier in force before it; a Feral step from one die does not change the next die.',
      'If the hamsters revolt partway, the game ends at once and the remaining dice do nothing.',
    ]);
  });
  it('Recruit Barbarians at Feral 0, and Boosts spent together', () => {
    const g = sketchGame([{ hamsters: { politicians: 1 }, boost: 1 }, {}]);
    expect(actionReadings(g, 0, 'recruitBarbarians', 1, null).map((r) => r.text)).toEqual([
      'Boosts and Assists are spent by the first action that rolls at least one die, all of them together.',
      'If the hamsters revolt partway, the game ends at once and the remaining dice do nothing.',
      'At Feral 0 a result over 4 still gains the hamster; the tracker simply stays at 0.',
    ]);
  });
  it('an Assist to a whale that has already acted lapses', () => {
    // Cards: Ana 1, Bo 2, Cy 3; Cy is acting, Ana (card 1) has acted, Bo has too.
    const g = { ...sketchGame([{}, {}, {}]), active: 2 };
    expect(actionReadings(g, 2, 'psychicAssist', 0, 0)).toEqual([{ id: 'assist-lapses', text: 'Ana has already acted: the Assist lapses at the end of Command & Resolve.' }]);
    expect(actionReadings({ ...g, active: 0 }, 0, 'psychicAssist', 0, 2)).toEqual([]);
  });
});
