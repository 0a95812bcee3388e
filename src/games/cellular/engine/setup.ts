// Setup for 2–4 players: the Center's dice, Traits to remove, and the optional Starting Genome snake draft.
import { playerCountProblem, readPlayers } from '../../rules-kit/players';
import { noDice } from './dice';
import { type CellularState, type DiceSet, type Refusal, type Microbe, isRefusal } from './types';

/** Players allowed at one table. */
export const MIN_PLAYERS = 2;
/** Players allowed at one table. */
export const MAX_PLAYERS = 4;
/** Rounds in a game. */
export const ROUNDS = 3;
/** Cards each player draws from the Gene Pool. */
export const HAND_SIZE = 8;

/** What the table sets up for a player count: the rules' setup list as numbers. */
export type SetupSheet = {
  players: number;
  /** Dice placed in the Center: 3 d4, 2 d6, 1 d8 per player, plus 1 d12. */
  center: DiceSet;
  /** Traits removed from the Source: 90 for 2 players, 45 for 3, none for 4. */
  removeTraits: number;
  /** One Mutation card per player. */
  mutations: number;
  /** Starting Genomes laid face up for a snake draft: 2 per player. */
  genomes: number;
};

/** Traits removed from the Source by player count. */
const REMOVE_TRAITS: Record<number, number> = { 2: 90, 3: 45, 4: 0 };

const TABLE = { game: 'Cellular Powerhouse', min: MIN_PLAYERS, max: MAX_PLAYERS };

/** The setup sheet for `players` (2–4). */
export function setupSheet(players: number): SetupSheet | Refusal {
  const count = playerCountProblem(TABLE, players);
  if (count) return { error: count };
  return {
    players,
    center: { d4: 3 * players, d6: 2 * players, d8: players, d12: 1 },
    removeTraits: REMOVE_TRAITS[players] as number,
    mutations: players,
    genomes: 2 * players,
  };
}

/** One player at setup. */
export type PlayerSetup = { name: string; colour: string };
/** The setup screen's answers: players in seat order; `snakeDraft` for the Advanced Setup's Starting Genomes. */
export type GameSetup = { players: PlayerSetup[]; snakeDraft?: boolean };

/** A seat whose name was left blank plays under the name its field showed as a placeholder: "Player 2". */
export function seatNamed<P extends PlayerSetup>(p: P, i: number): P {
  return typeof p?.name === 'string' && p.name.trim() === '' ? { ...p, name: `Player ${i + 1}` } : p;
}

/** A fresh game: dice in the Center, empty Microbes; the snake draft first if asked for, else Round 1. */
export function newGame(setup: GameSetup): CellularState | Refusal {
  const list = Array.isArray(setup?.players) ? setup.players : [];
  const sheet = setupSheet(list.length);
  if ('error' in sheet) return sheet;
  const players = readPlayers(list.map(seatNamed), (p, name): Microbe => ({ name, colour: p.colour, dice: noDice(), sheet: null }));
  if (isRefusal(players)) return players;
  return {
    version: 3,
    players,
    center: sheet.center,
    traitsRemoved: sheet.removeTraits,
    phase: setup.snakeDraft === true ? 'genomes' : 'rounds',
    genomePicks: 0,
    round: 1,
    step: 'genePool',
    genePool: genePoolSize(players.length),
    scarcity: null,
    effect: null,
    contest: null,
    winner: null,
    receipt: null,
  };
}

/** A full Gene Pool: 5 Evolutions, 5 Adaptations and 10 Traits per player. */
export function genePool(players: number): { evolutions: number; adaptations: number; traits: number; total: number } {
  return { evolutions: 5 * players, adaptations: 5 * players, traits: 10 * players, total: 20 * players };
}

/** Cards in a full Gene Pool for `players`. */
export function genePoolSize(players: number): number {
  return genePool(players).total;
}
