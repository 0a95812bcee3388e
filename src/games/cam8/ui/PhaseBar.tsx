import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { actionsSkipped, skipQuestion } from '../engine/confirm';
import { PHASES, PHASE_NAMES, phaseAfter } from '../engine';
import { phaseShort } from '../engine/status';
import type { Cam8Model } from '../model';
import { useFlow } from './flow';

/** Turn number and the seven phases in order, the current one marked. */
export function PhaseBar({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const current = PHASES.indexOf(g.phase);
  return (
    <section class="phase-bar" aria-labelledby="phase-h">
      <h2 id="phase-h" data-testid="phase-title">
        Turn {g.turn} · {PHASE_NAMES[g.phase]}
      </h2>
      <ol class="phase-steps">
        {PHASES.map((p, i) => (
          <li key={p} class={i < current ? 'done' : i === current ? 'now' : ''} aria-current={i === current ? 'step' : undefined}>
            {phaseShort(p)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Next: …", at the foot of each phase's tools: asks first when it would skip whales' actions; a double tap moves one phase. */
export function NextButton({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const { settling, run } = useFlow();
  const [error, setError] = useRefusal();
  const [asking, setAsking] = useState(false);
  const go = () => {
    setAsking(false);
    setError(model.next());
  };
  const skipped = actionsSkipped(g);
  // Ending Command & Resolve early is allowed, but one tap would silently take every remaining action from the table.
  const next = () => (skipped.length > 0 ? setAsking(true) : go());
  const after = g.phase === 'feed' ? `turn ${g.turn + 1}, ${PHASE_NAMES.diplomacy1}` : PHASE_NAMES[phaseAfter(g.phase)];
  return (
    <>
      <Problem text={error} />
      <button type="button" class="btn btn-primary" aria-disabled={settling || undefined} onClick={() => run(next)}>
        Next: {after}
      </button>
      <ConfirmDialog
        title="Skip the actions left?"
        open={asking && skipped.length > 0}
        confirmText={`Skip ${skipped.reduce((n, w) => n + w.actions, 0) === 1 ? 'it' : 'them'}: go to ${after}`}
        onConfirm={go}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="skip-question">{skipQuestion(skipped)}</p>
      </ConfirmDialog>
    </>
  );
}
