// The app's readings of gaps in the CAM 8 rule text that change a number on screen (RULES-NOTES.md),
// one short line each, shown with a "Reading" mark (its link opens the entry and its why) after the tools they concern.
import type { Action, Cam8State } from '../engine';

/** One reading as a screen shows it: its entry on the Rules screen (guide.ts) and its line. */
export type ReadingLine = { id: string; text: string };

/** The readings that apply to `action` as `player` is about to take it, in the order a player meets them. */
export function actionReadings(g: Cam8State, player: number, action: Action, dice: number, target: number | null): ReadingLine[] {
  const w = g.players[player]!;
  const out: ReadingLine[] = [];
  const add = (id: string, text: string) => out.push({ id, text });
  if (dice > 1) add('modifier-fixed-per-action', 'One modifier for every die of this action.');
  if (dice > 0 && w.boost + w.assists > 0) add('boosts-spent-together', 'Every Boost and Assist goes to this roll.');
  if (action === 'patrol' || action === 'recruitBarbarians') add('revolt-midway', 'A revolt partway ends the game: later dice do nothing.');
  if (action === 'recruitBarbarians' && g.feralLevel === 0) add('recruit-barbarians-feral-0', 'At Feral 0, 5 or more still gains the hamster.');
  if (action === 'tunnel') add('tunnel-dice-order', 'Fewer tokens than Diggers is fine; die 1 is the first token placed.');
  if (action === 'recruitHamsters') add('recruit-hamsters-at-most', 'A target gives at most the hamsters it has.');
  if (action === 'psychicAssist') add('psychic-assist-action', 'The Assist uses one of this whale\'s actions.');
  if (action === 'psychicAssist' && target !== null && g.active !== null) {
    const acted = g.cards[target]! > 0 && g.cards[target]! < g.cards[g.active]!;
    if (acted) add('assist-lapses', `${g.players[target]!.name} has already acted: the Assist lapses.`);
  }
  return out;
}

/** Feed's readings: what happens to a starving whale's hamsters, growth dice, and the size. */
export const FEED_READINGS: ReadingLine[] = [
  { id: 'starving-hamsters', text: 'A starving whale eats all its krill: its hamsters go unfed.' },
  { id: 'growth-dice-feral-only', text: 'Growth dice: Feral modifier only; no largest size.' },
];

/** The Initiative phase's reading of the krill offer. */
export const KRILL_OFFER_READING = 'Only a whale with strictly the most krill of its tie may pay.';

/** The Harvest phase's reading. */
export const HARVEST_READING = 'Harvest ends only once the counts are added (0s too).';

/** Setup's readings: the player count and the starting storehouse. */
export const PLAYER_COUNT_READING = '2 to 6 whales: the text sets no player count.';
export const STOREHOUSE_READING = 'Every whale starts with an empty storehouse (0 krill).';

/** The owner's choice of runaway hamsters. */
export const FLEE_READING = 'The owner chooses which unfed hamsters run off.';

/** Feed's smaller meal (the text says a whale eats its size). */
export const SMALLER_MEAL_READING = 'The text says a whale eats its size; eating less by choice is the app\'s reading.';
