import { computed } from '@preact/signals';
import type { GameSession } from '../../shared/history/session';
import { type MoveResult, refused } from '../../shared/refusal';
import { type Rng, rollDice, uniformInt } from '../../shared/random';
import { type MoonDropAction, type MoonDropDoc, type Pick, CRISIS_COUNT, GOAL_COUNT, anchorFor, crisisOrder, playerName } from './engine/game';
import { type Cell, type CrisisId, type GoalId, CRISES, GOALS, blockFor, legalPlacements, parseSheet } from './engine/screens';

/** `count` different cards from `deck`, in the order drawn (a partial Fisher–Yates shuffle). */
export function drawCards<T>(deck: readonly T[], count: number, rng: Rng): T[] {
  const pool = [...deck];
  for (let i = 0; i < count && i < pool.length; i++) {
    const j = i + uniformInt(pool.length - i, rng);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** Moon Drop's signals and actions for one saved table. Actions return the refusal's reason, or null. */
export function createMoonDropModel(session: GameSession<MoonDropDoc, MoonDropAction>, rng: Rng, onRoll: () => void = () => {}) {
  const doc = session.state;
  const play = computed(() => doc.value.play);
  const sheets = computed(() => doc.value.players.map((p) => parseSheet(p.sheet)));
  const block = computed(() => {
    const roll = play.value?.roll;
    return roll ? blockFor(roll.blue, roll.whites) : null;
  });
  const send = (a: MoonDropAction): MoveResult => refused(session.dispatch(a));
  const cards = (crises: CrisisId[], goals: GoalId[], by: 'app' | 'table') => send({ type: 'cards', crises, goals, by });
  const deal = () => cards(drawCards(CRISES, CRISIS_COUNT, rng), drawCards(GOALS, GOAL_COUNT, rng), 'app');
  const undone = () => (session.record.value.timeline.future[0]?.action ?? null) as MoonDropAction | null;
  // The roll an Undo just took back (the next Redo), which a new roll of this round replaces: the table is shown it was rolled again.
  const undoneRoll = (): { was: { blue: number; whites: number[] } } | Record<string, never> => {
    const next = undone();
    return next?.type === 'roll' ? { was: { blue: next.blue, whites: [...next.whites] } } : {};
  };
  // Likewise the shuffle an Undo just took back: a new one says it was shuffled again.
  const shuffle = (order: CrisisId[], by: 'app' | 'table') => {
    const next = undone();
    return send({ type: 'shuffle', order, by, ...(next?.type === 'shuffle' && { was: [...next.order] }) });
  };

  return {
    doc,
    play,
    sheets,
    /** This round's block, once rolled. */
    block,
    /** Names of the players who still have to place this round's block. */
    waiting: computed(() => {
      const p = play.value;
      return p ? doc.value.players.map((_, i) => i).filter((i) => !p.placed[i]).map((i) => playerName(doc.value, i)) : [];
    }),
    /** By player: true when this round's block fits nowhere on their sheet (they may pass). */
    stuck: computed(() => {
      const b = block.value;
      return sheets.value.map((s) => !!b && legalPlacements(s, b.cells).length === 0);
    }),
    name: (i: number) => playerName(doc.value, i),
    setNames: (names: string[]) => send({ type: 'players', names }),
    /** The app deals 3 Crisis cards (a set: their order is unknown until the end) and 2 Goal cards. */
    deal,
    /** The cards dealt on the table (or corrected after play). */
    pickCards: (crises: CrisisId[], goals: GoalId[]) => cards(crises, goals, 'table'),
    /** At the end of the game, the app shuffles the crises with its dice: the order they are resolved in, recorded in the move. */
    shuffleCrises: () => shuffle(drawCards(doc.value.crises, doc.value.crises.length, rng), 'app'),
    /** At the end of the game, the order the table's real Crisis cards came out in. */
    setOrder: (order: CrisisId[]) => shuffle(order, 'table'),
    /** The order the crises are resolved in, once shuffled; null before. */
    order: computed(() => crisisOrder(doc.value)),
    /** Whether "Play" deals the cards first: play on the app's sheets with no card picked yet. */
    dealsOnStart: computed(() => doc.value.crises.length === 0 && doc.value.goals.length === 0),
    /**
     * The game starts. Played on the app with no card picked, the app deals them first (one tap for a table that
     * lets the app deal); paper sheets need the cards that were on the table, so those are never dealt here.
     */
    start: (paper: boolean) => {
      const d = doc.value;
      if (!paper && d.crises.length === 0 && d.goals.length === 0) {
        const no = deal();
        if (no) return no;
      }
      return send({ type: 'start', paper });
    },
    /** The app rolls the blue die and the four white dice. */
    roll: () => {
      onRoll();
      const [blue, ...whites] = rollDice([6, 6, 6, 6, 6], rng);
      return send({ type: 'roll', blue: blue!, whites, by: 'app', ...undoneRoll() });
    },
    /** Faces rolled on real dice: the blue die first, then the four white dice. */
    rollFaces: (faces: number[]) => send({ type: 'roll', blue: faces[0]!, whites: faces.slice(1), by: 'real', ...undoneRoll() }),
    /** Places this round's block for a player with square 1 on `at`, turned `rotation` quarter turns clockwise. */
    place: (player: number, at: Cell, rotation: number, picks: Pick[]) => {
      const b = block.value;
      if (!b) return 'Roll the block first.';
      return send({ type: 'place', player, anchor: anchorFor(b.cells, at, rotation), rotation, picks });
    },
    pass: (player: number) => send({ type: 'pass', player }),
    /** Paints cells of a player's final sheet; calls with the same stroke fold into one undo step. */
    paint: (player: number, cells: Cell[], value: string, stroke: number) => send({ type: 'paint', player, cells, value, stroke }),
    importSheet: (player: number, text: string) => send({ type: 'sheet', player, text }),
  };
}

/** The Moon Drop model's type. */
export type MoonDropModel = ReturnType<typeof createMoonDropModel>;
