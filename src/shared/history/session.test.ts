import { describe, expect, it } from 'vitest';
import type { GameDef } from '../../games/types';
import type { GameRecord } from '../storage/record';
import type { SaveOutcome } from '../storage/store';
import { type Rebase, createSession, stepsAfter } from './session';
import { startTimeline } from './timeline';

type S = { n: number };
type A = { type: 'add'; by: number } | { type: 'note' };
const def: GameDef<S, A> = {
  kind: 'dice',
  stateVersion: 1,
  create: () => ({ n: 0 }),
  apply: (s, a) => (a.type === 'note' ? s : s.n + a.by < 0 ? { error: 'below zero' } : { n: s.n + a.by }),
  describe: (a, b, after) => (a.type === 'add' ? `${b.n} → ${after.n}` : null),
  checkState: () => null,
  checkAction: () => null,
};
const record = (): GameRecord => ({
  v: 2,
  id: 'g1',
  kind: 'dice',
  name: 'Test',
  createdAt: 0,
  updatedAt: 0,
  stateVersion: 1,
  timeline: startTimeline({ n: 0 }),
  log: [],
});

describe('createSession', () => {
  it('applies, logs and persists every change at once', () => {
    const saved: GameRecord[] = [];
    let t = 100;
    const s = createSession(record(), def, (r) => saved.push(r), { now: () => ++t });
    expect(s.dispatch({ type: 'add', by: 2 })).toBeNull();
    expect(s.state.value).toEqual({ n: 2 });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.timeline.present).toEqual({ n: 2 });
    expect(saved[0]!.updatedAt).toBe(101);
    expect(s.log.value).toEqual([{ at: 101, text: '0 → 2' }]);
  });

  it('returns a refusal without changing or saving anything', () => {
    const saved: GameRecord[] = [];
    const s = createSession(record(), def, (r) => saved.push(r));
    expect(s.dispatch({ type: 'add', by: -1 })).toBe('below zero');
    expect(s.state.value).toEqual({ n: 0 });
    expect(saved).toHaveLength(0);
  });

  it('undoes and redoes with log lines, and tracks what can be undone', () => {
    const s = createSession(record(), def, () => {}, { now: () => 5 });
    s.dispatch({ type: 'add', by: 3 });
    expect(s.canUndo.value).toBe(true);
    expect(s.canRedo.value).toBe(false);
    expect(s.undo()).toBeNull();
    expect(s.state.value).toEqual({ n: 0 });
    expect(s.canRedo.value).toBe(true);
    expect(s.redo()).toBeNull();
    expect(s.state.value).toEqual({ n: 3 });
    expect(s.log.value.map((e) => e.text)).toEqual(['0 → 3', 'Undone: 0 → 3', 'Redone: 0 → 3']);
    expect(s.redo()).toBe('There is nothing to redo.');
  });

  it("refuses an undo the game's rules refuse (a secret it would give away), and saves nothing", () => {
    const saved: GameRecord[] = [];
    const guarded: GameDef<S, A> = { ...def, undoRefusal: (state, last) => (last.type === 'add' && state.n >= 10 ? 'Ten is final.' : null) };
    const s = createSession(record(), guarded, (r) => saved.push(r));
    s.dispatch({ type: 'add', by: 4 });
    expect(s.undo()).toBeNull();
    s.dispatch({ type: 'add', by: 10 });
    expect(s.undo()).toBe('Ten is final.');
    expect(s.state.value).toEqual({ n: 10 });
    expect(saved).toHaveLength(3);
    // The same kind of move right after an Undo, made differently, says so.
    expect(s.log.value.map((e) => e.text)).toEqual(['0 → 4', 'Undone: 0 → 4', 'After Undo: 0 → 10 (in place of the undone “0 → 4”)']);
  });

  it('says what the last undo or redo did, and a move made in place of an undone one, until the next move', () => {
    const s = createSession(record(), def, () => {}, { now: () => 5 });
    s.dispatch({ type: 'add', by: 3 });
    expect(s.note.value).toBeNull();
    s.undo();
    expect(s.note.value).toEqual({ kind: 'undid', text: '0 → 3' });
    s.redo();
    expect(s.note.value).toEqual({ kind: 'redid', text: '0 → 3' });
    s.undo();
    // The same move again is a redo in all but name: nothing to flag.
    s.dispatch({ type: 'add', by: 3 });
    expect(s.note.value).toBeNull();
    expect(s.log.value.at(-1)!.text).toBe('0 → 3');
    s.undo();
    s.dispatch({ type: 'add', by: 2 });
    expect(s.note.value).toEqual({ kind: 'instead', text: '0 → 2', was: '0 → 3' });
    s.dispatch({ type: 'add', by: 1 });
    expect(s.note.value).toBeNull();
    // Another kind of move after an Undo is not "in place of" it.
    s.undo();
    s.dispatch({ type: 'note' });
    expect(s.note.value).toBeNull();
  });

  it('undoes to a log line: every later step at once, redo brings them back one by one', () => {
    let t = 10;
    const saved: GameRecord[] = [];
    const s = createSession(record(), def, (r) => saved.push(r), { now: () => (t += 10) });
    for (const by of [1, 2, 3, 4]) s.dispatch({ type: 'add', by });
    const [first, second] = s.log.value;
    expect(stepsAfter(s.record.value.timeline.past, first!.at)).toBe(3);
    expect(stepsAfter(s.record.value.timeline.past, s.log.value.at(-1)!.at)).toBe(0);
    expect(s.undoTo(second!.at)).toBeNull();
    expect(s.state.value).toEqual({ n: 3 });
    expect(saved.at(-1)!.timeline.present).toEqual({ n: 3 });
    expect(s.log.value.at(-1)!.text).toBe('Undone: the 2 changes after “1 → 3”');
    expect(s.note.value).toEqual({ kind: 'undid', text: 'the 2 changes after “1 → 3”' });
    // The undo's own line is no step to go back to.
    expect(stepsAfter(s.record.value.timeline.past, s.log.value.at(-1)!.at)).toBeNull();
    expect(s.undoTo(second!.at)).toBe('That is the latest change: there is nothing after it to undo.');
    expect(s.undoTo(12345)).toBe('That change can no longer be undone.');
    s.redo();
    expect(s.state.value).toEqual({ n: 6 });
    s.redo();
    expect(s.state.value).toEqual({ n: 10 });
    expect(s.canRedo.value).toBe(false);
  });

  it("refuses to undo to a line past a step the game's rules keep", () => {
    let t = 0;
    const guarded: GameDef<S, A> = { ...def, undoRefusal: (_state, last) => (last.type === 'add' && last.by === 5 ? 'Five is final.' : null) };
    const s = createSession(record(), guarded, () => {}, { now: () => ++t });
    s.dispatch({ type: 'add', by: 1 });
    s.dispatch({ type: 'add', by: 5 });
    s.dispatch({ type: 'add', by: 1 });
    expect(s.undoTo(s.log.value[0]!.at)).toBe('Five is final.');
    expect(s.state.value).toEqual({ n: 7 });
  });

  it("writes where the game stands (the game's status line, cut to 80 characters) with each change", () => {
    const saved: GameRecord[] = [];
    const s = createSession(record(), { ...def, status: (st) => (st.n > 5 ? 'x'.repeat(100) : `At ${st.n}`) }, (r) => saved.push(r));
    s.dispatch({ type: 'add', by: 2 });
    expect(saved.at(-1)!.status).toBe('At 2');
    s.dispatch({ type: 'add', by: 9 });
    expect(saved.at(-1)!.status).toBe('x'.repeat(80));
    s.undo();
    expect(s.record.value.status).toBe('At 2');
  });

  it('writes no log line for silent actions', () => {
    const s = createSession(record(), def, () => {});
    s.dispatch({ type: 'note' });
    expect(s.log.value).toEqual([]);
    expect(s.canUndo.value).toBe(true);
  });

  it('refuses every change while locked, and saves nothing', () => {
    const saved: GameRecord[] = [];
    let why: string | null = 'Another tab has this game.';
    const s = createSession(record(), def, (r) => saved.push(r), { locked: () => why });
    expect(s.dispatch({ type: 'add', by: 2 })).toBe('Another tab has this game.');
    expect(s.undo()).toBe('Another tab has this game.');
    expect(s.redo()).toBe('Another tab has this game.');
    expect(saved).toEqual([]);
    why = null;
    expect(s.dispatch({ type: 'add', by: 2 })).toBeNull();
    expect(s.state.value).toEqual({ n: 2 });
    expect(saved).toHaveLength(1);
  });

  it('replace shows another record (what another tab stored) without saving it', () => {
    const saved: GameRecord[] = [];
    const s = createSession(record(), def, (r) => saved.push(r));
    const other = { ...record(), name: 'Theirs', timeline: { base: { n: 0 }, past: [{ action: { type: 'add', by: 5 }, at: 1 }], future: [], present: { n: 5 } } };
    s.replace(other);
    expect(s.state.value).toEqual({ n: 5 });
    expect(s.name.value).toBe('Theirs');
    expect(s.canUndo.value).toBe(true);
    expect(saved).toEqual([]);
  });

  // Refusals on screen (shared/ui/Problem.tsx) go once the record is a new one.
  it('makes a new record for every change that goes through and on replace, never on a refusal', () => {
    let why: string | null = null;
    const s = createSession(record(), def, () => {}, { locked: () => why });
    const seen = [s.record.value];
    const renewed = () => {
      const r = s.record.value;
      const isNew = r !== seen[seen.length - 1];
      seen.push(r);
      return isNew;
    };
    s.dispatch({ type: 'add', by: -1 });
    expect(renewed()).toBe(false);
    s.dispatch({ type: 'note' });
    expect(renewed()).toBe(true);
    s.undo();
    expect(renewed()).toBe(true);
    s.redo();
    expect(renewed()).toBe(true);
    s.redo();
    expect(renewed()).toBe(false);
    why = 'Another tab has this game.';
    s.dispatch({ type: 'add', by: 1 });
    expect(renewed()).toBe(false);
    s.replace({ ...s.record.value });
    expect(renewed()).toBe(true);
  });
});

