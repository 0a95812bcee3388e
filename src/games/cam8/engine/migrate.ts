// Saved CAM 8 games of state version 1 (before initiative cards, the printed track and the simultaneous Feed).
import { isObj } from '../../rules-kit/read';
import { PLAIN_TRACK, REVOLT_AFTER } from './index';

/**
 * A version 1 document in the shape of version 2: the plain track (one space per number, the
 * token on the space of its level), the pick order as the cards 1 to N (as the app played it),
 * and a Feed in progress with its tracker moves already made.
 */
export function migrateCam8(doc: unknown, from: number): unknown {
  if (from >= 2 || !isObj(doc)) return doc;
  if (doc.stage === 'setup' && isObj(doc.setup)) return { ...doc, setup: { ...doc.setup, track: 1 } };
  if (doc.stage !== 'play' || !isObj(doc.game)) return doc;
  const g = doc.game;
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
