import { describe, it, expect } from 'vitest';
import { takeDice } from './dice';
import { nextStep } from './rounds';
import { commitDice, commitStatus, nextToCommit, startScarcity } from './scarcity';
import { revealLine, rollScarcity, scarcityDice, scarcityRollers } from './scarcity-roll';
import { must, sketchGame } from './testkit';
import type { CellularState } from './types';

// Ana holds 2 d4 and 1 d6, Bo 1 d8, Cy 1 d12; the Center (3 players) started with 9 d4, 6 d6, 3 d8, 1 d12.
const table = () => sketchGame([{ d4: 2, d6: 1 }, { d8: 1 }, { d12: 1 }]);

describe('secret picks', () => {
  it('three contenders pick in turn; the second cannot see the first pick', () => {
    let s = must(startScarcity(table(), [2, 0, 1], 'the Competition'));
    expect(s.scarcity?.contenders).toEqual([0, 1, 2]);
    expect(nextToCommit(s)).toBe(0);
    s = must(commitDice(s, 0, { d4: 2 }));
    expect(s.receipt).toBe('Ana has picked; hand the phone to Bo');
    expect(nextToCommit(s)).toBe(1);
    expect(commitStatus(s)).toEqual([
      { player: 0, committed: true, skipped: false, dice: null },
      { player: 1, committed: false, skipped: false, dice: null },
      { player: 2, committed: false, skipped: false, dice: null },
    ]);
    s = must(commitDice(s, 1, { d8: 1 }));
    expect(commitStatus(s).map((c) => c.dice)).toEqual([null, null, null]);
    expect(rollScarcity(s, [[1, 1], [1], [1]])).toEqual({ error: 'Not every contender has picked dice yet' });
    s = must(commitDice(s, 2, {}));
    expect(s.receipt).toBe('Cy has picked; all picks are in: reveal and roll');
    expect(commitStatus(s).map((c) => c.dice)).toEqual([
      { d4: 2, d6: 0, d8: 0, d12: 0 },
      { d4: 0, d6: 0, d8: 1, d12: 0 },
      { d4: 0, d6: 0, d8: 0, d12: 0 },
    ]);
    expect(revealLine(s)).toBe('Ana: 2 d4; Bo: 1 d8; Cy: no dice');
  });
  it('picks come in order, only from the picker’s own Microbe', () => {
    const s = must(startScarcity(table(), [0, 1], 'a Trait'));
    expect(commitDice(s, 1, {})).toEqual({ error: "It is Ana's turn to pick dice" });
    expect(commitDice(s, 0, { d4: 3 })).toEqual({ error: 'Ana can only pick dice from their Microbe' });
    expect(commitDice(s, 0, { d20: 1 } as never)).toEqual({ error: 'Dice to roll: d20 is not a die of this game' });
    expect(startScarcity(table(), [1, 1], 'x')).toEqual({ error: 'A Scarcity roll needs at least 2 contenders' });
    expect(startScarcity(table(), [0, 3], 'x')).toEqual({ error: 'Contender 3 is not in this game' });
  });
});

const picked = (picks: Array<Record<string, number>>, contenders = picks.map((_, i) => i)): CellularState => {
  let s = must(startScarcity(table(), contenders, 'the Competition'));
  for (const [i, p] of contenders.entries()) s = must(commitDice(s, p, picks[i] ?? {}));
  return s;
};

