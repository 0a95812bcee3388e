import { computed } from '@preact/signals';
import type { GameSession } from '../../shared/history/session';
import { type MoveResult as SharedMoveResult, refused } from '../../shared/refusal';
import { type Rng, rollDice } from '../../shared/random';
import type { Cam8Action, Cam8Doc, SetupDraft } from './engine/game';
import { chosenMove, resolvePending, waitsForChoice } from './engine/pending';
import {
  type Action,
  type Cam8State,
  type InitiativeDecisions,
  type Meal,
  type Need,
  type Receipt,
  type TradeHalf,
  type TradeOffer,
  type WhaleField,
  feed,
  initiativeTies,
  isNeeds,
  resolveAction,
  tradeChecks,
} from './engine';

/** What a move asks of the screen: nothing (done), a reason it was refused, or choices to make. */
export type MoveResult = SharedMoveResult | { needs: Need[] };

/** CAM 8's signals and actions for one saved game; `onRoll` runs each time the app rolls dice (the screen buzzes). */
export function createCam8Model(session: GameSession<Cam8Doc, Cam8Action>, rng: Rng, now: () => number = Date.now, onRoll: () => void = () => {}) {
  const doc = session.state;
  const game = computed<Cam8State | null>(() => (doc.value.stage === 'play' ? doc.value.game : null));
  const send = (a: Cam8Action): MoveResult => refused(session.dispatch(a));
  const g = () => game.value!;
  // Every app roll goes through here (actions, roll-off, growth, trade checks); a move without dice rolls nothing.
  const roll = (n: number) => {
    if (n > 0) onRoll();
    return rollDice(Array<number>(n).fill(6), rng);
  };
  const rollOffSoFar = computed<InitiativeDecisions>(() => (doc.value.stage === 'play' ? (doc.value.rollOff ?? {}) : {}));

  return {
    doc,
    game,
    pending: computed(() => (doc.value.stage === 'play' ? doc.value.pending : null)),
    clock: computed(() => (doc.value.stage === 'play' ? doc.value.clock : null)),
    /** n app-rolled d6 faces. */
    roll,
    setSetup: (setup: SetupDraft) => send({ type: 'setup', setup }),
    start: () => send({ type: 'start' }),
    next: () => send({ type: 'next' }),
    ask: (player: number, asking: boolean) => send({ type: 'ask', player, asking, at: now() }),
    adjust: (player: number, field: WhaleField, delta: number) => send({ type: 'adjust', player, field, delta }),
    feral: (delta: number) => send({ type: 'feral', delta }),
    /**
     * A trade. With the Giant Feral variant and unconnected tunnels, each checked half is the
     * table's result (`told`: true when lost) or the app's check, rolled here unless `faces` are given.
     */
    trade(offer: TradeOffer, faces?: number[], told: Partial<Record<TradeHalf, boolean>> = {}): MoveResult {
      const checks = tradeChecks(g(), offer);
      if ('error' in checks) return checks;
      const rolled = checks.halves.filter((h) => typeof told[h] !== 'boolean');
      const dice = faces ?? roll(rolled.length);
      if (dice.length !== rolled.length) return { error: `Enter ${rolled.length} Feral Hamster check dice` };
      return send({ type: 'trade', offer, dice: Object.fromEntries(rolled.map((h, i) => [h, dice[i]])), ...(Object.keys(told).length ? { told } : {}) });
    },
    initiative: (decisions: InitiativeDecisions) => send({ type: 'initiative', decisions }),
    /** `player` takes initiative card `card` (in pick order). */
    pickCard: (player: number, card: number) => send({ type: 'card', player, card }),
    /** The roll-off dice so far while a tie for the pick order is open (saved in the game). */
    rollOffSoFar,
    /** One die for each whale still tied ('app' rolls them here), after the krill decision `paid`. */
    rollOff(paid: number[], faces: number[] | 'app'): MoveResult {
      const so = rollOffSoFar.value;
      const who = initiativeTies(g(), { paid, rolls: so.rolls }).flatMap((t) => t.mustRoll);
      const f = faces === 'app' ? roll(who.length) : faces;
      if (f.length !== who.length) return { error: `Enter one die for each of ${who.length} whales` };
      const rolls: Record<number, number[]> = { ...so.rolls };
      who.forEach((p, k) => (rolls[p] = [...(rolls[p] ?? []), f[k] as number]));
      return send({ type: 'rollOff', decisions: { paid, rolls } });
    },
    /**
     * Declares an action with its faces ('app' rolls them here). When the outcome waits on an
     * owner's choice, the dice are parked in the game first, so a reload cannot re-roll them
     * (roll → park → choose: engine/pending.ts).
     */
    act(player: number, action: Action, target: number | null, faces: number[] | 'app', diceCount: number): MoveResult {
      const f = faces === 'app' ? roll(diceCount) : faces;
      const input = { faces: diceCount > 0 ? f : undefined, target };
      const r = resolveAction(g(), player, action, input);
      if ('error' in r) return r;
      if (waitsForChoice(r)) return send({ type: 'roll', pending: { kind: 'act', player, action, target, faces: f } }) ?? r;
      return isNeeds(r) ? r : send({ type: 'act', player, action, input });
    },
    /** Feeds a whale (`eats`: the krill of a smaller meal); growth dice are rolled here for 'app', and parked as for an action. */
    feed(player: number, meal: Meal, faces: number[] | 'app', eats?: number): MoveResult {
      const dice = meal === 'triple' ? 1 : meal === 'sextuple' ? 2 : 0;
      const f = faces === 'app' ? roll(dice) : faces;
      const input = { meal, eats: meal === 'less' ? eats : undefined, faces: dice > 0 ? f : undefined };
      const r = feed(g(), player, input);
      if ('error' in r) return r;
      if (waitsForChoice(r)) return send({ type: 'roll', pending: { kind: 'feed', player, meal, faces: f, ...(meal === 'less' ? { eats } : {}) } }) ?? r;
      return isNeeds(r) ? r : send({ type: 'feed', player, input });
    },
    /** The owner's choices for the parked dice (new hamsters, hamsters given, hamsters fleeing): the same move, with exactly those dice. */
    choose(choices: { gain?: Record<string, number>; give?: Record<string, number>; flee?: Record<string, number> }): MoveResult {
      const d = doc.value;
      const p = d.stage === 'play' ? d.pending : null;
      if (!p) return { error: 'No dice are waiting for a choice' };
      return send(chosenMove(p, choices));
    },
    /** What the parked dice still need, straight from the rules, with the receipt of those dice so far. */
    waiting: computed<{ needs: Need[]; receipt: Receipt | null }>(() => {
      const d = doc.value;
      if (d.stage !== 'play' || !d.pending) return { needs: [], receipt: null };
      const r = resolvePending(d.game, d.pending);
      return isNeeds(r) ? { needs: r.needs, receipt: r.receipt ?? null } : { needs: [], receipt: null };
    }),
    pass: (player: number) => send({ type: 'pass', player }),
    harvest: (flooded: number[]) => send({ type: 'harvest', flooded }),
    /** The flooded sections counted so far this turn, per whale (saved with every tap). */
    flooding: computed(() => (doc.value.stage === 'play' ? (doc.value.flooding ?? doc.value.game.players.map(() => 0)) : [])),
    /** The flooded sections of the last harvest added, or null before the first. */
    lastFlooded: computed(() => (doc.value.stage === 'play' ? (doc.value.lastFlooded ?? null) : null)),
    /** New counts of flooded sections: one whale's stepper tap (`player`, folded with that whale's next taps), or all at once. */
    flood: (counts: number[], player?: number) => send({ type: 'flood', counts, ...(player === undefined ? {} : { player }) }),
  };
}

/** The CAM 8 model's type. */
export type Cam8Model = ReturnType<typeof createCam8Model>;
