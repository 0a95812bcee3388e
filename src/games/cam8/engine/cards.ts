// Initiative cards: one per whale still in play, numbered 1 to N. In pick order each whale takes
// any card left; Command & Resolve then goes from card 1 upward (RULES.md §2, Initiative).
import { overProblem, playerProblem, whaleOf } from './state';
import type { Cam8State, Refusal } from './types';

/** The whales still in play. */
const alive = (state: Cam8State): number[] => state.players.map((_, i) => i).filter((i) => !whaleOf(state, i).out);

/** The cards on the table this turn: 1 to the number of whales still in play. */
export function cardCount(state: Cam8State): number {
  return alive(state).length;
}

/** The cards nobody has taken yet, lowest first. */
export function cardsLeft(state: Cam8State): number[] {
  const taken = new Set(state.cards.filter((c) => c > 0));
  return Array.from({ length: cardCount(state) }, (_, k) => k + 1).filter((c) => !taken.has(c));
}

/** The whale whose turn it is to take a card (the first in pick order without one), or null when all have. */
export function nextPicker(state: Cam8State): number | null {
  if (state.initiative.length === 0) return null;
  return state.initiative.find((i) => !whaleOf(state, i).out && !(state.cards[i]! > 0)) ?? null;
}

/** `player` takes initiative card `card`: only in the Initiative phase, in pick order, a card still on the table. */
export function pickCard(state: Cam8State, player: number, card: number): Cam8State | Refusal {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (state.phase !== 'initiative') return { error: 'Initiative cards are taken in the Initiative phase' };
  if (state.initiative.length === 0) return { error: 'Settle the pick order first' };
  const next = nextPicker(state);
  if (next === null) return { error: 'Every whale already has its initiative card' };
  if (next !== player) return { error: `It is ${whaleOf(state, next).name}'s pick` };
  if (!cardsLeft(state).includes(card)) return { error: `Card ${String(card)} is not on the table: ${cardsLeft(state).join(', ')} left` };
  const cards = state.cards.map((c, i) => (i === player ? card : c));
  return { ...state, cards, receipt: { player, who: whaleOf(state, player).name, title: 'initiative card', dice: [], result: `takes card ${card}` } };
}

/** The cards after every whale still without one takes the lowest card left, in pick order (what the table does when nobody picks otherwise). */
export function dealRest(state: Cam8State): number[] {
  const cards = [...state.cards];
  const left = cardsLeft(state);
  for (const i of state.initiative) if (!whaleOf(state, i).out && !(cards[i]! > 0)) cards[i] = left.shift() ?? 0;
  return cards;
}

/** Who acts in Command & Resolve, in card order (card 1 first), whales still in play only. */
export function actingOrder(state: Cam8State): number[] {
  return alive(state)
    .filter((i) => state.cards[i]! > 0)
    .sort((a, b) => state.cards[a]! - state.cards[b]!);
}

/** "Card 1 Bo, card 2 Ana, card 3 Cy". */
export function cardsText(state: Cam8State): string {
  return actingOrder(state)
    .map((i) => `card ${state.cards[i]} ${whaleOf(state, i).name}`)
    .join(', ')
    .replace(/^c/, 'C');
}
