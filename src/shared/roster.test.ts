import { describe, expect, it } from 'vitest';
import { ROSTER_LIMIT, readRoster, seatFor, withPlayers } from './roster';

const blue = '#1f6fd1';
const orange = '#d1451f';

describe('the player roster', () => {
  it('keeps the newest players first, each name once (any case), with their latest colour', () => {
    const before = [{ name: 'Ana', colour: blue }, { name: 'Bo', colour: orange }];
    expect(withPlayers(before, [{ name: 'bo', colour: blue }, { name: 'Cy', colour: orange }])).toEqual([
      { name: 'bo', colour: blue },
      { name: 'Cy', colour: orange },
      { name: 'Ana', colour: blue },
    ]);
  });
  it('never remembers the seat names "Player N", empty names or unknown colours, and keeps at most the limit', () => {
    expect(readRoster([{ name: 'Player 2', colour: blue }, { name: '  ', colour: blue }, { name: 'Di', colour: 'red' }, { name: ' Ed ', colour: orange }, 'junk', null])).toEqual([
      { name: 'Ed', colour: orange },
    ]);
    expect(readRoster({ name: 'x' })).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `P${i}`, colour: blue }));
    expect(readRoster(many)).toHaveLength(ROSTER_LIMIT);
  });
  it('seats a regular in the first seat still named "Player N", else a new seat, else nowhere', () => {
    expect(seatFor([{ name: 'Ana' }, { name: 'Player 2' }, { name: 'Player 3' }], 4)).toBe(1);
    expect(seatFor([{ name: 'Ana' }, { name: '' }], 4)).toBe(1);
    expect(seatFor([{ name: 'Ana' }, { name: 'Bo' }], 4)).toBe(2);
    expect(seatFor([{ name: 'Ana' }, { name: 'Bo' }], 2)).toBeNull();
  });
});
