import { describe, it, expect } from 'vitest';
import { feed, feedOptions, growthChance, mealPlan } from './feed';
import { must, sketchGame } from './testkit';
import type { WhaleSketch } from './testkit';

const g = (w: WhaleSketch, feral = 0) => sketchGame([w, {}], { phase: 'feed', feral });

describe('the whale eats', () => {
  it('eats its size', () => {
    const s = must(feed(g({ size: 2, krill: 2 }), 0));
    expect(s.players[0]).toMatchObject({ size: 2, krill: 0 });
    expect(s.fed).toEqual([0]);
  });
  it('with one krill too few it eats what it has and drops one size', () => {
    expect(must(feed(g({ size: 3, krill: 2 }), 0)).players[0]).toMatchObject({ size: 2, krill: 0, out: false });
  });
  it('dropping from 1 to 0 starves it: out of the game', () => {
    const s = must(feed(g({ size: 1, krill: 0 }), 0));
    expect(s.players[0]).toMatchObject({ size: 0, out: true });
  });
  it('3× its size needs the krill and one growth die: grows when r > size', () => {
    expect(feed(g({ size: 2, krill: 5 }), 0, { meal: 'triple', faces: [3] })).toEqual({ error: 'Ana has 5 krill, needs 6 to eat 3× its size' });
    expect(feed(g({ size: 2, krill: 6 }), 0, { meal: 'triple' })).toEqual({ needs: [{ kind: 'dice', count: 1, text: 'Roll 1 die to grow' }] });
    expect(must(feed(g({ size: 2, krill: 6 }), 0, { meal: 'triple', faces: [2] })).players[0]?.size).toBe(2);
    expect(must(feed(g({ size: 2, krill: 6 }), 0, { meal: 'triple', faces: [3] })).players[0]).toMatchObject({ size: 3, krill: 0 });
    // at Feral 1, face 3 is 2: not greater than size 2
    expect(must(feed(g({ size: 2, krill: 6 }, 1), 0, { meal: 'triple', faces: [3] })).players[0]?.size).toBe(2);
  });
  it('6× its size rolls two dice, each modified, added', () => {
    // size 3, Feral 1: (2−1)+(3−1) = 3, not > 3; (2−1)+(4−1) = 4 > 3
    expect(must(feed(g({ size: 3, krill: 18 }, 1), 0, { meal: 'sextuple', faces: [2, 3] })).players[0]?.size).toBe(3);
    const s = must(feed(g({ size: 3, krill: 18 }, 1), 0, { meal: 'sextuple', faces: [2, 4] }));
    expect(s.players[0]).toMatchObject({ size: 4, krill: 0 });
    expect(s.receipt?.result).toBe('ate 18 krill (6× size); growth 4 > 3: grows to size 4; 0 hamsters fed');
  });
  it('eats once per turn, in the Feed phase', () => {
    const s = must(feed(g({ krill: 1 }), 0));
    expect(feed(s, 0)).toEqual({ error: 'Ana has already eaten this turn' });
    expect(feed({ ...s, phase: 'harvest' }, 1)).toHaveProperty('error');
  });
});

describe('the hamsters eat', () => {
  it('each eats 1 krill after the whale', () => {
    const s = must(feed(g({ krill: 4, hamsters: { guards: 3 } }), 0));
    expect(s.players[0]).toMatchObject({ krill: 0, hamsters: { guards: 3 } });
  });
  it('unfed hamsters flee, the owner picks which, and the tracker moves +1 each', () => {
    const w = { krill: 2, hamsters: { guards: 2, diggers: 1 } };
    expect(feed(g(w, 1), 0)).toEqual({
      needs: [{ kind: 'flee', player: 0, count: 2, from: { breeders: 0, diggers: 1, harvesters: 0, guards: 2, politicians: 0 }, text: 'Ana: pick 2 hamsters to flee to the surface' }],
      receipt: { player: 0, who: 'Ana', title: 'Feed', dice: [], result: 'ate 1 krill' },
    });
    expect(feed(g(w, 1), 0, { flee: { guards: 1 } })).toHaveProperty('error');
    const s = must(feed(g(w, 1), 0, { flee: { guards: 1, diggers: 1 } }));
    expect(s.players[0]?.hamsters).toMatchObject({ guards: 1, diggers: 0 });
    expect(s.feralLevel).toBe(3);
  });
  it('no choice to make when all hamsters of one kind or all of them flee', () => {
    // the whale eats 1 of 2 krill; 1 Guard eats, 2 flee
    expect(must(feed(g({ krill: 2, hamsters: { guards: 3 } }), 0)).players[0]?.hamsters.guards).toBe(1);
    const starved = must(feed(g({ krill: 0, hamsters: { guards: 1, breeders: 1 } }, 2), 0));
    expect(starved.players[0]).toMatchObject({ out: true, hamsters: { guards: 0, breeders: 0 } });
    expect(starved.feralLevel).toBe(4);
  });
  it('revolt exactly when the level passes 5', () => {
    const five = must(feed(g({ krill: 2, hamsters: { guards: 2 } }, 4), 0)); // 1 flees
    expect([five.feralLevel, five.gameOver]).toEqual([5, null]);
    const six = must(feed(g({ krill: 1, hamsters: { guards: 2 } }, 4), 0)); // 2 flee
    expect([six.feralLevel, six.gameOver?.kind, six.gameOver?.winner]).toEqual([6, 'revolt', null]);
  });
  it('when every whale has starved, everyone loses', () => {
    const s = must(feed(sketchGame([{ krill: 0 }, { out: true }], { phase: 'feed' }), 0));
    expect(s.gameOver?.kind).toBe('starved');
  });
});

