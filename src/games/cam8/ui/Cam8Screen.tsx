import { useMemo } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { cryptoRng } from '../../../shared/random';
import { useScreenPart } from '../../../shared/ui/screen';
import type { GameScreenProps } from '../../types';
import type { Cam8Action, Cam8Doc } from '../engine/game';
import { createCam8Model } from '../model';
import { Play } from './Play';
import { Setup } from './Setup';
import './cam8.css';

/** CAM 8: the setup form, then the table's whole game (each a part of its own: play opens at its top). */
export function Cam8Screen({ session }: GameScreenProps<Cam8Doc, Cam8Action>) {
  const model = useMemo(() => createCam8Model(session, cryptoRng(), Date.now, () => buzz(25)), [session]);
  const playing = !!model.game.value;
  useScreenPart(playing ? 'play' : 'setup');
  return playing ? <Play model={model} /> : <Setup model={model} />;
}
