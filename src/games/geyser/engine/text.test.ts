// Each test names the sentence of the Geyser rule text it checks (RULES.md §5).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { retreat, rollBattle, startBattle } from './battle';
import { claimGeyser, enterMother, landOnGeyser, leaveMother, loseGeyser, motherProblem } from './geysers';
import { battleOdds, battleOddsFor, battleWinChance } from './odds';
import { DEFAULT_RINGS, readRings, ringName, ringOf } from './rings';
import { endTurn, fire } from './rounds';
import { newGame } from './setup';
import { geysersControlled, normalGeysers } from './state';
import { must, sketchGame } from './testkit';

const three = { '6/8': 1, '5/9': 1, '7': 1 } as const;

describe('"In each player’s turn they will move one piece one square"', () => {
  it('after a battle has ended, neither the Mother Geyser, another battle nor a geyser is offered: only End turn', () => {
    let s = sketchGame([three, {}, {}]);
    s = must(startBattle(s, 0, 1, null));
    s = must(rollBattle(s, 6, 1));
    expect(s.battle?.ended).toBe('attacker won');
    expect(enterMother(s, 0)).toEqual({ error: "Ana has made this turn's move: only End turn is left" });
    expect(motherProblem(s, 0)).toBe("Ana has made this turn's move: only End turn is left");
    expect(startBattle(s, 0, 2, null)).toEqual({ error: "Ana has made this turn's move: only End turn is left" });
    expect(landOnGeyser(s, 0, '7')).toEqual({ error: "Ana has made this turn's move: only End turn is left" });
    s = must(endTurn(s));
    expect(s.moved).toBe(false);
    expect(must(landOnGeyser(s, 1, '7')).moved).toBe(true);
  });
  it('a tied battle waiting for "retreat or attack again" is still the turn’s move: no stepping into the Mother Geyser', () => {
    let s = sketchGame([three, {}]);
    s = must(startBattle(s, 0, 1, null));
    s = must(rollBattle(s, 1, 4));
    expect(s.battle?.rolls.at(-1)?.outcome).toBe('tie');
    const busy = "Ana's battle is this turn's move: roll it (or retreat after a tie), then only End turn is left";
    expect(enterMother(s, 0)).toEqual({ error: busy });
    expect(landOnGeyser(s, 0, '2/12')).toEqual({ error: busy });
    // Attacking again is the same battle, not a second move.
    expect(must(rollBattle(s, 6, 1)).battle?.ended).toBe('attacker won');
  });
  it('moving into the Mother Geyser is the move: no battle after it in the same turn', () => {
    const s = must(enterMother(sketchGame([three, {}]), 0));
    expect(startBattle(s, 0, 1, null)).toEqual({ error: "Ana has made this turn's move: only End turn is left" });
  });
  it('a retreat ends the turn, and the next player moves afresh', () => {
    let s = sketchGame([{}, {}]);
    s = must(startBattle(s, 0, 1, null));
    s = must(rollBattle(s, 3, 3));
    s = must(retreat(s));
    expect([s.turn, s.moved]).toEqual([1, false]);
  });
});

describe('"they must leave at least one piece on that geyser at all times"', () => {
  it('losing a geyser or the Mother Geyser by hand is logged as a correction, never as a move', () => {
    const s = sketchGame([{ '6/8': 1 }, {}], { mother: 0 });
    expect(must(loseGeyser(s, 0, '6/8')).receipt).toBe('Correction: Ana holds one 6/8 geyser fewer (0 left)');
    expect(must(leaveMother(s)).receipt).toBe('Correction: Ana is not on the Mother Geyser');
  });
  it('control is lost to a battle or a Firing', () => {
    let s = sketchGame([{ '6/8': 1 }, {}], { turn: 1 });
    s = must(startBattle(s, 1, 0, '6/8'));
    s = must(rollBattle(s, 6, 1));
    expect([s.players[0]!.geysers['6/8'], s.players[1]!.geysers['6/8']]).toEqual([0, 1]);
    s = must(fire({ ...must(endTurn(s)), phase: 'firing' }, [4, 4]));
    expect(s.players[1]!.geysers['6/8']).toBe(0);
  });
});

