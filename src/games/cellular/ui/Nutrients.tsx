import { Stepper } from '../../../shared/ui/Stepper';
import { MUTATION_NUTRIENTS, type NutrientSheet, nutrients, scarcityOpen, standings } from '../engine';
import type { CellularModel, MoveResult } from '../model';
import { CountInput } from './CountInput';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** One Microbe's count: face-down cards ×1, Mutations ×5, each Evolution's + or − adjustment. */
function NutrientForm({ model, player, locked }: { model: CellularModel; player: number; locked: boolean }) {
  const m = model.game.value!.players[player]!;
  const sheet: NutrientSheet = m.sheet ?? { faceDown: 0, mutations: 0, evolutions: [] };
  const [msg, setMsg] = useRefusal();
  const set = (patch: Partial<NutrientSheet>) => {
    const r: MoveResult = model.setNutrients(player, { ...sheet, ...patch });
    setMsg(r ? r.error : null);
  };
  const evo = sheet.evolutions.map((e) => ` ${signed(e)}`).join('');
  return (
    <fieldset class="player-card nutrient-sheet" style={{ borderLeftColor: m.colour }} disabled={locked}>
      <legend data-testid={`nutrients-${player}`}>
        {m.name}: {m.sheet ? `${nutrients(m.sheet)} Nutrients` : 'not counted yet'}
      </legend>
      <CountInput label="Face-down cards (1 each)" value={m.sheet ? sheet.faceDown : null} live onCount={(n) => set({ faceDown: n })} />
      <Stepper label={`Mutations (${MUTATION_NUTRIENTS} each)`} srLabel={`${m.name}'s Mutations`} value={sheet.mutations} min={0} max={99} onChange={(n) => set({ mutations: n })} />
      {sheet.evolutions.map((e, i) => (
        <div key={i} class="evolution">
          <Stepper label={`Evolution ${i + 1}`} srLabel={`${m.name}'s Evolution ${i + 1}`} signed value={e} min={-99} max={99} onChange={(n) => set({ evolutions: sheet.evolutions.map((x, j) => (j === i ? n : x)) })} />
          <button type="button" class="btn btn-icon" aria-label={`Remove ${m.name}'s Evolution ${i + 1}`} onClick={() => set({ evolutions: sheet.evolutions.filter((_, j) => j !== i) })}>
            ✕
          </button>
        </div>
      ))}
      <button type="button" class="btn" onClick={() => set({ evolutions: [...sheet.evolutions, 0] })}>
        + Add {m.name}'s Evolution
      </button>
      {m.sheet && (
        <p class="sum">
          {sheet.faceDown} + {sheet.mutations} × {MUTATION_NUTRIENTS}
          {evo} = <strong>{nutrients(sheet)}</strong>
        </p>
      )}
      <Problem text={msg} />
    </fieldset>
  );
}

/** End of game: every Microbe's Nutrients, then the winner (or a Scarcity roll among the tied). */
export function Nutrients({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const { totals } = standings(g);
  if (g.phase === 'over') {
    // Most Nutrients first; the winner of a tie (by a Scarcity roll) above those it tied with.
    const order = g.players.map((m, p) => ({ m, p, t: totals[p] ?? 0 })).sort((a, b) => b.t - a.t || Number(b.p === g.winner) - Number(a.p === g.winner));
    return (
      <section aria-labelledby="nutrients-h">
        <h2 id="nutrients-h">Nutrients</h2>
        <table class="standings">
          <tbody>
            {order.map(({ m, p, t }) => (
              <tr key={p}>
                <th scope="row">
                  {m.name}
                  {p === g.winner ? ' (winner)' : ''}
                </th>
                <td>{t}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  }
  const busy = scarcityOpen(g);
  return (
    <section class="panel" aria-labelledby="nutrients-h">
      <h2 id="nutrients-h">Count Nutrients</h2>
      <p class="muted">Round 3 is over. 1 Nutrient per face-down card in the Microbe, {MUTATION_NUTRIENTS} per Mutation, plus or minus each Evolution whose condition is met.</p>
      {g.players.map((_, p) => (
        <NutrientForm key={p} model={model} player={p} locked={busy} />
      ))}
      <Problem text={msg} />
      <button type="button" class="btn btn-primary btn-big" disabled={busy} onClick={() => setMsg(model.finish()?.error ?? null)}>
        Declare the winner
      </button>
    </section>
  );
}
