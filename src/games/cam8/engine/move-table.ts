// CAM 8's move table: every action, how a stored copy is read, what it does to the saved game, and its log line.
//
// CAM 8's saved game carries more than the game in play (the Diplomacy clock, dice parked for an
// owner's choice, the roll-off dice of an open tie), so its table is over the whole saved game
// rather than `stagedMoves`: `setup` and `start` work before play, every other move in play only,
// and while dice are parked (pending.ts) only corrections by hand and the move with those dice may happen.
import type { Refusal } from '../../../shared/refusal';
import { type MoveTable, applyWith, bare, checkActionWith, describeWith } from '../../rules-kit/moves';
import { isCount, isObj, isOneOf } from '../../rules-kit/read';
import { checkDecisions, checkOffer, checkPending, checkSetup } from './check';
import type { Cam8Action, Cam8Doc, Playing } from './game';
import {
  ACTIONS,
  type Cam8State,
  type InitiativeDecisions,
  type Needs,
  WHALE_FIELDS,
  adjust,
  adjustFeral,
  askToEnd,
  diplomacyStatus,
  endActions,
  feed,
  harvestFlooding,
  initiativeOrder,
  isNeeds,
  isRefusal,
  newGame,
  nextPhase,
  pickCard,
  resolveAction,
  rollOffProblem,
  setInitiative,
  trade,
} from './index';
import { adjustText, askText, cardText, feralText, floodText, overText, passText, phaseText, receiptText, rollOffText, rollText, startText } from './log';
import { type Pending, blockedByPending, keptRollOff, resolvePending } from './pending';

type Moved = Cam8State | Refusal | Needs;

/** The saved game after a move of the game in play: the clock follows the Diplomacy quorum, parked and roll-off dice are dropped. */
function play(doc: Playing, result: Moved, at?: number): Playing | Refusal {
  if (isRefusal(result)) return { error: result.error };
  if (isNeeds(result)) return { error: result.needs.map((n) => n.text).join('; ') };
  const moved: Cam8State = result;
  const before = doc.game.phase === moved.phase && diplomacyStatus(doc.game).countdown;
  const now = diplomacyStatus(moved).countdown && (moved.phase === 'diplomacy1' || moved.phase === 'diplomacy2');
  // The countdown starts when the quorum is first reached and stops if it is lost or the phase ends.
  const clock = now ? (before && doc.clock !== null ? doc.clock : (at ?? doc.clock ?? 0)) : null;
  // A move of the game drops the roll-off dice; corrections by hand put them back when still valid.
  const { rollOff: _dropped, ...rest } = doc;
  return { ...rest, game: moved, clock, pending: null };
}

// Corrections by hand keep the dice that wait (for a choice, or in an open roll-off).
function corrected(doc: Playing, r: Playing | Refusal): Playing | Refusal {
  if ('error' in r) return r;
  const rollOff = keptRollOff(r.game, doc.rollOff);
  return { ...r, pending: doc.pending, ...(rollOff ? { rollOff } : {}) };
}

// A roll-off die for each whale still tied; the order is set as soon as the dice settle it.
function rollForOrder(doc: Playing, decisions: InitiativeDecisions): Playing | Refusal {
  const bad = rollOffProblem(doc.game, doc.rollOff ?? {}, decisions);
  if (bad) return { error: bad };
  if ('error' in initiativeOrder(doc.game, decisions)) return { ...doc, rollOff: decisions };
  return play(doc, setInitiative(doc.game, decisions));
}

// Parks rolled dice (roll → park → choose, pending.ts): only dice whose outcome still waits on an owner's choice.
function park(doc: Playing, p: Pending): Playing | Refusal {
  const r = resolvePending(doc.game, p);
  if ('error' in r) return r;
  if (!isNeeds(r)) return { error: 'Those dice need no choice: resolve them directly' };
  return { ...doc, pending: p };
}

