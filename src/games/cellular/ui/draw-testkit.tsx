// Tests only: the Cellular Powerhouse screen drawn to HTML for a saved game, with no storage behind it.
import { renderToString } from 'preact-render-to-string';
import { staticSession } from '../../../shared/history/static-session';
import type { CellularAction, CellularDoc } from '../engine/game';
import { CellularScreen } from './CellularScreen';

/** The screen's HTML for `doc`, as it first draws (hand-over screens closed, forms folded). */
export function drawCellular(doc: CellularDoc): string {
  return renderToString(<CellularScreen session={staticSession<CellularDoc, CellularAction>('cellular', doc)} />);
}
