// Tests only: the Geyser screen drawn to HTML for a saved game, with no storage behind it.
import { signal } from '@preact/signals';
import { renderToString } from 'preact-render-to-string';
import type { GameSession } from '../../../shared/history/session';
import type { GeyserAction, GeyserDoc } from '../doc';
import { GeyserScreen } from './GeyserScreen';

/** A session that only holds a state: enough to draw the screen. */
export function sessionOn(doc: GeyserDoc): GameSession<GeyserDoc, GeyserAction> {
  const no = signal(false);
  return {
    id: 't', kind: 'geyser', name: signal('t'), state: signal(doc), log: signal([]), canUndo: no, canRedo: no,
    dispatch: () => null, undo: () => null, redo: () => null, rename: () => {},
  };
}

/** The screen's HTML for `doc`, as it first draws (forms folded). */
export function drawGeyser(doc: GeyserDoc): string {
  return renderToString(<GeyserScreen session={sessionOn(doc)} />);
}
