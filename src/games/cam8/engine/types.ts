// The vocabulary of CAM 8 (RULES.md §2): whale brains, phases, receipts and results.
export { type Refusal, isRefusal } from '../../../shared/refusal';

/** The five hamster occupations, in whale-brain order. */
export const OCCUPATIONS = ['breeders', 'diggers', 'harvesters', 'guards', 'politicians'] as const;
/** One hamster occupation. */
export type Occupation = (typeof OCCUPATIONS)[number];
/** Hamster counts by occupation. */
export type Hamsters = Record<Occupation, number>;

/** One player's whale brain. */
export type Whale = {
  name: string;
  colour: string;
  size: number;
  krill: number;
  hamsters: Hamsters;
  /** Assist tokens held (each +1 on this whale's next rolling action this phase). */
  assists: number;
  /** Pending Psychic Boosts (each +1 on this whale's next rolling action this phase). */
  boost: number;
  /** Starved: out of the game. */
  out: boolean;
};

/** The seven phases of a turn, in order. */
export const PHASES = ['diplomacy1', 'initiative', 'command', 'flooding', 'harvest', 'diplomacy2', 'feed'] as const;
/** One phase of a turn. */
export type Phase = (typeof PHASES)[number];
/** The phases' names as the rules print them. */
export const PHASE_NAMES: Record<Phase, string> = {
  diplomacy1: 'Diplomacy & Trade I',
  initiative: 'Initiative',
  command: 'Command & Resolve',
  flooding: 'Flooding',
  harvest: 'Harvest',
  diplomacy2: 'Diplomacy & Trade II',
  feed: 'Feed',
};

/** Optional rules, both off by default. */
export type Variants = { giantFeral: boolean; hamsterTrails: boolean };

/** How the game ended. */
export type GameOver =
  | { kind: 'transcended'; winner: number; reason: string }
  | { kind: 'revolt' | 'starved'; winner: null; reason: string };

/** One die as rolled: face, the modifier applied, the modified result and what it did. */
export type DieReceipt = { face: number; modifier: number; result: number; effect: string };

/** What a resolved action, trade, feed or harvest did, for the screen and the game log. */
export type Receipt = { player: number | null; who: string; title: string; dice: DieReceipt[]; result: string };

/** The whole game: plain JSON, saved as is and replayed for undo. */
export type Cam8State = {
  version: 3;
  players: Whale[];
  /** The Feral Hamster token's space on the track (0 = the start). */
  feralSpace: number;
  /** The Feral level on dice: the number the token is on or most recently crossed over, whichever way it moved (one of `levelsAt(track, feralSpace)`). */
  feralLevel: number;
  /** The track as printed: a number or a blank (null) per space; moving from the 5 onto any space beyond it is the revolt. */
  track: (number | null)[];
  variants: Variants;
  turn: number;
  phase: Phase;
  /** Players who asked to end the current Diplomacy & Trade phase. */
  endRequests: number[];
  /** Pick order for the initiative cards (player indexes, first pick first); empty until settled. */
  initiative: number[];
  /** Each whale's initiative card this turn (1 to N), 0 until it has picked one; Command & Resolve goes in card order. */
  cards: number[];
  /** The whale declaring actions in Command & Resolve, or null when none is. */
  active: number | null;
  actionsLeft: number;
  /** Whales that have eaten in this turn's Feed phase. */
  fed: number[];
  /** The Feral level as this turn's Feed began: every growth roll uses it (null outside Feed). */
  feedFeral: number | null;
  /** Hamsters that fled in this Feed so far: the tracker moves for all of them once every whale has fed. */
  fled: number;
  /** Whether this turn's Harvest krill has been added. */
  harvested: boolean;
  /** Right after a Psychic Assist: its receiver (`from`) may pay its giver (`to`) once; gone with the next move of the phase. */
  payback?: { from: number; to: number };
  /** The last thing resolved, kept so a reloaded game still shows it. */
  receipt: Receipt | null;
  gameOver: GameOver | null;
};

/** A choice or input the rules leave to a player, still missing from a move. */
export type Need =
  | { kind: 'dice'; count: number; text: string }
  | { kind: 'gain'; player: number; count: number; text: string }
  | { kind: 'give'; player: number; count: number; from: Hamsters; text: string }
  | { kind: 'flee'; player: number; count: number; from: Hamsters; text: string };

/** A move that cannot finish until the listed inputs are given; `receipt` shows the dice already rolled. */
export type Needs = { needs: Need[]; receipt?: Receipt };

/** The highest safe Feral level: moving past it is the revolt. */
export const REVOLT_AFTER = 5;

/** True when a move's result asks for more input. */
export function isNeeds(x: unknown): x is Needs {
  return typeof x === 'object' && x !== null && 'needs' in x;
}
