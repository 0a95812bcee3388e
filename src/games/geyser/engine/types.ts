// The vocabulary of Geyser (RULES.md §5): tribes, rings of geysers, the start roll, battles and Firings.
export { type Refusal, isRefusal } from '../../../shared/refusal';

/** The rings of normal geysers as the board prints them: a 2d6 sum n fires the ring holding n. */
export const RINGS = ['2/12', '3/11', '4/10', '5/9', '6/8', '7'] as const;
/** One ring label, e.g. "6/8". */
export type Ring = (typeof RINGS)[number];
/** Normal geysers held, counted by ring. */
export type Geysers = Record<Ring, number>;

/** One player's tribe. */
export type Tribe = { name: string; colour: string; geysers: Geysers };

/** Where the game is: rolling to start, players' turns, the Geyser Firing due, or won. */
export type Phase = 'start' | 'turns' | 'firing' | 'over';

/** One player's d6 in a start roll. */
export type StartDie = { player: number; face: number };

/** One side of one battle roll: face + geysers controlled = total. */
export type BattleSide = { player: number; face: number; geysers: number; total: number };
/** One battle roll and who it favoured. */
export type BattleRoll = { attacker: BattleSide; defender: BattleSide; outcome: 'win' | 'lose' | 'tie' };
/** Where the defender stands: a normal geyser's ring, the Mother Geyser, or plain ground (null). */
export type Square = Ring | 'mother' | null;
/** A battle in progress, or finished (then `ended` says how). */
export type Battle = {
  attacker: number;
  defender: number;
  at: Square;
  rolls: BattleRoll[];
  ended: 'attacker won' | 'defender won' | 'retreated' | null;
};

/** One Geyser Firing: who rolled, the dice, the sum and the ring it fired. */
export type Firing = { round: number; roller: number; faces: [number, number]; sum: number; ring: Ring; lost: number[] };

/** The whole game: plain JSON, saved as is and replayed for undo. */
export type GeyserState = {
  /**
   * 2 since the move of a turn is tracked (one per turn) and the board's rings are a setting; 3 since a
   * tribe may land on a geyser it already holds (a new token, not a second geyser) and the new token may
   * go where the tribe's own tokens are.
   */
  version: 3;
  /** Tribes in seating order, each next one sitting to the left of the one before. */
  players: Tribe[];
  phase: Phase;
  /** Each round of the start roll: all players first, then only those tied for highest. */
  startRolls: StartDie[][];
  /** The starting player, once the start roll is settled. */
  starter: number | null;
  /** Play order: the starter, then to the left. */
  order: number[];
  round: number;
  /** Index into `order` of the player whose turn it is (phase 'turns'). */
  turn: number;
  /** Who holds the Mother Geyser, if anyone. */
  mother: number | null;
  /** The current battle (ended ones stay until the next, for display). */
  battle: Battle | null;
  firings: Firing[];
  /**
   * The 2d6 sums on each ring's geysers as the board prints them, one list per ring slot in `RINGS`
   * order (the slot's id is its default label). Default: n with 14 − n, 7 alone (the app's reading).
   */
  rings: number[][];
  /** The player whose turn it is has made the turn's one move (a battle, onto a geyser, into the Mother Geyser). */
  moved: boolean;
  winner: number | null;
  /** A line saying what the last move did, kept so a reloaded game still shows it. */
  receipt: string | null;
  /**
   * Only in a game saved before version 3 (absent otherwise): the counts of two or more geysers on one ring
   * it held then, which may be one geyser counted twice (version 2 counted a landing on a geyser the tribe
   * already held as a new one). Shown for the table to check until confirmed, or until that count changes.
   */
  recount?: Recount[];
};

/** A tribe's count on one ring to check on the board: `count` geysers as saved before version 3. */
export type Recount = { player: number; ring: Ring; count: number };


