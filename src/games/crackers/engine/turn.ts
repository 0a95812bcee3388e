import {
  type Board, type Cell, type CrewMember, type Refusal,
  CAPTAIN_TURNS, CREW, cellAt, cellName, flowTargets, flowUnit, isRefusal, moveCrew, outcome, pendingFlows,
  placeProblem, placeSandbag, pump, removeProblem, removeSandbag, roundsFor, sameCell, settle,
} from './index';
import type { BagChange, CrackersAction, GameOver, PlayDoc, PlayState, Turn } from './game';

/** The parts of the Captain's turn. */
type CaptainAction = Extract<CrackersAction, { type: 'pump' | 'sandbag' | 'skip' }>;

/** What is left of the Captain's chosen turn. */
export type CaptainLeft = { pump: number; place: number; remove: number };

const fresh = (round: number, turn: Turn): PlayState => ({
  round, turn, moved: false, shape: null, pumped: 0, placed: 0, removed: 0, done: false, over: null,
});

/** The turn order on this board: the crew on it in the order a, b, c, then the Captain. */
export function turnOrder(board: Board): Turn[] {
  return [...CREW.filter((who) => board.crew[who] !== undefined), 'captain'];
}

/** A game starting on `board`: round 1, first crew member (water that must flow flows first). */
export function startPlay(board: Board): PlayDoc {
  return afterMove({ mode: 'play', board, play: fresh(1, turnOrder(board)[0]!) });
}

/** The Captain's remaining turn parts, or null when it is not the Captain's turn or no shape is chosen. */
export function captainLeft(play: PlayState): CaptainLeft | null {
  if (play.turn !== 'captain' || play.shape === null) return null;
  const t = CAPTAIN_TURNS[play.shape]!;
  return { pump: t.pump - play.pumped, place: t.place - play.placed, remove: t.remove - play.removed };
}

/** True when some cell of the board can take one more sandbag. */
export function canPlaceSomewhere(board: Board): boolean {
  return board.sandbags.some((_, i) => placeProblem(board, cellAt(board, i)) === null);
}

/** True when some cell of the board can give up a sandbag. */
export function canRemoveSomewhere(board: Board): boolean {
  return board.sandbags.some((_, i) => removeProblem(board, cellAt(board, i)) === null);
}

// The adjustment is over when no unit must flow: then the outcome is checked and, when
// every part of the turn is done, the next turn (or round) begins.
function afterMove(doc: PlayDoc): PlayDoc {
  const { board, play } = doc;
  if (pendingFlows(board).length > 0) return doc;
  const final = play.turn === 'captain' && play.done && play.round >= roundsFor(board.width, board.height);
  const o = outcome(board, final);
  if (o.winner) return { ...doc, play: { ...play, over: { winner: o.winner, reason: o.reason } } };
  if (!play.done) return doc;
  const order = turnOrder(board);
  const next = play.turn === 'captain' ? fresh(play.round + 1, order[0]!) : fresh(play.round, order[order.indexOf(play.turn) + 1]!);
  return { ...doc, play: next };
}

function moved(doc: PlayDoc, board: Board | Refusal, play: PlayState): PlayDoc | Refusal {
  return isRefusal(board) ? board : afterMove({ ...doc, board, play });
}

function captainPart(play: PlayState, part: 'pumped' | 'placed' | 'removed'): PlayState {
  const next = { ...play, [part]: play[part] + 1 };
  const left = captainLeft(next)!;
  return { ...next, done: left.pump + left.place + left.remove === 0 };
}

const whoseTurn = (play: PlayState) => (play.turn === 'captain' ? "It is the Captain's turn." : `It is crew ${play.turn}'s turn.`);

const gameOver = (over: GameOver): Refusal => ({ error: `The game is over: ${over.reason} Undo to take moves back.` });

// Every move of a turn waits for the water: none is made once the game is over, or while a unit must still flow.
function blocked(doc: PlayDoc): Refusal | null {
  if (doc.play.over) return gameOver(doc.play.over);
  const waiting = pendingFlows(doc.board);
  return waiting.length > 0 ? { error: `Water must flow first, starting at ${cellName(waiting[0]!)}.` } : null;
}

/** A change of the board (size, layout, a marker, a cell, board text, start) asked for in play: refused. */
export function editInPlay(doc: PlayDoc): Refusal {
  return blocked(doc) ?? { error: 'A game is under way: go back to setup or the calculator to change the board.' };
}

/** In play, the unit of water that must flow next (highest first, then in reading order) flows from `from` to `to`. */
export function flowInPlay(doc: PlayDoc, from: Cell, to: Cell): PlayDoc | Refusal {
  const { board, play } = doc;
  if (play.over) return gameOver(play.over);
  const first = pendingFlows(board)[0];
  if (!first) return { error: 'No water needs to flow now.' };
  if (!sameCell(from, first)) return { error: `The water at ${cellName(first)} flows first (highest first, then in reading order).` };
  return moved(doc, flowUnit(board, from, to), play);
}

/** In play, all the water that must flow settles at once (each unit to its first target). */
export function settleInPlay(doc: PlayDoc): PlayDoc | Refusal {
  if (doc.play.over) return gameOver(doc.play.over);
  if (pendingFlows(doc.board).length === 0) return { error: 'No water needs to flow now.' };
  return afterMove({ ...doc, board: settle(doc.board) });
}

