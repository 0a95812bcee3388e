// Saved CAM 8 games of older state versions: 1 (before initiative cards, the printed track and the simultaneous
// Feed) and 2 (before the level on a blank space followed the token's way and the blank after the 5 was the revolt).
import { isObj, type Obj } from '../../rules-kit/read';
import { PLAIN_TRACK, REVOLT_AFTER, lastSpace } from './index';
import { revolt } from './state';

/**
 * A version 1 game in the shape of version 2: the plain track (one space per number, the token on the space of
 * its level), the pick order as the cards 1 to N (as the app played it), and a Feed in progress with its tracker
 * moves already made.
 */
function fromV1(doc: Obj, g: Obj): Obj {
  const level = typeof g.feralLevel === 'number' ? g.feralLevel : 0;
  const players = Array.isArray(g.players) ? g.players : [];
  const order = Array.isArray(g.initiative) ? (g.initiative as number[]) : [];
  const cards = players.map((_, i) => order.indexOf(i) + 1);
  const game = {
    ...g,
    version: 2,
    track: PLAIN_TRACK,
    feralSpace: level,
    feralLevel: Math.min(level, REVOLT_AFTER + 1),
    cards,
    feedFeral: g.phase === 'feed' ? Math.min(level, REVOLT_AFTER + 1) : null,
    fled: 0,
  };
  return { ...doc, game };
}

/**
 * A version 2 game in the shape of version 3. The level the token counts is kept (on a blank space version 2
 * counted the number below it, which version 3 allows too). A token standing on a blank after the 5 had already
 * moved past 5: that was the revolt, so the game ends in it.
 */
function fromV2(doc: Obj, g: Obj): Obj {
  const track = Array.isArray(g.track) ? (g.track as (number | null)[]) : PLAIN_TRACK;
  const past = typeof g.feralSpace === 'number' && g.feralSpace > lastSpace(track);
  const game = { ...g, version: 3, ...(past && !g.gameOver ? { feralLevel: REVOLT_AFTER + 1, gameOver: revolt() } : {}) };
  return { ...doc, game };
}

/** An older document in the shape of version 3. */
export function migrateCam8(doc: unknown, from: number): unknown {
  if (from >= 3 || !isObj(doc)) return doc;
  if (doc.stage === 'setup' && isObj(doc.setup)) return from < 2 ? { ...doc, setup: { ...doc.setup, track: 1 } } : doc;
  if (doc.stage !== 'play' || !isObj(doc.game)) return doc;
  const v2 = from < 2 ? fromV1(doc, doc.game) : doc;
  return fromV2(v2, v2.game as Obj);
}
