import { useState } from 'preact/hooks';
import { PHASES, PHASE_NAMES, phaseAfter } from '../engine';
import type { Cam8Model } from '../model';
import { Problem } from '../../../shared/ui/Problem';

/** Turn number, the seven phases in order, and "next". */
export function PhaseBar({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [error, setError] = useState<string | null>(null);
  const next = () => {
    const r = model.next();
    setError(r && 'error' in r ? r.error : null);
  };
  const current = PHASES.indexOf(g.phase);
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
          Next: {g.phase === 'feed' ? `turn ${g.turn + 1}, ${PHASE_NAMES.diplomacy1}` : PHASE_NAMES[phaseAfter(g.phase)]}
        </button>
      )}
    </section>
  );
}
