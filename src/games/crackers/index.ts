import type { GameDef, GameModule } from '../types';
import { crackersShape } from './shape';
import { checkCrackersState } from './engine/check';
import { mergeCrackers } from './engine/log';
import { type CrackersAction, type CrackersDoc, fromLink, newDoc } from './engine/game';
import { applyCrackers, checkCrackersAction, describeCrackers } from './engine/move-table';
import { CrackersScreen } from './ui/CrackersScreen';
import { crackersPinned, crackersStatus } from './engine/status';

/** Drown, Captain Crackers!: the rules as the shell sees them. */
export const def: GameDef<CrackersDoc, CrackersAction> = {
  kind: 'crackers',
  stateVersion: 1,
  create: newDoc,
  apply: applyCrackers,
  describe: describeCrackers,
  merge: mergeCrackers,
  // Saved once the board is played on, or the water calculator is opened on it.
  status: crackersStatus,
  pinned: crackersPinned,
  started: (doc) => doc.mode !== 'setup',
  checkState: checkCrackersState,
  checkAction: checkCrackersAction,
  shape: crackersShape,
  fromLink,
};

/** Captain Crackers' screen. */
export const Screen = CrackersScreen;

const module: GameModule<CrackersDoc, CrackersAction> = { def, Screen };
export default module;
