import type { GameDef, GameModule } from '../types';
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
  stateVersion: 2,
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
};

/** Geyser's screen. */
export const Screen = GeyserScreen;

/** What the registry loads lazily: the rules and the screen. */
const module: GameModule<GeyserDoc, GeyserAction> = { def, Screen };
export default module;
