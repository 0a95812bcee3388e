import { describe, it, expect } from 'vitest';
import { rollBattle, startBattle } from './battle';
import { claimGeyser, enterMother, leaveMother, loseGeyser } from './geysers';
import { fire } from './rounds';
import { geysersControlled, normalGeysers } from './state';
import { must, sketchGame } from './testkit';

describe('geysers controlled', () => {
  it('claims and losses are counted per ring, never below 0', () => {
    let s = sketchGame([{}, {}]);
    s = must(claimGeyser(s, 1, '5/9'));
    s = must(claimGeyser(s, 1, '7'));
    expect(normalGeysers(s, 1)).toBe(2);
    expect(s.receipt).toBe('Correction: Bo holds one more 7 geyser (2 in all)');
    s = must(loseGeyser(s, 1, '5/9'));
    expect(s.players[1]?.geysers).toMatchObject({ '5/9': 0, '7': 1 });
    expect(loseGeyser(s, 1, '5/9')).toEqual({ error: 'Bo holds no geyser on ring 5/9' });
    expect(claimGeyser(s, 1, '8' as never)).toEqual({ error: '8 is not a ring of geysers' });
  });
  it('the Mother Geyser: refused at 2 normal geysers, allowed at 3', () => {
    const two = sketchGame([{ '2/12': 1, '6/8': 1 }, {}]);
    expect(enterMother(two, 0)).toEqual({ error: 'Ana controls 2 normal geysers: moving into the Mother Geyser needs 3' });
    const three = must(claimGeyser(two, 0, '7'));
    const s = must(enterMother(three, 0));
    expect(s.mother).toBe(0);
    expect(normalGeysers(s, 0)).toBe(3);
    expect(geysersControlled(s, 0)).toBe(4);
  });
  it('only on your turn, and only when nobody holds it', () => {
    const s = sketchGame([{ '7': 3 }, { '7': 3 }]);
    expect(enterMother(s, 1)).toEqual({ error: "It is not Bo's turn" });
    expect(enterMother({ ...s, mother: 1 }, 0)).toEqual({ error: 'Bo holds the Mother Geyser: battle for it' });
    expect(enterMother({ ...s, mother: 0 }, 1)).toEqual({ error: "It is not Bo's turn" });
  });
  it('leaving the Mother Geyser before the Firing means nobody wins that round', () => {
    let s = must(enterMother(sketchGame([{ '7': 3 }, {}]), 0));
    s = must(leaveMother(s));
    expect(leaveMother(s)).toEqual({ error: 'Nobody holds the Mother Geyser' });
    const f = must(fire({ ...s, phase: 'firing' }, [1, 1]));
    expect(f.winner).toBeNull();
  });
  it('a correction never takes away the square an open battle is fought over', () => {
    // Bo attacks Di's only 4/10 geyser: Di cannot lose it by hand until the battle is over.
    const s = must(startBattle(sketchGame([{}, { '7': 1 }, {}, { '4/10': 1 }], { turn: 1 }), 1, 3, '4/10'));
    expect(loseGeyser(s, 3, '4/10')).toEqual({ error: 'Bo is battling Di for this 4/10 geyser: finish the battle first' });
    // The battle then moves the geyser exactly once, and no count goes below 0.
    const won = must(rollBattle(s, 6, 1));
    expect(won.players[3]?.geysers['4/10']).toBe(0);
    expect(won.players[1]?.geysers['4/10']).toBe(1);
    expect(must(loseGeyser(won, 1, '4/10')).players[1]?.geysers['4/10']).toBe(0);
    // A second geyser on the contested ring, or another ring, may still be corrected.
    const two = must(startBattle(sketchGame([{}, {}, {}, { '4/10': 2, '7': 1 }], { turn: 1 }), 1, 3, '4/10'));
    expect(must(loseGeyser(two, 3, '4/10')).players[3]?.geysers['4/10']).toBe(1);
    expect(must(loseGeyser(two, 3, '7')).players[3]?.geysers['7']).toBe(0);
  });
  it('the Mother Geyser stays held, and the attacker keeps 3 normal geysers, while it is contested', () => {
    const s = must(startBattle(sketchGame([{ '7': 3 }, { '2/12': 3 }], { mother: 1 }), 0, 1, 'mother'));
    expect(leaveMother(s)).toEqual({ error: 'Ana is battling Bo for the Mother Geyser: finish the battle first' });
    expect(loseGeyser(s, 0, '7')).toEqual({ error: 'Ana is battling Bo for the Mother Geyser, which needs 3 normal geysers: finish the battle first' });
    expect(must(loseGeyser(s, 1, '2/12')).players[1]?.geysers['2/12']).toBe(2);
    expect(must(rollBattle(s, 6, 1)).mother).toBe(0);
  });
});
