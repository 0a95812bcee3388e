import { useMemo } from 'preact/hooks';
import { useScreenPart } from '../../../shared/ui/screen';
import type { GameScreenProps } from '../../types';
import type { CrackersAction, CrackersDoc } from '../engine/game';
import { createCrackersModel } from '../model';
import { Calculator } from './Calculator';
import { Play } from './Play';
import { Setup } from './Setup';
import './crackers.css';

/** Captain Crackers: board setup, the turn helper in play, or the water calculator. */
export function CrackersScreen({ session }: GameScreenProps<CrackersDoc, CrackersAction>) {
  const model = useMemo(() => createCrackersModel(session), [session]);
  const mode = model.doc.value.mode;
  // Setup, the calculator, a game in play and a game over are each a screen of their own: each opens at its top.
  useScreenPart(mode === 'play' && model.play.value?.over ? 'over' : mode);
  return <div class="crackers stack">{mode === 'setup' ? <Setup model={model} /> : mode === 'play' ? <Play model={model} /> : <Calculator model={model} />}</div>;
}
