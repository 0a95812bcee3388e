// Setup: 2–4 tribes in seating order, no geysers; the game opens with the start roll.
import { playerCountProblem, readPlayers } from '../../rules-kit/players';
import { noGeysers, readRings } from './rings';
import { type Refusal, type GeyserState, type Tribe, isRefusal } from './types';

/** One player at setup. */
export type PlayerSetup = { name: string; colour: string };
/**
 * The setup screen's answers: players in seating order, each next one to the left; and the board's rings
 * as text ("2/12, 3/11, …"), empty or absent for the app's reading.
 */
export type GameSetup = { players: PlayerSetup[]; rings?: string };

/** Players allowed at one table. */
export const MIN_PLAYERS = 2;
/** Players allowed at one table. */
export const MAX_PLAYERS = 4;
/** Normal geysers a player must control to move into the Mother Geyser. */
export const MOTHER_NEEDS = 3;

const TABLE = { game: 'Geyser', min: MIN_PLAYERS, max: MAX_PLAYERS };

/** A seat whose name was left blank plays under the name its field showed as a placeholder: "Player 2". */
export function seatNamed<P extends PlayerSetup>(p: P, i: number): P {
  return typeof p?.name === 'string' && p.name.trim() === '' ? { ...p, name: `Player ${i + 1}` } : p;
}

/** A fresh game waiting for the start roll, or an error naming the first bad answer. */
export function newGame(setup: GameSetup): GeyserState | Refusal {
  const list = Array.isArray(setup?.players) ? setup.players : [];
  const count = playerCountProblem(TABLE, list.length);
  if (count) return { error: count };
  const players = readPlayers(list.map(seatNamed), (p, name): Tribe => ({ name, colour: p.colour, geysers: noGeysers() }));
  if (isRefusal(players)) return players;
  const rings = readRings(setup.rings);
  if ('error' in rings) return rings;
  return {
    version: 3,
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
    rings,
    moved: false,
    winner: null,
    receipt: null,
  };
}
