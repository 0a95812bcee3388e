import type { HandOver } from '../shared/transfer/fit';
import type { ComponentType } from 'preact';
import type { Apply } from '../shared/history/timeline';
import type { GameSession } from '../shared/history/session';

import type { LinkParam } from './rules-kit/link';
import type { GameShape } from './rules-kit/shape';

// The kinds of game (GameKind, GAME_KINDS) are the registry's (registry.ts): registering a game there is all it takes.
export type { GameGuide, GuideReading } from './rules-kit/guide';

/**
 * The rules side of one game, as the shell needs it: how to start, apply and describe
 * actions, and how to check and upgrade saved data. Everything here is pure.
 */
export interface GameDef<S, A> {
  /** The kind the game is registered under in registry.ts (registry.test.ts checks they agree). */
  kind: string;
  /** Version of the state's shape; bump it and add to `migrateState` when the shape changes. */
  stateVersion: number;
  /** A fresh game's state. */
  create(): S;
  /** Applies one action: the new state or a refusal. Dice faces are inside the action. */
  apply: Apply<S, A>;
  /** The log line for an action that was applied, or null for a silent one. */
  describe(action: A, before: S, after: S): string | null;
  /** Folds a new action into the previous undo step (e.g. repeated stepper taps), or null. */
  merge?(prev: A, next: A): A | null;
  /**
   * Why the last step (`last`, which led to `state`) may not be undone now, or null. Optional: a game
   * whose undo could give away a secret says so here, and the shell refuses Undo with this reason.
   */
  undoRefusal?(state: S, last: A): string | null;
  /** Where a game stands, one short line for the saved-games list ("Turn 3 · Feed", "Game over · Ana won"). */
  status?(state: S): string;
  /**
   * The line the game screen keeps pinned at its top while the table plays: whose turn or which phase
   * (`where`), and the one or two numbers the table asks about most (`numbers`: "Feral 2 · −1 to every die").
   * Absent: `status` is the line.
   */
  pinned?(state: S): PinnedLine;
  /**
   * Whether a game has begun (setup done, a first roll): a game started from a home tile stays in
   * memory until then, so looking at a tool leaves no empty saved game. Absent: at its first change.
   */
  started?(state: S): boolean;
  /** Why `state` is not a valid state of this game, or null when it is. */
  checkState(state: unknown): string | null;
  /** Why `action` is not a valid action of this game, or null when it is. */
  checkAction(action: unknown): string | null;
  /** Upgrades a state saved at version `from` to the current version. */
  migrateState?(state: unknown, from: number): unknown;
  /**
   * A new game's state from a link `#/<kind>?<params>` (or `#/<kind>/<sub>?<params>`),
   * or the reason a player can read why the link cannot be opened. Absent: no links.
   */
  fromLink?(param: LinkParam, sub?: string): S | { error: string };
  /**
   * Optional: a list in the state that a table can lose when a game is handed over by QR code and does not
   * fit (Dice: the oldest rolls): how long it is, the state with only its newest `n` entries, and the words
   * for `n` entries left behind ("3 oldest rolls").
   */
  handOver?: HandOver<S>;
  /**
   * The fields the state and the actions have, as data (`rules-kit/shape.ts`): a game entering the app (a backup,
   * a link, storage) keeps only these before its history is replayed (src/app/validate.ts). Absent: kept as they are.
   */
  shape?: GameShape;
}


/** The pinned line of a game screen (`GameDef.pinned`). */
export interface PinnedLine {
  where: string;
  numbers?: string;
}

/** Props every game screen receives from the shell. */
export interface GameScreenProps<S, A> {
  session: GameSession<S, A>;
}

/** What a game folder's lazily loaded `index.ts` exports. */
export interface GameModule<S = any, A = any> {
  def: GameDef<S, A>;
  Screen: ComponentType<GameScreenProps<S, A>>;
}
