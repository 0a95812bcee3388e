import type { GameDef, GameModule } from '../types';
import { moondropShape } from './shape';
import { checkMoonDropState } from './engine/check';
import { mergeMoonDrop } from './engine/log';
import { migrateMoonDrop } from './engine/migrate';
import { type MoonDropAction, type MoonDropDoc, STATE_VERSION, fromLink, newDoc } from './engine/game';
import { applyMoonDrop, checkMoonDropAction, describeMoonDrop } from './engine/move-table';
import { MoonDropScreen } from './ui/MoonDropScreen';
import { moonDropPinned, moonDropStatus } from './engine/status';

/** Moon Drop's rules, as the shell sees them. */
export const def: GameDef<MoonDropDoc, MoonDropAction> = {
  kind: 'moondrop',
  // 2: the crises are a set during play and shuffled at the end (`shuffle`); version 1 kept them in one order all game.
  stateVersion: STATE_VERSION,
  migrateState: migrateMoonDrop,
  create: newDoc,
  apply: applyMoonDrop,
  describe: describeMoonDrop,
  merge: mergeMoonDrop,
  // Saved once play begins (or a paper sheet is scored).
  status: moonDropStatus,
  pinned: moonDropPinned,
  started: (doc) => doc.stage !== 'setup',
  checkState: checkMoonDropState,
  checkAction: checkMoonDropAction,
  shape: moondropShape,
  fromLink,
};

/** Moon Drop's screen. */
export const Screen = MoonDropScreen;

const module: GameModule<MoonDropDoc, MoonDropAction> = { def, Screen };
export default module;
