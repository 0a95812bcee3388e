import { seatColour } from '../../shared/players';
import {
  type Action,
  type ActionInput,
  type Cam8State,
  type Failure,
  type FeedInput,
  type Needs,
  type GameSetup,
  type InitiativeDecisions,
  type Meal,
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
  isFailure,
  isNeeds,
  newGame,
  nextPhase,
  resolveAction,
  setInitiative,
  trade,
} from './engine';

/** The setup form while players are being entered. */
export type SetupDraft = Required<GameSetup>;

/** Dice already rolled for an action or a growth meal whose owner still has to choose hamsters. */
export type Pending =
  | { kind: 'act'; player: number; action: Action; target: number | null; faces: number[] }
  | { kind: 'feed'; player: number; meal: Meal; faces: number[] };

/** A saved CAM 8 game: the setup form, then the game itself. */
export type Cam8Doc =
  | { stage: 'setup'; setup: SetupDraft }
  | {
      stage: 'play';
      game: Cam8State;
      /** When the Diplomacy countdown started (ms since epoch), or null when it is not running. */
      clock: number | null;
      pending: Pending | null;
    };

/** Everything a table can do in CAM 8; dice faces and times travel inside, so replay is exact. */
export type Cam8Action =
  | { type: 'setup'; setup: SetupDraft }
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'ask'; player: number; asking: boolean; at: number }
  | { type: 'adjust'; player: number; field: WhaleField; delta: number }
  | { type: 'feral'; delta: number }
  | { type: 'trade'; offer: TradeOffer; dice: Partial<Record<TradeHalf, number>> }
  | { type: 'initiative'; decisions: InitiativeDecisions }
  | { type: 'roll'; pending: Pending }
  | { type: 'act'; player: number; action: Action; input: ActionInput }
  | { type: 'pass'; player: number }
  | { type: 'harvest'; flooded: number[] }
  | { type: 'feed'; player: number; input: FeedInput };

const defaultPlayer = (n: number) => ({ name: `Player ${n + 1}`, colour: seatColour(n), hamsters: { breeders: 1, harvesters: 1, politicians: 1 } });

/** A new CAM 8 game: the setup form for three players, no variants. */
export function newDoc(): Cam8Doc {
  return { stage: 'setup', setup: { players: [0, 1, 2].map(defaultPlayer), variants: { giantFeral: false, hamsterTrails: false } } };
}

type Moved = Cam8State | Failure | Needs;

function play(doc: Cam8Doc & { stage: 'play' }, result: Moved, at?: number): Cam8Doc | { error: string } {
  if (isFailure(result)) return { error: result.error };
  if (isNeeds(result)) return { error: result.needs.map((n) => n.text).join('; ') };
  const moved: Cam8State = result;
  const before = doc.game.phase === moved.phase && diplomacyStatus(doc.game).countdown;
  const now = diplomacyStatus(moved).countdown && (moved.phase === 'diplomacy1' || moved.phase === 'diplomacy2');
  // The countdown starts when the quorum is first reached and stops if it is lost or the phase ends.
  const clock = now ? (before && doc.clock !== null ? doc.clock : (at ?? doc.clock ?? 0)) : null;
  return { ...doc, game: moved, clock, pending: null };
}

const sameFaces = (a: readonly number[] | undefined, b: readonly number[]) => !!a && a.length === b.length && a.every((f, i) => f === b[i]);

// With dice parked, only corrections by hand and the move that uses exactly those dice may happen.
function blockedByPending(p: Pending, a: Cam8Action): boolean {
  if (a.type === 'adjust' || a.type === 'feral') return false;
  if (p.kind === 'act') return !(a.type === 'act' && a.player === p.player && a.action === p.action && sameFaces(a.input.faces, p.faces));
  return !(a.type === 'feed' && a.player === p.player && a.input.meal === p.meal && sameFaces(a.input.faces, p.faces));
}

/** Applies one action to a saved game: the new document, or a refusal. */
export function applyCam8(doc: Cam8Doc, a: Cam8Action): Cam8Doc | { error: string } {
  if (doc.stage === 'setup') {
    if (a.type === 'setup') return { ...doc, setup: a.setup };
    if (a.type !== 'start') return { error: 'Start the game first' };
    const game = newGame(doc.setup);
    return 'error' in game ? game : { stage: 'play', game, clock: null, pending: null };
  }
  const pendingProblem = doc.pending && blockedByPending(doc.pending, a);
  if (pendingProblem) return { error: `${doc.game.players[doc.pending!.player]?.name ?? 'A player'} must first choose for the dice already rolled` };
  const g = doc.game;
  const keepPending = (r: Cam8Doc | { error: string }) => ('error' in r ? r : { ...r, pending: doc.pending });
  switch (a.type) {
    case 'setup':
    case 'start':
      return { error: 'The game has already started' };
    case 'next':
      return play(doc, nextPhase(g));
    case 'ask':
      return play(doc, askToEnd(g, a.player, a.asking), a.at);
    case 'adjust':
      return keepPending(play(doc, adjust(g, a.player, a.field, a.delta)));
    case 'feral':
      return keepPending(play(doc, adjustFeral(g, a.delta)));
    case 'trade':
      return play(doc, trade(g, a.offer, a.dice));
    case 'initiative':
      return play(doc, setInitiative(g, a.decisions));
    case 'roll': {
      // Only dice whose outcome still waits on an owner's choice are parked here.
      const p = a.pending;
      const r = p.kind === 'act' ? resolveAction(g, p.player, p.action, { faces: p.faces, target: p.target }) : feed(g, p.player, { meal: p.meal, faces: p.faces });
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
  }
}