describe('contenders with no dice', () => {
  it('are skipped as the roll starts, with an empty pick, and the receipt (the log line) says so: an empty Microbe is public', () => {
    const g = sketchGame([{ d6: 1 }, {}, { d4: 1 }, {}]);
    let s = must(startScarcity(g, [0, 1, 2, 3], 'a Trait'));
    expect(s.receipt).toBe('Scarcity roll for a Trait among Ana, Bo, Cy, Di; Bo and Di have no dice and pick nothing: Ana picks dice first');
    expect(commitStatus(s)).toEqual([
      { player: 0, committed: false, skipped: false, dice: null },
      { player: 1, committed: true, skipped: true, dice: null },
      { player: 2, committed: false, skipped: false, dice: null },
      { player: 3, committed: true, skipped: true, dice: null },
    ]);
    expect(nextToCommit(s)).toBe(0);
    s = must(commitDice(s, 0, { d6: 1 }));
    // The phone goes from Ana straight to Cy.
    expect(s.receipt).toBe('Ana has picked; hand the phone to Cy');
    expect(nextToCommit(s)).toBe(2);
    expect(commitStatus(s).map((c) => c.dice)).toEqual([null, null, null, null]);
    s = must(commitDice(s, 2, {}));
    expect(s.receipt).toBe('Cy has picked; all picks are in: reveal and roll');
    expect(s.scarcity?.mode).toBe('chosen');
    expect(revealLine(s)).toBe('Ana: 1 d6; Bo: no dice; Cy: no dice; Di: no dice');
    // Bo and Di score 0 and never win against Ana's d6.
    expect(must(rollScarcity(s, [[1], [], [], []])).receipt).toBe('Ana 1, Bo 0, Cy 0, Di 0: Ana wins a Trait');
  });
  it('three at once are named in one list; nobody with a die: the d8 roll comes at once', () => {
    const three = must(startScarcity(sketchGame([{}, {}, {}, { d4: 1 }]), [0, 1, 2, 3], 'a Trait'));
    expect(three.receipt).toBe('Scarcity roll for a Trait among Ana, Bo, Cy, Di; Ana, Bo and Cy have no dice and pick nothing: Di picks dice first');
    expect(nextToCommit(three)).toBe(3);
    const none = must(startScarcity(sketchGame([{}, {}]), [0, 1], 'a Trait'));
    expect(none.scarcity?.mode).toBe('d8');
    expect(nextToCommit(none)).toBeNull();
    expect(none.receipt).toBe('Scarcity roll for a Trait among Ana, Bo; Ana and Bo have no dice and pick nothing: nobody committed a die: every contender rolls 1 d8');
    expect(scarcityDice(none, 0)).toEqual(['d8']);
  });
  it('a roll saved before skipping (an empty Microbe still to pick) skips it at the next pick', () => {
    const g = sketchGame([{ d6: 1 }, {}, { d4: 1 }]);
    const saved: CellularState = { ...g, scarcity: { prize: 'a Trait', contenders: [0, 1, 2], commits: [null, null, null], mode: null, rolls: [], winner: null, decidesGame: false } };
    const s = must(commitDice(saved, 0, { d6: 1 }));
    expect(s.receipt).toBe('Ana has picked; Bo has no dice and picks nothing; hand the phone to Cy');
    expect(nextToCommit(s)).toBe(2);
  });
  it('an empty pick made by hand for a skipped contender (a history saved before skipping) changes nothing; any other is refused', () => {
    const s = must(startScarcity(sketchGame([{ d6: 1 }, {}, { d4: 1 }]), [0, 1, 2], 'a Trait'));
    expect(commitDice(s, 1, {})).toBe(s);
    expect(commitDice(s, 1, { d4: 0, d6: 0, d8: 0, d12: 0 })).toBe(s);
    expect(commitDice(s, 1, { d4: 1 })).toEqual({ error: "It is Ana's turn to pick dice" });
    expect(commitDice(s, 2, {})).toEqual({ error: "It is Ana's turn to pick dice" });
    const none = must(startScarcity(sketchGame([{}, {}]), [0, 1], 'a Trait'));
    expect(commitDice(none, 1, {})).toBe(none);
    const thrown = must(rollScarcity(none, [[2], [5]]));
    expect(commitDice(thrown, 1, {})).toEqual({ error: 'No Scarcity roll is under way' });
  });
});

