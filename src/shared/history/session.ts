import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type { GameDef } from '../../games/types';
import { type GameRecord, STATUS_LIMIT } from '../storage/record';
import { appendLog, type LogEntry } from './log';
import { isRefusal } from '../refusal';
import { type Timeline, commit, redo, undo } from './timeline';

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
  /** Applies an action, records it for undo, logs and saves it; returns the refusal's reason or null. */
  dispatch(action: A): string | null;
  undo(): string | null;
  redo(): string | null;
  /** Shows `record` instead (what another tab stored); nothing is saved. */
  replace(record: GameRecord): void;
}

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
  const update = (tl: Timeline<S, A>, logText: string | null, at: number) => {
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
  };

  const describe = (action: A, before: S, after: S): string | null => {
    try {
      return def.describe(action, before, after);
    } catch {
      return null;
    }
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
    dispatch(action) {
      const no = locked();
      if (no) return no;
      const at = now();
      const tl = timeline.value;
      const next = commit(tl, action, def.apply, { at, merge: def.merge?.bind(def) });
      if (isRefusal(next)) return next.error;
      batch(() => update(next, describe(action, tl.present, next.present), at));
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
      update(next, text === null ? null : `Undone: ${text}`, now());
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
      update(next, text === null ? null : `Redone: ${text}`, now());
      return null;
    },
    replace(next) {
      record.value = next;
    },
  };
}
