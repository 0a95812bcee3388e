// The one shape of "no" in the app: every engine move, every model action and every check that a
// player can trip returns a Refusal with a reason a player can read, never throws. Pure: engines
// import it, and tsconfig.engine.json checks it with them.

/** A move or an input the rules refuse, with the reason a player can read. */
export interface Refusal {
  error: string;
}

/** True when a move's result is a refusal rather than a new state. */
export function isRefusal(x: unknown): x is Refusal {
  return typeof x === 'object' && x !== null && typeof (x as Refusal).error === 'string' && !Array.isArray(x);
}

/** What every model action returns: null when the move went through, else its refusal. */
export type MoveResult = Refusal | null;

/** A refusal from the session's answer (`dispatch` gives the reason, or null when the move went through). */
export function refused(reason: string | null): MoveResult {
  return reason === null ? null : { error: reason };
}
