// Small shared helpers: checking players, and refusing moves while a Scarcity roll is under way.
import type { CellularState } from './types';

/** Why `player` is not a player of this game, or null. */
export function playerProblem(state: CellularState, player: unknown, role = 'Player'): string | null {
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= state.players.length) {
    return `${role} ${String(player)} is not in this game`;
  }
  return null;
}

/** A player's name (the index has been checked). */
export function nameOf(state: CellularState, player: number): string {
  return state.players[player]?.name ?? `Player ${player + 1}`;
}

/** True while a Scarcity roll has no winner yet. */
export function scarcityOpen(state: CellularState): boolean {
  return state.scarcity !== null && state.scarcity.winner === null;
}

/** True while a card-effect roll of players against each other is not yet cast. */
export function contestOpen(state: CellularState): boolean {
  return state.contest !== null && state.contest.rolls === null;
}

/** Why nothing else may happen now (game over, a Scarcity roll or a card-effect roll to finish), or null. */
export function busyProblem(state: CellularState): string | null {
  if (state.phase === 'over') return `The game is over: ${nameOf(state, state.winner ?? 0)} won`;
  if (contestOpen(state)) return 'Finish the card-effect roll first';
  return scarcityOpen(state) ? 'Finish the Scarcity roll first' : null;
}

/**
 * Why the open Scarcity roll cannot be played on here, or null: the screens show one only during the Rounds, and
 * after Round 3 only the one for a tie for the most Nutrients (a hand-edited game could hold one anywhere).
 */
export function scarcityPlaceProblem(state: CellularState): string | null {
  const s = state.scarcity;
  if (!s) return null;
  if (state.phase === 'genomes') return 'No Scarcity roll is made during the Starting Genome draft';
  if (state.phase === 'rounds' && s.decidesGame) return 'The Scarcity roll for the game comes after Round 3';
  if (state.phase === 'scoring' && !s.decidesGame) return 'All 3 Rounds are over: only a tie for the most Nutrients goes to a Scarcity roll';
  return null;
}
