// RULES.md §2's action table: dice per action and what each modified result r does.
import { countOf, hamstersWord, totalHamsters } from './hamsters';
import type { DieEffect, Tally } from './tally';
import type { Whale } from './types';

/** Every action a whale can declare in Command & Resolve (layTrails only with Hamster Trails). */
export const ACTIONS = [
  'engineer', 'breed', 'tunnel', 'layTrails', 'harvest', 'patrol', 'invade',
  'recruitBarbarians', 'recruitHamsters', 'psychicBoost', 'psychicAssist', 'transcend',
] as const;
/** One action. */
export type Action = (typeof ACTIONS)[number];

/** The actions' names as the rules print them. */
export const ACTION_NAMES: Record<Action, string> = {
  engineer: 'Engineer', breed: 'Breed', tunnel: 'Tunnel', layTrails: 'Lay Hamster Trails',
  harvest: 'Harvest Krill', patrol: 'Patrol', invade: 'Invade', recruitBarbarians: 'Recruit Barbarians',
  recruitHamsters: 'Recruit Hamsters', psychicBoost: 'Psychic Boost', psychicAssist: 'Psychic Assist', transcend: 'Transcend',
};

/** Actions aimed at another whale. */
export const TARGETED_ACTIONS: readonly Action[] = ['invade', 'recruitHamsters', 'psychicAssist'];

/** A range of modified results in words ("1 or less", "2 to 4"), and what each die in it does. */
export type Band = { when: string; test: (r: number) => boolean; effect: DieEffect };

/** One row of the action table. `them` is the target's whale (checked present when targeted). */
export type ActionRule = {
  dice: (me: Whale, them: Whale) => number;
  bands: (me: Whale, them: Whale) => Band[];
  /** The target in words, for the preview. */
  target: (me: Whale, them: Whale) => string;
  /** What a roll-free action does for sure. */
  sure?: DieEffect;
  /** What each die stands for on the board ("token": die 1 is the first token placed). */
  each?: string;
  /** Caps the tally by what is actually there to take. */
  finish?: (t: Tally, me: Whale, them: Whale) => Tally;
};

const NOTHING: DieEffect = { text: 'no effect' };
// The band left over by the others, named by the results it holds.
const otherwise = (when: string, effect: DieEffect = NOTHING): Band => ({ when, test: () => true, effect });
/** The results from `lo` to `hi` in words: "1 to 3", "2". */
const between = (lo: number, hi: number) => (lo === hi ? String(lo) : `${lo} to ${hi}`);

// Breed and Harvest share the shape: under 2 → half (rounded up), over 4 → double, else the count.
function threeBands(n: number, gain: (k: number) => DieEffect): Band[] {
  return [
    { when: '1 or less', test: (r) => r < 2, effect: gain(Math.ceil(n / 2)) },
    { when: '5 or more', test: (r) => r > 4, effect: gain(2 * n) },
    otherwise('2 to 4', gain(n)),
  ];
}
const hamsterGain = (k: number): DieEffect => ({ gained: k, text: `+${hamstersWord(k)}` });
const krillGain = (k: number): DieEffect => ({ krill: k, text: `+${k} krill` });
const none = (): Band[] => [];

/** The action table. */
export const ACTION_RULES: Record<Action, ActionRule> = {
  engineer: { dice: () => 0, bands: none, target: () => 'no roll: gain 1 hamster', sure: hamsterGain(1) },
  breed: {
    dice: () => 1,
    bands: (me) => threeBands(me.hamsters.breeders, hamsterGain),
    target: (me) => `1 die with ${countOf(me.hamsters.breeders, 'breeders')}: under 2, 2 to 4, over 4`,
  },
  tunnel: {
    dice: (me) => me.hamsters.diggers,
    bands: () => [
      { when: '0 or less', test: (r) => r < 1, effect: { lose: 'diggers', text: 'collapses (take it off the board), −1 Digger' } },
      otherwise('1 or more', { text: 'holds' }),
    ],
    target: (me) => `place up to ${me.hamsters.diggers} tokens first, then 1 die each in the order placed`,
    each: 'token',
  },
  layTrails: { dice: () => 0, bands: none, target: (me) => `no roll: lay up to ${me.hamsters.diggers} hamster trails`, sure: { text: 'trails laid on the board' } },
  harvest: {
    dice: () => 1,
    bands: (me) => threeBands(me.hamsters.harvesters, krillGain),
    target: (me) => `1 die with ${countOf(me.hamsters.harvesters, 'harvesters')}: under 2, 2 to 4, over 4`,
  },
  patrol: {
    dice: (me) => me.hamsters.guards,
    bands: () => [
      { when: '4 or more', test: (r) => r > 3, effect: { feral: -1, text: 'Feral −1' } },
      { when: '2 or less', test: (r) => r < 3, effect: { lose: 'guards', text: '−1 Guard' } },
      otherwise('3'),
    ],
    target: (me) => `1 die per Guard (${me.hamsters.guards}): over 3 drives off a Feral Hamster, under 3 loses a Guard`,
  },
  invade: {
    dice: (me) => me.hamsters.guards,
    bands: (_, them) => [
      { when: `${them.hamsters.guards + 1} or more`, test: (r) => r > them.hamsters.guards, effect: { spaces: 1, text: `convert 1 space from ${them.name}` } },
      { when: '0 or less', test: (r) => r < 1, effect: { lose: 'guards', text: '−1 Guard' } },
      otherwise(them.hamsters.guards > 0 ? between(1, them.hamsters.guards) : 'none'),
    ],
    target: (me, them) => `1 die per Guard (${me.hamsters.guards}): over ${them.name}'s ${countOf(them.hamsters.guards, 'guards')} converts a space, under 1 loses a Guard`,
  },
  recruitBarbarians: {
    dice: (me) => me.hamsters.politicians,
    bands: () => [
      { when: '5 or more', test: (r) => r > 4, effect: { feral: -1, gained: 1, text: 'Feral −1, +1 hamster' } },
      { when: '1 or less', test: (r) => r < 2, effect: { feral: 1, lose: 'politicians', text: '−1 Politician, Feral +1' } },
      otherwise('2 to 4'),
    ],
    target: (me) => `1 die per Politician (${me.hamsters.politicians}): over 4 recruits a Feral Hamster, under 2 loses a Politician to them`,
  },
  recruitHamsters: {
    dice: (me) => me.hamsters.politicians,
    bands: (_, them) => [
      { when: `${them.hamsters.politicians + 1} or more`, test: (r) => r > them.hamsters.politicians, effect: { taken: 1, text: `${them.name} gives 1 hamster` } },
      otherwise(`${them.hamsters.politicians} or less`),
    ],
    target: (me, them) => `1 die per Politician (${me.hamsters.politicians}): over ${them.name}'s ${countOf(them.hamsters.politicians, 'politicians')} takes a hamster`,
    finish: (t, _, them) => ({ ...t, taken: Math.min(t.taken, totalHamsters(them.hamsters)) }),
  },
  psychicBoost: { dice: () => 0, bands: none, target: () => 'no roll: +1 on every die of your next rolling action', sure: { text: 'Psychic Boost +1' } },
  psychicAssist: { dice: () => 0, bands: none, target: (_, them) => `no roll: ${them.name} gets an Assist token`, sure: { text: `Assist token given` } },
  transcend: {
    dice: () => 1,
    bands: () => [{ when: '10 or more', test: (r) => r >= 10, effect: { won: true, text: 'transcends: wins the game' } }, otherwise('9 or less')],
    target: () => '1 die: needs 10 or more',
  },
};
