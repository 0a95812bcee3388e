// Setup: 2–6 whales of size 1, each with exactly 3 hamsters of its choice; Feral level 0.
import { readHamsters, totalHamsters } from './hamsters';
import type { Cam8State, Failure, Hamsters, Variants, Whale } from './types';

/** One player at setup: name, colour and the 3 starting hamsters (any mix). */
export type PlayerSetup = { name: string; colour: string; hamsters: Partial<Hamsters> };
/** The setup screen's answers. */
export type GameSetup = { players: PlayerSetup[]; variants?: Partial<Variants> };

/** Players allowed at one table. */
export const MIN_PLAYERS = 2;
/** Players allowed at one table. */
export const MAX_PLAYERS = 6;
/** Hamsters each whale starts with. */
export const STARTING_HAMSTERS = 3;

/** A fresh game at turn 1, Diplomacy & Trade I, or an error naming the first bad answer. */
export function newGame(setup: GameSetup): Cam8State | Failure {
  const list = setup?.players;
  if (!Array.isArray(list) || list.length < MIN_PLAYERS || list.length > MAX_PLAYERS) {
    return { error: `CAM 8 needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${Array.isArray(list) ? list.length : 0}` };
  }
  const players: Whale[] = [];
  const seen = new Set<string>();
  for (const [i, p] of list.entries()) {
    const name = typeof p?.name === 'string' ? p.name.trim() : '';
    if (name === '') return { error: `Player ${i + 1} needs a name` };
    if (seen.has(name.toLowerCase())) return { error: `Two players are called ${name}: names must differ` };
    seen.add(name.toLowerCase());
    if (typeof p.colour !== 'string' || p.colour.trim() === '') return { error: `${name} needs a colour` };
    const hamsters = readHamsters(p.hamsters, `${name}'s starting hamsters`);
    if ('error' in hamsters) return hamsters;
    const n = totalHamsters(hamsters as Hamsters);
    if (n !== STARTING_HAMSTERS) {
      return { error: `${name} must start with exactly ${STARTING_HAMSTERS} hamsters, picked ${n}` };
    }
    players.push({ name, colour: p.colour, size: 1, krill: 0, hamsters: hamsters as Hamsters, assists: 0, boost: 0, out: false });
  }
  return {
    version: 1,
    players,
    feralLevel: 0,
    variants: { giantFeral: setup.variants?.giantFeral === true, hamsterTrails: setup.variants?.hamsterTrails === true },
    turn: 1,
    phase: 'diplomacy1',
    endRequests: [],
    initiative: [],
    active: null,
    actionsLeft: 0,
    fed: [],
    harvested: false,
    receipt: null,
    gameOver: null,
  };
}
