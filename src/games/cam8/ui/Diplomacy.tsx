import { useEffect, useRef, useState } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { DIPLOMACY_COUNTDOWN_S, diplomacyStatus } from '../engine';
import { useReveal } from '../../../shared/ui/reveal';
import type { Cam8Model } from '../model';
import { NextButton } from './PhaseBar';
import { ReceiptView } from './ReceiptView';
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

/** Diplomacy & Trade: who asked to end, the 60 s countdown once half have, trades, and Next. */
export function Diplomacy({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const status = diplomacyStatus(g);
  const clock = model.clock.value;
  const left = useSecondsLeft(clock);
  const alarmed = useRef<number | null>(null);
  const head = useReveal<HTMLDivElement>(`${g.turn}:${g.phase}`);
  // "Time is up" and the Next that follows it come into view when the countdown runs out.
  const up = useReveal<HTMLDivElement>(left === 0 && clock);
  useEffect(() => {
    // Ring once per countdown, and only when it runs out while the screen is open.
    if (left === 0 && clock !== null && alarmed.current !== clock) {
      alarmed.current = clock;
      if (Date.now() - clock < (DIPLOMACY_COUNTDOWN_S + 5) * 1000) {
        buzz(400);
        beep();
      }
    }
  }, [left]);
  return (
    <section class="panel" aria-labelledby="diplo-h">
      <div class="stack" ref={head}>
        <h2 id="diplo-h">Talk, trade, then ask to end</h2>
        <ReceiptView />
        <p>
          {status.asked.length} of {g.players.filter((w) => !w.out).length} asked to end; {status.quorum} start the {DIPLOMACY_COUNTDOWN_S} s countdown.
        </p>
        <div class="button-row asks">
          {g.players.map((w, i) =>
            w.out ? null : (
              <button key={i} type="button" class="btn" aria-pressed={status.asked.includes(i)} onClick={() => model.ask(i, !status.asked.includes(i))}>
                {status.asked.includes(i) && <span aria-hidden="true">✓ </span>}
                {w.name} asks to end
              </button>
            ),
          )}
        </div>
        <div class="stack" ref={up}>
          {left !== null && (
            <p class={`countdown ${left === 0 ? 'done' : ''}`} role="timer" data-focus aria-live={left === 0 || left % 15 === 0 ? 'polite' : 'off'}>
              {left > 0 ? `${left} s left` : 'Time is up: Diplomacy & Trade is over.'}
            </p>
          )}
          <NextButton model={model} />
        </div>
      </div>
      <Trade model={model} />
    </section>
  );
}
