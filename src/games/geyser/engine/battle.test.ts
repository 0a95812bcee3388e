import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { battleOdds, battleOddsFor } from './odds';
import { retreat, rollBattle, startBattle } from './battle';
import { endTurn } from './rounds';
import { must, sketchGame } from './testkit';

const fr = (o: ReturnType<typeof battleOdds>) => [o.win.fraction, o.lose.fraction, o.tie.fraction];

describe('battle odds, against hand counts of the 36 face pairs', () => {
  it('equal bonuses: 15 wins, 15 losses, 6 ties', () => {
    const o = battleOdds(0, 0);
    expect(fr(o)).toEqual(['5/12', '5/12', '1/6']);
    expect([o.win.ways, o.lose.ways, o.tie.ways]).toEqual([15, 15, 6]);
    expect(fr(battleOdds(3, 3))).toEqual(['5/12', '5/12', '1/6']);
  });
  it('one geyser ahead: win when a ≥ d (21), tie when d = a + 1 (5), lose 10', () => {
    expect(fr(battleOdds(1, 0))).toEqual(['7/12', '5/18', '5/36']);
  });
  it('two geysers behind: win only when a − d ≥ 3 (6), tie when a − d = 2 (4)', () => {
    expect(fr(battleOdds(0, 2))).toEqual(['1/6', '13/18', '1/9']);
  });
  it('five ahead loses never and ties only 1+5 vs 6; six ahead always wins', () => {
    expect(fr(battleOdds(5, 0))).toEqual(['35/36', '0', '1/36']);
    expect(fr(battleOdds(6, 0))).toEqual(['1', '0', '0']);
    expect(battleOdds(6, 0).win.p).toBe(1);
  });
  it('sums to 36 pairs; swapping sides swaps win and lose; more geysers never hurts', () => {
    fc.assert(
      fc.property(fc.nat(12), fc.nat(12), (a, d) => {
        const o = battleOdds(a, d);
        const back = battleOdds(d, a);
        const more = battleOdds(a + 1, d);
        expect(o.win.ways + o.lose.ways + o.tie.ways).toBe(36);
        expect(o.win.ways).toBe(back.lose.ways);
        expect(more.win.ways).toBeGreaterThanOrEqual(o.win.ways);
      }),
    );
  });
  it('uses the geysers each player controls, the Mother Geyser included', () => {
    const s = sketchGame([{ '7': 1, '5/9': 1 }, { '2/12': 1 }, { '6/8': 3 }], { mother: 2 });
    expect(battleOddsFor(s, 0, 1)).toMatchObject({ attackerBonus: 2, defenderBonus: 1 });
    expect(battleOddsFor(s, 0, 2)).toMatchObject({ attackerBonus: 2, defenderBonus: 4 });
    expect(battleOddsFor(s, 0, 5)).toEqual({ error: 'Defender 5 is not in this game' });
  });
});