/** A persist whose writes land when the test says: each record with its outcome's resolver. */
function slowDisk() {
  const writes: { record: GameRecord; land: (o: SaveOutcome) => void }[] = [];
  const persist = (r: GameRecord) => new Promise<SaveOutcome>((land) => writes.push({ record: r, land }));
  return { writes, persist };
}
const flushed = () => new Promise((r) => setTimeout(r, 0));

describe('createSession: the screen shows what is on disk', () => {
  it('shows a change only once its write has landed; taps made meanwhile build on it, in order', async () => {
    const disk = slowDisk();
    const s = createSession(record(), def, disk.persist);
    s.dispatch({ type: 'add', by: 1 });
    s.dispatch({ type: 'add', by: 2 });
    expect(s.state.value).toEqual({ n: 0 });
    expect(s.latestState.value).toEqual({ n: 3 });
    expect(disk.writes.map((w) => w.record.timeline.present)).toEqual([{ n: 1 }, { n: 3 }]);
    disk.writes[0]!.land('saved');
    await flushed();
    expect(s.state.value).toEqual({ n: 1 });
    expect(s.log.value.map((e) => e.text)).toEqual(['0 → 1']);
    disk.writes[1]!.land('saved');
    await flushed();
    expect(s.state.value).toEqual({ n: 3 });
  });

  it('never goes back to an older change landing late, and shows an unsaved change (the banner says why)', async () => {
    const disk = slowDisk();
    const s = createSession(record(), def, disk.persist);
    s.dispatch({ type: 'add', by: 1 });
    s.dispatch({ type: 'add', by: 2 });
    disk.writes[1]!.land('unsaved');
    await flushed();
    expect(s.state.value).toEqual({ n: 3 });
    disk.writes[0]!.land('saved');
    await flushed();
    expect(s.state.value).toEqual({ n: 3 });
  });

  it('takes only the name from a read older than a change made here, or made while one is being written', async () => {
    const disk = slowDisk();
    const s = createSession(record(), def, disk.persist);
    const mark = s.changes();
    s.dispatch({ type: 'add', by: 4 });
    s.replace({ ...record(), name: 'Renamed' }, mark);
    expect(s.name.value).toBe('Renamed');
    expect(s.latestState.value).toEqual({ n: 4 });
    disk.writes[0]!.land('saved');
    await flushed();
    expect(s.state.value).toEqual({ n: 4 });
    expect(s.record.value.name).toBe('Renamed');
    // In flight, without a mark: the same.
    s.dispatch({ type: 'add', by: 1 });
    s.replace({ ...record(), name: 'Again' });
    expect(s.latestState.value).toEqual({ n: 5 });
  });

  it("makes changes another tab's write beat again on its record, in order, and reports those the rules refuse", async () => {
    const disk = slowDisk();
    const heard: Rebase[] = [];
    const s = createSession(record(), def, disk.persist, { rebased: (r) => heard.push(r) });
    s.dispatch({ type: 'add', by: 2 });
    s.dispatch({ type: 'add', by: -1 });
    s.undo();
    for (const w of disk.writes) w.land('dropped');
    await flushed();
    expect(s.state.value).toEqual({ n: 0 });
    // The other tab's game has another history: it stands at 10.
    const theirs: GameRecord = { ...record(), timeline: { ...startTimeline({ n: 10 }) }, name: 'Theirs' };
    s.replace(theirs, s.changes());
    expect(s.latestState.value).toEqual({ n: 11 });
    expect(heard).toEqual([{ kept: 2, lost: [{ text: 'Undo of “2 → 1”', why: 'it would undo or redo a step of the other tab' }] }]);
    const [, , , again1, again2] = disk.writes;
    expect([again1!.record.timeline.present, again2!.record.timeline.present]).toEqual([{ n: 12 }, { n: 11 }]);
    again1!.land('saved');
    again2!.land('saved');
    await flushed();
    expect(s.state.value).toEqual({ n: 11 });
  });
});
