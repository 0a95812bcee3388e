// Saved Geyser games of state version 1 (before the turn's move was tracked and the rings were a setting).
import { DEFAULT_RINGS } from './index';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A version 1 document in the shape of version 2: the default rings (the only ones version 1 knew), and
 * the turn's move made when the player whose turn it is has a battle on screen (won, lost or still open).
 */
export function migrateGeyser(doc: unknown, from: number): unknown {
  if (from >= 2 || !isObj(doc) || doc.stage !== 'play' || !isObj(doc.game)) return doc;
  const g = doc.game;
  const order = Array.isArray(g.order) ? g.order : [];
  const current = g.phase === 'turns' && typeof g.turn === 'number' ? order[g.turn] : undefined;
  const b = isObj(g.battle) ? g.battle : null;
  const moved = b !== null && current !== undefined && b.attacker === current && b.ended !== 'retreated';
  return { ...doc, game: { ...g, version: 2, rings: DEFAULT_RINGS.map((r) => [...r]), moved } };
}
