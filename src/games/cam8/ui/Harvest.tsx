import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import type { Cam8Model } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { Reading } from './Reading';
import { HARVEST_READING } from './readings';

/** Flooding and Harvest: count each whale's flooded sections on the board; 1 krill each. */
export function Harvest({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [flooded, setFlooded] = useState<number[]>(() => g.players.map(() => 0));
  const [msg, setMsg] = useRefusal();
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
    setMsg(r);
  };
  return (
    <section class="panel" aria-labelledby="harvest-h">
      <h2 id="harvest-h">Flooded sections</h2>
      {/* The count can be entered in Flooding or in Harvest, so each phase's text stands on its own. */}
      {g.phase === 'flooding' ? (
        <>
          <p>
            First flood the board: every space with a tunnel token next to a lake or a water token (as the phase starts) gets a water token.
            {g.variants.hamsterTrails && ' Hamster trails never flood.'}
          </p>
          <p>Then count the flooded sections in each whale's territory and enter them here. Each one gives that whale 1 krill; enter 0 for a whale with none.</p>
        </>
      ) : (
        <p>Count the flooded sections in each whale's territory on the board and enter them here. Each one gives that whale 1 krill; enter 0 for a whale with none.</p>
      )}
      {g.players.map((w, i) =>
        w.out ? null : (
          <Stepper key={i} label={w.name} srLabel={`${w.name} flooded sections`} value={flooded[i] ?? 0} min={0} max={99} onChange={(n) => setFlooded(flooded.map((f, j) => (j === i ? n : f)))} />
        ),
      )}
      <Reading entry="harvest-must-be-entered">{HARVEST_READING}</Reading>
      <Problem text={msg} />
      <button type="button" class="btn btn-primary" onClick={add}>
        Add the krill
      </button>
    </section>
  );
}
