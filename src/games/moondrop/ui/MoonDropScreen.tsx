import { useMemo, useRef, useState } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { cryptoRng } from '../../../shared/random';
import { useScreenPart } from '../../../shared/ui/screen';
import type { GameScreenProps } from '../../types';
import { EMPTY_SHEET, type MoonDropAction, type MoonDropDoc } from '../engine/game';
import { createMoonDropModel } from '../model';
import { Final, type SheetView } from './Final';
import { Round } from './Round';
import { Setup } from './Setup';
import './moondrop.css';

/** Moon Drop: setup, the 7 rounds on the app's sheets, then the final sheets (or transcribed paper ones) and their scores. */
export function MoonDropScreen({ session }: GameScreenProps<MoonDropDoc, MoonDropAction>) {
  const model = useMemo(() => createMoonDropModel(session, cryptoRng(), () => buzz(25)), [session]);
  const doc = model.doc.value;
  const stage = doc.stage;
  // How the final sheets are shown: the player's pick (or what setup asked for: paper sheets from photos), else
  // what the first sheet needed when they opened: an empty one opens for painting, a filled one for its score.
  // That default is kept while the view is open (painting the first cell does not switch to the score).
  const [view, setView] = useState<SheetView | null>(null);
  const opened = useRef<SheetView | null>(null);
  if (stage !== 'end') opened.current = null;
  else opened.current ??= doc.players[0]?.sheet === EMPTY_SHEET ? 'edit' : 'score';
  const shown: SheetView = view ?? opened.current ?? 'score';
  // Each stage, and each view of the final sheets, is a screen of its own: it opens at its top, and the one
  // the player comes back to returns to where it was.
  useScreenPart(stage === 'end' ? `final:${shown}` : stage);
  const started = (photos: boolean) => setView(photos ? 'photo' : null);
  return (
    <div class="moondrop stack">
      {stage === 'setup' ? <Setup model={model} onStart={started} /> : stage === 'play' ? <Round model={model} /> : <Final model={model} view={shown} setView={setView} />}
    </div>
  );
}
