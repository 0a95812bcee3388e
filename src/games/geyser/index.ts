import type { GameDef, GameModule } from '../types';
import { geyserShape } from './shape';
import { checkGeyserState } from './engine/check';
import { mergeGeyser } from './engine/log';
import { type GeyserAction, type GeyserDoc, newDoc } from './engine/game';
import { applyGeyser, checkGeyserAction, describeGeyser } from './engine/move-table';
import { GeyserScreen } from './ui/GeyserScreen';
import { geyserPinned, geyserStatus } from './engine/status';
import { migrateGeyser } from './engine/migrate';

/** Geyser's rules, as the shell sees them. */
export const def: GameDef<GeyserDoc, GeyserAction> = {
  kind: 'geyser',
  stateVersion: 3,
  migrateState: migrateGeyser,
  create: newDoc,
  apply: applyGeyser,
  describe: describeGeyser,
  merge: mergeGeyser,
  // Saved once setup is done and play begins.
  status: geyserStatus,
  pinned: geyserPinned,
  started: (doc) => doc.stage !== 'setup',
  checkState: checkGeyserState,
  checkAction: checkGeyserAction,
  shape: geyserShape,
  // A long game handed over by QR code may leave the oldest Firings' records behind (never the one that ended
  // a finished game): only the last Firing is shown, and nothing the rules count depends on the others.
  handOver: {
    count: (doc) => (doc.stage === 'play' ? doc.game.firings.length - (doc.game.phase === 'over' ? 1 : 0) : 0),
    keep: (doc, n) => (doc.stage === 'play' ? { ...doc, game: { ...doc.game, firings: doc.game.firings.slice(doc.game.firings.length - n - (doc.game.phase === 'over' ? 1 : 0)) } } : doc),
    words: (n) => (n === 1 ? "the oldest Firing's record" : `the ${n} oldest Firings' records`),
  },
};

/** Geyser's screen. */
export const Screen = GeyserScreen;

/** What the registry loads lazily: the rules and the screen. */
const module: GameModule<GeyserDoc, GeyserAction> = { def, Screen };
export default module;
