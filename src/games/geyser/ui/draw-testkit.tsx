// Tests only: the Geyser screen drawn to HTML for a saved game, with no storage behind it.
import { renderToString } from 'preact-render-to-string';
import { staticSession } from '../../../shared/history/static-session';
import type { GeyserAction, GeyserDoc } from '../engine/game';
import { GeyserScreen } from './GeyserScreen';

/** The screen's HTML for `doc`, as it first draws (forms folded). */
export function drawGeyser(doc: GeyserDoc): string {
  return renderToString(<GeyserScreen session={staticSession<GeyserDoc, GeyserAction>('geyser', doc)} />);
}
