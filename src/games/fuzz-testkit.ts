// Tests only: what every move thrown at a saved game by a fuzz test must respect, whatever the move.
import { expect } from 'vitest';
import type { GameDef } from './types';

/**
 * Applies `a` to `before` through the game's rules, as the app would. An action that does not
 * read back (`checkAction`) never reaches `apply` in the app (a stored one is refused when the
 * game is opened or imported, and the model builds only readable ones): null, nothing applied.
 * A refusal must give a reason a player can read (then null is returned); an applied move must
 * get a log line or none, and leave a game that reopens (its state passes the checks after a
 * JSON round trip).
 */
export function fuzzMove<S, A>(def: GameDef<S, A>, before: S, a: A): S | null {
  if (def.checkAction(JSON.parse(JSON.stringify(a)) as unknown) !== null) return null;
  const next = def.apply(before, a);
  if (typeof next === 'object' && next !== null && 'error' in next) {
    expect(typeof next.error === 'string' && next.error.trim() !== '', `refusal of ${JSON.stringify(a)}`).toBe(true);
    return null;
  }
  const line = def.describe(a, before, next);
  expect(line === null || typeof line === 'string').toBe(true);
  expect(def.checkState(JSON.parse(JSON.stringify(next)))).toBeNull();
  return next;
}
