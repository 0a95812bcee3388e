// Moon Drop's move table: every action, how a stored copy is read, what it does, and its log line.
// Light on purpose, like game.ts: the screen's chunk imports it (through ../index.ts), so
// nothing here may pull in the best-play scorer (see screens.ts).
import type { Refusal } from '../../../shared/refusal';
import { type MoveTable, applyWith, checkActionWith, describeWith } from '../../rules-kit/moves';
import { isFace, isFaces, isInt, isOneOf } from '../../rules-kit/read';
import { cardsProblem, isAnchor, isCell, isCrisisList, isPick, isPlayer, isRoll, readable } from './check';
import {
  type MoonDropAction,
  type MoonDropDoc,
  EMPTY_SHEET,
  MAX_PLAYERS,
  NAME_MAX,
  cellFromChar,
  inPlay,
  lifeOrHydro,
  markPlaced,
  paint,
  playerName,
  readSheet,
  setCards,
  shuffleCrises,
  start,
} from './game';
import { cardsLine, passLine, placeLine, rollLine, sheetLine, shuffleLine, startLine } from './log';
import { SIZE, blockFor, blockModules, formatSheet, legalPlacements, placeBlock } from './screens';

/** Every Moon Drop action: how a stored copy is read, what it does, and its log line (none for setup edits and painting cells). */
export const moonDropMoves: MoveTable<MoonDropDoc, MoonDropAction> = {
  players: {
    read: (a) => readable('players', Array.isArray(a.names) && isInt(a.names.length, 1, MAX_PLAYERS) && a.names.every((n) => typeof n === 'string')),
    apply: (doc, a) => {
      if (doc.stage !== 'setup') return { error: 'Players are set before the game starts' };
      if (a.names.length < 1 || a.names.length > MAX_PLAYERS) return { error: `A game has 1 to ${MAX_PLAYERS} players` };
      return { ...doc, players: a.names.map((name) => ({ name: name.slice(0, NAME_MAX), sheet: EMPTY_SHEET })) };
    },
  },
  cards: {
    read: (a) => cardsProblem(a.crises, a.goals) ?? readable('cards', isOneOf(a.by, ['app', 'table'])),
    apply: (doc, a) => setCards(doc, a.crises, a.goals),
    describe: cardsLine,
  },
  shuffle: {
    read: (a) => readable('shuffle', isCrisisList(a.order) && isOneOf(a.by, ['app', 'table']) && (a.was === undefined || isCrisisList(a.was))),
    apply: (doc, a) => shuffleCrises(doc, a.order, a.by, a.was),
    describe: shuffleLine,
  },
  start: {
    read: (a) => readable('start', typeof a.paper === 'boolean'),
    apply: (doc, a) => (doc.stage === 'setup' ? start(doc, a.paper) : { error: 'The game has already started' }),
    describe: (a, _before, after) => startLine(a, after),
  },
  roll: {
    read: (a) => readable('roll', isFace(a.blue) && isFaces(a.whites, 4) && isOneOf(a.by, ['app', 'real']) && (a.was === undefined || isRoll(a.was))),
    apply: (doc, a) => {
      if (doc.stage !== 'play' || !doc.play) return { error: 'Dice are rolled during the 7 rounds' };
      if (doc.play.roll) return { error: `Round ${doc.play.round} is already rolled (undo to roll again)` };
      // Faces typed from real dice are refused with a reason the table can read.
      if (!isFace(a.blue) || !isFaces(a.whites, 4)) return { error: 'Each die shows 1 to 6: one blue and four white' };
      const roll = { blue: a.blue, whites: [...a.whites], ...(a.was && { was: { blue: a.was.blue, whites: [...a.was.whites] } }) };
      return { ...doc, play: { ...doc.play, roll } };
    },
    describe: rollLine,
  },
  place: {
    read: (a) =>
      readable(
        'place',
        isPlayer(a.player) && isAnchor(a.anchor) && isInt(a.rotation, 0, 3) && Array.isArray(a.picks) && a.picks.length <= 4 && a.picks.every(isPick),
      ),
    apply: (doc, a) => {
      const at = inPlay(doc, a.player);
      if ('error' in at) return at;
      const squares = blockModules(blockFor(at.roll.blue, at.roll.whites), lifeOrHydro(a.picks));
      if ('error' in squares) return squares;
      const sheet = placeBlock(at.sheet, squares, a.anchor, a.rotation);
      if ('error' in sheet) return sheet;
      return markPlaced(doc, at.play, a.player, formatSheet(sheet));
    },
    describe: placeLine,
  },
  pass: {
    read: (a) => readable('pass', isPlayer(a.player)),
    apply: (doc, a) => {
      const at = inPlay(doc, a.player);
      if ('error' in at) return at;
      if (legalPlacements(at.sheet, blockFor(at.roll.blue, at.roll.whites).cells).length > 0) {
        return { error: `The block fits on ${playerName(doc, a.player)}'s sheet: it must be placed` };
      }
      return markPlaced(doc, at.play, a.player, doc.players[a.player]!.sheet);
    },
    describe: passLine,
  },
  paint: {
    read: (a) =>
      readable(
        'paint',
        isPlayer(a.player) &&
          Array.isArray(a.cells) &&
          a.cells.length <= SIZE * SIZE &&
          a.cells.every(isCell) &&
          typeof a.value === 'string' &&
          cellFromChar(a.value) !== undefined &&
          Number.isFinite(a.stroke),
      ),
    apply: (doc, a) => paint(doc, a.player, a.cells, a.value),
  },
  sheet: {
    read: (a) => readable('sheet', isPlayer(a.player) && typeof a.text === 'string'),
    apply: (doc, a) => {
      if (doc.stage !== 'end' || !doc.players[a.player]) return { error: 'Sheet text is read after play, on the final sheets' };
      const sheet = readSheet(a.text);
      if ('error' in sheet) return sheet;
      return { ...doc, players: doc.players.map((p, i) => (i === a.player ? { ...p, sheet: formatSheet(sheet) } : p)) };
    },
    describe: sheetLine,
  },
};

/** Applies one action: the new document, or a refusal a player can read. */
export const applyMoonDrop: (doc: MoonDropDoc, a: MoonDropAction) => MoonDropDoc | Refusal = applyWith(moonDropMoves);

/** Why `a` is not a Moon Drop action, or null when it is (run when a game is opened or imported). */
export const checkMoonDropAction = checkActionWith(moonDropMoves);

/** The game-log line for an applied action (null for setup edits and painting cells). */
export const describeMoonDrop = describeWith(moonDropMoves);
