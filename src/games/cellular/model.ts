import { computed } from '@preact/signals';
import type { GameSession } from '../../shared/history/session';
import { type MoveResult, refused } from '../../shared/refusal';
import { type Rng, rollDice } from '../../shared/random';
import type { CellularAction, CellularDoc, SetupDraft } from './engine/game';
import {
  type CellularState,
  type DiceSet,
  type Die,
  type NutrientSheet,
  SIDES,
  commitStatus,
  contestDice,
  contestStatus,
  expandDice,
  nextContestPicker,
  genomePicker,
  nextToCommit,
  noDice,
  scarcityDice,
  scarcityOdds,
  scarcityRollers,
} from './engine';

const one = (die: Die): DiceSet => ({ ...noDice(), [die]: 1 });

/** Cellular Powerhouse's signals and actions for one saved game. */
export function createCellularModel(session: GameSession<CellularDoc, CellularAction>, rng: Rng, onRoll: () => void = () => {}) {
  const doc = session.state;
  const game = computed<CellularState | null>(() => (doc.value.stage === 'play' ? doc.value.game : null));
  const send = (a: CellularAction): MoveResult => refused(session.dispatch(a));
  const rollers = computed(() => (game.value ? scarcityRollers(game.value) : []));

  return {
    doc,
    game,
    /** Who picks the next Starting Genome in the snake draft. */
    genomePicker: computed(() => (game.value ? genomePicker(game.value) : null)),
    /** Who picks dice next in the open Scarcity roll (hand them the phone). */
    nextToCommit: computed(() => (game.value ? nextToCommit(game.value) : null)),
    /** Who has picked; the dice only once every pick is in. The screen reads picks from here only. */
    commitStatus: computed(() => (game.value ? commitStatus(game.value) : [])),
    /** Who rolls the next Scarcity throw: all contenders, then the tied. */
    rollers,
    /** Each roller's exact chance of winning the open Scarcity roll (ties thrown again); [] until the picks are in. */
    odds: computed(() => (game.value ? scarcityOdds(game.value) : [])),
    /** The dice each roller throws, in roller order. */
    rollerDice: computed(() => (game.value ? rollers.value.map((p) => scarcityDice(game.value!, p)) : [])),
    setSetup: (setup: SetupDraft) => send({ type: 'setup', setup }),
    start: () => send({ type: 'start' }),
    pickGenome: () => send({ type: 'genome' }),
    setGenePool: (cards: number) => send({ type: 'genePool', cards }),
    next: () => send({ type: 'next' }),
    /** One die of a kind from the Center into `player`'s Microbe. */
    take: (player: number, die: Die) => send({ type: 'take', player, dice: one(die) }),
    /** One die of a kind from `player`'s Microbe back to the Center. */
    giveBack: (player: number, die: Die) => send({ type: 'return', player, dice: one(die) }),
    startScarcity: (contenders: number[], prize: string) => send({ type: 'scarcity', contenders, prize }),
    commit: (player: number, dice: DiceSet) => send({ type: 'commit', player, dice }),
    /** One throw of the Scarcity roll: faces per roller ('app' rolls every die of every roller). */
    roll(faces: number[][] | 'app'): MoveResult {
      if (faces !== 'app') return send({ type: 'roll', faces });
      onRoll();
      const g = game.value;
      const thrown = g ? rollers.value.map((p) => rollDice(scarcityDice(g, p).map((d) => SIDES[d]), rng)) : [];
      return send({ type: 'roll', faces: thrown });
    },
    /** A roll for a card effect: `dice` from `player`'s Microbe, back to the Center unless `keep` ('app' rolls them). */
    rollEffect(player: number, dice: DiceSet, keep: boolean, faces: number[] | 'app'): MoveResult {
      if (faces !== 'app') return send({ type: 'effect', player, dice, faces, keep });
      onRoll();
      return send({ type: 'effect', player, dice, keep, faces: rollDice(expandDice(dice).map((d) => SIDES[d]), rng) });
    },
    /** Who picks dice next for the card-effect roll of players against each other (hand them the phone). */
    nextContestPicker: computed(() => (game.value ? nextContestPicker(game.value) : null)),
    /** Who has picked for the card-effect roll; the dice only once cast. The screen reads those picks from here only. */
    contestStatus: computed(() => (game.value ? contestStatus(game.value) : [])),
    /** A card-effect roll where `who` roll against each other, each picking in secret; `keep` when the card keeps the dice. */
    startContest: (who: number[], keep: boolean) => send({ type: 'contest', rollers: who, keep }),
    pickForContest: (player: number, dice: DiceSet) => send({ type: 'contestPick', player, dice }),
    /** Casts every roller's picked dice together (faces per roller; 'app' rolls them all). */
    castContest(faces: number[][] | 'app'): MoveResult {
      if (faces !== 'app') return send({ type: 'contestCast', faces });
      onRoll();
      const g = game.value;
      const thrown = g?.contest ? g.contest.rollers.map((p) => rollDice(contestDice(g, p).map((d) => SIDES[d]), rng)) : [];
      return send({ type: 'contestCast', faces: thrown });
    },
    setNutrients: (player: number, sheet: NutrientSheet) => send({ type: 'nutrients', player, sheet }),
    finish: () => send({ type: 'finish' }),
  };
}

/** The Cellular Powerhouse model's type. */
export type CellularModel = ReturnType<typeof createCellularModel>;