describe('"If a player lands on a geyser, they may place a new token … around that geyser … not … on a square occupied by another player"', () => {
  // "Two tokens from the same player may occupy the same square": the new token may go where the tribe's own tokens are.
  const hint = "Ana may place a new token on any square around that geyser that no other player holds (Ana's own tokens may be there)";
  it('says so when a geyser is claimed by moving onto it: any square around it no other player holds, the own tokens\' included', () => {
    const s = must(landOnGeyser(sketchGame([{}, {}]), 0, '6/8'));
    expect(s.players[0]!.geysers['6/8']).toBe(1);
    expect(s.receipt).toBe(`Ana moves onto a 6/8 geyser and claims it (1 in all). ${hint}`);
  });
  it('says so after a battle won on a geyser, not after one won on plain ground', () => {
    const won = must(rollBattle(must(startBattle(sketchGame([{}, { '7': 1 }]), 0, 1, '7')), 6, 1));
    expect(won.receipt).toBe(`Ana 6+0=6 vs Bo 1+1=2: Ana wins, Bo removes that token. ${hint}`);
    const plain = must(rollBattle(must(startBattle(sketchGame([{}, {}]), 0, 1, null)), 6, 1));
    expect(plain.receipt).toBe('Ana 6+0=6 vs Bo 1+0=1: Ana wins, Bo removes that token');
  });
  it('says so when moving into the Mother Geyser, a geyser too (the app reading), as after a battle won there', () => {
    const s = must(enterMother(sketchGame([three, {}]), 0));
    expect(s.receipt).toBe(`Ana moves into the Mother Geyser. ${hint}`);
    const won = must(rollBattle(must(startBattle(sketchGame([three, {}], { mother: 1 }), 0, 1, 'mother')), 6, 1));
    expect(won.receipt).toBe(`Ana 6+3=9 vs Bo 1+1=2: Ana wins, Bo removes that token. ${hint}`);
  });
  it('landing on a geyser the tribe already holds earns the new token, and the tribe still holds that geyser once', () => {
    // Ana holds one 6/8 geyser (and a 7): a second piece steps onto that same 6/8 geyser.
    const before = sketchGame([{ '6/8': 1, '7': 1 }, { '5/9': 1 }, {}]);
    const s = must(landOnGeyser(before, 0, '6/8', true));
    expect(s.receipt).toBe(`Ana moves onto a 6/8 geyser Ana already holds: still 2 geysers in all, none new. ${hint}`);
    // One 6/8 geyser still: the battle bonus and the Mother Geyser's three count it once.
    expect(s.players[0]!.geysers).toEqual(before.players[0]!.geysers);
    expect([normalGeysers(s, 0), geysersControlled(s, 0)]).toEqual([2, 2]);
    expect(motherProblem({ ...s, moved: false }, 0)).toBe('Ana controls 2 normal geysers: moving into the Mother Geyser needs 3');
    expect(battleOddsFor(must(endTurn(must(endTurn(s)))), 2, 0)).toMatchObject({ attackerBonus: 0, defenderBonus: 2 });
    // It is the turn's move, as any landing.
    expect(s.moved).toBe(true);
    expect(landOnGeyser(s, 0, '7', true)).toEqual({ error: "Ana has made this turn's move: only End turn is left" });
    // A geyser the tribe does not hold cannot be landed on "again".
    expect(landOnGeyser(before, 0, '5/9', true)).toEqual({ error: 'Ana holds no 5/9 geyser yet: moving onto one claims it' });
  });
  it("the Mother Geyser's holder moving another token into it earns the token too: still one geyser, still 3 normal geysers needed", () => {
    const held = { ...sketchGame([three, {}]), mother: 0 };
    const s = must(enterMother(held, 0));
    expect(s.receipt).toBe(`Ana moves another token into the Mother Geyser, which Ana already holds (still one geyser). ${hint}`);
    expect([s.mother, s.moved, geysersControlled(s, 0)]).toEqual([0, true, 4]);
    expect(enterMother({ ...held, players: sketchGame([{ '7': 2 }, {}]).players }, 0)).toEqual({ error: 'Ana controls 2 normal geysers: moving into the Mother Geyser needs 3' });
  });
});

