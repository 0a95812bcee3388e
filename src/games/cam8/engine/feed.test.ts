import { describe, it, expect } from 'vitest';
import { array, assert, constant, constantFrom, integer, property, record, shuffledSubarray, tuple } from 'fast-check';
import { adjustFeral } from './adjust';
import { feed, feedOptions, growthChance, mealPlan, type FeedInput } from './feed';
import { nextPhase } from './phases';
import { must, sketchGame } from './testkit';
import type { WhaleSketch } from './testkit';
import type { Cam8State } from './types';

// Ana is the whale under test; Bo has a krill for his meal, so that he can eat last and end the phase.
const g = (w: WhaleSketch, feral = 0) => sketchGame([w, { krill: 1 }], { phase: 'feed', feral });
const boEats = (s: Cam8State) => must(feed(s, 1));

describe('the whale eats ("You eat krill equal to your size")', () => {
  it('eats its size', () => {
    const s = must(feed(g({ size: 2, krill: 2 }), 0));
    expect(s.players[0]).toMatchObject({ size: 2, krill: 0 });
    expect(s.fed).toEqual([0]);
  });
  it('"If you don’t eat enough krill, you drop one size level": with one krill too few it eats what it has', () => {
    expect(must(feed(g({ size: 3, krill: 2 }), 0)).players[0]).toMatchObject({ size: 2, krill: 0, out: false });
  });
  it('"if you drop from 1 to 0, you’ve starved to death and are out of the game"', () => {
    const s = must(feed(g({ size: 1, krill: 0 }), 0));
    expect(s.players[0]).toMatchObject({ size: 0, out: true });
  });
  it('"If you eat three times as much krill as your size, roll a die": grows when r > size', () => {
    expect(feed(g({ size: 2, krill: 5 }), 0, { meal: 'triple', faces: [3] })).toEqual({ error: 'Ana has 5 krill, needs 6 to eat 3× its size' });
    expect(feed(g({ size: 2, krill: 6 }), 0, { meal: 'triple' })).toEqual({ needs: [{ kind: 'dice', count: 1, text: 'Roll 1 die to grow' }] });
    expect(must(feed(g({ size: 2, krill: 6 }), 0, { meal: 'triple', faces: [2] })).players[0]?.size).toBe(2);
    expect(must(feed(g({ size: 2, krill: 6 }), 0, { meal: 'triple', faces: [3] })).players[0]).toMatchObject({ size: 3, krill: 0 });
    // at Feral 1, face 3 is 2: not greater than size 2
    expect(must(feed(g({ size: 2, krill: 6 }, 1), 0, { meal: 'triple', faces: [3] })).players[0]?.size).toBe(2);
  });
  it('"If you eat six times as much krill as your size, roll two dice and add them", each modified', () => {
    // size 3, Feral 1: (2−1)+(3−1) = 3, not > 3; (2−1)+(4−1) = 4 > 3
    expect(must(feed(g({ size: 3, krill: 18 }, 1), 0, { meal: 'sextuple', faces: [2, 3] })).players[0]?.size).toBe(3);
    const s = must(feed(g({ size: 3, krill: 18 }, 1), 0, { meal: 'sextuple', faces: [2, 4] }));
    expect(s.players[0]).toMatchObject({ size: 4, krill: 0 });
    expect(s.receipt?.result).toBe('ate 6× its size (18 krill); growth 4 > 3: grows to size 4; 0 hamsters fed');
  });
  it('a smaller meal, chosen by the owner: the whale drops a size and the krill it leaves feeds its hamsters', () => {
    const w = { size: 2, krill: 3, hamsters: { guards: 2 } };
    expect(mealPlan(g(w), 0, 'less', 1)).toMatchObject({ eats: 1, short: true, size: 1, fed: 2, unfed: 0, krillLeft: 0 });
    const s = must(feed(g(w), 0, { meal: 'less', eats: 1 }));
    expect(s.players[0]).toMatchObject({ size: 1, krill: 0, hamsters: { guards: 2 } });
    expect(s.receipt?.result).toBe('ate 1 krill, less than its size: size 2 → 1; 2 hamsters fed');
    // A whale of size 1 that eats nothing starves, but its hamsters still eat.
    expect(must(feed(g({ size: 1, krill: 1, hamsters: { guards: 1 } }), 0, { meal: 'less', eats: 0 })).players[0]).toMatchObject({ out: true, krill: 0, hamsters: { guards: 1 } });
  });
  it('a smaller meal is less than its size and no more than its krill', () => {
    expect(feed(g({ size: 2, krill: 5 }), 0, { meal: 'less', eats: 2 })).toEqual({ error: 'Ana can eat 0 to 1 krill as a smaller meal (less than its size 2, at most its 5 krill)' });
    expect(feed(g({ size: 3, krill: 1 }), 0, { meal: 'less', eats: 2 })).toHaveProperty('error');
    expect(feed(g({ size: 3, krill: 1 }), 0, { meal: 'less' })).toHaveProperty('error');
  });
  it('eats once per turn, in the Feed phase', () => {
    const s = must(feed(g({ krill: 1 }), 0));
    expect(feed(s, 0)).toEqual({ error: 'Ana has already eaten this turn' });
    expect(feed({ ...s, phase: 'harvest' }, 1)).toHaveProperty('error');
  });
});

