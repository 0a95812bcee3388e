// Setup: 2–6 whales of size 1, each with exactly 3 hamsters of its choice; Feral level 0.
import { playerCountProblem, readPlayers } from '../../rules-kit/players';
import { readHamsters, totalHamsters } from './hamsters';
import { type TrackSetting, trackFor, trackProblem } from './track';
import { type Cam8State, type Refusal, type Hamsters, type Variants, type Whale, isRefusal } from './types';

/** One player at setup: name, colour and the 3 starting hamsters (any mix). */
export type PlayerSetup = { name: string; colour: string; hamsters: Partial<Hamsters> };
/** The setup screen's answers; `track`: the printed Feral track (spaces per number, 1 by default, or the list of spaces). */
export type GameSetup = { players: PlayerSetup[]; variants?: Partial<Variants>; track?: TrackSetting };

/** Players allowed at one table. */
export const MIN_PLAYERS = 2;
/** Players allowed at one table. */
export const MAX_PLAYERS = 6;
/** Hamsters each whale starts with. */
export const STARTING_HAMSTERS = 3;

const TABLE = { game: 'CAM 8', min: MIN_PLAYERS, max: MAX_PLAYERS };

/** A fresh game at turn 1, Diplomacy & Trade I, or an error naming the first bad answer. */
export function newGame(setup: GameSetup): Cam8State | Refusal {
  // A name left blank is the seat's placeholder ("Player 2"), as the setup form shows it.
  const list = (Array.isArray(setup?.players) ? setup.players : []).map((p, i) => (p && typeof p.name === 'string' && p.name.trim() === '' ? { ...p, name: `Player ${i + 1}` } : p));
  const count = playerCountProblem(TABLE, list.length);
  if (count) return { error: count };
  const players = readPlayers(list, (p, name): Whale | Refusal => {
    const hamsters = readHamsters(p.hamsters, `${name}'s starting hamsters`);
    if ('error' in hamsters) return hamsters;
    const n = totalHamsters(hamsters as Hamsters);
    if (n !== STARTING_HAMSTERS) {
      return { error: `${name} must start with exactly ${STARTING_HAMSTERS} hamsters, picked ${n}` };
    }
    return { name, colour: p.colour, size: 1, krill: 0, hamsters: hamsters as Hamsters, assists: 0, boost: 0, out: false };
  });
  if (isRefusal(players)) return players;
  const trackBad = trackProblem(setup.track);
  if (trackBad) return { error: trackBad };
  return {
    version: 3,
    players,
    feralSpace: 0,
    feralLevel: 0,
    track: trackFor(setup.track),
    variants: { giantFeral: setup.variants?.giantFeral === true, hamsterTrails: setup.variants?.hamsterTrails === true },
    turn: 1,
    phase: 'diplomacy1',
    endRequests: [],
    initiative: [],
    cards: players.map(() => 0),
    active: null,
    actionsLeft: 0,
    fed: [],
    feedFeral: null,
    fled: 0,
    harvested: false,
    receipt: null,
    gameOver: null,
  };
}
