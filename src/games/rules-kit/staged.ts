// The saved game of Geyser and Cellular Powerhouse: a setup form while players are entered, then the
// game itself, which the game's own moves change. The stage logic and its refusals live here once.
import { type Refusal, isRefusal } from '../../shared/refusal';
import type { Move, MoveTable } from './moves';

/** A saved game: the setup form, then (once started) the game itself. */
export type StagedDoc<Setup, Game> = { stage: 'setup'; setup: Setup } | { stage: 'play'; game: Game };

/** The two actions every staged game has: edit the setup form, and start the game from it. */
export type StagedAction<Setup> = { type: 'setup'; setup: Setup } | { type: 'start' };

/** What a staged game gives `stagedMoves` beside its moves in play. */
export interface StagedRules<Setup, Game> {
  /** Why a stored setup form is not readable, or null. */
  readSetup: (setup: unknown) => string | null;
  /** A new game from the setup form, or why it cannot start. */
  newGame: (setup: Setup) => Game | Refusal;
  /** The log line when the game starts. */
  started: (game: Game) => string;
}

/**
 * A staged game's move table, from the game's own table of moves in play: `setup` edits the form
 * and `start` starts the game (both only before play); every other move is made on the game in
 * play, with its log line.
 */
export function stagedMoves<Setup, Game, P extends { type: string }>(
  rules: StagedRules<Setup, Game>,
  play: MoveTable<Game, P>,
): MoveTable<StagedDoc<Setup, Game>, P | StagedAction<Setup>> {
  type Doc = StagedDoc<Setup, Game>;
  const started: Refusal = { error: 'The game has already started' };
  const staged = {
    setup: {
      read: (a) => rules.readSetup(a.setup),
      apply: (doc, a) => (doc.stage === 'setup' ? { ...doc, setup: a.setup } : started),
    } satisfies Move<Doc, { type: 'setup'; setup: Setup }>,
    start: {
      read: () => null,
      apply: (doc) => {
        if (doc.stage !== 'setup') return started;
        const game = rules.newGame(doc.setup);
        return isRefusal(game) ? game : { stage: 'play', game };
      },
      describe: (_a, _before, after) => (after.stage === 'play' ? rules.started(after.game) : null),
    } satisfies Move<Doc, { type: 'start' }>,
  };
  const lifted: Record<string, Move<Doc, P>> = {};
  for (const [type, move] of Object.entries(play) as [string, Move<Game, P>][]) {
    lifted[type] = {
      read: move.read,
      apply: (doc, a) => {
        if (doc.stage !== 'play') return { error: 'Start the game first' };
        const game = move.apply(doc.game, a);
        return isRefusal(game) ? game : { stage: 'play', game };
      },
      describe: (a, before, after) => (before.stage === 'play' && after.stage === 'play' ? (move.describe?.(a, before.game, after.game) ?? null) : null),
    };
  }
  return { ...lifted, ...staged } as unknown as MoveTable<Doc, P | StagedAction<Setup>>;
}
