import { useMemo } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { cryptoRng } from '../../../shared/random';
import type { GameScreenProps } from '../../types';
import type { GeyserAction, GeyserDoc } from '../engine/game';
import { createGeyserModel } from '../model';
import { Play } from './Play';
import { Setup } from './Setup';
import './geyser.css';

/** Geyser: the setup form, then the start roll, the rounds, battles and Firings. */
export function GeyserScreen({ session }: GameScreenProps<GeyserDoc, GeyserAction>) {
  const model = useMemo(() => createGeyserModel(session, cryptoRng(), () => buzz(25)), [session]);
  return model.game.value ? <Play model={model} /> : <Setup model={model} />;
}
