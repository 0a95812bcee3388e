// Tests only: the Cellular Powerhouse screen drawn to HTML for a saved game, with no storage behind it.
import { signal } from '@preact/signals';
import { renderToString } from 'preact-render-to-string';
import type { GameSession } from '../../../shared/history/session';
import type { CellularAction, CellularDoc } from '../doc';
import { CellularScreen } from './CellularScreen';

/** A session that only holds a state: enough to draw the screen. */
export function sessionOn(doc: CellularDoc): GameSession<CellularDoc, CellularAction> {
  const no = signal(false);
  return {
    id: 't', kind: 'cellular', name: signal('t'), state: signal(doc), log: signal([]), canUndo: no, canRedo: no,
    dispatch: () => null, undo: () => null, redo: () => null, rename: () => {},
  };
}

/** The screen's HTML for `doc`, as it first draws (hand-over screens closed, forms folded). */
export function drawCellular(doc: CellularDoc): string {
  return renderToString(<CellularScreen session={sessionOn(doc)} />);
}
