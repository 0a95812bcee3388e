// Setup: 2–4 tribes in seating order, no geysers; the game opens with the start roll.
import { noGeysers } from './rings';
import type { Failure, GeyserState, Tribe } from './types';

/** One player at setup. */
export type PlayerSetup = { name: string; colour: string };
/** The setup screen's answers: players in seating order, each next one to the left. */
export type GameSetup = { players: PlayerSetup[] };

/** Players allowed at one table. */
export const MIN_PLAYERS = 2;
/** Players allowed at one table. */
export const MAX_PLAYERS = 4;
/** Normal geysers a player must control to move into the Mother Geyser. */
export const MOTHER_NEEDS = 3;

/** A fresh game waiting for the start roll, or an error naming the first bad answer. */
export function newGame(setup: GameSetup): GeyserState | Failure {
  const list = setup?.players;
  if (!Array.isArray(list) || list.length < MIN_PLAYERS || list.length > MAX_PLAYERS) {
    return { error: `Geyser needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${Array.isArray(list) ? list.length : 0}` };
  }
  const players: Tribe[] = [];
  const seen = new Set<string>();
  for (const [i, p] of list.entries()) {
    const name = typeof p?.name === 'string' ? p.name.trim() : '';
    if (name === '') return { error: `Player ${i + 1} needs a name` };
    if (seen.has(name.toLowerCase())) return { error: `Two players are called ${name}: names must differ` };
    seen.add(name.toLowerCase());
    if (typeof p.colour !== 'string' || p.colour.trim() === '') return { error: `${name} needs a colour` };
    players.push({ name, colour: p.colour, geysers: noGeysers() });
  }
  return {
    version: 1,
    players,
    phase: 'start',
    startRolls: [],
    starter: null,
    order: [],
    round: 1,
    turn: 0,
    mother: null,
    battle: null,
    firings: [],
    winner: null,
    receipt: null,
  };
}
