import type { GeyserAction } from './game';

/** Setup edits fold into one undo step; moves never merge (each is a step of the game). */
export function mergeGeyser(prev: GeyserAction, next: GeyserAction): GeyserAction | null {
  return prev.type === 'setup' && next.type === 'setup' ? next : null;
}
