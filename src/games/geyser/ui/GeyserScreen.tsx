import { useMemo } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { cryptoRng } from '../../../shared/random';
import { useScreenPart } from '../../../shared/ui/screen';
import type { GameScreenProps } from '../../types';
import type { GeyserAction, GeyserDoc } from '../engine/game';
import { createGeyserModel } from '../model';
import { Play } from './Play';
import { Setup } from './Setup';
import './geyser.css';

/** Geyser: the setup form, then the start roll, the rounds, battles and Firings; each opens at its top. */
export function GeyserScreen({ session }: GameScreenProps<GeyserDoc, GeyserAction>) {
  const model = useMemo(() => createGeyserModel(session, cryptoRng(), () => buzz(25)), [session]);
  const g = model.game.value;
  // Setup is the route's own part (''), the one "Opening…" showed: Back to home from it still finds home's place.
  useScreenPart(g === null ? '' : g.winner === null ? 'play' : 'over');
  return g ? <Play model={model} /> : <Setup model={model} />;
}
