import { useMemo } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { cryptoRng } from '../../../shared/random';
import type { GameScreenProps } from '../../types';
import type { CellularAction, CellularDoc } from '../engine/game';
import { createCellularModel } from '../model';
import { Play } from './Play';
import { Setup } from './Setup';
import './cellular.css';

/** Cellular Powerhouse: the setup sheet, then the Rounds, dice, Scarcity rolls and Nutrients. */
export function CellularScreen({ session }: GameScreenProps<CellularDoc, CellularAction>) {
  const model = useMemo(() => createCellularModel(session, cryptoRng(), () => buzz(25)), [session]);
  return model.game.value ? <Play model={model} /> : <Setup model={model} />;
}
