import type { GameDef, GameModule } from '../types';
import { checkMoonDropState } from './engine/check';
import { mergeMoonDrop } from './engine/log';
import { type MoonDropAction, type MoonDropDoc, fromLink, newDoc } from './engine/game';
import { applyMoonDrop, checkMoonDropAction, describeMoonDrop } from './engine/move-table';
import { MoonDropScreen } from './ui/MoonDropScreen';
import { moonDropPinned, moonDropStatus } from './engine/status';

/** Moon Drop's rules, as the shell sees them. */
export const def: GameDef<MoonDropDoc, MoonDropAction> = {
  kind: 'moondrop',
  stateVersion: 1,
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
  fromLink,
};

/** Moon Drop's screen. */
export const Screen = MoonDropScreen;

const module: GameModule<MoonDropDoc, MoonDropAction> = { def, Screen };
export default module;
