// The vocabulary of Cellular Powerhouse (RULES.md §6): Microbes, the Center's dice, Rounds, Scarcity rolls.
export { type Refusal, isRefusal } from '../../../shared/refusal';

/** The dice of the game, smallest first. */
export const DICE = ['d4', 'd6', 'd8', 'd12'] as const;
/** One kind of die. */
export type Die = (typeof DICE)[number];
/** Dice counted by kind. */
export type DiceSet = Record<Die, number>;
/** Faces on each kind of die. */
export const SIDES: Record<Die, number> = { d4: 4, d6: 6, d8: 8, d12: 12 };

/**
 * How one Evolution's condition came out at the end: met, so it gains or loses its Nutrients; not met;
 * or tied with another player, which pays nobody (the rule text's "Ties in Adaptations and Evolutions").
 */
export type EvolutionOutcome = 'gain' | 'loss' | 'unmet' | 'tied';
/** The outcomes in the order the screen offers them. */
export const EVOLUTION_OUTCOMES: readonly EvolutionOutcome[] = ['gain', 'loss', 'unmet', 'tied'];
/** One Evolution as entered: its outcome and the Nutrients on the card (null until entered). */
export type EvolutionEntry = { outcome: EvolutionOutcome | null; points: number | null };

/**
 * What a player counts at the end: face-down cards, Mutations, and each Evolution. Every number starts
 * unentered (null) and must be entered, 0 as 0, before the player counts: `evolutions` is null until the
 * player says how many Evolutions the Microbe holds.
 */
export type NutrientSheet = { faceDown: number | null; mutations: number | null; evolutions: EvolutionEntry[] | null };

/** One player's Microbe, as far as the app tracks it. */
export type Microbe = { name: string; colour: string; dice: DiceSet; sheet: NutrientSheet | null };

/** The steps of each Round, in order. */
export const ROUND_STEPS = ['genePool', 'draft', 'compete', 'roundEnd'] as const;
/** One step of a Round. */
export type RoundStep = (typeof ROUND_STEPS)[number];
/** The steps' names as the rules print them. */
export const STEP_NAMES: Record<RoundStep, string> = {
  genePool: 'Gene Pool',
  draft: 'Drafting',
  compete: 'Competition',
  roundEnd: 'Round End Adaptations',
};

/** Where the game is: the Starting Genome snake draft, the 3 Rounds, counting Nutrients, or over. */
export type Phase = 'genomes' | 'rounds' | 'scoring' | 'over';

/** One die as rolled. */
export type RolledDie = { die: Die; face: number };
/** The last roll made for a card effect: whose dice, the faces, the total, and whether the card kept the dice. */
export type EffectRoll = { player: number; dice: RolledDie[]; total: number; kept: boolean };
/** One contender's roll: the dice, their faces and the total. */
export type ScarcityRoll = { player: number; dice: RolledDie[]; total: number };

/**
 * A card-effect roll where players roll against each other: each picks dice from their Microbe in secret, one
 * after another in seat order (pass the phone), and all are revealed as the dice are cast together. The card
 * says what the totals do; the app does not know the cards.
 */
export type EffectContest = {
  /** Who rolls, in seat order; they pick in this order. */
  rollers: number[];
  /** Each roller's secret pick, aligned with `rollers`; null until made. Hidden until the dice are cast. */
  commits: Array<DiceSet | null>;
  /** True when the card says the dice stay in the Microbes (else they go back to the Center once cast). */
  keep: boolean;
  /** The throw once cast, one per roller in `rollers` order; null while picks go on. */
  rolls: ScarcityRoll[] | null;
};

/** A Scarcity roll: secret commitments, then rolls until one contender is highest. */
export type Scarcity = {
  /** What is contested, e.g. "the Competition" or "the game". */
  prize: string;
  /** Contenders in seat order; they commit in this order. */
  contenders: number[];
  /** Each contender's secret pick, aligned with `contenders`; null until made. Hidden until all are in. */
  commits: Array<DiceSet | null>;
  /** 'chosen' dice, or 'd8' when nobody committed a die; null until all have committed. */
  mode: 'chosen' | 'd8' | null;
  /** Each roll: all contenders first, then only those tied for highest. */
  rolls: ScarcityRoll[][];
  winner: number | null;
  /** True for the end-of-game tie: its winner wins the game. */
  decidesGame: boolean;
};

/** The whole game: plain JSON, saved as is and replayed for undo. */
export type CellularState = {
  /**
   * 2 since Evolutions are entered with their outcome (ties pay nobody) and every number may be unentered;
   * 3 since card-effect rolls of players against each other (`contest`) are picked in secret.
   */
  version: 3;
  /** Microbes in seat order. */
  players: Microbe[];
  /** Dice in the Center's supply. */
  center: DiceSet;
  /** Traits removed from the Source at setup. */
  traitsRemoved: number;
  phase: Phase;
  /** Starting Genomes picked so far in the snake draft. */
  genomePicks: number;
  round: number;
  step: RoundStep;
  /** Cards in this Round's Gene Pool when dealt (less than full when the Source decks ran short). */
  genePool: number;
  scarcity: Scarcity | null;
  /** The last roll for a card effect by one player, shown until the next card-effect roll. */
  effect: EffectRoll | null;
  /** The card-effect roll of players against each other under way, or the last one cast (until the next card-effect roll). */
  contest: EffectContest | null;
  winner: number | null;
  /** A line saying what the last move did, kept so a reloaded game still shows it. */
  receipt: string | null;
};

