import { useEffect, useRef, useState } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { DIPLOMACY_COUNTDOWN_S, diplomacyStatus } from '../engine';
import type { Cam8Model } from '../model';
import { Trade } from './Trade';

/** A short two-tone beep through Web Audio; silent where audio is unavailable or blocked. */
function beep(): void {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.setValueAtTime(880, ctx.currentTime);
    osc.frequency.setValueAtTime(660, ctx.currentTime + 0.2);
    gain.gain.setValueAtTime(0.2, ctx.currentTime);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.45);
    osc.addEventListener('ended', () => void ctx.close());
  } catch {
    // No audio here: the vibration and the on-screen "Time is up" still say it.
  }
}

function useSecondsLeft(clock: number | null): number | null {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (clock === null) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [clock]);
  if (clock === null) return null;
  return Math.max(0, Math.ceil(DIPLOMACY_COUNTDOWN_S - (now - clock) / 1000));
}

/** Diplomacy & Trade: who asked to end, the 60 s countdown once half have, and trades. */
export function Diplomacy({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const status = diplomacyStatus(g);
  const left = useSecondsLeft(model.clock.value);
  const alarmed = useRef<number | null>(null);
  useEffect(() => {
    // Ring once per countdown, and only when it runs out while the screen is open.
    if (left === 0 && model.clock.value !== null && alarmed.current !== model.clock.value) {
      alarmed.current = model.clock.value;
      if (Date.now() - model.clock.value < (DIPLOMACY_COUNTDOWN_S + 5) * 1000) {
        buzz(400);
        beep();
      }
    }
  }, [left]);
  return (
    <section class="panel" aria-labelledby="diplo-h">
      <h2 id="diplo-h">Talk, trade, then ask to end</h2>
      <p>
        {status.asked.length} of {g.players.filter((w) => !w.out).length} asked to end; {status.quorum} needed to start the {DIPLOMACY_COUNTDOWN_S} s countdown.
      </p>
      <div class="button-row">
        {g.players.map((w, i) =>
          w.out ? null : (
            <button key={i} type="button" class="btn" aria-pressed={status.asked.includes(i)} onClick={() => model.ask(i, !status.asked.includes(i))}>
              {status.asked.includes(i) ? '✓ ' : ''}
              {w.name}: end
            </button>
          ),
        )}
      </div>
      {left !== null && (
        <p class={`countdown ${left === 0 ? 'done' : ''}`} role="timer" aria-live={left === 0 || left % 15 === 0 ? 'polite' : 'off'}>
          {left > 0 ? `${left} s left` : 'Time is up: Diplomacy & Trade is over.'}
        </p>
      )}
      <Trade model={model} />
    </section>
  );
}
