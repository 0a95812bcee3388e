// Saved Cellular Powerhouse games of older state versions: 1 (each Evolution a signed number, every sheet whole)
// and 2 (no card-effect roll of players against each other).
import { readSheet } from './index';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

// Version 1 to 2: each Evolution entered as a number becomes its outcome (+n gains n, −n loses n, 0 not met);
// there is no card-effect roll yet. Version 1 had no ties, so none is made up.
function fromVersion1(game: Obj & { players: unknown[] }): Obj {
  const players = game.players.map((m: unknown) => {
    if (!isObj(m) || m.sheet === null || m.sheet === undefined) return m;
    const sheet = readSheet(m.sheet);
    return 'error' in sheet ? m : { ...m, sheet };
  });
  return { ...game, version: 2, players, effect: game.effect ?? null };
}

/**
 * An older document in the shape of version 3: version 1's Evolutions as outcomes, and (from 1 or 2) no
 * card-effect roll of players against each other under way, as none could be. Anything unreadable is left as
 * it is for the checks to refuse with their reason.
 */
export function migrateCellular(doc: unknown, from: number): unknown {
  if (from >= 3 || !isObj(doc) || doc.stage !== 'play' || !isObj(doc.game) || !Array.isArray(doc.game.players)) return doc;
  const game = from < 2 ? fromVersion1(doc.game as Obj & { players: unknown[] }) : doc.game;
  return { ...doc, game: { ...game, version: 3, contest: game.contest ?? null } };
}
