import { seatColour } from '../../../shared/players';
import {
  type Action,
  type ActionInput,
  type Cam8State,
  type Refusal,
  type FeedInput,
  type Needs,
  type GameSetup,
  type InitiativeDecisions,
  type TradeHalf,
  type TradeOffer,
  type WhaleField,
  adjust,
  adjustFeral,
  askToEnd,
  diplomacyStatus,
  endActions,
  feed,
  harvestFlooding,
  isRefusal,
  isNeeds,
  newGame,
  initiativeOrder,
  nextPhase,
  pickCard,
  resolveAction,
  rollOffProblem,
  setInitiative,
  trade,
} from './index';
import { type Pending, blockedByPending, keptRollOff } from './pending';

export type { Pending } from './pending';

/** The setup form while players are being entered. */
export type SetupDraft = Required<GameSetup>;

/** A saved CAM 8 game: the setup form, then the game itself. */
export type Cam8Doc =
  | { stage: 'setup'; setup: SetupDraft }
  | {
      stage: 'play';
      game: Cam8State;
      /** When the Diplomacy countdown started (ms since epoch), or null when it is not running. */
      clock: number | null;
      pending: Pending | null;
      /** The roll-off dice so far while a tie for the pick order is open (saved, so a reload cannot re-roll). */
      rollOff?: InitiativeDecisions;
    };

/** Everything a table can do in CAM 8; dice faces and times travel inside, so replay is exact. */
export type Cam8Action =
  | { type: 'setup'; setup: SetupDraft }
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'ask'; player: number; asking: boolean; at: number }
  | { type: 'adjust'; player: number; field: WhaleField; delta: number }
  | { type: 'feral'; delta: number }
  /** `dice`: the app's check die per half; `told`: the table's own result per half (true: that half is lost). */
  | { type: 'trade'; offer: TradeOffer; dice: Partial<Record<TradeHalf, number>>; told?: Partial<Record<TradeHalf, boolean>> }
  | { type: 'card'; player: number; card: number }
  | { type: 'initiative'; decisions: InitiativeDecisions }
  | { type: 'rollOff'; decisions: InitiativeDecisions }
  | { type: 'roll'; pending: Pending }
  | { type: 'act'; player: number; action: Action; input: ActionInput }
  | { type: 'pass'; player: number }
  | { type: 'harvest'; flooded: number[] }
  | { type: 'feed'; player: number; input: FeedInput };

const defaultPlayer = (n: number) => ({ name: `Player ${n + 1}`, colour: seatColour(n), hamsters: { breeders: 1, harvesters: 1, politicians: 1 } });

/** A new CAM 8 game: the setup form for three players, no variants, the plain Feral track (one space per number). */
export function newDoc(): Cam8Doc {
  return { stage: 'setup', setup: { players: [0, 1, 2].map(defaultPlayer), variants: { giantFeral: false, hamsterTrails: false }, track: 1 } };
}

type Moved = Cam8State | Refusal | Needs;
type Playing = Cam8Doc & { stage: 'play' };

function play(doc: Playing, result: Moved, at?: number): Playing | { error: string } {
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
function corrected(doc: Playing, r: Playing | { error: string }): Playing | { error: string } {
  if ('error' in r) return r;
  const rollOff = keptRollOff(r.game, doc.rollOff);
  return { ...r, pending: doc.pending, ...(rollOff ? { rollOff } : {}) };
}

// A roll-off die for each whale still tied; the order is set as soon as the dice settle it.
function rollForOrder(doc: Playing, a: { decisions: InitiativeDecisions }): Playing | { error: string } {
  const bad = rollOffProblem(doc.game, doc.rollOff ?? {}, a.decisions);
  if (bad) return { error: bad };
  if ('error' in initiativeOrder(doc.game, a.decisions)) return { ...doc, rollOff: a.decisions };
  return play(doc, setInitiative(doc.game, a.decisions));
}

function applyPlay(doc: Playing, a: Cam8Action): Cam8Doc | { error: string } {
  if (doc.pending && blockedByPending(doc.pending, a)) {
    return { error: `${doc.game.players[doc.pending.player]?.name ?? 'A player'} must first choose for the dice already rolled` };
  }
  const g = doc.game;
  switch (a.type) {
    case 'setup':
    case 'start':
      return { error: 'The game has already started' };
    case 'next':
      return play(doc, nextPhase(g));
    case 'ask':
      return play(doc, askToEnd(g, a.player, a.asking), a.at);
    case 'adjust':
      return corrected(doc, play(doc, adjust(g, a.player, a.field, a.delta)));
    case 'feral':
      return corrected(doc, play(doc, adjustFeral(g, a.delta)));
    case 'trade':
      return play(doc, trade(g, a.offer, a.dice, a.told));
    case 'card':
      return play(doc, pickCard(g, a.player, a.card));
    case 'initiative':
      if (doc.rollOff) return { error: 'Finish the roll-off: the dice set the pick order' };
      return play(doc, setInitiative(g, a.decisions));
    case 'rollOff':
      return rollForOrder(doc, a);
    case 'roll': {
      // Only dice whose outcome still waits on an owner's choice are parked here.
      const p = a.pending;
      const r = p.kind === 'act' ? resolveAction(g, p.player, p.action, { faces: p.faces, target: p.target }) : feed(g, p.player, { meal: p.meal, eats: p.eats, faces: p.faces });
      if ('error' in r) return r;
      if (!isNeeds(r)) return { error: 'Those dice need no choice: resolve them directly' };
      return { ...doc, pending: p };
    }
    case 'act':
      return play(doc, resolveAction(g, a.player, a.action, a.input));
    case 'pass':
      return play(doc, endActions(g, a.player));
    case 'harvest':
      return play(doc, harvestFlooding(g, a.flooded));
    case 'feed':
      return play(doc, feed(g, a.player, a.input));
    default:
      return { error: `Unknown move "${String((a as { type?: unknown }).type)}"` };
  }
}

/** Applies one action to a saved game: the new document, or a refusal (never an exception, whatever the input). */
export function applyCam8(doc: Cam8Doc, a: Cam8Action): Cam8Doc | { error: string } {
  try {
    if (doc.stage === 'play') return applyPlay(doc, a);
    if (a.type === 'setup') return { ...doc, setup: a.setup };
    if (a.type !== 'start') return { error: 'Start the game first' };
    const game = newGame(doc.setup);
    return 'error' in game ? game : { stage: 'play', game, clock: null, pending: null };
  } catch {
    // checkAction screens imported moves, so this only catches a shape it did not foresee.
    return { error: 'That move is not readable, so it was not applied' };
  }
}