describe('"the attacking player also has the option to try the attack again until one side loses"', () => {
  it('the whole battle, attacking again on every tie: +2 against +0 is 13/16, not one roll’s 26/36', () => {
    expect(battleOdds(2, 0).win.fraction).toBe('13/18');
    expect(battleWinChance(2, 0)).toEqual({ ways: 26, p: 13 / 16, fraction: '13/16' });
    expect(battleWinChance(0, 0).fraction).toBe('1/2');
    expect(battleWinChance(6, 0).fraction).toBe('1');
    expect(battleWinChance(0, 6).fraction).toBe('0');
  });
  it('equals the chance of a win before a loss in an endless run of rolls (property, against a sum of the series)', () => {
    fc.assert(
      fc.property(fc.nat(8), fc.nat(8), (a, d) => {
        const o = battleOdds(a, d);
        // Sum over k ties before the first decisive roll: P(tie)^k · P(win), to 200 terms.
        let series = 0;
        for (let k = 0; k < 200; k++) series += o.tie.p ** k * o.win.p;
        expect(battleWinChance(a, d).p).toBeCloseTo(series, 10);
      }),
    );
  });
});

describe('"this determines which “ring” of geysers fires off … if a player occupies a 6/8, and the roll is two 4s"', () => {
  it('the text names only 6/8; the app reads the other rings as n with 14 − n (a reading), 7 alone', () => {
    expect(readRings('')).toEqual(DEFAULT_RINGS);
    const g = { rings: DEFAULT_RINGS.map((r) => [...r]) };
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => ringName(g, ringOf(g, n)))).toEqual(['2/12', '3/11', '4/10', '5/9', '6/8', '7', '6/8', '5/9', '4/10', '3/11', '2/12']);
  });
  it('a board printed differently is set at setup, and its Firing follows it', () => {
    const rings = '2/7, 3/12, 4/11, 5/10, 6/9, 8';
    const s = must(newGame({ players: [{ name: 'Ana', colour: '#000' }, { name: 'Bo', colour: '#111' }], rings }));
    expect(ringName(s, ringOf(s, 7))).toBe('2/7');
    const ready = { ...s, phase: 'firing' as const, starter: 0, order: [0, 1], players: s.players.map((t) => ({ ...t, geysers: { ...t.geysers, '2/12': 1 } })) };
    const fired = must(fire(ready, [3, 4]));
    expect(fired.receipt).toBe('Ana rolled 3+4=7: 2/7 fires (Ana loses 1, Bo loses 1)');
  });
  it('a board with fewer rings: no geyser is moved onto, corrected or fought over on a ring it does not print; refusals use its names', () => {
    const rings = '2/3/4, 5/6, 7, 8/9, 10/11/12';
    const s = must(newGame({ players: [{ name: 'Ana', colour: '#000' }, { name: 'Bo', colour: '#111' }], rings }));
    const play = { ...s, phase: 'turns' as const, starter: 0, order: [0, 1] };
    const none = { error: 'This board has 5 rings (2/3/4, 5/6, 7, 8/9, 10/11/12): ring slot 7 is not one of them' };
    expect(landOnGeyser(play, 0, '7')).toEqual(none);
    expect(claimGeyser(play, 0, '7')).toEqual(none);
    expect(loseGeyser(play, 0, '5/9')).toEqual({ error: 'Ana holds no geyser on ring 8/9' });
    expect(startBattle(play, 0, 1, '6/8')).toEqual({ error: 'Bo holds no geyser on ring 10/11/12' });
    expect(must(landOnGeyser(play, 0, '2/12')).receipt).toMatch(/^Ana moves onto a 2\/3\/4 geyser and claims it \(1 in all\)\. /);
  });
  it('refuses a ring list that misses a sum, repeats one, or has a sum no 2d6 make, and says which', () => {
    expect(readRings('2/12, 3/11, 4/10, 5/9, 6/8')).toEqual({ error: "The board's rings: 7 is on no ring (every sum 2 to 12 fires one)" });
    expect(readRings('2/12, 3/11, 4/10, 5/9, 6/8, 7/8')).toEqual({ error: "The board's rings: 8 is on two rings" });
    expect(readRings('2/13, 3/11')).toEqual({ error: `The board's rings: "13" is not a 2d6 sum (2 to 12)` });
    expect(readRings('2,3,4,5,6,7,8/9/10/11/12')).toEqual({ error: "The board's rings: at most 6 rings, found 7" });
    expect(newGame({ players: [{ name: 'Ana', colour: '#000' }, { name: 'Bo', colour: '#111' }], rings: '7' })).toEqual({ error: "The board's rings: 2, 3, 4, 5, 6, 8, 9, 10, 11, 12 are on no ring (every sum 2 to 12 fires one)" });
  });
});
