import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type { GameDef } from '../../games/types';
import { type GameRecord, STATUS_LIMIT } from '../storage/record';
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
  /** The whole saved record as it is now: a new object after each change that went through and each replace, never after a refusal. */
  readonly record: ReadonlySignal<GameRecord>;
  readonly state: ReadonlySignal<S>;
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
  /** Shows `record` instead (what another tab stored); nothing is saved. */
  replace(record: GameRecord): void;
}

// An action's kind: its `type` when it has one (every game's actions do), so that two rolls compare alike.
const kindOf = (a: unknown): unknown => (typeof a === 'object' && a !== null && 'type' in a ? (a as { type: unknown }).type : a);

/** Options of `createSession`. */
export interface SessionOptions {
  now?: () => number;
  /** Why no change may be made now (e.g. another tab has the game), or null. */
  locked?: () => string | null;
}

/**
 * Opens a session on a record whose state is already valid for `def`. Every change makes a
 * new record and hands it to `persist` at once (the store coalesces the writes).
 */
export function createSession<S, A>(
  initial: GameRecord,
  def: GameDef<S, A>,
  persist: (record: GameRecord) => void,
  { now = Date.now, locked = () => null }: SessionOptions = {},
): GameSession<S, A> {
  const record = signal(initial);
  const note = signal<HistoryNote | null>(null);
  const timeline = computed(() => record.value.timeline as Timeline<S, A>);

  // Where the game stands, for the saved-games list: the game's own line, cut to the limit; a throw leaves the old one.
  const statusLine = (state: S): { status?: string } => {
    if (!def.status) return {};
    try {
      return { status: def.status(state).slice(0, STATUS_LIMIT) };
    } catch {
      return {};
    }
  };
  const update = (tl: Timeline<S, A>, logText: string | null, at: number, told: HistoryNote | null = null) => {
    const r = record.value;
    const next: GameRecord = {
      ...r,
      updatedAt: at,
      timeline: tl as Timeline<unknown, unknown>,
      log: logText === null ? r.log : appendLog(r.log, logText, at),
      ...statusLine(tl.present),
    };
    // Saved first, then shown: the write then starts before the screen redraws.
    persist(next);
    record.value = next;
    note.value = told;
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

  return {
    id: initial.id,
    kind: initial.kind,
    name: computed(() => record.value.name),
    record,
    state: computed(() => timeline.value.present),
    log: computed(() => record.value.log),
    canUndo: computed(() => timeline.value.past.length > 0),
    canRedo: computed(() => timeline.value.future.length > 0),
    note,
    dispatch(action) {
      const no = locked();
      if (no) return no;
      const at = now();
      const tl = timeline.value;
      const next = commit(tl, action, def.apply, { at, merge: def.merge?.bind(def) });
      if (isRefusal(next)) return next.error;
      const text = describe(action, tl.present, next.present);
      const was = text === null ? null : undoneInstead(tl, action);
      if (was !== null && text !== null) {
        batch(() => update(next, `After Undo: ${text} (in place of the undone “${was}”)`, at, { kind: 'instead', text, was }));
      } else batch(() => update(next, text, at));
      return null;
    },
    undo() {
      const no = locked();
      if (no) return no;
      const tl = timeline.value;
      const step = tl.past[tl.past.length - 1];
      const why = step ? def.undoRefusal?.(tl.present, step.action) : null;
      if (why) return why;
      const next = undo(tl, def.apply);
      if (isRefusal(next) || !step) return isRefusal(next) ? next.error : 'There is nothing to undo.';
      const text = describe(step.action, next.present, tl.present);
      update(next, text === null ? null : `Undone: ${text}`, now(), { kind: 'undid', text: text ?? 'the last change' });
      return null;
    },
    undoTo(at) {
      const no = locked();
      if (no) return no;
      const tl = timeline.value;
      const count = stepsAfter(tl.past, at);
      if (!count) return count === 0 ? 'That is the latest change: there is nothing after it to undo.' : 'That change can no longer be undone.';
      for (const step of tl.past.slice(tl.past.length - count)) {
        const why = def.undoRefusal?.(tl.present, step.action);
        if (why) return why;
      }
      const next = undoSteps(tl, count, def.apply);
      if (isRefusal(next)) return next.error;
      const back = [...record.value.log].reverse().find((e) => e.at === at)?.text ?? 'that change';
      const text = `${count === 1 ? 'the 1 change' : `the ${count} changes`} after “${back}”`;
      update(next, `Undone: ${text}`, now(), { kind: 'undid', text });
      return null;
    },
    redo() {
      const no = locked();
      if (no) return no;
      const tl = timeline.value;
      const step = tl.future[0];
      const next = redo(tl, def.apply);
      if (isRefusal(next) || !step) return isRefusal(next) ? next.error : 'There is nothing to redo.';
      const text = describe(step.action, tl.present, next.present);
      update(next, text === null ? null : `Redone: ${text}`, now(), { kind: 'redid', text: text ?? 'the change' });
      return null;
    },
    replace(next) {
      record.value = next;
      note.value = null;
    },
  };
}
