import { seatColour } from '../../../shared/players';
import type { StagedAction, StagedDoc } from '../../rules-kit/staged';
import type { GameSetup, GeyserState, Ring, Square } from './index';

/** The setup form while players are being entered (seat order, each next one to the left). */
export type SetupDraft = GameSetup;

/** A saved Geyser game: the setup form, then the game itself. */
export type GeyserDoc = StagedDoc<SetupDraft, GeyserState>;

/** Everything a table can do in Geyser; dice faces travel inside, so replay is exact. */
export type GeyserAction = StagedAction<SetupDraft> | PlayAction;

/** The moves of a game in play. */
export type PlayAction =
  | { type: 'startRoll'; faces: number[] }
  | { type: 'endTurn' }
  | { type: 'fire'; faces: [number, number] }
  | { type: 'attack'; attacker: number; defender: number; at: Square }
  | { type: 'battle'; faces: [number, number] }
  | { type: 'retreat' }
  /** Onto a geyser of `ring`: a new one (claimed), or with `held` one the tribe already holds (no new geyser). */
  | { type: 'land'; player: number; ring: Ring; held?: boolean }
  | { type: 'claim'; player: number; ring: Ring }
  | { type: 'lose'; player: number; ring: Ring }
  | { type: 'enterMother'; player: number }
  | { type: 'leaveMother' }
  /** A game saved before version 3: the table checked its counts of two or more geysers on a ring, and they are right. */
  | { type: 'counted' };

/** A new Geyser game: the setup form for three players. */
export function newDoc(): GeyserDoc {
  return { stage: 'setup', setup: { players: [0, 1, 2].map((i) => ({ name: `Player ${i + 1}`, colour: seatColour(i) })) } };
}
