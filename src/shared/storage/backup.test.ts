import { describe, expect, it } from 'vitest';
import { backupFileName, makeBackup, planImport, prepareImport, readBackup } from './backup';
import { diceRecord } from './records-testkit';

const accept = () => null;
const when = new Date('2026-11-22T10:00:00Z');

describe('backup files', () => {
  it('round-trips records', async () => {
    const records = [diceRecord('a'), diceRecord('b')];
    expect(await readBackup(makeBackup(records, when), accept)).toEqual({ ok: true, records });
  });

  it('names files safely', () => {
    expect(backupFileName('Friday Night: CAM 8!', when)).toBe('tablemate-friday-night-cam-8-2026-11-22.json');
    expect(backupFileName('???', when)).toBe('tablemate-game-2026-11-22.json');
  });

  it('rejects text that is not JSON, naming the place', async () => {
    expect(await readBackup('{"app": "tablemate",\n  oops}', accept)).toEqual({
      ok: false,
      error: 'This file is not a Tablemate backup: it is not valid JSON (line 2, column 3).',
    });
  });

  it.each([
    ['another app', { app: 'other', version: 2, games: [] }, 'This file is JSON, but not a Tablemate backup (it has no "app": "tablemate").'],
    ['a bare array', [diceRecord('a')], 'This file is JSON, but not a Tablemate backup (it has no "app": "tablemate").'],
    ['no version', { app: 'tablemate', games: [] }, 'This backup has no valid version number.'],
    [
      'a newer schema',
      { app: 'tablemate', version: 7, games: [] },
      'This backup was made by a newer version of Tablemate (version 7; this app reads up to 2). Update the app, then import it again.',
    ],
    ['no games list', { app: 'tablemate', version: 2, games: {} }, 'This backup has no list of games.'],
    ['an empty games list', { app: 'tablemate', version: 2, games: [] }, 'This backup holds no games.'],
    [
      'a game of the wrong shape',
      { app: 'tablemate', version: 2, games: [diceRecord('a'), { ...diceRecord('b'), log: 'x' }] },
      'Game 2 of 2 ("Game b") cannot be imported: its log is not a list of timed lines. Nothing was imported.',
    ],
    [
      'a name too long (quoted only in part)',
      { app: 'tablemate', version: 2, games: [diceRecord('a', { name: 'x'.repeat(20_000) })] },
      `Game 1 of 1 ("${'x'.repeat(40)}…") cannot be imported: its name is 20,000 characters long (at most 60). Nothing was imported.`,
    ],
  ])('rejects %s', async (_what, data, error) => {
    expect(await readBackup(JSON.stringify(data), accept)).toEqual({ ok: false, error });
  });

  it('passes each record to the game check and reports its verdict', async () => {
    const text = makeBackup([diceRecord('a'), diceRecord('b')], when);
    const res = await readBackup(text, (r) => (r.id === 'b' ? 'the dice mode is neither app nor real' : null));
    expect(res).toEqual({
      ok: false,
      error: 'Game 2 of 2 ("Game b") cannot be imported: the dice mode is neither app nor real. Nothing was imported.',
    });
  });
});

describe('prepareImport', () => {
  it('keeps free ids and gives taken or repeated ids new ones, marked as copies', () => {
    let n = 0;
    const out = prepareImport([diceRecord('a'), diceRecord('b'), diceRecord('b')], new Set(['a']), () => `new${++n}`);
    expect(out.map((r) => [r.id, r.name])).toEqual([
      ['new1', 'Game a (copy)'],
      ['b', 'Game b'],
      ['new2', 'Game b (copy)'],
    ]);
  });
});

/** An undo step and its log line at time `at`. */
const step = (at: number) => ({ at, action: { type: 'roll', faces: [at] } });
const line = (at: number) => ({ at, text: `Rolled ${at}` });

describe('planImport', () => {
  it('skips a game already here as it is (a rename or log aside), asks about another version, adds the rest once', async () => {
    const here = new Map([
      ['a', diceRecord('a', { name: 'Renamed here', log: [{ at: 1, text: 'x' }] })],
      ['b', diceRecord('b')],
    ]);
    const b2 = diceRecord('b', { timeline: { ...diceRecord('b').timeline, present: { pool: { groups: [], perDie: 0, total: 0 }, mode: 'real', rolls: [] } } });
    // Logs that went different ways (neither the end of the other): the same game, log aside.
    const a2 = diceRecord('a', { log: [{ at: 2, text: 'y' }] });
    const plan = await planImport([a2, b2, diceRecord('c'), b2], (id) => here.get(id));
    expect(plan.same.map((r) => r.id)).toEqual(['a']);
    expect(plan.differ).toEqual([{ incoming: b2, here: here.get('b'), newer: null, differences: [{ t: 'position' }] }]);
    expect([plan.fuller, plan.lesser]).toEqual([[], []]);
    expect(plan.add.map((r) => r.id)).toEqual(['c']);
  });
  it("keeps the fuller of two copies of one game: the file's when the one here lacks its older steps and log lines, else the one here", async () => {
    const present = { ...(diceRecord('a').timeline.present as object), rolls: [1, 2, 3] };
    const whole = diceRecord('a', { timeline: { base: diceRecord('a').timeline.base, past: [step(1), step(2), step(3)], future: [], present }, log: [line(1), line(2), line(3)] });
    // As a QR code hands it over: no undo history, the newest log line only.
    const handed = diceRecord('a', { timeline: { base: present, past: [], future: [], present }, log: [line(3)] });
    const more = { undo: 3, redo: 0, lines: 2, entries: 0, entryWords: null };
    expect(await planImport([whole], () => handed)).toEqual({ add: [], same: [], fuller: [{ incoming: whole, here: handed, more }], lesser: [], differ: [] });
    expect(await planImport([handed], () => whole)).toEqual({ add: [], same: [], fuller: [], lesser: [{ incoming: handed, here: whole, more }], differ: [] });
    // Played on from the handed copy: another version, whatever its history.
    const on = diceRecord('a', { updatedAt: whole.updatedAt + 1, timeline: { base: present, past: [step(4)], future: [], present: { ...present, rolls: [1, 2, 3, 4] } }, log: [line(3), line(4)] });
    expect((await planImport([whole], () => on)).differ).toEqual([
      { incoming: whole, here: on, newer: 'here', differences: [{ t: 'position' }, { t: 'steps', copy: 'incoming', n: 2 }, { t: 'lines', copy: 'incoming', n: 1 }] },
    ]);
  });
  it('carries the roster in a whole backup, and reads it back as given', async () => {
    const text = makeBackup([diceRecord('a')], new Date(0), [{ name: 'Ana', colour: '#1f6fd1' }]);
    expect(JSON.parse(text).roster).toEqual([{ name: 'Ana', colour: '#1f6fd1' }]);
    expect(JSON.parse(makeBackup([diceRecord('a')], new Date(0))).roster).toBeUndefined();
    const read = await readBackup(text, () => null);
    expect(read.ok && read.roster).toEqual([{ name: 'Ana', colour: '#1f6fd1' }]);
  });
});
