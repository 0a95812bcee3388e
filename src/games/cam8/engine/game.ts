import { seatColour } from '../../../shared/players';
import type { Action, ActionInput, Cam8State, FeedInput, GameSetup, InitiativeDecisions, TradeHalf, TradeOffer, WhaleField } from './index';
import type { Pending } from './pending';

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
      /** The flooded sections counted so far this turn, per whale (saved with every tap until the harvest is added). */
      flooding?: number[];
      /** The flooded sections of the last harvest added, per whale: "same as last turn". */
      lastFlooded?: number[];
    };

/** A saved CAM 8 game in play. */
export type Playing = Extract<Cam8Doc, { stage: 'play' }>;

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
  /** The flooded sections counted so far, per whale; `player`: the whale whose count one stepper tap changed (absent: all at once). */
  | { type: 'flood'; counts: number[]; player?: number }
  | { type: 'feed'; player: number; input: FeedInput };

const defaultPlayer = (n: number) => ({ name: `Player ${n + 1}`, colour: seatColour(n), hamsters: { breeders: 1, harvesters: 1, politicians: 1 } });

/** A new CAM 8 game: the setup form for three players, no variants, the plain Feral track (one space per number). */
export function newDoc(): Cam8Doc {
  return { stage: 'setup', setup: { players: [0, 1, 2].map(defaultPlayer), variants: { giantFeral: false, hamsterTrails: false }, track: 1 } };
}
