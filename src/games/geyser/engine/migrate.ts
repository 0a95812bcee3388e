// Saved Geyser games of older state versions: 1 (before the turn's move was tracked and the rings were a
// setting) and 2 (before a tribe could land on a geyser it already holds, and while the new token was
// said to need a free square).
import { DEFAULT_RINGS, RINGS } from './index';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

// Version 2's words for the new token ("a free square"), in a receipt, as version 3 says them: the rule text
// lets it go where the tribe's own tokens are.
function newWords(receipt: string, players: unknown): string {
  const names = Array.isArray(players) ? players.flatMap((t) => (isObj(t) && typeof t.name === 'string' ? [t.name] : [])) : [];
  return names.reduce(
    (text, name) => text.split(`${name} may place a new token on a free square around that geyser (not on another player's square)`).join(`${name} may place a new token on any square around that geyser that no other player holds (${name}'s own tokens may be there)`),
    receipt,
  );
}

/**
 * An older document in the shape of version 3. From version 1: the default rings (the only ones version 1
 * knew), and the turn's move made when the player whose turn it is has a battle on screen (won, lost or still
 * open) or holds the Mother Geyser (a holder at a Firing wins, so it moved in this turn). From version 2: the
 * last move's receipt says the new token as version 3 does, so its history replays to it; and a game still in
 * play that counts two or more geysers on a ring asks the table to check them (`recount`). Counts are kept
 * as saved: an update never moves a saved game.
 */
export function migrateGeyser(doc: unknown, from: number): unknown {
  if (from >= 3 || !isObj(doc) || doc.stage !== 'play' || !isObj(doc.game)) return doc;
  let g = doc.game;
  if (from < 2) {
    const order = Array.isArray(g.order) ? g.order : [];
    const current = g.phase === 'turns' && typeof g.turn === 'number' ? order[g.turn] : undefined;
    const b = isObj(g.battle) ? g.battle : null;
    const moved = current !== undefined && ((b !== null && b.attacker === current && b.ended !== 'retreated') || g.mother === current);
    g = { ...g, rings: DEFAULT_RINGS.map((r) => [...r]), moved };
  }
  const receipt = typeof g.receipt === 'string' ? newWords(g.receipt, g.players) : g.receipt;
  // Version 2 counted a piece landing on a geyser its tribe already held as one more geyser: two or more on
  // a ring may be one geyser counted twice, or really two. Only the board knows: the table is asked to check.
  const counts = (t: unknown): Obj => (isObj(t) && isObj(t.geysers) ? t.geysers : {});
  const recount = (Array.isArray(g.players) ? g.players : []).flatMap((t, player) =>
    RINGS.flatMap((ring) => {
      const count = counts(t)[ring];
      return typeof count === 'number' && count >= 2 ? [{ player, ring, count }] : [];
    }),
  );
  return { ...doc, game: { ...g, version: 3, receipt, ...(recount.length > 0 && g.phase !== 'over' ? { recount } : {}) } };
}
