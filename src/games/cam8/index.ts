import type { GameDef, GameModule } from '../types';
import { cam8Shape } from './shape';
import { checkCam8State } from './engine/check';
import { mergeCam8 } from './engine/log';
import { type Cam8Action, type Cam8Doc, newDoc } from './engine/game';
import { applyCam8, checkCam8Action, describeCam8 } from './engine/move-table';
import { migrateCam8 } from './engine/migrate';
import { Cam8Screen } from './ui/Cam8Screen';
import { cam8Pinned, cam8Status } from './engine/status';

/** CAM 8's rules, as the shell sees them. */
export const def: GameDef<Cam8Doc, Cam8Action> = {
  kind: 'cam8',
  stateVersion: 3,
  create: newDoc,
  apply: applyCam8,
  describe: describeCam8,
  merge: mergeCam8,
  // Saved once setup is done and play begins.
  status: cam8Status,
  pinned: cam8Pinned,
  started: (doc) => doc.stage !== 'setup',
  checkState: checkCam8State,
  checkAction: checkCam8Action,
  shape: cam8Shape,
  migrateState: migrateCam8,
};

/** CAM 8's screen. */
export const Screen = Cam8Screen;

const module: GameModule<Cam8Doc, Cam8Action> = { def, Screen };
export default module;
