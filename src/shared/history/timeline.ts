import { type Refusal, isRefusal } from '../refusal';

/** Applies one action to a state: the new state, or a refusal. Must be pure. */
export type Apply<S, A> = (state: S, action: A) => S | Refusal;

/** One applied action and when it happened (ms since epoch). */
export interface Step<A> {
  action: A;
  at: number;
}

/**
 * A game's undoable history. `present` is what is on screen; it is stored rather than
 * recomputed so an app update never changes a saved position. Undo replays `past` (minus
 * its last step) from `base`, so only actions, not snapshots, are kept.
 */
export interface Timeline<S, A> {
  base: S;
  past: Step<A>[];
  future: Step<A>[];
  present: S;
}

/** How many steps can be undone. */
export const UNDO_LIMIT = 200;

/** A timeline with nothing to undo or redo. */
export function startTimeline<S, A>(state: S): Timeline<S, A> {
  return { base: state, past: [], future: [], present: state };
}

/** The options of `commit`. */
export interface CommitOptions<A> {
  at: number;
  limit?: number;
  /** Folds `next` into the previous step (e.g. repeated stepper taps); null keeps both. */
  merge?: (prev: A, next: A) => A | null;
}

/** Applies `action` and records it; clears redo. A refusal leaves the timeline as it was. */
export function commit<S, A>(
  tl: Timeline<S, A>,
  action: A,
  apply: Apply<S, A>,
  { at, limit = UNDO_LIMIT, merge }: CommitOptions<A>,
): Timeline<S, A> | Refusal {
  const last = tl.past[tl.past.length - 1];
  const merged = last && merge ? merge(last.action, action) : null;
  if (last && merged !== null) {
    const before = replay(tl.base, tl.past.slice(0, -1), apply);
    if (isRefusal(before)) return before;
    const present = apply(before, merged);
    if (isRefusal(present)) return present;
    return { ...tl, past: [...tl.past.slice(0, -1), { action: merged, at }], future: [], present };
  }
  const present = apply(tl.present, action);
  if (isRefusal(present)) return present;
  let base = tl.base;
  const past = [...tl.past, { action, at }];
  // Past the limit, the oldest steps are folded into the base and can no longer be undone
  // (all at once: an imported game may hold thousands more than the limit).
  const extra = Math.max(0, past.length - limit);
  for (let i = 0; i < extra; i++) {
    const folded = apply(base, past[i]!.action);
    if (isRefusal(folded)) return folded;
    base = folded;
  }
  return { base, past: extra ? past.slice(extra) : past, future: [], present };
}

/** Steps back one action; the step moves to the redo list. */
export function undo<S, A>(tl: Timeline<S, A>, apply: Apply<S, A>): Timeline<S, A> | Refusal {
  const last = tl.past[tl.past.length - 1];
  if (!last) return { error: 'There is nothing to undo.' };
  const past = tl.past.slice(0, -1);
  const present = replay(tl.base, past, apply);
  if (isRefusal(present)) return present;
  return { base: tl.base, past, future: [last, ...tl.future], present };
}

/** Steps back the last `count` actions at once (one replay, not `count`); they move to the redo list in order. */
export function undoSteps<S, A>(tl: Timeline<S, A>, count: number, apply: Apply<S, A>): Timeline<S, A> | Refusal {
  if (!Number.isInteger(count) || count < 1 || count > tl.past.length) return { error: 'There is nothing to undo back to there.' };
  const past = tl.past.slice(0, tl.past.length - count);
  const present = replay(tl.base, past, apply);
  if (isRefusal(present)) return present;
  return { base: tl.base, past, future: [...tl.past.slice(past.length), ...tl.future], present };
}

/** Re-applies the most recently undone action. */
export function redo<S, A>(tl: Timeline<S, A>, apply: Apply<S, A>): Timeline<S, A> | Refusal {
  const next = tl.future[0];
  if (!next) return { error: 'There is nothing to redo.' };
  const present = apply(tl.present, next.action);
  if (isRefusal(present)) return present;
  return { base: tl.base, past: [...tl.past, next], future: tl.future.slice(1), present };
}

/** The state after applying `steps` to `base` in order. */
export function replay<S, A>(base: S, steps: readonly Step<A>[], apply: Apply<S, A>): S | Refusal {
  let state = base;
  for (const step of steps) {
    const next = apply(state, step.action);
    if (isRefusal(next)) {
      return { error: `The saved history no longer replays: ${next.error}` };
    }
    state = next;
  }
  return state;
}
