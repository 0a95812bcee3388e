// Captain Crackers' move table: every action, how a stored copy is read, what it does, and its log line.
// A table is in setup, in the water calculator or in play; each entry says what its move does in
// each (the turn flow of a game in play is engine/turn.ts).
import { type MoveTable, applyWith, bare, checkActionWith, describeWith } from '../../rules-kit/moves';
import { type Obj, isInt, isOneOf } from '../../rules-kit/read';
import { isCell, isCrew, isMarker, isShape } from './check';
import { type CrackersAction, type CrackersDoc, type PlayDoc, readBoardText } from './game';
import {
  type Board, type Refusal,
  APP_SIDES, MAX_DEPTH, MAX_SANDBAGS, cellName, defaultBoard, flowUnit, isRefusal, placeMarker, setDepth, setSandbags, settle,
} from './index';
import {
  crewMoveText, crewSandbagText, crewStayText, inRound, markerText, modeText, pumpText, sandbagText, shapeText, startText,
} from './log';
import {
  captainMove, chooseShape, crewMoveOnTurn, crewSandbagOnTurn, crewStayOnTurn, crewStillToPlay, editInPlay, flowInPlay, settleInPlay, startPlay,
} from './turn';

/** A table in setup or in the water calculator, where the board is edited freely. */
type EditDoc = Exclude<CrackersDoc, PlayDoc>;

/** Reads a stored action with `test`; a "no" names the action's type. */
const readIf = (test: (a: Obj) => boolean) => (a: Obj) => (test(a) ? null : `a "${String(a.type)}" action is not readable`);
const isSide = (x: unknown) => isInt(x, APP_SIDES.min, APP_SIDES.max);

const withBoard = (doc: EditDoc, b: Board | Refusal): CrackersDoc | Refusal => (isRefusal(b) ? b : { ...doc, board: b });

/** A change of the board in setup or the calculator; in play, refused. */
const edit = <A>(change: (doc: EditDoc, a: A) => CrackersDoc | Refusal) => (doc: CrackersDoc, a: A) => (doc.mode === 'play' ? editInPlay(doc) : change(doc, a));

/** A change of the board's size or layout: in setup only. */
const inSetup = <A>(change: (doc: EditDoc, a: A) => CrackersDoc | Refusal) =>
  edit<A>((doc, a) => (doc.mode === 'setup' ? change(doc, a) : { error: 'Change the board size in setup.' }));

/** A move of a turn: only on a game in play. */
const onTurn = <A>(move: (doc: PlayDoc, a: A) => PlayDoc | Refusal) => (doc: CrackersDoc, a: A): CrackersDoc | Refusal =>
  doc.mode === 'play' ? move(doc, a) : { error: 'Start the game first.' };

/** Water moved by hand: in play (as the turn flow allows) or in the calculator (freely), never in setup. */
const water = <A>(inPlay: (doc: PlayDoc, a: A) => PlayDoc | Refusal, inCalc: (doc: EditDoc, a: A) => CrackersDoc | Refusal) =>
  (doc: CrackersDoc, a: A): CrackersDoc | Refusal => {
    if (doc.mode === 'play') return inPlay(doc, a);
    return doc.mode === 'calc' ? inCalc(doc, a) : { error: 'Start the game or open the calculator first.' };
  };

/** A log line, with the round first (and a game-over or new-round note) for a move in play. */
const logged = <A>(text: (a: A, before: CrackersDoc, after: CrackersDoc) => string) => (a: A, before: CrackersDoc, after: CrackersDoc) =>
  inRound(text(a, before, after), before, after);

