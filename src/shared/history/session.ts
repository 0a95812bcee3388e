import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type { GameDef } from '../../games/types';
import { type GameRecord, STATUS_LIMIT } from '../storage/record';
import type { SaveOutcome } from '../storage/store';
import { appendLog, type LogEntry } from './log';
import { isRefusal } from '../refusal';
import { type Step, type Timeline, commit, redo, undo, undoSteps } from './timeline';

/**
 * What the last history move did, for the line the game screen pins at its top: an undo or redo (with the
 * step's own log line), or a change made in place of a step that was undone (a roll made again after Undo).
 */
export interface HistoryNote {
  kind: 'undid' | 'redid' | 'instead';
  text: string;
  /** For 'instead': the undone step's own line. */
  was?: string;
}

/**
 * How many undoable steps came after the log line written at `at`, or null when no undoable step was made
 * at that moment (the line is an undo's own, or its step is too old to undo). 0: it is the newest step.
 */
export function stepsAfter(past: readonly Step<unknown>[], at: number): number | null {
  let i = past.length - 1;
  while (i >= 0 && past[i]!.at > at) i--;
  return i >= 0 && past[i]!.at === at ? past.length - 1 - i : null;
}

/** One open saved game: its state as signals, and the only way to change it. */
export interface GameSession<S, A> {
  readonly id: string;
  readonly kind: string;
  readonly name: ReadonlySignal<string>;
  /**
   * The whole record as the screen shows it: a new object after each change once it is on disk (at once where
   * nothing is saved, or when saving fails and the banner says so) and after each replace, never after a refusal.
   */
  readonly record: ReadonlySignal<GameRecord>;
  readonly state: ReadonlySignal<S>;
  /**
   * The record with every change made so far, on disk or not yet: what the next change is made on (taps made
   * while a write is under way queue on it, in order). Actions that compute from the game read this.
   */
  readonly latest: ReadonlySignal<GameRecord>;
  readonly latestState: ReadonlySignal<S>;
  readonly log: ReadonlySignal<readonly LogEntry[]>;
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  /** What the last undo or redo did, or the change made in place of an undone step; null after any other change. */
  readonly note: ReadonlySignal<HistoryNote | null>;
  /** Applies an action, records it for undo, logs and saves it; returns the refusal's reason or null. */
  dispatch(action: A): string | null;
  undo(): string | null;
  /** Undoes every step made after the log line written at `at` (see `stepsAfter`), in one change; redo brings them back. */
  undoTo(at: number): string | null;
  redo(): string | null;
  /** How many changes this session has made (a mark for `replace`). */
  changes(): number;
  /**
   * Shows `record` instead (what another tab stored, read when `changes()` was `mark`); nothing is saved. A
   * read older than a change made here since, or made while a change is being written, gives only its name.
   * Changes another tab's write refused (`dropped`) are made again on top of it, in order; a move the rules
   * now refuse, and an undo or redo (which would undo another step there), are reported to `rebased`.
   */
  replace(record: GameRecord, mark?: number): boolean;
}

/** The changes made again on another tab's newer record after its write won, and those that could not be. */
export interface Rebase {
  kept: number;
  lost: { text: string; why: string }[];
}

// An action's kind: its `type` when it has one (every game's actions do), so that two rolls compare alike.
const kindOf = (a: unknown): unknown => (typeof a === 'object' && a !== null && 'type' in a ? (a as { type: unknown }).type : a);

/** Options of `createSession`. */
export interface SessionOptions {
  now?: () => number;
  /** Why no change may be made now (e.g. another tab has the game), or null. */
  locked?: () => string | null;
  /** Hears which of this tab's refused changes were made again on the other tab's record (see `replace`). */
  rebased?: (r: Rebase) => void;
}

// A change this tab made, kept until it is on disk so that it can be made again if another tab's write wins.
type Made<A> = { n: number; action: A; text: string } | { n: number; action?: undefined; text: string };

