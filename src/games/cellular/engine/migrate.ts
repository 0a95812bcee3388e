// Saved Cellular Powerhouse games of state version 1 (each Evolution a signed number, every sheet whole).
import { readSheet } from './index';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A version 1 document in the shape of version 2: each Evolution entered as a number becomes its outcome
 * (+n gains n, −n loses n, 0 not met); there is no card-effect roll yet. Version 1 had no ties, so none is made up. Anything unreadable is
 * left as it is for the checks to refuse with their reason.
 */
export function migrateCellular(doc: unknown, from: number): unknown {
  if (from >= 2 || !isObj(doc) || doc.stage !== 'play' || !isObj(doc.game) || !Array.isArray(doc.game.players)) return doc;
  const players = doc.game.players.map((m: unknown) => {
    if (!isObj(m) || m.sheet === null || m.sheet === undefined) return m;
    const sheet = readSheet(m.sheet);
    return 'error' in sheet ? m : { ...m, sheet };
  });
  return { ...doc, game: { ...doc.game, version: 2, players, effect: doc.game.effect ?? null } };
}
