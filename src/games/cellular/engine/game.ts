import { seatColour } from '../../../shared/players';
import { type StagedDoc, applyStaged } from '../../rules-kit/staged';
import { checkCellularAction } from './check';
import {
  type CellularState,
  type DiceSet,
  type NutrientSheet,
  type PlayerSetup,
  commitDice,
  finishGame,
  newGame,
  nextStep,
  pickGenome,
  returnDice,
  rollForEffect,
  rollScarcity,
  setGenePool,
  setNutrients,
  startScarcity,
  takeDice,
} from './index';

/** The setup form: players in seat order, and whether the Advanced Setup's snake draft is played. */
export type SetupDraft = { players: PlayerSetup[]; snakeDraft: boolean };

/** A saved Cellular Powerhouse game: the setup form, then the game itself. */
export type CellularDoc = StagedDoc<SetupDraft, CellularState>;

/**
 * Everything a table can do; dice faces travel inside, so replay is exact. A `commit` carries a
 * secret pick: only the screen keeps it hidden, so nothing that shows an action may print its dice.
 */
export type CellularAction =
  | { type: 'setup'; setup: SetupDraft }
  | { type: 'start' }
  | { type: 'genome' }
  | { type: 'genePool'; cards: number }
  | { type: 'next' }
  | { type: 'take'; player: number; dice: DiceSet }
  | { type: 'return'; player: number; dice: DiceSet }
  | { type: 'scarcity'; contenders: number[]; prize: string }
  | { type: 'commit'; player: number; dice: DiceSet }
  | { type: 'roll'; faces: number[][] }
  | { type: 'effect'; player: number; dice: DiceSet; faces: number[]; keep: boolean }
  | { type: 'nutrients'; player: number; sheet: NutrientSheet }
  | { type: 'finish' };

/** A new game: the setup form for three players, without the snake draft. */
export function newDoc(): CellularDoc {
  return { stage: 'setup', setup: { players: [0, 1, 2].map((i) => ({ name: `Player ${i + 1}`, colour: seatColour(i) })), snakeDraft: false } };
}

function move(g: CellularState, a: CellularAction): CellularState | { error: string } {
  switch (a.type) {
    case 'genome':
      return pickGenome(g);
    case 'genePool':
      return setGenePool(g, a.cards);
    case 'next':
      return nextStep(g);
    case 'take':
      return takeDice(g, a.player, a.dice);
    case 'return':
      return returnDice(g, a.player, a.dice);
    case 'scarcity':
      return startScarcity(g, a.contenders, a.prize);
    case 'commit':
      return commitDice(g, a.player, a.dice);
    case 'roll':
      return rollScarcity(g, a.faces);
    case 'effect':
      return rollForEffect(g, a.player, a.dice, a.faces, a.keep);
    case 'nutrients':
      return setNutrients(g, a.player, a.sheet);
    case 'finish':
      return finishGame(g);
    default:
      return { error: `Unknown move "${String((a as { type?: unknown }).type)}"` };
  }
}

/** Applies one action to a saved game: the new document, or a refusal. */
export function applyCellular(doc: CellularDoc, a: CellularAction): CellularDoc | { error: string } {
  return applyStaged({ check: checkCellularAction, newGame, move }, doc, a);
}
