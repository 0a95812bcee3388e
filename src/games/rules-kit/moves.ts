// One move table per game: each kind of action is one entry that says how a stored copy of it
// is read, what it does, and the log line it leaves. Adding a move is adding an entry; the
// table's type asks for one entry per member of the game's action union, so a move missing
// from it (or one the union no longer has) is a compile error.
//
// The policy for malformed actions is one for every game: an action is checked (`read`) when a
// saved game is opened or a backup imported (`def.checkAction` runs over every stored step in
// src/app/validate.ts); an action the app's own model builds is trusted when applied. The
// games' property and fuzz tests hold every action their players make to `read` as well.
import { type Refusal } from '../../shared/refusal';
import { type Obj, isObj } from './read';

/** The member of action union `A` whose type is `K`. */
export type ActionOf<A extends { type: string }, K extends A['type']> = Extract<A, { type: K }>;

/** One kind of action: how it is read from storage, what it does, and its log line. */
export interface Move<S, A> {
  /** Why a stored or imported action of this type is not readable (its fields), or null. */
  read: (a: Obj) => string | null;
  /** The move: the new state, or its refusal (a reason a player can read). */
  apply: (state: S, a: A) => S | Refusal;
  /** The game-log line once applied, or null for a move not worth a line (the table's default, when left out). */
  describe?: (a: A, before: S, after: S) => string | null;
}

/** A game's moves, one entry per action type (compile-time exhaustive). */
export type MoveTable<S, A extends { type: string }> = { [K in A['type']]: Move<S, ActionOf<A, K>> };

/** Reads nothing: an action that carries no more than its type. */
export const bare = (): string | null => null;

/** The entry of `table` for an action's type, or undefined for a type the game does not know. */
function entry<S, A extends { type: string }>(table: MoveTable<S, A>, type: unknown): Move<S, A> | undefined {
  return typeof type === 'string' && Object.hasOwn(table, type) ? (table[type as A['type']] as unknown as Move<S, A>) : undefined;
}

/** `def.apply` from a table: the entry's move, or a refusal for an action type from an older or newer app. */
export function applyWith<S, A extends { type: string }>(table: MoveTable<S, A>): (state: S, a: A) => S | Refusal {
  return (state, a) => entry(table, a.type)?.apply(state, a) ?? { error: `Unknown move "${String(a.type)}"` };
}

/** `def.checkAction` from a table: why a stored value is not one of the game's actions, or null. */
export function checkActionWith<S, A extends { type: string }>(table: MoveTable<S, A>): (x: unknown) => string | null {
  return (x) => {
    if (!isObj(x)) return 'an action is not an object';
    const move = entry(table, x.type);
    return move ? move.read(x) : `unknown action "${String(x.type)}"`;
  };
}

/** `def.describe` from a table: the entry's log line, or null. */
export function describeWith<S, A extends { type: string }>(table: MoveTable<S, A>): (a: A, before: S, after: S) => string | null {
  return (a, before, after) => entry(table, a.type)?.describe?.(a, before, after) ?? null;
}
