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

describe('planImport', () => {
  it('skips a game already here as it is (a rename or log aside), asks about another version, adds the rest once', () => {
    const here = new Map([
      ['a', diceRecord('a', { name: 'Renamed here', log: [{ at: 1, text: 'x' }] })],
      ['b', diceRecord('b')],
    ]);
    const b2 = diceRecord('b', { timeline: { ...diceRecord('b').timeline, present: { pool: { groups: [], perDie: 0, total: 0 }, mode: 'real', rolls: [] } } });
    const plan = planImport([diceRecord('a'), b2, diceRecord('c'), b2], (id) => here.get(id));
    expect(plan.same.map((r) => r.id)).toEqual(['a']);
    expect(plan.differ).toEqual([{ incoming: b2, here: here.get('b') }]);
    expect(plan.add.map((r) => r.id)).toEqual(['c']);
  });
  it('carries the roster in a whole backup, and reads it back as given', async () => {
    const text = makeBackup([diceRecord('a')], new Date(0), [{ name: 'Ana', colour: '#1f6fd1' }]);
    expect(JSON.parse(text).roster).toEqual([{ name: 'Ana', colour: '#1f6fd1' }]);
    expect(JSON.parse(makeBackup([diceRecord('a')], new Date(0))).roster).toBeUndefined();
    const read = await readBackup(text, () => null);
    expect(read.ok && read.roster).toEqual([{ name: 'Ana', colour: '#1f6fd1' }]);
  });
});
