import { useMemo, useState } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { cryptoRng } from '../../../shared/random';
import type { GameScreenProps } from '../../types';
import type { MoonDropAction, MoonDropDoc } from '../engine/game';
import { createMoonDropModel } from '../model';
import { Final, type SheetView } from './Final';
import { Round } from './Round';
import { Setup } from './Setup';
import './moondrop.css';

/** Moon Drop: setup, the 7 rounds on the app's sheets, then the final sheets (or transcribed paper ones) and their scores. */
export function MoonDropScreen({ session }: GameScreenProps<MoonDropDoc, MoonDropAction>) {
  const model = useMemo(() => createMoonDropModel(session, cryptoRng(), () => buzz(25)), [session]);
  const stage = model.doc.value.stage;
  // The view the final sheets open on, when setup asked for one (paper sheets from photos).
  const [first, setFirst] = useState<SheetView | undefined>(undefined);
  return (
    <div class="moondrop stack">
      {stage === 'setup' ? <Setup model={model} onStart={(photos) => setFirst(photos ? 'photo' : undefined)} /> : stage === 'play' ? <Round model={model} /> : <Final model={model} first={first} />}
    </div>
  );
}