describe('rolling', () => {
  it('highest total wins; the rolled dice leave the Microbes for the Center', () => {
    const s = picked([{ d4: 2, d6: 1 }, { d8: 1 }, {}]);
    expect(scarcityDice(s, 0)).toEqual(['d4', 'd4', 'd6']);
    expect(scarcityDice(s, 2)).toEqual([]);
    const r = must(rollScarcity(s, [[4, 3, 2], [8], []]));
    expect(r.scarcity?.winner).toBe(0);
    expect(r.receipt).toBe('Ana 9, Bo 8, Cy 0: Ana wins the Competition');
    expect(r.players.map((m) => m.dice)).toEqual([
      { d4: 0, d6: 0, d8: 0, d12: 0 },
      { d4: 0, d6: 0, d8: 0, d12: 0 },
      { d4: 0, d6: 0, d8: 0, d12: 1 },
    ]);
    expect(r.center).toEqual({ d4: 9, d6: 6, d8: 3, d12: 0 });
    expect(scarcityRollers(r)).toEqual([]);
    expect(rollScarcity(r, [])).toEqual({ error: 'No Scarcity roll is under way' });
  });
  it('tied contenders roll the same dice again until one wins (seeded dice)', () => {
    // Ana rolls d4 d4 d6, Bo d8, Cy d12: 7, 7, 1; then Ana and Bo 7, 7 again; then 12 against 1.
    const dice = [2, 2, 3, 7, 1, 1, 1, 5, 7, 4, 4, 4, 1];
    let s = picked([{ d4: 2, d6: 1 }, { d8: 1 }, { d12: 1 }]);
    const rounds: number[][] = [];
    while (s.scarcity?.winner === null) {
      const rollers = scarcityRollers(s);
      rounds.push(rollers);
      s = must(rollScarcity(s, rollers.map((p) => scarcityDice(s, p).map(() => dice.shift() as number))));
    }
    expect(rounds).toEqual([[0, 1, 2], [0, 1], [0, 1]]);
    expect(s.scarcity?.rolls.map((r) => r.map((x) => x.total))).toEqual([[7, 7, 1], [7, 7], [12, 1]]);
    expect(s.scarcity?.winner).toBe(0);
    expect(dice).toEqual([]);
    // Only the first throw moves dice: all three Microbes are now empty, nothing counted twice.
    expect(s.center).toEqual({ d4: 9, d6: 6, d8: 3, d12: 1 });
  });
  it('nobody committed a die: all roll 1 d8, ties roll it again, no dice move', () => {
    let s = picked([{}, {}]);
    expect(s.scarcity?.mode).toBe('d8');
    expect(s.receipt).toBe('Bo has picked; nobody committed a die: every contender rolls 1 d8');
    expect(scarcityDice(s, 1)).toEqual(['d8']);
    s = must(rollScarcity(s, [[5], [5]]));
    expect(s.receipt).toBe('Ana 5, Bo 5: Ana and Bo tie and roll again');
    expect(rollScarcity(s, [[9], [1]])).toEqual({ error: "Ana's d8: 9 is not a face (1 to 8)" });
    s = must(rollScarcity(s, [[2], [8]]));
    expect(s.scarcity?.winner).toBe(1);
    expect(s.players).toEqual(table().players);
    expect(s.center).toEqual(table().center);
  });
  it('checks each die against its own faces and the number of dice', () => {
    const s = picked([{ d4: 1 }, { d8: 1 }]);
    expect(rollScarcity(s, [[5], [1]])).toEqual({ error: "Ana's d4: 5 is not a face (1 to 4)" });
    expect(rollScarcity(s, [[4], [8]])).not.toHaveProperty('error');
    expect(rollScarcity(s, [[1, 1], [1]])).toEqual({ error: 'Ana rolls 1 die' });
    expect(rollScarcity(s, [[1]])).toEqual({ error: 'Faces are needed for 2 contenders' });
  });
  it('nothing else happens until the Scarcity roll has a winner', () => {
    const s = picked([{ d4: 1 }, {}]);
    expect(takeDice(s, 0, { d4: 1 })).toEqual({ error: 'Finish the Scarcity roll first' });
    expect(nextStep(s)).toEqual({ error: 'Finish the Scarcity roll first' });
    expect(startScarcity(s, [0, 1], 'x')).toEqual({ error: 'Finish the Scarcity roll first' });
    const done = must(rollScarcity(s, [[1], []]));
    expect(takeDice(done, 0, { d4: 1 })).not.toHaveProperty('error');
  });
});
