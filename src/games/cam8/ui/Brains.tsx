import { Stepper } from '../../../shared/ui/Stepper';
import { type Cam8State, OCCUPATIONS, formatHamsters, totalHamsters } from '../engine';
import type { Cam8Model } from '../model';
import { OCCUPATION_NAMES } from './names';

function WhaleCard({ model, g, i }: { model: Cam8Model; g: Cam8State; i: number }) {
  const w = g.players[i]!;
  const locked = !!g.gameOver;
  const step = (label: string, field: Parameters<Cam8Model['adjust']>[1], value: number, min = 0) => (
    <Stepper key={field} label={label} srLabel={`${w.name} ${label}`} value={value} min={locked ? value : min} max={locked ? value : 999} onChange={(n) => model.adjust(i, field, n - value)} />
  );
  const active = g.phase === 'command' && g.active === i;
  const counts = `size ${w.size} · ${w.krill} krill · ${totalHamsters(w.hamsters) ? formatHamsters(w.hamsters) : 'no hamsters'}`;
  return (
    <li class={`player-card whale ${w.out ? 'out' : ''} ${active ? 'active' : ''}`} style={{ borderLeftColor: w.colour }}>
      {w.out ? (
        // A starved whale is out for good (undo is the way back), so there is nothing to correct.
        <p class="whale-head">
          <span class="whale-name">{w.name}</span>
          <span class="whale-summary">starved: out of the game</span>
        </p>
      ) : (
        <details>
          <summary>
            <span class="whale-name">{w.name}</span>
            <span class="whale-summary">
              {counts}
              {w.boost > 0 && ` · Boost +${w.boost}`}
              {w.assists > 0 && ` · ${w.assists} Assist${w.assists === 1 ? '' : 's'}`}
              {active && ' · acting'}
            </span>
            <span class="whale-edit">Edit</span>
          </summary>
          <div class="whale-grid" aria-label={`${w.name}'s whale brain`} role="group">
            {step('Size', 'size', w.size, 1)}
            {step('Krill', 'krill', w.krill)}
            {OCCUPATIONS.map((o) => step(OCCUPATION_NAMES[o], o, w.hamsters[o]))}
            {step('Assists', 'assists', w.assists)}
            {step('Boost', 'boost', w.boost)}
          </div>
        </details>
      )}
    </li>
  );
}

/** Every player's whale brain, with big steppers for corrections made by hand. */
export function Brains({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  return (
    <section aria-labelledby="brains-h">
      <h2 id="brains-h">Whale brains</h2>
      <ul class="player-cards">
        {g.players.map((_, i) => (
          <WhaleCard key={i} model={model} g={g} i={i} />
        ))}
      </ul>
    </section>
  );
}
