// Setup for 2–4 players: the Center's dice, Traits to remove, and the optional Starting Genome snake draft.
import { noDice } from './dice';
import type { CellularState, DiceSet, Failure, Microbe } from './types';

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

/** The setup sheet for `players` (2–4). */
export function setupSheet(players: number): SetupSheet | Failure {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return { error: `Cellular Powerhouse needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${players}` };
  }
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

/** A fresh game: dice in the Center, empty Microbes; the snake draft first if asked for, else Round 1. */
export function newGame(setup: GameSetup): CellularState | Failure {
  const list = Array.isArray(setup?.players) ? setup.players : [];
  const sheet = setupSheet(list.length);
  if ('error' in sheet) return sheet;
  const players: Microbe[] = [];
  const seen = new Set<string>();
  for (const [i, p] of list.entries()) {
    const name = typeof p?.name === 'string' ? p.name.trim() : '';
    if (name === '') return { error: `Player ${i + 1} needs a name` };
    if (seen.has(name.toLowerCase())) return { error: `Two players are called ${name}: names must differ` };
    seen.add(name.toLowerCase());
    if (typeof p.colour !== 'string' || p.colour.trim() === '') return { error: `${name} needs a colour` };
    players.push({ name, colour: p.colour, dice: noDice(), sheet: null });
  }
  return {
    version: 1,
    players,
    center: sheet.center,
    traitsRemoved: sheet.removeTraits,
    phase: setup.snakeDraft === true ? 'genomes' : 'rounds',
    genomePicks: 0,
    round: 1,
    step: 'genePool',
    genePool: genePoolSize(players.length),
    scarcity: null,
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
