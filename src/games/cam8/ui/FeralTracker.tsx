import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { feralUpRevolts } from '../engine/confirm';
import { REVOLT_AFTER, feralEffect, hasBlanks, lastSpace } from '../engine';
import type { Cam8Model } from '../model';

/** The Feral Hamster tracker as printed (blank spaces too), with its effect on every die spelled out, to move by hand (the level stays in the pinned line). */
export function FeralTracker({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const level = g.feralLevel;
  const past = level > REVOLT_AFTER;
  // The spaces the token can stand on: 0 to the 5; a blank printed after the 5 is already the revolt.
  const spaces = g.track.slice(0, lastSpace(g.track) + 1);
  const blanks = hasBlanks(spaces);
  const [asking, setAsking] = useState(false);
  // One stray tap at the top of the track would end the game for everyone, so that tap asks first.
  const up = () => (feralUpRevolts(model.doc.value) ? setAsking(true) : model.feral(1));
  return (
    <section class="feral" aria-labelledby="feral-h">
      <div class="feral-head">
        <h2 id="feral-h">
          Feral Hamsters: <strong data-testid="feral-level">{past ? `past ${REVOLT_AFTER}` : level}</strong>
          {blanks && !past && (
            <span class="muted" data-testid="feral-space">
              {' '}
              (space {g.feralSpace + 1} of {spaces.length})
            </span>
          )}
        </h2>
        <span class="feral-effect" data-testid="feral-effect">
          {feralEffect(level)}
        </span>
      </div>
      <div class="feral-row">
        <button type="button" class="btn btn-step" aria-label="Feral Hamsters down one" disabled={g.feralSpace === 0 || !!g.gameOver} onClick={() => model.feral(-1)}>
          −
        </button>
        <ol class={`feral-track${blanks ? ' with-blanks' : ''}`} aria-label={`Track of ${spaces.length} spaces, 0 to ${REVOLT_AFTER}, revolt beyond`}>
          {spaces.map((n, i) => (
            <li
              key={i}
              class={`${i === g.feralSpace ? 'on' : ''} ${n === null ? 'blank' : ''}`}
              aria-current={i === g.feralSpace ? 'true' : undefined}
              aria-label={n === null ? 'a blank space' : undefined}
            >
              {n ?? '·'}
            </li>
          ))}
          <li class={`revolt ${past ? 'on' : ''}`}>Revolt</li>
        </ol>
        <button type="button" class="btn btn-step" aria-label="Feral Hamsters up one" disabled={!!g.gameOver} onClick={up}>
          +
        </button>
      </div>
      {blanks && <p class="muted feral-note">One tap moves one space; on a blank space dice count the last number the token was on or passed, either way.</p>}
      <ConfirmDialog
        title="Start the revolt?"
        open={asking}
        confirmText="Revolt: end the game"
        onConfirm={() => {
          setAsking(false);
          model.feral(1);
        }}
        onCancel={() => setAsking(false)}
      >
        <p>
          The Feral Hamsters are at {level}. One more step up is the revolt: the game ends at once and everyone loses. Undo can take it back.
        </p>
      </ConfirmDialog>
    </section>
  );
}
