// Where a saved Moon Drop table stands, for the home screen's list.
import type { MoonDropDoc } from './game';

/** "Setting up", "Round 5 of 7", "Final sheets" or "Paper sheets". */
export function moonDropStatus(doc: MoonDropDoc): string {
  if (doc.stage === 'setup') return 'Setting up';
  if (doc.stage === 'play') return `Round ${doc.play?.round ?? 1} of 7`;
  return doc.paper ? 'Paper sheets' : 'Final sheets';
}
