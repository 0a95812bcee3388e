// Tests only: a game's screen drawn (e.g. to HTML) needs a session, not storage or history.
import { signal } from '@preact/signals';
import type { GameRecord } from '../storage/record';
import type { GameSession } from './session';

/** A session that holds `state` and ignores every move: enough to draw a game's screen. */
export function staticSession<S, A>(kind: string, state: S): GameSession<S, A> {
  const no = signal(false);
  const record: GameRecord = { v: 2, id: 't', kind, name: 't', createdAt: 0, updatedAt: 0, stateVersion: 1, timeline: { base: state, past: [], future: [], present: state }, log: [] };
  return {
    id: 't', kind, name: signal('t'), record: signal(record), state: signal(state), latest: signal(record), latestState: signal(state), changes: () => 0, log: signal([]), canUndo: no, canRedo: no, note: signal(null),
    dispatch: () => null, undo: () => null, undoTo: () => null, redo: () => null, replace: () => false,
  };
}
