// The app's readings of gaps in the CAM 8 rule text that change a number on screen (RULES-NOTES.md),
// one line each, shown with a "Reading" mark where they apply.
import type { Action, Cam8State } from '../engine';

/** One reading as a screen shows it: its entry on the Rules screen (guide.ts) and its line. */
export type ReadingLine = { id: string; text: string };

/** The readings that apply to `action` as `player` is about to take it, in the order a player meets them. */
export function actionReadings(g: Cam8State, player: number, action: Action, dice: number, target: number | null): ReadingLine[] {
  const w = g.players[player]!;
  const out: ReadingLine[] = [];
  const add = (id: string, text: string) => out.push({ id, text });
  if (dice > 1) add('modifier-fixed-per-action', 'All dice of this action get the modifier in force before it; a Feral step from one die does not change the next die.');
  if (dice > 0 && w.boost + w.assists > 0) add('boosts-spent-together', 'Boosts and Assists are spent by the first action that rolls at least one die, all of them together.');
  if (action === 'patrol' || action === 'recruitBarbarians') add('revolt-midway', 'If the hamsters revolt partway, the game ends at once and the remaining dice do nothing.');
  if (action === 'recruitBarbarians' && g.feralLevel === 0) add('recruit-barbarians-feral-0', 'At Feral 0 a result over 4 still gains the hamster; the tracker simply stays at 0.');
  if (action === 'tunnel') add('tunnel-dice-order', 'You may place fewer tokens than you have Diggers; die 1 is for the first token placed, die 2 for the second.');
  if (action === 'recruitHamsters') add('recruit-hamsters-at-most', 'A target gives at most the hamsters it has.');
  if (action === 'psychicAssist' && target !== null && g.active !== null) {
    const acted = g.cards[target]! > 0 && g.cards[target]! < g.cards[g.active]!;
    if (acted) add('assist-lapses', `${g.players[target]!.name} has already acted: the Assist lapses at the end of Command & Resolve.`);
  }
  return out;
}

/** Feed's readings: what happens to a starving whale's hamsters, growth dice, and the size. */
export const FEED_READINGS: ReadingLine[] = [
  { id: 'starving-hamsters', text: 'A whale that starves has eaten all its krill (unless its owner chose a smaller meal), so its hamsters go unfed.' },
  { id: 'growth-dice-feral-only', text: 'Growth dice get only the Feral modifier: Boosts and Assists have lapsed. There is no largest size.' },
];

/** The Initiative phase's reading of the krill offer. */
export const KRILL_OFFER_READING = 'The offer goes once per tied group, to the tied whale with strictly the most krill (at least 1); the rest roll off.';

/** The Harvest phase's reading. */
export const HARVEST_READING = 'The harvest must be entered (0 for a whale with no flooded section) before Harvest ends: a forgotten harvest would starve whales in Feed.';