describe('battle', () => {
  it('an attacker winning on a geyser takes control of it', () => {
    let s = sketchGame([{ '7': 1 }, { '4/10': 2 }]);
    s = must(startBattle(s, 0, 1, '4/10'));
    s = must(rollBattle(s, 5, 3)); // Ana 5+1 = 6 beats Bo 3+2 = 5
    expect(s.battle?.ended).toBe('attacker won');
    expect(s.players[0]?.geysers['4/10']).toBe(1);
    expect(s.players[1]?.geysers['4/10']).toBe(1);
    expect(s.receipt).toBe("Ana 5+1=6 vs Bo 3+2=5: Ana wins, Bo removes that token. Ana may place a new token on any square around that geyser that no other player holds (Ana's own tokens may be there)");
  });
  it('a tie, then attacking again and losing: the attacker loses that token, control stays', () => {
    let t = must(startBattle(sketchGame([{ '7': 1 }, { '4/10': 2 }]), 0, 1, '4/10'));
    t = must(rollBattle(t, 4, 3)); // 4+1 = 5 vs 3+2 = 5
    expect(t.battle?.rolls[0]?.outcome).toBe('tie');
    expect(t.battle?.ended).toBeNull();
    expect(t.receipt).toBe('Ana 4+1=5 vs Bo 3+2=5: a tie, Ana retreats or attacks again');
    expect(endTurn(t)).toEqual({ error: 'Finish the battle first: attack again or retreat' });
    t = must(rollBattle(t, 3, 3)); // again: Ana 3+1 = 4 loses to Bo 3+2 = 5
    expect(t.battle?.ended).toBe('defender won');
    expect(t.players.map((p) => p.geysers['4/10'])).toEqual([0, 2]);
    expect(t.receipt).toBe('Ana 3+1=4 vs Bo 3+2=5: Bo wins, Ana removes that token');
  });
  it('ties keep rolling until one side wins (seeded dice)', () => {
    const dice = [2, 2, 6, 6, 1, 1, 5, 4];
    let s = must(startBattle(sketchGame([{}, {}]), 0, 1));
    while (s.battle?.ended === null) s = must(rollBattle(s, dice.shift() as number, dice.shift() as number));
    expect(dice).toEqual([]);
    expect(s.battle?.rolls.map((r) => r.outcome)).toEqual(['tie', 'tie', 'tie', 'win']);
    expect(s.battle?.ended).toBe('attacker won');
  });
  it('on a tie the attacker may retreat, and the turn is over', () => {
    let s = must(startBattle(sketchGame([{}, {}, {}]), 0, 2));
    expect(retreat(s)).toEqual({ error: 'The attacker may retreat only after a tied roll' });
    s = must(rollBattle(s, 2, 2));
    s = must(retreat(s));
    expect(s.battle?.ended).toBe('retreated');
    expect(s.turn).toBe(1);
    expect(s.receipt).toBe('Ana retreats; Ana ended the turn');
    expect(retreat(s)).toEqual({ error: 'No battle is under way' });
  });
  it('only the player whose turn it is attacks, someone else, one battle at a time', () => {
    const s = sketchGame([{}, { '7': 1 }]);
    expect(startBattle(s, 1, 0)).toEqual({ error: "It is not Bo's turn: only the player whose turn it is attacks" });
    expect(startBattle(s, 0, 0)).toEqual({ error: 'Ana cannot battle their own token' });
    expect(startBattle(s, 0, 1, '6/8')).toEqual({ error: 'Bo holds no geyser on ring 6/8' });
    expect(startBattle(must(startBattle(s, 0, 1)), 0, 1)).toEqual({ error: 'A battle is already under way: roll it or retreat' });
    expect(rollBattle(s, 1, 1)).toEqual({ error: 'No battle is under way' });
    expect(rollBattle(must(startBattle(s, 0, 1)), 7, 1)).toEqual({ error: "Attacker's die: 7 is not a d6 face (1 to 6)" });
  });
  it('attacking into the Mother Geyser needs 3 normal geysers; winning it takes it', () => {
    const two = sketchGame([{ '7': 2 }, { '5/9': 3 }], { mother: 1 });
    expect(startBattle(two, 0, 1, 'mother')).toEqual({ error: 'Ana controls 2 normal geysers: moving into the Mother Geyser needs 3' });
    const three = sketchGame([{ '7': 2, '3/11': 1 }, { '5/9': 3 }], { mother: 1 });
    expect(startBattle(three, 0, 1, 'mother')).not.toHaveProperty('error');
    expect(startBattle(sketchGame([{ '7': 3 }, {}]), 0, 1, 'mother')).toEqual({ error: 'Bo does not hold the Mother Geyser' });
    // Ana 3 geysers + 6 = 9 beats Bo 3 + Mother 1 + 1 = 5.
    const won = must(rollBattle(must(startBattle(three, 0, 1, 'mother')), 6, 1));
    expect(won.mother).toBe(0);
    expect(won.battle?.rolls[0]?.defender).toEqual({ player: 1, face: 1, geysers: 4, total: 5 });
  });
});
