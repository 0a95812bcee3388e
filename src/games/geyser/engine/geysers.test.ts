import { describe, it, expect } from 'vitest';
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
    expect(s.receipt).toBe('Bo claims a 7 geyser (2 in all)');
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
    expect(enterMother({ ...s, mother: 0 }, 0)).toEqual({ error: 'Ana already holds the Mother Geyser' });
  });
  it('leaving the Mother Geyser before the Firing means nobody wins that round', () => {
    let s = must(enterMother(sketchGame([{ '7': 3 }, {}]), 0));
    s = must(leaveMother(s));
    expect(leaveMother(s)).toEqual({ error: 'Nobody holds the Mother Geyser' });
    const f = must(fire({ ...s, phase: 'firing' }, [1, 1]));
    expect(f.winner).toBeNull();
  });
});
