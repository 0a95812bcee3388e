import { describe, expect, it } from 'vitest';
import { gameEntry } from '../games/registry';
import type { GameDef } from '../games/types';
import { diceRecord } from '../shared/storage/records-testkit';
import type { GameRecord } from '../shared/storage/record';
import { firstDifference, replayTimeline } from './replay';
import { prepareRecord } from './validate';

const dice = async () => (await gameEntry('dice')!.load!()).def as GameDef<unknown, unknown>;
const pool = { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 };
const roll = (faces: number[], at: number) => ({ action: { type: 'roll', pool, faces, at, source: 'app' }, at });

/** A dice game of two rolls (3 + 4, then 6 + 6) as the app plays it: present is what the steps make. */
async function played(): Promise<GameRecord> {
  const def = await dice();
  const start = def.create();
  const past = [roll([3, 4], 1_700_000_000_100), roll([6, 6], 1_700_000_000_200)];
  let present = start;
  for (const s of past) present = def.apply(present, s.action) as unknown;
  return diceRecord('g', { timeline: { base: start, past, future: [], present } });
}

type Rolls = { rolls: Array<{ total: number; dice: Array<{ face: number; result: number }> }> };

describe('replayTimeline', () => {
  it('accepts a history that rebuilds its position, redo steps included', async () => {
    const r = await played();
    expect(replayTimeline(await dice(), r.timeline)).toEqual({ ok: true });
    const tl = r.timeline;
    const undone = { base: tl.base, past: tl.past.slice(0, 1), future: tl.past.slice(1), present: (await dice()).apply(tl.base, tl.past[0]!.action) };
    expect(replayTimeline(await dice(), undone)).toEqual({ ok: true });
  });

  it('refuses a position its steps do not reach, even one that adds up (a hand-edited 12 made 11)', async () => {
    const r = await played();
    const present = structuredClone(r.timeline.present) as Rolls;
    // The edit keeps the roll's own arithmetic right, so only the replay can tell.
    present.rolls[1]!.dice[1] = { ...present.rolls[1]!.dice[1]!, face: 5, result: 5 };
    present.rolls[1]!.total = 11;
    expect((await dice()).checkState(present)).toBeNull();
    expect(replayTimeline(await dice(), { ...r.timeline, present })).toEqual({
      ok: false,
      error: 'its 2 steps, replayed, do not reach its position (rolls[1].dice[1].face: 6 replayed, 5 stored)',
    });
  });

  it('names the step the rules refuse, and a redo step that cannot follow', async () => {
    const r = await played();
    const def = await dice();
    const clear = { action: { type: 'clear' }, at: 1_700_000_000_300 };
    const twice = { ...r.timeline, past: [...r.timeline.past, clear, clear], present: def.create() };
    expect(replayTimeline(def, twice)).toEqual({ ok: false, error: 'its step 4 of 4 (a "clear") is refused by the rules: The history is already empty.' });
    const empty = { base: def.create(), past: [], future: [clear], present: def.create() };
    expect(replayTimeline(def, empty)).toEqual({ ok: false, error: 'its redo step 1 of 1 (a "clear") is refused by the rules: The history is already empty.' });
    const unknown = { ...empty, future: [], past: [{ action: { type: 'cheat' }, at: 1 }] };
    expect(replayTimeline(def, unknown)).toEqual({ ok: false, error: 'its step 1 of 1 (a "cheat") is not a move of this game: unknown action "cheat"' });
  });

  it('refuses a start the rules do not allow, and a position with no steps that is not its start', async () => {
    const def = await dice();
    const r = await played();
    const bad = { ...(def.create() as object), mode: 'magic' };
    expect(replayTimeline(def, { base: bad, past: [], future: [], present: bad })).toEqual({
      ok: false, error: 'its position is not one the rules allow: the dice mode is neither app nor real',
    });
    expect(replayTimeline(def, { ...r.timeline, base: bad })).toEqual({
      ok: false, error: 'its starting position is not one the rules allow: the dice mode is neither app nor real',
    });
    expect(replayTimeline(def, { base: def.create(), past: [], future: [], present: r.timeline.present })).toEqual({
      ok: false, error: 'its position differs from its start (rolls[0]: nothing replayed, {"at":1700000000100,"pool":{"groups":[{"… stored)',
    });
  });

  it('never throws on a rule that throws', async () => {
    const def = { ...(await dice()), apply: () => { throw new Error('boom'); } };
    const r = await played();
    expect(replayTimeline(def, r.timeline)).toEqual({ ok: false, error: 'its history could not be replayed (boom)' });
  });
});

describe('firstDifference', () => {
  it('ignores key order and keys whose value is undefined, and finds the first place that differs', () => {
    expect(firstDifference({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2, d: undefined }], a: 1 })).toBeNull();
    expect(firstDifference({ a: [1, 2] }, { a: [1, 2, 3] })).toBe('a[2]: nothing replayed, 3 stored');
    expect(firstDifference(0, -0)).toBeNull();
    expect(firstDifference('x', 1)).toBe('the state: "x" replayed, 1 stored');
  });
});

describe('prepareRecord replays', () => {
  it('refuses a record whose steps do not reach it, and names why', async () => {
    const r = await played();
    const present = { ...(r.timeline.present as object), rolls: [] };
    expect(await prepareRecord({ ...r, timeline: { ...r.timeline, present } })).toEqual({
      ok: false, error: expect.stringMatching(/^its 2 steps, replayed, do not reach its position \(rolls\[0\]: \{.*replayed, nothing stored\)$/),
    });
  });

  it('keeps the position of a game saved before its rules changed, without the undo steps they no longer replay', async () => {
    const entry = gameEntry('dice')!;
    const real = await entry.load!();
    // Version 2's rules read every face one higher: the old steps no longer make the stored position.
    const apply = (s: unknown, a: unknown) => {
      const act = a as { type: string; faces?: number[] };
      return real.def.apply(s, act.type === 'roll' ? { ...act, faces: act.faces!.map((f) => Math.min(6, f + 1)) } : act);
    };
    const def = { ...real.def, stateVersion: 2, migrateState: (s: unknown) => s, apply };
    const lookup = () => ({ ...entry, load: async () => ({ ...real, def }) });
    const r = await played();
    const p = await prepareRecord(r, lookup);
    expect(p.ok && p.record.timeline).toEqual({ base: r.timeline.present, past: [], future: [], present: r.timeline.present });
    expect(p.ok && p.record.stateVersion).toBe(2);
    // The same record at the current version is refused: nothing but an update excuses a history that does not replay.
    const same = { ...r, stateVersion: 2 };
    expect((await prepareRecord(same, lookup)).ok).toBe(false);
  });
});
