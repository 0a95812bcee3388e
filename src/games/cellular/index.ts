import type { GameDef, GameModule } from '../types';
import { cellularShape } from './shape';
import { checkCellularState } from './engine/check';
import { checkCellularAction, describeCellular, applyCellular } from './engine/move-table';
import { cellularUndoRefusal, mergeCellular } from './engine/log';
import { type CellularAction, type CellularDoc, newDoc } from './engine/game';
import { migrateCellular } from './engine/migrate';
import { CellularScreen } from './ui/CellularScreen';
import { cellularPinned, cellularStatus } from './engine/status';

/** Cellular Powerhouse's rules, as the shell sees them. */
export const def: GameDef<CellularDoc, CellularAction> = {
  kind: 'cellular',
  stateVersion: 3,
  migrateState: migrateCellular,
  create: newDoc,
  apply: applyCellular,
  describe: describeCellular,
  merge: mergeCellular,
  undoRefusal: cellularUndoRefusal,
  // Saved once setup is done and play begins.
  status: cellularStatus,
  pinned: cellularPinned,
  started: (doc) => doc.stage !== 'setup',
  checkState: checkCellularState,
  checkAction: checkCellularAction,
  shape: cellularShape,
};

/** Cellular Powerhouse's screen. */
export const Screen = CellularScreen;

/** What the registry loads lazily: the rules and the screen. */
const module: GameModule<CellularDoc, CellularAction> = { def, Screen };
export default module;
