// Tests only: a game's screen drawn (e.g. to HTML) needs a session, not storage or history.
import { signal } from '@preact/signals';
import type { GameSession } from './session';

/** A session that holds `state` and ignores every move: enough to draw a game's screen. */
export function staticSession<S, A>(kind: string, state: S): GameSession<S, A> {
  const no = signal(false);
  return {
    id: 't', kind, name: signal('t'), state: signal(state), log: signal([]), canUndo: no, canRedo: no,
    dispatch: () => null, undo: () => null, redo: () => null, rename: () => {},
  };
}
