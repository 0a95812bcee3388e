import { describe, expect, it } from 'vitest';
import { def as dice } from '../../games/dice/index';
import { def as geyser } from '../../games/geyser/index';
import { checkRecord } from '../../app/validate';
import { type HandOver, fitRecord } from '../transfer/fit';
import { GROWERS, diceGame } from '../transfer/games-testkit';
import { unpackGame } from '../transfer/link-form';
import { planImport, readBackup } from './backup';
import { type Copies, type ListCut, compareCopies, holdsAll, sameValue } from './copies';
import { changedAt, conflictWords, differenceWords, extraWords } from './copy-words';
import type { GameRecord } from './record';

const BASE = 'https://tablemate.example.org/app/';
const diceCut = dice.handOver as ListCut;
const geyserCut = geyser.handOver as ListCut;

/** The game as another phone receives it by QR code: fitted to one code, unpacked and read by the backup import. */
async function byQr(record: GameRecord, cut?: ListCut): Promise<GameRecord> {
  const fit = (await fitRecord(record, BASE, cut as HandOver<unknown> | undefined))!;
  const text = await unpackGame(fit.link.split('g=')[1]!);
  if (!text.ok) throw new Error(text.error);
  const read = await readBackup(text.text, checkRecord);
  if (!read.ok) throw new Error(read.error);
  return read.records[0]!;
}

const names = { here: "this phone's copy", incoming: "the file's copy" };

describe('sameValue', () => {
  it('compares JSON values by content, key order aside', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: [] }, { a: {} })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});

describe('a copy received by QR code is the same game with less history', () => {
  // Every kind, each long enough that its code leaves the undo history and old log lines behind.
  for (const [kind, grow] of Object.entries(GROWERS)) {
    it(`${kind}: the whole game holds all of the received one, which holds not all of the whole`, async () => {
      const whole = grow(kind === 'crackers' ? 12 : 300, 7);
      const cut = kind === 'dice' ? diceCut : kind === 'geyser' ? geyserCut : undefined;
      const got = await byQr(whole, cut);
      expect(got.timeline.past).toEqual([]);
      const more = holdsAll(whole, got, cut)!;
      expect(more).not.toBeNull();
      expect(more.undo).toBe(whole.timeline.past.length);
      expect(more.lines).toBe(whole.log.length - got.log.length);
      expect(holdsAll(got, whole, cut)).toBeNull();
      expect(compareCopies(got, whole, cut)).toEqual({ t: 'fuller', copy: 'incoming', more });
      expect(compareCopies(whole, got, cut)).toEqual({ t: 'fuller', copy: 'here', more });
    });
  }

  it('dice: a code that also kept only the newest rolls is known by its cut list, and says so', async () => {
    const whole = diceGame(200, 3);
    const got = await byQr(whole, diceCut);
    const kept = (got.timeline.present as { rolls: unknown[] }).rolls.length;
    expect(kept).toBeLessThan(200);
    const c = compareCopies(got, whole, diceCut);
    expect(c).toEqual({ t: 'fuller', copy: 'incoming', more: { undo: 200, redo: 0, lines: whole.log.length - got.log.length, entries: 200 - kept, entryWords: `the ${200 - kept} oldest rolls` } });
    expect(extraWords((c as Extract<Copies, { t: 'fuller' }>).more)).toBe(`200 undo steps, the ${200 - kept} oldest rolls and ${whole.log.length - got.log.length} older log lines`);
    // Without the game's cut list the positions are not the same: another version.
    expect(compareCopies(got, whole)).toMatchObject({ t: 'differ', differences: [{ t: 'position' }, { t: 'steps', copy: 'incoming', n: 200 }, { t: 'lines', copy: 'incoming' }] });
  });

  it('a backup with the fuller copy replaces the one here; a file with the lesser copy leaves it', async () => {
    const whole = diceGame(40, 5);
    const got = await byQr(whole, diceCut);
    const fuller = await planImport([whole], (id) => (id === whole.id ? got : undefined), () => diceCut);
    expect(fuller).toMatchObject({ add: [], same: [], lesser: [], differ: [], fuller: [{ incoming: whole, here: got }] });
    const lesser = await planImport([got], (id) => (id === whole.id ? whole : undefined), () => diceCut);
    expect(lesser).toMatchObject({ add: [], same: [], fuller: [], differ: [], lesser: [{ incoming: got, here: whole }] });
  });
});