/** The crew member on turn moves to `to` (once a turn, before its sandbag step). */
export function crewMoveOnTurn(doc: PlayDoc, who: CrewMember, to: Cell): PlayDoc | Refusal {
  const stop = blocked(doc);
  if (stop) return stop;
  const { board, play } = doc;
  if (play.turn !== who) return { error: whoseTurn(play) };
  if (play.moved) return { error: `Crew ${who} has already moved this turn.` };
  return moved(doc, moveCrew(board, who, to), { ...play, moved: true });
}

/** The crew member on turn, having moved, places or removes a sandbag where it stands (or changes none): its turn is done. */
export function crewSandbagOnTurn(doc: PlayDoc, who: CrewMember, change: BagChange | 'none'): PlayDoc | Refusal {
  const stop = blocked(doc);
  if (stop) return stop;
  const { board, play } = doc;
  if (play.turn !== who) return { error: whoseTurn(play) };
  if (!play.moved) return { error: `Crew ${who} moves first, then may change a sandbag.` };
  const at = board.crew[who]!;
  const next = change === 'none' ? board : change === 'place' ? placeSandbag(board, at) : removeSandbag(board, at);
  return moved(doc, next, { ...play, done: true });
}

/** The crew members who have still to play this round, from the one on turn (before it has moved): those "all crew stay" covers. */
export function crewStillToPlay(doc: PlayDoc): CrewMember[] {
  const { play, board } = doc;
  if (play.over || play.turn === 'captain' || play.moved) return [];
  const order = turnOrder(board);
  return order.slice(order.indexOf(play.turn)).filter((t): t is CrewMember => t !== 'captain');
}

/**
 * "All crew stay": crew `who`, on turn and not yet moved, and every crew member after it this round stay where
 * they stand and change no sandbag, as that many "stay" and "no sandbag change" taps would; then the Captain's turn.
 */
export function crewStayOnTurn(doc: PlayDoc, who: CrewMember): PlayDoc | Refusal {
  const stop = blocked(doc);
  if (stop) return stop;
  if (doc.play.turn !== who) return { error: whoseTurn(doc.play) };
  if (doc.play.moved) return { error: `Crew ${who} has moved already: choose its sandbag step.` };
  let now: PlayDoc = doc;
  for (const member of crewStillToPlay(doc)) {
    const stayed = crewMoveOnTurn(now, member, now.board.crew[member]!);
    if (isRefusal(stayed)) return stayed;
    const done = crewSandbagOnTurn(stayed, member, 'none');
    if (isRefusal(done)) return done;
    now = done;
    // Nothing on the board changes, so nothing can end the game; stop all the same if something did.
    if (now.play.over) break;
  }
  return now;
}

/** The Captain chooses a turn shape (an index into CAPTAIN_TURNS), or chooses again (null) before any part of it is done. */
export function chooseShape(doc: PlayDoc, shape: number | null): PlayDoc | Refusal {
  const stop = blocked(doc);
  if (stop) return stop;
  const { play } = doc;
  if (play.turn !== 'captain') return { error: whoseTurn(play) };
  if (play.pumped + play.placed + play.removed > 0) return { error: 'The Captain has begun this turn; undo to choose another.' };
  return { ...doc, play: { ...play, shape } };
}

/** A part of the Captain's chosen turn: pump a unit at a leak, place or remove a sandbag, or skip a sandbag move no cell allows. */
export function captainMove(doc: PlayDoc, a: CaptainAction): PlayDoc | Refusal {
  const stop = blocked(doc);
  if (stop) return stop;
  const { board, play } = doc;
  const left = captainLeft(play);
  if (!left) return { error: play.turn === 'captain' ? "Choose the Captain's turn first." : whoseTurn(play) };
  if (a.type === 'pump') {
    if (left.pump < 1) return { error: 'The Captain has pumped all the water of this turn.' };
    const leak = board.leaks[a.leak];
    const wet = pump(board, a.leak);
    if (isRefusal(wet)) return wet;
    const targets = flowTargets(wet, leak);
    if (a.to === null && targets.length > 0) {
      return { error: `Pick where the pumped unit flows: ${targets.map(cellName).join('; ')}.` };
    }
    return moved(doc, a.to === null ? wet : flowUnit(wet, leak, a.to), captainPart(play, 'pumped'));
  }
  if (a.type === 'sandbag') {
    if (left[a.change] < 1) return { error: `This turn has no sandbag to ${a.change} left.` };
    const next = a.change === 'place' ? placeSandbag(board, a.cell) : removeSandbag(board, a.cell);
    return moved(doc, next, captainPart(play, a.change === 'place' ? 'placed' : 'removed'));
  }
  if (left.pump > 0) return { error: 'Pump first: only a sandbag move that no cell allows can be skipped.' };
  if (left.place > 0 && canPlaceSomewhere(board)) return { error: 'A sandbag can still be placed somewhere, so it cannot be skipped.' };
  if (left.remove > 0 && canRemoveSomewhere(board)) return { error: 'A sandbag can still be removed somewhere, so it cannot be skipped.' };
  return afterMove({ ...doc, play: { ...play, done: true } });
}
