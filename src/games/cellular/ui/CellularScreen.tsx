import { useMemo } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { cryptoRng } from '../../../shared/random';
import { useScreenPart } from '../../../shared/ui/screen';
import type { GameScreenProps } from '../../types';
import type { CellularAction, CellularDoc } from '../engine/game';
import { createCellularModel } from '../model';
import { Play } from './Play';
import { Setup } from './Setup';
import './cellular.css';

/** Cellular Powerhouse: the setup sheet, then the Rounds, dice, Scarcity rolls and Nutrients; each part opens at its top. */
export function CellularScreen({ session }: GameScreenProps<CellularDoc, CellularAction>) {
  const model = useMemo(() => createCellularModel(session, cryptoRng(), () => buzz(25)), [session]);
  const g = model.game.value;
  // Setup is the route's own part (''), the one "Opening…" showed: Back to home from it still finds home's place.
  useScreenPart(g === null ? '' : g.phase === 'scoring' ? 'scoring' : g.phase === 'over' ? 'over' : 'play');
  return g ? <Play model={model} /> : <Setup model={model} />;
}
