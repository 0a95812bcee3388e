import type { GeyserAction, GeyserDoc } from './game';

/** The game-log line for an applied Geyser action, or null for setup edits. */
export function describeGeyser(a: GeyserAction, before: GeyserDoc, after: GeyserDoc): string | null {
  if (after.stage !== 'play') return null;
  const g = after.game;
  if (a.type === 'start') return `Game started: ${g.players.map((t) => t.name).join(', ')} (seat order, each next one to the left)`;
  // Every move leaves a receipt saying what it did; it is the log line.
  const changed = before.stage === 'play' && before.game !== g;
  return changed ? g.receipt : null;
}

/** Setup edits fold into one undo step; moves never merge (each is a step of the game). */
export function mergeGeyser(prev: GeyserAction, next: GeyserAction): GeyserAction | null {
  return prev.type === 'setup' && next.type === 'setup' ? next : null;
}
