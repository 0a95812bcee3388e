import { describe, expect, it } from 'vitest';
import { isRefusal } from '../refusal';
import { type Apply, commit, redo, replay, startTimeline, undo, undoSteps } from './timeline';

type A = { add: number } | { set: number };
// A counter that refuses to go negative.
const apply: Apply<number, A> = (s, a) => {
  const next = 'add' in a ? s + a.add : a.set;
  return next < 0 ? { error: `cannot go to ${next}` } : next;
};
const ok = <T,>(x: T | { error: string }): T => {
  if (isRefusal(x)) throw new Error(x.error);
  return x;
};

describe('timeline', () => {
  it('commits, undoes and redoes', () => {
    let tl = startTimeline<number, A>(0);
    tl = ok(commit(tl, { add: 2 }, apply, { at: 1 }));
    tl = ok(commit(tl, { add: 3 }, apply, { at: 2 }));
    expect(tl.present).toBe(5);
    tl = ok(undo(tl, apply));
    expect(tl.present).toBe(2);
    expect(tl.future).toEqual([{ action: { add: 3 }, at: 2 }]);
    tl = ok(redo(tl, apply));
    expect(tl.present).toBe(5);
    expect(tl.future).toEqual([]);
  });

  it('undoes several steps at once, as the same number of single undos would', () => {
    let tl = startTimeline<number, A>(0);
    for (const [i, add] of [1, 2, 3, 4].entries()) tl = ok(commit(tl, { add }, apply, { at: i }));
    const once = ok(undoSteps(tl, 3, apply));
    const oneByOne = ok(undo(ok(undo(ok(undo(tl, apply)), apply)), apply));
    expect(once).toEqual(oneByOne);
    expect(once.present).toBe(1);
    expect(once.future.map((s) => s.at)).toEqual([1, 2, 3]);
    expect(undoSteps(tl, 5, apply)).toEqual({ error: 'There is nothing to undo back to there.' });
    expect(undoSteps(tl, 0, apply)).toEqual({ error: 'There is nothing to undo back to there.' });
  });

  it('leaves the timeline unchanged when a move is refused', () => {
    const tl = ok(commit(startTimeline<number, A>(1), { add: 1 }, apply, { at: 1 }));
    expect(commit(tl, { add: -5 }, apply, { at: 2 })).toEqual({ error: 'cannot go to -3' });
    expect(tl.present).toBe(2);
  });

  it('clears redo on a new commit', () => {
    let tl = ok(commit(startTimeline<number, A>(0), { add: 1 }, apply, { at: 1 }));
    tl = ok(undo(tl, apply));
    tl = ok(commit(tl, { add: 7 }, apply, { at: 2 }));
    expect(tl.present).toBe(7);
    expect(tl.future).toEqual([]);
    expect(redo(tl, apply)).toEqual({ error: 'There is nothing to redo.' });
  });

  it('refuses undo with nothing to undo', () => {
    expect(undo(startTimeline<number, A>(0), apply)).toEqual({ error: 'There is nothing to undo.' });
  });

  it('keeps at most `limit` steps, folding older ones into the base', () => {
    let tl = startTimeline<number, A>(0);
    for (let i = 1; i <= 7; i++) tl = ok(commit(tl, { add: 1 }, apply, { at: i, limit: 5 }));
    expect(tl.past).toHaveLength(5);
    expect(tl.base).toBe(2);
    expect(tl.present).toBe(7);
    for (let i = 0; i < 5; i++) tl = ok(undo(tl, apply));
    expect(tl.present).toBe(2);
    expect(undo(tl, apply)).toEqual({ error: 'There is nothing to undo.' });
  });

  it('defaults to a 200-step undo limit', () => {
    let tl = startTimeline<number, A>(0);
    for (let i = 1; i <= 205; i++) tl = ok(commit(tl, { add: 1 }, apply, { at: i }));
    expect(tl.past).toHaveLength(200);
    expect(tl.base).toBe(5);
  });

  it('folds a history far over the limit (an imported game) in one step', () => {
    const past = Array.from({ length: 20_000 }, (_, i) => ({ action: { add: 1 } as A, at: i }));
    const big = { base: 0, past, future: [], present: 20_000 };
    const tl = ok(commit(big, { add: 1 }, apply, { at: 1 }));
    expect(tl.past).toHaveLength(200);
    expect(tl.base).toBe(19_801);
    expect(tl.present).toBe(20_001);
    expect(tl.past[0]!.at).toBe(19_801);
  });

  it('merges consecutive steps when asked, as one undo step', () => {
    const merge = (p: A, n: A) => ('set' in p && 'set' in n ? n : null);
    let tl = ok(commit(startTimeline<number, A>(0), { add: 1 }, apply, { at: 1, merge }));
    tl = ok(commit(tl, { set: 4 }, apply, { at: 2, merge }));
    tl = ok(commit(tl, { set: 9 }, apply, { at: 3, merge }));
    expect(tl.past.map((s) => s.action)).toEqual([{ add: 1 }, { set: 9 }]);
    expect(tl.present).toBe(9);
    tl = ok(undo(tl, apply));
    expect(tl.present).toBe(1);
  });

  it('reports a history that no longer replays', () => {
    expect(replay(0, [{ action: { add: -1 }, at: 1 }], apply)).toEqual({
      error: 'The saved history no longer replays: cannot go to -1',
    });
  });
});
