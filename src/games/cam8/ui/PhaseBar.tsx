import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { actionsSkipped, skipQuestion } from '../engine/confirm';
import { PHASES, PHASE_NAMES, phaseAfter } from '../engine';
import type { Cam8Model } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/** Turn number, the seven phases in order, and "next" (which asks first when it would skip whales' actions). */
export function PhaseBar({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [error, setError] = useRefusal();
  const [asking, setAsking] = useState(false);
  const go = () => {
    setAsking(false);
    const r = model.next();
    setError(r);
  };
  const skipped = actionsSkipped(g);
  // Ending Command & Resolve early is allowed, but one tap would silently take every remaining action from the table.
  const next = () => (skipped.length > 0 ? setAsking(true) : go());
  const current = PHASES.indexOf(g.phase);
  const after = g.phase === 'feed' ? `turn ${g.turn + 1}, ${PHASE_NAMES.diplomacy1}` : PHASE_NAMES[phaseAfter(g.phase)];
  return (
    <section class="phase-bar" aria-labelledby="phase-h">
      <h2 id="phase-h" data-testid="phase-title">
        Turn {g.turn} · {PHASE_NAMES[g.phase]}
      </h2>
      <ol class="phase-steps">
        {PHASES.map((p, i) => (
          <li key={p} class={i < current ? 'done' : i === current ? 'now' : ''} aria-current={i === current ? 'step' : undefined}>
            {PHASE_NAMES[p]}
          </li>
        ))}
      </ol>
      <Problem text={error} />
      {!g.gameOver && (
        <button type="button" class="btn btn-primary" disabled={!!model.pending.value} onClick={next}>
          Next: {after}
        </button>
      )}
      <ConfirmDialog
        title="Skip the actions left?"
        open={asking && skipped.length > 0}
        confirmText={`Skip ${skipped.reduce((n, w) => n + w.actions, 0) === 1 ? 'it' : 'them'}: go to ${after}`}
        onConfirm={go}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="skip-question">{skipQuestion(skipped)}</p>
      </ConfirmDialog>
    </section>
  );
}