/** The flooded sections counted so far (Flooding or Harvest, before the harvest is added): kept in the saved game, tap by tap. */
function flood(doc: Playing, counts: number[]): Playing | Refusal {
  const g = doc.game;
  if (g.phase !== 'flooding' && g.phase !== 'harvest') return { error: 'Flooded sections are counted in Flooding and Harvest' };
  if (g.harvested) return { error: 'This turn’s harvest has already been added' };
  if (counts.length !== g.players.length) return { error: `Count the flooded sections of all ${g.players.length} whales` };
  const out = g.players.find((w, i) => w.out && counts[i]! > 0);
  return out ? { error: `${out.name} has starved and harvests nothing` } : { ...doc, flooding: counts };
}

// The harvest drops this turn's counts and keeps them for "same as last turn".
function harvested(doc: Playing, flooded: number[]): Playing | Refusal {
  const r = play(doc, harvestFlooding(doc.game, flooded));
  if ('error' in r) return r;
  const { flooding: _done, ...rest } = r;
  return { ...rest, lastFlooded: doc.game.players.map((_, i) => flooded[i] ?? 0) };
}

/** Why `a` may not happen while dice wait for their owner's choice, or null. */
function waiting(doc: Playing, a: Cam8Action): Refusal | null {
  if (!doc.pending || !blockedByPending(doc.pending, a)) return null;
  return { error: `${doc.game.players[doc.pending.player]?.name ?? 'A player'} must first choose for the dice already rolled` };
}

/** A move of the game in play: refused before the start, and while dice wait for a choice (unless it is the move with those dice). */
function inPlay<A extends Cam8Action>(move: (doc: Playing, a: A) => Cam8Doc | Refusal): (doc: Cam8Doc, a: A) => Cam8Doc | Refusal {
  return (doc, a) => (doc.stage !== 'play' ? { error: 'Start the game first' } : (waiting(doc, a) ?? move(doc, a)));
}

/** The answer to `setup` or `start` once the game is in play. */
const started = (doc: Playing, a: Cam8Action): Refusal => waiting(doc, a) ?? { error: 'The game has already started' };

/** A log line read from the saved game after the move (none while the game is not in play). */
function line<A>(text: (a: A, g: Cam8State, before: Cam8Doc, after: Playing) => string | null): (a: A, before: Cam8Doc, after: Cam8Doc) => string | null {
  return (a, before, after) => (after.stage === 'play' ? text(a, after.game, before, after) : null);
}

/** The line of a move that resolves something: its new receipt (an action, a trade, a meal, the pick order, the harvest). */
const receipt = line<unknown>((_a, g, before) => receiptText(before, g));

/** A stored action is read without its game: any whale number is readable until the game says otherwise. */
const ANY = Number.MAX_SAFE_INTEGER;