describe('the hamsters eat ("Each of your hamsters eats 1 krill")', () => {
  it('each eats 1 krill after the whale', () => {
    const s = must(feed(g({ krill: 4, hamsters: { guards: 3 } }), 0));
    expect(s.players[0]).toMatchObject({ krill: 0, hamsters: { guards: 3 } });
  });
  it('"Any unfed hamsters run away": the owner picks which; the tracker moves a space for each once every whale has fed', () => {
    const w = { krill: 2, hamsters: { guards: 2, diggers: 1 } };
    expect(feed(g(w, 1), 0)).toEqual({
      needs: [{ kind: 'flee', player: 0, count: 2, from: { breeders: 0, diggers: 1, harvesters: 0, guards: 2, politicians: 0 }, text: 'Ana: pick 2 hamsters to flee to the surface' }],
      receipt: { player: 0, who: 'Ana', title: 'Feed', dice: [], result: 'ate its size (1 krill)' },
    });
    expect(feed(g(w, 1), 0, { flee: { guards: 1 } })).toHaveProperty('error');
    const s = must(feed(g(w, 1), 0, { flee: { guards: 1, diggers: 1 } }));
    expect(s.players[0]?.hamsters).toMatchObject({ guards: 1, diggers: 0 });
    // Feed is simultaneous: Bo has not eaten yet, so the tracker waits.
    expect([s.feralLevel, s.fled]).toEqual([1, 2]);
    const all = boEats(s);
    expect([all.feralLevel, all.fled]).toEqual([3, 0]);
    expect(all.receipt?.result).toContain('every whale has fed: 2 hamsters fled in all, Feral 1 → 3');
  });
  it('no choice to make when all hamsters of one kind or all of them flee', () => {
    // the whale eats 1 of 2 krill; 1 Guard eats, 2 flee
    expect(must(feed(g({ krill: 2, hamsters: { guards: 3 } }), 0)).players[0]?.hamsters.guards).toBe(1);
    const starved = must(feed(g({ krill: 0, hamsters: { guards: 1, breeders: 1 } }, 2), 0));
    expect(starved.players[0]).toMatchObject({ out: true, hamsters: { guards: 0, breeders: 0 } });
    expect(boEats(starved).feralLevel).toBe(4);
  });
  it('"If the Feral Hamster marker moves past 5 … everyone loses": exactly when it passes 5', () => {
    const five = boEats(must(feed(g({ krill: 2, hamsters: { guards: 2 } }, 4), 0))); // 1 flees
    expect([five.feralLevel, five.gameOver]).toEqual([5, null]);
    const past = boEats(must(feed(g({ krill: 1, hamsters: { guards: 2 } }, 4), 0))); // 2 flee
    expect([past.gameOver?.kind, past.gameOver?.winner]).toEqual(['revolt', null]);
  });
  it('on a track with a blank space after each number, each fled hamster is one space', () => {
    // Feral 1 sits on space 2 of 0 · 1 · 2 · …; 3 spaces up is space 5: a blank after 2, so the level is 2.
    const s = sketchGame([{ krill: 1, hamsters: { guards: 3 } }, { krill: 1 }], { phase: 'feed', feral: 1, track: 2 });
    const after = boEats(must(feed(s, 0)));
    expect([after.feralSpace, after.feralLevel]).toEqual([5, 2]);
  });
  it('when every whale has starved, everyone loses', () => {
    const s = must(feed(sketchGame([{ krill: 0 }, { out: true }], { phase: 'feed' }), 0));
    expect(s.gameOver?.kind).toBe('starved');
  });
});