/** Every Captain Crackers action: how a stored copy is read, what it does, and its log line. */
export const crackersMoves: MoveTable<CrackersDoc, CrackersAction> = {
  // Stepper taps (size, cell) leave no log line: the board shows them; the log keeps the moves.
  size: {
    read: readIf((a) => isSide(a.width) && isSide(a.height)),
    apply: inSetup((doc, a) => withBoard(doc, defaultBoard(a.width, a.height))),
  },
  layout: {
    read: bare,
    apply: inSetup((doc) => withBoard(doc, defaultBoard(doc.board.width, doc.board.height))),
    describe: logged(() => 'Default layout'),
  },
  marker: {
    read: readIf((a) => isMarker(a.marker) && (a.cell === null || isCell(a.cell))),
    apply: edit((doc, a) => withBoard(doc, placeMarker(doc.board, a.marker, a.cell))),
    describe: logged((a) => markerText(a.marker, a.cell)),
  },
  import: {
    read: readIf((a) => typeof a.text === 'string'),
    apply: edit((doc, a) => withBoard(doc, readBoardText(a.text))),
    describe: logged((_a, _before, after) => `Board text read: ${after.board.height} rows, ${after.board.width} columns`),
  },
  cell: {
    read: readIf((a) => isCell(a.cell) && isInt(a.sandbags, 0, MAX_SANDBAGS) && isInt(a.depth, 0, MAX_DEPTH)),
    apply: edit((doc, a) => {
      const bags = setSandbags(doc.board, a.cell, a.sandbags);
      return withBoard(doc, isRefusal(bags) ? bags : setDepth(bags, a.cell, a.depth));
    }),
  },
  // Leaving a game (for setup or the calculator) is always allowed: undo brings it back.
  mode: {
    read: readIf((a) => isOneOf(a.mode, ['setup', 'calc'])),
    apply: (doc, a) => ({ mode: a.mode, board: doc.board }),
    describe: logged((a, before) => modeText(a.mode, before)),
  },
  start: {
    read: bare,
    apply: edit((doc) => startPlay(doc.board)),
    describe: logged((_a, _before, after) => startText(after.board)),
  },
  crewMove: {
    read: readIf((a) => isCrew(a.who) && isCell(a.to)),
    apply: onTurn((doc, a) => crewMoveOnTurn(doc, a.who, a.to)),
    describe: logged((a, before) => crewMoveText(a.who, a.to, before.board)),
  },
  crewSandbag: {
    read: readIf((a) => isCrew(a.who) && isOneOf(a.change, ['place', 'remove', 'none'])),
    apply: onTurn((doc, a) => crewSandbagOnTurn(doc, a.who, a.change)),
    describe: logged((a, _before, after) => crewSandbagText(a.who, a.change, after.board)),
  },
  crewStay: {
    read: readIf((a) => isCrew(a.who)),
    apply: onTurn((doc, a) => crewStayOnTurn(doc, a.who)),
    describe: logged((_a, before) => crewStayText(before.mode === 'play' ? crewStillToPlay(before) : [])),
  },
  shape: {
    read: readIf((a) => a.shape === null || isShape(a.shape)),
    apply: onTurn((doc, a) => chooseShape(doc, a.shape)),
    describe: logged((a) => shapeText(a.shape)),
  },
  pump: {
    read: readIf((a) => isOneOf(a.leak, [0, 1]) && (a.to === null || isCell(a.to))),
    apply: onTurn(captainMove),
    describe: logged((a, before) => pumpText(a.leak, a.to, before.board)),
  },
  sandbag: {
    read: readIf((a) => isCell(a.cell) && isOneOf(a.change, ['place', 'remove'])),
    apply: onTurn(captainMove),
    describe: logged((a, _before, after) => sandbagText(a.cell, a.change, after.board)),
  },
  skip: {
    read: bare,
    apply: onTurn(captainMove),
    describe: logged(() => 'Captain skips the sandbag move that no cell allows'),
  },
  flow: {
    read: readIf((a) => isCell(a.from) && isCell(a.to)),
    apply: water((doc, a) => flowInPlay(doc, a.from, a.to), (doc, a) => withBoard(doc, flowUnit(doc.board, a.from, a.to))),
    describe: logged((a) => `Water flows from ${cellName(a.from)} to ${cellName(a.to)}`),
  },
  settle: {
    read: bare,
    apply: water(settleInPlay, (doc) => ({ ...doc, board: settle(doc.board) })),
    describe: logged(() => 'Water settled (each unit to its first target)'),
  },
};

/** Applies one action: the new document or a refusal a player can read. */
export const applyCrackers: (doc: CrackersDoc, a: CrackersAction) => CrackersDoc | Refusal = applyWith(crackersMoves);

/** Why `a` is not a Captain Crackers action, or null when it is (run when a game is opened or imported). */
export const checkCrackersAction = checkActionWith(crackersMoves);

/** The game-log line for an applied action (null for stepper taps), with the round in play and a game-over note when the game ends. */
export const describeCrackers = describeWith(crackersMoves);