describe('copies that really differ', () => {
  it('a received copy played on here, and the sender\'s backup: another version, this phone\'s copy newer', async () => {
    const whole = diceGame(40, 5);
    const got = await byQr(whole, diceCut);
    const step = { action: { type: 'roll', pool: { groups: [{ sides: 6, count: 1 }], perDie: 0, total: 0 }, faces: [4], at: 9e12, source: 'app' }, at: 9e12 };
    const present = dice.apply(got.timeline.present as never, step.action as never);
    const on = { ...got, updatedAt: got.updatedAt + 60_000, timeline: { ...got.timeline, past: [step], present }, log: [...got.log, { at: 9e12, text: 'Rolled 4' }] } as GameRecord;
    expect(compareCopies(on, whole, diceCut)).toEqual({
      t: 'differ',
      newer: 'here',
      differences: [
        { t: 'position' },
        { t: 'steps', copy: 'incoming', n: 39 },
        { t: 'lines', copy: 'incoming', n: whole.log.length - on.log.length },
      ],
    });
  });

  it('one copy played on from the other: "further on from the same start"', () => {
    const early = diceGame(10, 2);
    const late = diceGame(13, 2);
    expect(compareCopies(early, late)).toEqual({ t: 'differ', newer: 'incoming', differences: [{ t: 'ahead', copy: 'incoming', moves: 3 }, { t: 'lines', copy: 'incoming', n: 3 }] });
    expect(compareCopies(late, early)).toMatchObject({ newer: 'here', differences: [{ t: 'ahead', copy: 'here', moves: 3 }, { t: 'lines', copy: 'here', n: 3 }] });
  });

  it('histories that diverge: different positions and undo histories', () => {
    const a = diceGame(10, 1);
    const b = { ...diceGame(10, 2), id: a.id };
    expect(compareCopies(a, b)).toEqual({ t: 'differ', newer: null, differences: [{ t: 'position' }, { t: 'history' }, { t: 'log' }] });
  });

  it('the same history with logs that went different ways is the same game (a log line is no move), as before', () => {
    const a = diceGame(5, 1);
    const b = { ...a, name: 'Renamed', log: [{ at: 1, text: 'another line' }] };
    expect(compareCopies(a, b)).toEqual({ t: 'same' });
    expect(compareCopies(a, { ...a })).toEqual({ t: 'same' });
  });

  it('a copy of another kind under the same id is another game', () => {
    const a = diceGame(3, 1);
    expect(compareCopies(a, { ...GROWERS.geyser!(3), id: a.id })).toMatchObject({ t: 'differ', differences: [{ t: 'kind' }] });
  });
});

/** A local time on 22 November 2026. */
const at = (h: number, m: number, s = 0) => new Date(2026, 10, 22, h, m, s).getTime();
/** The hour and minute as the words give them. */
const clock = (t: number) => new Date(t).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

describe('the words', () => {

  it('say what the fuller copy holds beyond the other', () => {
    expect(extraWords({ undo: 12, redo: 0, lines: 0, entries: 0, entryWords: null })).toBe('12 undo steps');
    expect(extraWords({ undo: 1, redo: 2, lines: 1, entries: 3, entryWords: 'the 3 oldest rolls' })).toBe('1 undo step, 2 redo steps, the 3 oldest rolls and 1 older log line');
  });

  it('say each difference', () => {
    expect(differenceWords({ t: 'steps', copy: 'incoming', n: 12 }, names)).toBe("the file's copy has 12 more undo steps");
    expect(differenceWords({ t: 'steps', copy: 'here', n: 1 }, names)).toBe("this phone's copy has 1 more undo step");
    expect(differenceWords({ t: 'ahead', copy: 'here', moves: 2 }, names)).toBe("this phone's copy is 2 moves further on from the same start");
    expect(differenceWords({ t: 'position' }, names)).toBe('different positions');
    expect(differenceWords({ t: 'lines', copy: 'incoming', n: 1 }, { ...names, incoming: "the link's copy" })).toBe("the link's copy has 1 more log line");
  });

  it('say which copy is newer, when each changed and where it stands, and what differs', () => {
    const here = { ...diceGame(3), updatedAt: at(14, 5), status: 'Turn 3 · Feed' };
    const file = { ...diceGame(3), updatedAt: at(13, 50), status: 'Turn 2 · Harvest' };
    const c: Extract<Copies, { t: 'differ' }> = { t: 'differ', newer: 'here', differences: [{ t: 'position' }, { t: 'steps', copy: 'incoming', n: 12 }] };
    expect(conflictWords(here, file, c, names, (t) => `[${t === here.updatedAt ? '14:05' : '13:50'}]`)).toBe(
      "This phone's copy: changed [14:05], Turn 3 · Feed; the file's copy: changed [13:50], Turn 2 · Harvest. This phone's copy is newer. What differs: different positions; the file's copy has 12 more undo steps.",
    );
    const noStatus = { ...file, status: undefined, updatedAt: here.updatedAt };
    expect(conflictWords(here, noStatus, { ...c, newer: null, differences: [{ t: 'history' }] }, names, () => '14:05')).toBe(
      "This phone's copy: changed 14:05, Turn 3 · Feed; the file's copy: changed 14:05. Both were changed at the same moment. What differs: different undo histories.",
    );
  });

  it('give the time of a change, with seconds when the other changed in the same minute, and the date when not today', () => {
    const now = at(20, 0);
    expect(changedAt(at(14, 5), at(13, 50), now)).toBe(clock(at(14, 5)));
    expect(changedAt(at(14, 5, 10), at(14, 5, 40), now)).toBe(new Date(at(14, 5, 10)).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' }));
    const yesterday = at(14, 5) - 86_400_000;
    expect(changedAt(yesterday, at(13, 50), now)).toBe(`${new Date(yesterday).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} ${clock(yesterday)}`);
  });
});
