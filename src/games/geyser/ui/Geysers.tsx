import { Stepper } from '../../../shared/ui/Stepper';
import { RINGS, geysersControlled, normalGeysers } from '../engine';
import type { GeyserModel, MoveResult } from '../model';
import { geysers } from './format';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/** Geysers controlled per tribe: claim (+) when a token lands on one, lose (−) when the last token there goes. */
export function Geysers({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const done = (r: MoveResult) => setMsg(r ? r.error : null);
  const over = g.winner !== null;
  return (
    <section aria-labelledby="geysers-h">
      <h2 id="geysers-h">Geysers controlled</h2>
      <p class="muted">
        {over
          ? 'The game is over: the counts stay as they were at the last Firing (Undo reopens them).'
          : 'Tap + when a tribe claims a geyser, − when its last token there leaves or is destroyed. The battle bonus counts every geyser, the Mother Geyser too.'}
      </p>
      <Problem text={msg} />
      <ul class="player-cards">
        {g.players.map((t, p) => {
          const held = RINGS.filter((r) => t.geysers[r] > 0).map((r) => `${r} ×${t.geysers[r]}`);
          const mother = g.mother === p;
          return (
            <li key={p} class={`player-card tribe ${model.current.value === p ? 'active' : ''}`} style={{ borderLeftColor: t.colour }}>
              <details>
                <summary>
                  <span class="tribe-name">{t.name}</span>
                  <span class="tribe-summary" data-testid={`geysers-${p}`}>
                    {geysers(normalGeysers(g, p))}
                    {held.length > 0 && ` (${held.join(', ')})`}
                    {mother && ' · Mother Geyser'} · battle +{geysersControlled(g, p)}
                  </span>
                </summary>
                <div class="stepper-grid" role="group" aria-label={`${t.name}'s geysers`}>
                  {RINGS.map((r) => (
                    <Stepper
                      key={r}
                      label={r}
                      srLabel={`${t.name} ${r} geysers`}
                      value={t.geysers[r]}
                      min={over ? t.geysers[r] : 0}
                      max={over ? t.geysers[r] : 99}
                      onChange={(n) => done(n > t.geysers[r] ? model.claim(p, r) : model.lose(p, r))}
                    />
                  ))}
                </div>
                {mother && !over && (
                  <button type="button" class="btn leave-mother" onClick={() => done(model.leaveMother())}>
                    {t.name} leaves the Mother Geyser
                  </button>
                )}
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
