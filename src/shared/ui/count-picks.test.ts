import { describe, expect, it } from 'vitest';
import { addPick, picksInOrder, pickToMove, removePick } from './count-picks';

const KEYS = ['b', 'd', 'h', 'g', 'p'] as const;
type K = (typeof KEYS)[number];

/** Taps + on each kind in turn, from `start` (picked in list order), with 3 to pick. */
function tap(start: Partial<Record<K, number>>, taps: K[]) {
  let value = start;
  let order = picksInOrder(KEYS, value, []);
  for (const k of taps) {
    const r = addPick(value, order, 3, k);
    if (!r) throw new Error(`+ ${k} refused`);
    ({ value, order } = r);
  }
  return { value, order };
}

describe('picks moved over in one tap', () => {
  it('adds while there is room, then moves the oldest pick of another kind over', () => {
    expect(tap({ b: 1 }, ['g'])).toEqual({ value: { b: 1, g: 1 }, order: ['b', 'g'] });
    // Defaults Breeder, Harvester, Politician: + Diggers moves the Breeder (the oldest pick).
    expect(tap({ b: 1, h: 1, p: 1 }, ['d']).value).toEqual({ b: 0, d: 1, h: 1, p: 1 });
  });

  it('changes the defaults to what a player wants with one tap per hamster that changes', () => {
    expect(tap({ b: 1, h: 1, p: 1 }, ['g', 'g']).value).toEqual({ b: 0, h: 0, g: 2, p: 1 });
    expect(tap({ b: 1, h: 1, p: 1 }, ['d', 'd', 'd']).value).toEqual({ b: 0, d: 3, h: 0, p: 0 });
    expect(tap({ b: 1, h: 1, p: 1 }, ['b']).value).toEqual({ b: 2, h: 0, p: 1 });
  });

  it('takes from another kind when the oldest pick is of the kind tapped', () => {
    const order = picksInOrder(KEYS, { b: 1, h: 1, p: 1 }, []);
    expect(pickToMove(order, 'b')).toBe('h');
    expect(addPick({ b: 1, h: 1, p: 1 }, order, 3, 'b')).toEqual({ value: { b: 2, h: 0, p: 1 }, order: ['b', 'p', 'b'] });
  });

  it('refuses a + that has nothing to move or passes a limit', () => {
    expect(addPick({ g: 3 }, ['g', 'g', 'g'], 3, 'g')).toBeNull();
    expect(addPick({ g: 1 }, ['g'], 3, 'g', 1)).toBeNull();
  });

  it('removes the newest pick of a kind, and follows counts changed elsewhere (an undo, another tab)', () => {
    expect(removePick({ b: 2, p: 1 }, ['b', 'p', 'b'], 'b')).toEqual({ value: { b: 1, p: 1 }, order: ['b', 'p'] });
    expect(removePick({ b: 0 }, [], 'b')).toBeNull();
    // The remembered order keeps what still matches; new picks come last, in list order.
    expect(picksInOrder(KEYS, { b: 1, h: 1, p: 1 }, ['h', 'p', 'd'])).toEqual(['h', 'p', 'b']);
    expect(picksInOrder(KEYS, { g: 1 }, ['g', 'g', 'p'])).toEqual(['g']);
  });
});
