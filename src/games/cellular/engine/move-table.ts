// Cellular Powerhouse's move table: every action, how a stored copy is read, what it does, and its log line.
import type { Refusal } from '../../../shared/refusal';
import { type MoveTable, applyWith, bare, checkActionWith, describeWith } from '../../rules-kit/moves';
import { isCount, isObj } from '../../rules-kit/read';
import { stagedMoves } from '../../rules-kit/staged';
import { checkSetup, checkSheet, isDice } from './check';
import type { CellularAction, CellularDoc, PlayAction, SetupDraft } from './game';
import {
  type CellularState,
  castContest,
  commitDice,
  finishGame,
  newGame,
  pickForContest,
  nextStep,
  pickGenome,
  returnDice,
  rollForEffect,
  rollScarcity,
  setGenePool,
  setNutrients,
  startContest,
  startScarcity,
  takeDice,
} from './index';
import { commitText, contestPickText, finishText, movedText, rollText, startText } from './log';

/** Most moves leave a receipt saying what they did: it is the log line. */
const receipt = (_a: unknown, _before: CellularState, after: CellularState) => after.receipt;
const wholeNumbers = (x: unknown) => Array.isArray(x) && x.every((f) => Number.isInteger(f));
const readDiceMove = (a: Record<string, unknown>) => (isCount(a.player) && isDice(a.dice) ? null : 'a move of dice is not readable');

/** Cellular Powerhouse's moves in play. */
const play: MoveTable<CellularState, PlayAction> = {
  genome: { read: bare, apply: pickGenome, describe: receipt },
  genePool: { read: (a) => (isCount(a.cards) ? null : 'a Gene Pool size is not a count'), apply: (g, a) => setGenePool(g, a.cards), describe: receipt },
  next: { read: bare, apply: nextStep, describe: receipt },
  take: { read: readDiceMove, apply: (g, a) => takeDice(g, a.player, a.dice), describe: (a, before, after) => movedText('take', a.player, before, after) },
  return: { read: readDiceMove, apply: (g, a) => returnDice(g, a.player, a.dice), describe: (a, before, after) => movedText('return', a.player, before, after) },
  scarcity: {
    read: (a) => (Array.isArray(a.contenders) && a.contenders.every(isCount) && typeof a.prize === 'string' ? null : 'a Scarcity roll is not readable'),
    apply: (g, a) => startScarcity(g, a.contenders, a.prize),
    describe: receipt,
  },
  // A secret pick: its log line says who picked, never what.
  commit: { read: readDiceMove, apply: (g, a) => commitDice(g, a.player, a.dice), describe: (a, _before, after) => commitText(after, a.player) },
  roll: {
    read: (a) => (Array.isArray(a.faces) && a.faces.every(wholeNumbers) ? null : 'a Scarcity throw is not readable'),
    apply: (g, a) => rollScarcity(g, a.faces),
    describe: (_a, _before, after) => rollText(after),
  },
  effect: {
    read: (a) => (isCount(a.player) && isDice(a.dice) && wholeNumbers(a.faces) && typeof a.keep === 'boolean' ? null : 'a roll for a card effect is not readable'),
    apply: (g, a) => rollForEffect(g, a.player, a.dice, a.faces, a.keep),
    describe: receipt,
  },
  contest: {
    read: (a) => (Array.isArray(a.rollers) && a.rollers.every(isCount) && typeof a.keep === 'boolean' ? null : 'a card-effect roll of players against each other is not readable'),
    apply: (g, a) => startContest(g, a.rollers, a.keep),
    describe: receipt,
  },
  // A secret pick, as in a Scarcity roll: its log line says who picked, never what.
  contestPick: { read: readDiceMove, apply: (g, a) => pickForContest(g, a.player, a.dice), describe: (a, _before, after) => contestPickText(after, a.player) },
  contestCast: {
    read: (a) => (Array.isArray(a.faces) && a.faces.every(wholeNumbers) ? null : 'a card-effect throw is not readable'),
    apply: (g, a) => castContest(g, a.faces),
    describe: receipt,
  },
  // Counting Nutrients is not logged tap by tap: the final count is.
  nutrients: {
    read: (a) => (isCount(a.player) && isObj(a.sheet) && checkSheet(a.sheet) ? null : 'a count of Nutrients is not readable'),
    apply: (g, a) => setNutrients(g, a.player, a.sheet),
  },
  finish: { read: bare, apply: finishGame, describe: (_a, _before, after) => finishText(after) },
};

/** Every Cellular Powerhouse action: setup, start, and the moves in play. */
export const cellularMoves = stagedMoves<SetupDraft, CellularState, PlayAction>({ readSetup: checkSetup, newGame, started: startText }, play);

/** Applies one action to a saved game: the new document, or a refusal. */
export const applyCellular: (doc: CellularDoc, a: CellularAction) => CellularDoc | Refusal = applyWith(cellularMoves);

/** Why `a` is not a Cellular Powerhouse action, or null when it is (run when a game is opened or imported). */
export const checkCellularAction = checkActionWith(cellularMoves);

/** The game-log line for an applied action (null for setup edits and Nutrient counting). Secret picks never show. */
export const describeCellular = describeWith(cellularMoves);
