// Small shared helpers: checking players and reading geysers controlled.
import { countGeysers } from './rings';
import type { GeyserState, Tribe } from './types';

/** Why `player` is not a player of this game, or null. */
export function playerProblem(state: GeyserState, player: unknown, role = 'Player'): string | null {
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= state.players.length) {
    return `${role} ${String(player)} is not in this game`;
  }
  return null;
}

/** The tribe of `player` (the index has been checked). */
export function tribeOf(state: GeyserState, player: number): Tribe {
  return state.players[player] as Tribe;
}

/** A player's name (the index has been checked). */
export function nameOf(state: GeyserState, player: number): string {
  return tribeOf(state, player).name;
}

/** A new state with `player`'s tribe replaced by `fn(tribe)`. */
export function withTribe(state: GeyserState, player: number, fn: (t: Tribe) => Tribe): GeyserState {
  return { ...state, players: state.players.map((t, i) => (i === player ? fn(t) : t)) };
}

/** Normal geysers `player` controls (what the Mother Geyser's 3-geyser rule counts). */
export function normalGeysers(state: GeyserState, player: number): number {
  return countGeysers(tribeOf(state, player).geysers);
}

/** Geysers `player` controls, the Mother Geyser included: the battle bonus. */
export function geysersControlled(state: GeyserState, player: number): number {
  return normalGeysers(state, player) + (state.mother === player ? 1 : 0);
}

/** "The game is over: Ana won" when it is, else null. */
export function overProblem(state: GeyserState): string | null {
  return state.winner !== null ? `The game is over: ${nameOf(state, state.winner)} won` : null;
}

/** The player whose turn it is (phase 'turns'), else null. */
export function currentPlayer(state: GeyserState): number | null {
  return state.phase === 'turns' ? (state.order[state.turn] ?? null) : null;
}