/** Every CAM 8 action: how a stored copy is read, what it does to the saved game, and its log line. */
export const cam8Moves: MoveTable<Cam8Doc, Cam8Action> = {
  setup: {
    read: (a) => checkSetup(a.setup),
    apply: (doc, a) => (doc.stage === 'setup' ? { ...doc, setup: a.setup } : started(doc, a)),
  },
  start: {
    read: bare,
    apply: (doc, a) => {
      if (doc.stage !== 'setup') return started(doc, a);
      const game = newGame(doc.setup);
      return 'error' in game ? game : { stage: 'play', game, clock: null, pending: null };
    },
    describe: line((_a, g) => startText(g)),
  },
  next: { read: bare, apply: inPlay((doc) => play(doc, nextPhase(doc.game))), describe: line((_a, g) => phaseText(g)) },
  ask: {
    read: (a) => (isCount(a.player) && typeof a.asking === 'boolean' && isCount(a.at) ? null : 'an "ask to end" action is not readable'),
    apply: inPlay((doc, a) => play(doc, askToEnd(doc.game, a.player, a.asking), a.at)),
    describe: line((a, g) => askText(g, a.player, a.asking)),
  },
  adjust: {
    read: (a) => (isCount(a.player) && isOneOf(a.field, WHALE_FIELDS) && Number.isInteger(a.delta) ? null : 'a correction is not readable'),
    apply: inPlay((doc, a) => corrected(doc, play(doc, adjust(doc.game, a.player, a.field, a.delta)))),
    describe: line((a, g, before) => adjustText(g, a.player, a.field, a.delta, overText(before, g))),
  },
  feral: {
    read: (a) => (Number.isInteger(a.delta) ? null : 'a Feral correction is not readable'),
    apply: inPlay((doc, a) => corrected(doc, play(doc, adjustFeral(doc.game, a.delta)))),
    describe: line((a, g, before) => feralText(g, a.delta, overText(before, g))),
  },
  trade: {
    read: (a) => checkOffer(a.offer, a.dice, a.told),
    apply: inPlay((doc, a) => play(doc, trade(doc.game, a.offer, a.dice, a.told))),
    describe: receipt,
  },
  card: {
    read: (a) => (isCount(a.player) && isCount(a.card) && a.card > 0 ? null : 'an initiative card is not readable'),
    apply: inPlay((doc, a) => play(doc, pickCard(doc.game, a.player, a.card))),
    describe: line((a, g) => cardText(g, a.player, a.card)),
  },
  initiative: {
    read: (a) => checkDecisions(a.decisions, ANY),
    apply: inPlay((doc, a) => (doc.rollOff ? { error: 'Finish the roll-off: the dice set the pick order' } : play(doc, setInitiative(doc.game, a.decisions)))),
    describe: receipt,
  },
  rollOff: {
    read: (a) => checkDecisions(a.decisions, ANY),
    apply: inPlay((doc, a) => rollForOrder(doc, a.decisions)),
    describe: line((a, _g, before, after) => rollOffText(a.decisions, before, after)),
  },
  roll: {
    read: (a) => checkPending(a.pending, ANY) ?? (a.pending === null ? 'a roll has no dice' : null),
    apply: inPlay((doc, a) => park(doc, a.pending)),
    describe: line((a, g) => rollText(g, a.pending)),
  },
  act: {
    read: (a) => (isCount(a.player) && isOneOf(a.action, ACTIONS) && isObj(a.input) ? null : 'an action is not readable'),
    apply: inPlay((doc, a) => play(doc, resolveAction(doc.game, a.player, a.action, a.input))),
    describe: receipt,
  },
  pass: {
    read: (a) => (isCount(a.player) ? null : 'a pass is not readable'),
    apply: inPlay((doc, a) => play(doc, endActions(doc.game, a.player))),
    describe: line((a, g) => passText(g, a.player)),
  },
  harvest: {
    read: (a) => (Array.isArray(a.flooded) && a.flooded.every(isCount) ? null : 'a harvest is not readable'),
    apply: inPlay((doc, a) => harvested(doc, a.flooded)),
    describe: receipt,
  },
  flood: {
    read: (a) => (Array.isArray(a.counts) && a.counts.every(isCount) && (a.player === undefined || isCount(a.player)) ? null : 'a count of flooded sections is not readable'),
    apply: inPlay((doc, a) => flood(doc, a.counts)),
    // A stepper tap leaves no line (the harvest's line has every count); "same as last turn" does.
    describe: line((a, g) => (a.player === undefined ? floodText(g, a.counts) : null)),
  },
  feed: {
    read: (a) => (isCount(a.player) && isObj(a.input) ? null : 'a feed is not readable'),
    apply: inPlay((doc, a) => play(doc, feed(doc.game, a.player, a.input))),
    describe: receipt,
  },
};

/** Applies one action to a saved game: the new document, or a refusal (an action from the app, or one read back when the game was opened). */
export const applyCam8: (doc: Cam8Doc, a: Cam8Action) => Cam8Doc | Refusal = applyWith(cam8Moves);

/** Why `a` is not a CAM 8 action, or null when it is (run when a game is opened or imported). */
export const checkCam8Action = checkActionWith(cam8Moves);

/** The game-log line for an applied CAM 8 action, or null for setup edits. */
export const describeCam8: (a: Cam8Action, before: Cam8Doc, after: Cam8Doc) => string | null = describeWith(cam8Moves);
