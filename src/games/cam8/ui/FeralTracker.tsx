import { REVOLT_AFTER, feralEffect } from '../engine';
import type { Cam8Model } from '../model';

/** The Feral Hamster tracker, always in view, with its effect on every die spelled out. */
export function FeralTracker({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const level = g.feralLevel;
  return (
    <section class="feral" aria-labelledby="feral-h">
      <div class="feral-head">
        <h2 id="feral-h">
          Feral Hamsters: <strong data-testid="feral-level">{level}</strong>
        </h2>
        <span class="feral-effect" data-testid="feral-effect">
          {feralEffect(level)}
        </span>
      </div>
      <div class="feral-row">
        <button type="button" class="btn btn-step" aria-label="Feral Hamsters down one" disabled={level === 0 || !!g.gameOver} onClick={() => model.feral(-1)}>
          −
        </button>
        <ol class="feral-track" aria-label={`Track 0 to ${REVOLT_AFTER}, revolt beyond`}>
          {Array.from({ length: REVOLT_AFTER + 2 }, (_, i) => (
            <li key={i} class={`${i === level || (i > REVOLT_AFTER && level > REVOLT_AFTER) ? 'on' : ''} ${i > REVOLT_AFTER ? 'revolt' : ''}`} aria-current={i === level ? 'true' : undefined}>
              {i > REVOLT_AFTER ? 'Revolt' : i}
            </li>
          ))}
        </ol>
        <button type="button" class="btn btn-step" aria-label="Feral Hamsters up one" disabled={!!g.gameOver} onClick={() => model.feral(1)}>
          +
        </button>
      </div>
    </section>
  );
}
