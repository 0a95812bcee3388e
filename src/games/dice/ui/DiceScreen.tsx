import { useMemo } from 'preact/hooks';
import { cryptoRng } from '../../../shared/random';
import { buzz } from '../../../shared/device/vibrate';
import { usePinnedBar } from '../../../shared/ui/reveal';
import type { GameScreenProps } from '../../types';
import { type DiceAction, type DiceState, PRESETS } from '../engine';
import { createDiceModel } from '../model';
import { History } from './History';
import { PoolBuilder } from './PoolBuilder';
import { RealDiceForm } from './RealDiceForm';
import { RollResult } from './RollResult';
import './dice.css';

/** The app's Roll, pinned at the foot of the screen where the thumb is, whatever the result above. */
function RollBar({ onRoll }: { onRoll: () => void }) {
  const foot = usePinnedBar<HTMLDivElement>('foot');
  return (
    <div class="roll-bar" data-pinned-foot ref={foot}>
      <button type="button" class="btn btn-primary btn-big" onClick={onRoll}>
        Roll
      </button>
    </div>
  );
}

/** The general dice roller: build a pool, roll with the app or type real faces, read receipts. */
export function DiceScreen({ session }: GameScreenProps<DiceState, DiceAction>) {
  const model = useMemo(() => createDiceModel(session, cryptoRng(), Date.now, () => buzz(25)), [session]);
  const mode = model.mode.value;
  return (
    <div class="dice stack">
      <RollResult roll={model.last.value} />
      <p class="visually-hidden" aria-live="assertive" aria-atomic="true">
        {model.announce.value}
      </p>

      <div class="segmented" role="radiogroup" aria-label="Dice">
        {(['app', 'real'] as const).map((m) => (
          <label key={m} class="segment">
            <input type="radio" name="dice-mode" value={m} checked={mode === m} onChange={() => model.setMode(m)} />
            <span>{m === 'app' ? 'App rolls' : 'Real dice'}</span>
          </label>
        ))}
      </div>

      <div class="button-row presets" role="group" aria-label="Quick rolls">
        {PRESETS.map((p) => (
          <button key={p.id} type="button" class="btn" onClick={() => (mode === 'app' ? model.rollPreset(p.pool) : model.choosePreset(p.pool))}>
            {p.label}
          </button>
        ))}
      </div>

      {mode === 'app' ? (
        <RollBar onRoll={model.roll} />
      ) : (
        <RealDiceForm pool={model.pool.value} onEnter={model.enterFaces} />
      )}

      <PoolBuilder model={model} />
      <History rolls={model.rolls.value} onClear={model.clearHistory} />
    </div>
  );
}