describe('Feed is simultaneous (RULES.md §2: "all players feed at once")', () => {
  it('every growth roll uses the Feral level as Feed began, even after the tracker is moved by hand', () => {
    let s = g({ size: 2, krill: 6 }, 1);
    s = must(adjustFeral(s, 2)); // a correction mid-Feed: Feral 3 now
    expect(s.feralLevel).toBe(3);
    // face 4 − 1 = 3 > 2 grows (with −3 it would not)
    expect(must(feed(s, 0, { meal: 'triple', faces: [4] })).players[0]?.size).toBe(3);
    expect(feedOptions(s, 0)[1]?.fraction).toBe('1/2'); // faces 4, 5, 6 against −1
  });
  it('entering Feed records the level, leaving it forgets it', () => {
    let s = sketchGame([{ krill: 1 }, { krill: 1 }], { phase: 'diplomacy2', feral: 2 });
    s = must(nextPhase(s));
    expect([s.phase, s.feedFeral, s.fled]).toEqual(['feed', 2, 0]);
    s = must(feed(must(feed(s, 0)), 1));
    expect(must(nextPhase(s)).feedFeral).toBeNull();
  });

  // Each whale's meal and dice are fixed; only the order in which the table taps them changes.
  const whale = record({ size: integer({ min: 1, max: 3 }), krill: integer({ min: 0, max: 20 }), guards: integer({ min: 0, max: 4 }), breeders: integer({ min: 0, max: 2 }) });
  const plan = record({ meal: constantFrom('size', 'triple', 'sextuple', 'less'), faces: array(integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 2 }) });
  it('the order in which the whales are tapped changes nothing (property)', () => {
    assert(
      property(
        array(record({ w: whale, p: plan }), { minLength: 2, maxLength: 5 }).chain((t) =>
          tuple(constant(t), shuffledSubarray(t.map((_, i) => i), { minLength: t.length, maxLength: t.length })),
        ),
        integer({ min: 0, max: 4 }),
        ([table, order], feral) => {
        const start = sketchGame(
          table.map(({ w }) => ({ size: w.size, krill: w.krill, hamsters: { guards: w.guards, breeders: w.breeders } })),
          { phase: 'feed', feral },
        );
        const input = (i: number): FeedInput => {
          const { meal, faces } = table[i]!.p;
          const w = start.players[i]!;
          if (meal === 'less') return { meal, eats: Math.min(w.size - 1, w.krill) };
          if (meal !== 'size' && w.krill < (meal === 'triple' ? 3 : 6) * w.size) return { meal: 'size' };
          return { meal, faces: meal === 'triple' ? faces.slice(0, 1) : meal === 'sextuple' ? faces : undefined };
        };
        // Guards flee first, then Breeders: the same choice whatever the order.
        const eat = (s: Cam8State, i: number): Cam8State => {
          const r = feed(s, i, input(i));
          if ('needs' in r) {
            const n = r.needs[0]!;
            const guards = Math.min(n.count, s.players[i]!.hamsters.guards);
            return must(feed(s, i, { ...input(i), flee: { guards, breeders: n.count - guards } }));
          }
          return must(r);
        };
        const ends = (taps: number[]) => {
          const { receipt: _r, fed: _f, ...rest } = taps.reduce(eat, start);
          return rest;
        };
        expect(ends(order)).toEqual(ends(table.map((_, i) => i)));
      }),
    );
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
  it('exactly enough for the whale: every hamster flees, and the tracker moves once every whale has fed', () => {
    expect(mealPlan(g({ size: 2, krill: 2, hamsters: { guards: 2 } }, 1), 0, 'size')).toMatchObject({
      krillLeft: 0, fed: 0, unfed: 2, feral: 3, revolt: false, text: 'eats 2 krill; 0 of 2 hamsters fed, 2 flee (once every whale has fed, Feral 1 → 3); 0 krill left',
    });
  });
  it('one krill short drops a size; from size 1 it starves', () => {
    expect(mealPlan(g({ size: 3, krill: 2 }), 0, 'size')).toMatchObject({ short: true, size: 2, text: 'eats 2 of 3 krill: too little, size 3 → 2; 0 krill left' });
    expect(mealPlan(g({ size: 1, krill: 0, hamsters: { breeders: 1 } }, 5), 0, 'size')).toMatchObject({
      size: 0, feral: 6, revolt: true,
      text: 'eats 0 of 1 krill: too little, size 1 → 0: starves, out of the game; 0 of 1 hamster fed, 1 flees (once every whale has fed, Feral 5 → past 5: revolt, everyone loses); 0 krill left',
    });
  });
  it('3× leaves less for the hamsters', () => {
    expect(mealPlan(g({ size: 1, krill: 4, hamsters: { guards: 2 } }), 0, 'triple')).toMatchObject({ eats: 3, krillLeft: 0, fed: 1, unfed: 1, feral: 1 });
  });
  it('agrees with feed() once every whale has fed', () => {
    const s = g({ size: 2, krill: 9, hamsters: { guards: 4 } }, 2);
    const plan = mealPlan(s, 0, 'triple');
    const after = boEats(must(feed(s, 0, { meal: 'triple', faces: [1], flee: { guards: 1 } })));
    expect([after.players[0]?.krill, after.feralLevel, after.players[0]?.hamsters.guards]).toEqual([plan.krillLeft, plan.feral, plan.fed]);
  });
  it('a meal that is not on the menu is refused, even one named like an object key', () => {
    expect(feed(g({ krill: 3 }), 0, { meal: 'constructor' as never })).toEqual({ error: '"constructor" is not a meal: size, triple, sextuple or less' });
  });
});
