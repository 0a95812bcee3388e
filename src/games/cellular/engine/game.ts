import { seatColour } from '../../../shared/players';
import type { StagedAction, StagedDoc } from '../../rules-kit/staged';
import type { CellularState, DiceSet, NutrientSheet, PlayerSetup } from './index';

/** The setup form: players in seat order, and whether the Advanced Setup's snake draft is played. */
export type SetupDraft = { players: PlayerSetup[]; snakeDraft: boolean };

/** A saved Cellular Powerhouse game: the setup form, then the game itself. */
export type CellularDoc = StagedDoc<SetupDraft, CellularState>;

/**
 * Everything a table can do; dice faces travel inside, so replay is exact. A `commit` carries a
 * secret pick (so does a `contestPick`): only the screen keeps it hidden, so nothing that shows an action may print its dice.
 */
export type CellularAction = StagedAction<SetupDraft> | PlayAction;

/** The moves of a game in play. */
export type PlayAction =
  | { type: 'genome' }
  | { type: 'genePool'; cards: number }
  | { type: 'next' }
  | { type: 'take'; player: number; dice: DiceSet }
  | { type: 'return'; player: number; dice: DiceSet }
  | { type: 'scarcity'; contenders: number[]; prize: string }
  | { type: 'commit'; player: number; dice: DiceSet }
  | { type: 'roll'; faces: number[][] }
  | { type: 'effect'; player: number; dice: DiceSet; faces: number[]; keep: boolean }
  // A card-effect roll of players against each other: who rolls, then each one's secret pick, then the cast.
  | { type: 'contest'; rollers: number[]; keep: boolean }
  | { type: 'contestPick'; player: number; dice: DiceSet }
  | { type: 'contestCast'; faces: number[][] }
  | { type: 'nutrients'; player: number; sheet: NutrientSheet }
  | { type: 'finish' };

/** A new game: the setup form for three players, without the snake draft. */
export function newDoc(): CellularDoc {
  return { stage: 'setup', setup: { players: [0, 1, 2].map((i) => ({ name: `Player ${i + 1}`, colour: seatColour(i) })), snakeDraft: false } };
}