describe('growth chances', () => {
  it('match hand counts', () => {
    expect(growthChance(1, 0, 1).fraction).toBe('5/6'); // faces 2–6
    expect(growthChance(1, 2, 3).fraction).toBe('1/6'); // only 6−2=4 > 3
    expect(growthChance(1, 3, 3).fraction).toBe('0');
    expect(growthChance(2, 0, 10).fraction).toBe('1/12'); // 11 or 12: 3 of 36
    expect(growthChance(2, 1, 3).fraction).toBe('13/18'); // sum − 2 > 3: sums 6..12, 36 − 10 = 26 of 36
  });
  it('feedOptions says what each meal costs and whether it is affordable', () => {
    expect(feedOptions(g({ size: 2, krill: 6 }), 0).map((m) => [m.meal, m.eats, m.dice, m.affordable])).toEqual([
      ['size', 2, 0, true], ['triple', 6, 1, true], ['sextuple', 12, 2, false],
    ]);
  });
});

describe('mealPlan: what Feed will do, shown before the tap', () => {
  it('a whale that eats and feeds everyone', () => {
    expect(mealPlan(g({ size: 2, krill: 7, hamsters: { guards: 3 } }), 0, 'size')).toEqual({
      eats: 2, short: false, size: 2, krillLeft: 2, fed: 3, unfed: 0, feral: 0, revolt: false, text: 'eats 2 krill; 3 hamsters fed; 2 krill left',
    });
  });
  it('exactly enough for the whale: every hamster flees', () => {
    expect(mealPlan(g({ size: 2, krill: 2, hamsters: { guards: 2 } }, 1), 0, 'size')).toMatchObject({
      krillLeft: 0, fed: 0, unfed: 2, feral: 3, revolt: false, text: 'eats 2 krill; 0 of 2 hamsters fed, 2 flee: Feral 1 → 3; 0 krill left',
    });
  });
  it('one krill short drops a size; from size 1 it starves', () => {
    expect(mealPlan(g({ size: 3, krill: 2 }), 0, 'size')).toMatchObject({ short: true, size: 2, text: 'eats 2 of 3 krill: too little, size 3 → 2; 0 krill left' });
    expect(mealPlan(g({ size: 1, krill: 0, hamsters: { breeders: 1 } }, 5), 0, 'size')).toMatchObject({
      size: 0, feral: 6, revolt: true, text: 'eats 0 of 1 krill: too little, size 1 → 0: starves, out of the game; 0 of 1 hamster fed, 1 flee: Feral 5 → 6, revolt: everyone loses; 0 krill left',
    });
  });
  it('3× leaves less for the hamsters', () => {
    expect(mealPlan(g({ size: 1, krill: 4, hamsters: { guards: 2 } }), 0, 'triple')).toMatchObject({ eats: 3, krillLeft: 0, fed: 1, unfed: 1, feral: 1 });
  });
  it('agrees with feed()', () => {
    const s = g({ size: 2, krill: 9, hamsters: { guards: 4 } }, 2);
    const plan = mealPlan(s, 0, 'triple');
    const after = must(feed(s, 0, { meal: 'triple', faces: [1], flee: { guards: 1 } }));
    expect([after.players[0]?.krill, after.feralLevel, after.players[0]?.hamsters.guards]).toEqual([plan.krillLeft, plan.feral, plan.fed]);
  });
  it('a meal that is not on the menu is refused, even one named like an object key', () => {
    expect(feed(g({ krill: 3 }), 0, { meal: 'constructor' as never })).toEqual({ error: '"constructor" is not a meal: size, triple or sextuple' });
  });
});
