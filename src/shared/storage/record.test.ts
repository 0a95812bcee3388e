import { describe, expect, it } from 'vitest';
import { diceRecord } from './records-testkit';
import { RECORD_VERSION, readRecord } from './record';

describe('readRecord', () => {
  it('accepts a current record unchanged', () => {
    const r = diceRecord('a');
    expect(readRecord(r)).toEqual({ ok: true, record: r });
  });

  it('keeps a status line (cut to 80 characters) and drops one that is not text, never refusing the record for it', () => {
    const r = diceRecord('a');
    expect(readRecord({ ...r, status: 'Round 2 · Bo' })).toEqual({ ok: true, record: { ...r, status: 'Round 2 · Bo' } });
    expect(readRecord({ ...r, status: 's'.repeat(200) })).toEqual({ ok: true, record: { ...r, status: 's'.repeat(80) } });
    expect(readRecord({ ...r, status: { evil: true } })).toEqual({ ok: true, record: r });
  });

  it('migrates a version 1 bare record into a game with an empty history', () => {
    const state = { pool: { groups: [], perDie: 0, total: 0 }, mode: 'app', rolls: [] };
    const res = readRecord({ v: 1, id: 'old', kind: 'dice', name: 'Old game', updatedAt: 123, state });
    expect(res).toEqual({
      ok: true,
      record: {
        v: RECORD_VERSION,
        id: 'old',
        kind: 'dice',
        name: 'Old game',
        createdAt: 123,
        updatedAt: 123,
        stateVersion: 1,
        timeline: { base: state, past: [], future: [], present: state },
        log: [],
      },
    });
  });

  it('reads a record without a version field as version 1', () => {
    const res = readRecord({ id: 'x', kind: 'dice', name: 'n', updatedAt: 5, state: {} });
    expect(res.ok && res.record.v).toBe(2);
  });

  it.each([
    ['not an object', 'text', 'it is not a saved game'],
    ['an array', [], 'it is not a saved game'],
    ['a newer version', { ...diceRecord('a'), v: 3 }, 'it was saved by a newer Tablemate (record version 3; this app reads up to 2)'],
    ['a bad version', { ...diceRecord('a'), v: 'two' }, 'its version is not valid'],
    ['no id', { ...diceRecord('a'), id: '' }, 'its id is missing'],
    ['no kind', { ...diceRecord('a'), kind: 3 }, 'its game kind is missing'],
    ['no name', { ...diceRecord('a'), name: null }, 'its name is missing'],
    ['bad dates', { ...diceRecord('a'), updatedAt: -1 }, 'its dates are not valid times'],
    ['bad state version', { ...diceRecord('a'), stateVersion: 0 }, 'its state version is not valid'],
    ['no history', { ...diceRecord('a'), timeline: null }, 'its history is missing'],
    ['a history without state', { ...diceRecord('a'), timeline: { past: [], future: [] } }, 'its history has no state'],
    ['a bad undo step', { ...diceRecord('a'), timeline: { base: 1, present: 1, past: [{ at: 1 }], future: [] } }, 'its undo list step 1 is not an action with a time'],
    ['a bad redo list', { ...diceRecord('a'), timeline: { base: 1, present: 1, past: [], future: 'x' } }, 'its redo list is not a list'],
    ['a bad log', { ...diceRecord('a'), log: [{ at: 1 }] }, 'its log is not a list of timed lines'],
    ['a v1 record with no state', { v: 1, id: 'a', kind: 'dice', name: 'n' }, 'its state is missing'],
    ['a name over 60 characters', { ...diceRecord('a'), name: 'n'.repeat(20_000) }, 'its name is 20,000 characters long (at most 60)'],
  ])('rejects %s', (_what, raw, error) => {
    expect(readRecord(raw)).toEqual({ ok: false, error });
  });

  it('shortens an overlong name of a game already stored instead of refusing it', () => {
    const res = readRecord({ ...diceRecord('a'), name: 'n'.repeat(20_000) }, { clipName: true });
    expect(res.ok && res.record.name).toBe('n'.repeat(60));
  });
});
