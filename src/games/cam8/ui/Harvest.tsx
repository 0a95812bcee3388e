import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { Stepper } from '../../../shared/ui/Stepper';
import type { Cam8Model } from '../model';
import { SteadyButton } from './flow';
import { NextButton } from './PhaseBar';
import { Reading } from './Reading';
import { ReceiptView } from './ReceiptView';
import { HARVEST_READING } from './readings';

/** Flooding and Harvest: count each whale's flooded sections on the board (each tap saved; last turn's in one tap); 1 krill each. */
export function Harvest({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const flooded = model.flooding.value;
  const last = model.lastFlooded.value;
  const [msg, setMsg] = useRefusal();
  const head = useReveal<HTMLDivElement>(`${g.turn}:${g.phase}:${g.harvested}`);
  const alive = g.players.map((w, i) => ({ w, i })).filter(({ w }) => !w.out);
  if (g.harvested) {
    return (
      <section class="panel">
        <div class="stack" ref={head}>
          <h2>Harvest added</h2>
          <ReceiptView />
          <NextButton model={model} />
        </div>
      </section>
    );
  }
  const set = (i: number, n: number) => setMsg(model.flood(flooded.map((f, j) => (j === i ? n : f)), i));
  return (
    <section class="panel" aria-labelledby="harvest-h">
      <div class="stack" ref={head}>
        <h2 id="harvest-h">Flooded sections</h2>
        {/* The count can be entered in Flooding or in Harvest, so each phase's text stands on its own. */}
        {g.phase === 'flooding' && (
          <p>
            First flood the board: every space with a tunnel token next to a lake or a water token (as the phase starts) gets a water token.
            {g.variants.hamsterTrails && ' Hamster trails never flood.'}
          </p>
        )}
        <p>Count the flooded sections in each whale's territory: 1 krill each, 0 for a whale with none.</p>
        {last && (
          <button type="button" class="btn" onClick={() => setMsg(model.flood(g.players.map((w, i) => (w.out ? 0 : (last[i] ?? 0)))))}>
            Same as last turn: {alive.map(({ w, i }) => `${w.name} ${last[i] ?? 0}`).join(', ')}
          </button>
        )}
        <div class="flooded">
          {alive.map(({ w, i }) => (
            <Stepper key={i} class="stepper-compact" label={w.name} srLabel={`${w.name} flooded sections`} value={flooded[i] ?? 0} min={0} max={99} onChange={(n) => set(i, n)} />
          ))}
        </div>
        <Problem text={msg} />
        <SteadyButton primary onTap={() => setMsg(model.harvest(flooded))}>
          Add the krill
        </SteadyButton>
        <Reading entry="harvest-must-be-entered">{HARVEST_READING}</Reading>
      </div>
      <NextButton model={model} />
    </section>
  );
}
