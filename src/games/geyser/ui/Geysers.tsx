import { Stepper } from '../../../shared/ui/Stepper';
import { boardRings, geysersControlled, normalGeysers, recountWords, ringName } from '../engine';
import type { MoveResult } from '../../../shared/refusal';
import type { GeyserModel } from '../model';
import { geysers } from './format';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/** Geysers controlled per tribe, counted by the app from the moves, battles and Firings; corrections by hand (logged as such). */
export function Geysers({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const done = (r: MoveResult) => setMsg(r);
  const over = g.winner !== null;
  return (
    <section aria-labelledby="geysers-h">
      <h2 id="geysers-h">Geysers controlled</h2>
      <p class="muted">
        {over
          ? 'The game is over: the counts stay as they were at the last Firing (Undo reopens them).'
          : 'A claimed geyser always keeps a piece: control is lost only to a battle or a Firing, which the app counts. The battle bonus counts every geyser, the Mother Geyser too. Open a tribe to correct its count by hand (logged as a correction).'}
      </p>
      {g.recount && !over && (
        <div class="note recount" role="group" aria-labelledby="recount-h" data-testid="recount">
          <h3 id="recount-h">Check on the board: {recountWords(g)}</h3>
          <p>
            This game was saved before the app knew that a piece may land on a geyser its tribe already holds: such a landing was counted as one more geyser. If one of these is a single
            geyser counted twice, open the tribe below and take one off.
          </p>
          <button type="button" class="btn" onClick={() => done(model.counted())}>
            The board agrees: these are separate geysers
          </button>
        </div>
      )}
      <Problem text={msg} />
      <ul class="player-cards">
        {g.players.map((t, p) => {
          const held = boardRings(g).filter((r) => t.geysers[r] > 0).map((r) => `${ringName(g, r)} ×${t.geysers[r]}`);
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
                <div class="stepper-grid" role="group" aria-label={`Correct ${t.name}'s geysers`}>
                  {boardRings(g).map((r) => (
                    <Stepper
                      key={r}
                      label={ringName(g, r)}
                      srLabel={`${t.name} ${ringName(g, r)} geysers`}
                      value={t.geysers[r]}
                      min={over ? t.geysers[r] : 0}
                      max={over ? t.geysers[r] : 99}
                      onChange={(n) => done(n > t.geysers[r] ? model.claim(p, r) : model.lose(p, r))}
                    />
                  ))}
                </div>
                {mother && !over && (
                  <button type="button" class="btn leave-mother" onClick={() => done(model.leaveMother())}>
                    Correction: {t.name} is not on the Mother Geyser
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
