import { describe, expect, it } from 'vitest';
import type { MirrorEntry } from './mirror';
import { clock, continues, planRestore, restoreWords } from './mirror-restore';
import { diceRecord } from './records-testkit';

const entry = (id: string, updatedAt: number): MirrorEntry => ({ id, name: `Game ${id}`, updatedAt, file: `game-${id}.json` });

describe('what the second copy puts back on start', () => {
  it('brings back the games storage lost, not those deleted by the player or kept unreadable, and never an older copy', () => {
    const plan = planRestore(
      [entry('lost', 5), entry('deleted', 5), entry('unreadable', 5), entry('same', 5), entry('behind', 4), entry('ahead', 9)],
      new Map([
        ['same', 5],
        ['behind', 8],
        ['ahead', 6],
      ]),
      new Set(['deleted', 'unreadable']),
    );
    expect(plan.missing.map((e) => e.id)).toEqual(['lost']);
    expect(plan.newer.map((e) => e.id)).toEqual(['ahead']);
  });

  it('a newer copy replaces a stored game only when it is that game played further', () => {
    const stored = diceRecord('a', { updatedAt: 10, log: [{ at: 9, text: 'Rolled 4' }] });
    const further = diceRecord('a', { updatedAt: 20, log: [{ at: 9, text: 'Rolled 4' }, { at: 19, text: 'Rolled 7' }] });
    expect(continues(stored, further)).toBe(true);
    expect(continues(diceRecord('a', { updatedAt: 1 }), further)).toBe(true);
    // Not further: the same moment, an older one, another line of play, another game made under the id.
    expect(continues(stored, { ...further, updatedAt: 10 })).toBe(false);
    expect(continues(further, stored)).toBe(false);
    expect(continues(stored, { ...further, log: [{ at: 19, text: 'Rolled 7' }] })).toBe(false);
    expect(continues(stored, { ...further, createdAt: 1 })).toBe(false);
    expect(continues(stored, { ...further, kind: 'cam8' })).toBe(false);
  });

  it('says plainly what was put back, once, with the time of the copy', () => {
    const now = new Date(2026, 11, 3, 18, 0).getTime();
    const at = new Date(2026, 11, 3, 14, 2).getTime();
    const three = ['a', 'b', 'c'].map((id) => diceRecord(id, { updatedAt: at - 1000 }));
    three[1] = { ...three[1]!, updatedAt: at };
    expect(restoreWords(three, [], true, now)).toBe(
      "The browser lost its saved-games database (this can happen after the disk was full). 3 games were restored from Tablemate's second copy, as of 14:02.",
    );
    expect(restoreWords(three.slice(0, 1), [], false, now)).toBe(
      "The browser lost a saved game (this can happen after the disk was full). 1 game was restored from Tablemate's second copy, as of 14:01.",
    );
    expect(restoreWords([], [diceRecord('d', { name: 'Dice 1', updatedAt: at })], false, now)).toBe(
      "“Dice 1” had changes that the browser did not save before it closed (the disk was full); they were put back from Tablemate's second copy, as of 14:02.",
    );
    expect(restoreWords([], [], true, now)).toBeNull();
  });

  it('names the day when the copy is from another day', () => {
    const now = new Date(2026, 11, 3, 9, 5).getTime();
    expect(clock(new Date(2026, 11, 3, 9, 4).getTime(), now)).toBe('09:04');
    expect(clock(new Date(2026, 11, 2, 23, 59).getTime(), now)).toBe('2 Dec 23:59');
    expect(clock(new Date(2025, 0, 7, 8, 0).getTime(), now)).toBe('7 Jan 2025 08:00');
  });
});
