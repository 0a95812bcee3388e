import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import type { Cam8Model } from '../model';
import { Problem } from '../../../shared/ui/Problem';

/** Flooding and Harvest: count each whale's flooded sections on the board; 1 krill each. */
export function Harvest({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [flooded, setFlooded] = useState<number[]>(() => g.players.map(() => 0));
  const [msg, setMsg] = useState<string | null>(null);
  if (g.harvested) {
    return (
      <section class="panel">
        <h2>Harvest added</h2>
        <p class="muted">This turn's krill from flooded sections is in the storehouses.</p>
      </section>
    );
  }
  const add = () => {
    const r = model.harvest(flooded);
    setMsg(r && 'error' in r ? r.error : null);
  };
  return (
    <section class="panel" aria-labelledby="harvest-h">
      <h2 id="harvest-h">Flooded sections</h2>
      {g.phase === 'flooding' && (
        <p>On the board: every space with a tunnel token next to a lake or a water token (as the phase starts) gets a water token.{g.variants.hamsterTrails && ' Hamster trails never flood.'}</p>
      )}
      <p class="muted">Then count each whale's flooded sections: each gives 1 krill. Enter 0 for a whale with none.</p>
      {g.players.map((w, i) =>
        w.out ? null : (
          <Stepper key={i} label={w.name} srLabel={`${w.name} flooded sections`} value={flooded[i] ?? 0} min={0} max={99} onChange={(n) => setFlooded(flooded.map((f, j) => (j === i ? n : f)))} />
        ),
      )}
      <Problem text={msg} />
      <button type="button" class="btn btn-primary" onClick={add}>
        Add the krill
      </button>
    </section>
  );
}