/**
 * Opens a session on a record whose state is already valid for `def`. Every change makes a
 * new record and hands it to `persist` at once (the store coalesces the writes).
 */
export function createSession<S, A>(
  initial: GameRecord,
  def: GameDef<S, A>,
  // A promise of the write's outcome, or anything else when nothing is to be waited for (shown at once).
  persist: (record: GameRecord) => Promise<SaveOutcome> | unknown,
  { now = Date.now, locked = () => null, rebased }: SessionOptions = {},
): GameSession<S, A> {
  // Shown: on disk (or not to be waited for). Latest: every change made, what the next one is made on.
  const record = signal(initial);
  const latest = signal(initial);
  const note = signal<HistoryNote | null>(null);
  const timeline = computed(() => record.value.timeline as Timeline<S, A>);
  const working = () => latest.peek().timeline as Timeline<S, A>;
  // Every change gets a number; the screen shows the newest settled one and never goes back to an older one.
  let made = 0;
  let shownN = 0;
  const unsettled = new Map<number, Made<A>>();
  let dropped: Made<A>[] = [];
  let rebasing = false;
  // A name taken from another tab's rename while changes made before it were being written (they carry the old one).
  let renamed: string | null = null;
  const show = (r: GameRecord, n: number, told: HistoryNote | null) => {
    if (n <= shownN) return;
    shownN = n;
    batch(() => {
      record.value = renamed === null || r.name === renamed ? r : { ...r, name: renamed };
      note.value = told;
    });
  };

  // Where the game stands, for the saved-games list: the game's own line, cut to the limit; a throw leaves the old one.
  const statusLine = (state: S): { status?: string } => {
    if (!def.status) return {};
    try {
      return { status: def.status(state).slice(0, STATUS_LIMIT) };
    } catch {
      return {};
    }
  };
  const update = (nextTl: Timeline<S, A>, logText: string | null, at: number, told: HistoryNote | null, what: Omit<Made<A>, 'n'>) => {
    const r = latest.peek();
    const next: GameRecord = {
      ...r,
      updatedAt: at,
      timeline: nextTl as Timeline<unknown, unknown>,
      log: logText === null ? r.log : appendLog(r.log, logText, at),
      ...statusLine(nextTl.present),
    };
    const n = ++made;
    latest.value = next;
    // Saved first, shown once on disk: what the screen shows as done survives a kill the moment after.
    const saving = persist(next);
    if (!(saving instanceof Promise)) return show(next, n, told);
    const m = { ...what, n } as Made<A>;
    unsettled.set(n, m);
    void (saving as Promise<SaveOutcome>).then((outcome) => {
      unsettled.delete(n);
      if (outcome === 'dropped') dropped.push(m);
      else show(next, n, told);
    });
  };

  const describe = (action: A, before: S, after: S): string | null => {
    try {
      return def.describe(action, before, after);
    } catch {
      return null;
    }
  };

  // The log line of the undone step that `action` takes the place of: the same kind of move made again
  // right after an Undo, differently (a roll rolled again), so the table sees it was not the first try.
  const undoneInstead = (tl: Timeline<S, A>, action: A): string | null => {
    const undone = tl.future[0]?.action;
    if (undone === undefined || kindOf(undone) !== kindOf(action) || JSON.stringify(undone) === JSON.stringify(action)) return null;
    const after = def.apply(tl.present, undone);
    return isRefusal(after) ? null : describe(undone, tl.present, after);
  };

  // A move on the latest record: checked by the rules, logged, saved; its refusal's reason, or null.
  const apply = (action: A): string | null => {
    const at = now();
    const cur = working();
    const next = commit(cur, action, def.apply, { at, merge: def.merge?.bind(def) });
    if (isRefusal(next)) return next.error;
    const text = describe(action, cur.present, next.present);
    const was = text === null ? null : undoneInstead(cur, action);
    const what = { action, text: text ?? 'a change' };
    if (was !== null && text !== null) {
      batch(() => update(next, `After Undo: ${text} (in place of the undone “${was}”)`, at, { kind: 'instead', text, was }, what));
    } else batch(() => update(next, text, at, null, what));
    return null;
  };

  return {
    id: initial.id,
    kind: initial.kind,
    name: computed(() => record.value.name),
    record,
    state: computed(() => timeline.value.present),
    latest,
    latestState: computed(() => (latest.value.timeline as Timeline<S, A>).present),
    log: computed(() => record.value.log),
    canUndo: computed(() => timeline.value.past.length > 0),
    canRedo: computed(() => timeline.value.future.length > 0),
    note,
    dispatch(action) {
      const no = rebasing ? null : locked();
      if (no) return no;
      return apply(action);
    },
    undo() {
      const no = locked();
      if (no) return no;
      const tl = working();
      const step = tl.past[tl.past.length - 1];
      const why = step ? def.undoRefusal?.(tl.present, step.action) : null;
      if (why) return why;
      const next = undo(tl, def.apply);
      if (isRefusal(next) || !step) return isRefusal(next) ? next.error : 'There is nothing to undo.';
      const text = describe(step.action, next.present, tl.present);
      const said = text ?? 'the last change';
      update(next, text === null ? null : `Undone: ${text}`, now(), { kind: 'undid', text: said }, { text: `Undo of “${said}”` });
      return null;
    },
    undoTo(at) {
      const no = locked();
      if (no) return no;
      const tl = working();
      const count = stepsAfter(tl.past, at);
      if (!count) return count === 0 ? 'That is the latest change: there is nothing after it to undo.' : 'That change can no longer be undone.';
      for (const step of tl.past.slice(tl.past.length - count)) {
        const why = def.undoRefusal?.(tl.present, step.action);
        if (why) return why;
      }
      const next = undoSteps(tl, count, def.apply);
      if (isRefusal(next)) return next.error;
      const back = [...latest.peek().log].reverse().find((e) => e.at === at)?.text ?? 'that change';
      const text = `${count === 1 ? 'the 1 change' : `the ${count} changes`} after “${back}”`;
      update(next, `Undone: ${text}`, now(), { kind: 'undid', text }, { text: `Undo of ${text}` });
      return null;
    },
    redo() {
      const no = locked();
      if (no) return no;
      const tl = working();
      const step = tl.future[0];
      const next = redo(tl, def.apply);
      if (isRefusal(next) || !step) return isRefusal(next) ? next.error : 'There is nothing to redo.';
      const text = describe(step.action, tl.present, next.present);
      const said = text ?? 'the change';
      update(next, text === null ? null : `Redone: ${text}`, now(), { kind: 'redid', text: said }, { text: `Redo of “${said}”` });
      return null;
    },
    changes: () => made,
    replace(next, mark) {
      // A read from before a change made here, or while one is being written, is not newer than this tab:
      // only its name (a rename in another tab) is taken. A change of the game itself there makes this
      // tab's write fail, and the read after that comes here with nothing in flight.
      if ((mark !== undefined && mark !== made) || unsettled.size > 0) {
        if (next.name === latest.peek().name) return false;
        renamed = next.name;
        latest.value = { ...latest.peek(), name: next.name };
        record.value = { ...record.peek(), name: next.name };
        return false;
      }
      const again = dropped;
      dropped = [];
      renamed = null;
      const n = ++made;
      latest.value = next;
      shownN = n;
      batch(() => {
        record.value = next;
        note.value = null;
      });
      if (again.length === 0) return true;
      // This tab's changes that the other tab's write beat are made again after it, in order.
      const lost: Rebase['lost'] = [];
      let kept = 0;
      rebasing = true;
      try {
        for (const m of again) {
          const why = m.action === undefined ? 'it would undo or redo a step of the other tab' : apply(m.action);
          if (why === null) kept++;
          else lost.push({ text: m.text, why });
        }
      } finally {
        rebasing = false;
      }
      rebased?.({ kept, lost });
      return true;
    },
  };
}
