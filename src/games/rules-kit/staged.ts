// The saved game of Geyser and Cellular Powerhouse: a setup form while players are entered, then the
// game itself, which the game's own moves change. The stage logic and its refusals live here once.
export { type Refusal, isRefusal } from '../../shared/refusal';
import { type Refusal, isRefusal } from '../../shared/refusal';

/** A saved game: the setup form, then (once started) the game itself. */
export type StagedDoc<Setup, Game> = { stage: 'setup'; setup: Setup } | { stage: 'play'; game: Game };

/** What a game gives applyStaged: how to check an action, start a game from the form, and make a move. */
export interface StagedRules<Setup, Game, A> {
  /** Why `a` could not be read back when the game is reopened, or null. */
  check: (a: A) => string | null;
  /** A new game from the setup form, or why it cannot start. */
  newGame: (setup: Setup) => Game | Refusal;
  /** A move in play (every action but `setup` and `start`), or its refusal. */
  move: (game: Game, a: A) => Game | Refusal;
}

/**
 * Applies one action to a staged saved game: `setup` edits the form and `start` starts the game
 * (both only before play); every other action is a move in play. The new document, or a refusal.
 */
export function applyStaged<Setup, Game, A extends { type: string }>(
  rules: StagedRules<Setup, Game, A>,
  doc: StagedDoc<Setup, Game>,
  a: A,
): StagedDoc<Setup, Game> | Refusal {
  // An action that could not be read back when the game is reopened is never applied (nor saved).
  const unreadable = rules.check(a);
  if (unreadable) return { error: `This move is not readable: ${unreadable}` };
  if (doc.stage === 'setup') {
    // The game's action type has a { type: 'setup'; setup: Setup } member, which check() has vouched for.
    if (a.type === 'setup') return { ...doc, setup: (a as unknown as { setup: Setup }).setup };
    if (a.type !== 'start') return { error: 'Start the game first' };
    const game = rules.newGame(doc.setup);
    return isRefusal(game) ? game : { stage: 'play', game };
  }
  if (a.type === 'setup' || a.type === 'start') return { error: 'The game has already started' };
  const r = rules.move(doc.game, a);
  return isRefusal(r) ? { error: r.error } : { stage: 'play', game: r };
}
