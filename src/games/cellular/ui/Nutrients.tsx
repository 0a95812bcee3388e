import { useState } from 'preact/hooks';
import { type EvolutionEntry, type EvolutionOutcome, EVOLUTION_OUTCOMES, MAX_COUNT, MAX_EVOLUTIONS, MUTATION_NUTRIENTS, type NutrientSheet, blankSheet, evolutionValue, nutrients, scarcityOpen, sheetGaps, standings } from '../engine';
import type { MoveResult } from '../../../shared/refusal';
import type { CellularModel } from '../model';
import { CountInput } from './CountInput';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';

const OUTCOME_TEXT: Record<EvolutionOutcome, string> = { gain: 'Gains', loss: 'Loses', unmet: 'Not met', tied: 'Tied' };

// "+ 3", "− 2", "+ 0 (tied)": one Evolution in the sum line.
function evolutionTerm(e: EvolutionEntry): string {
  const v = evolutionValue(e) ?? 0;
  const sign = v < 0 ? `− ${-v}` : `+ ${v}`;
  return e.outcome === 'tied' ? `${sign} (tied)` : sign;
}

/** One Evolution: how its condition came out (a tie pays nobody) and, when met, the Nutrients on the card. */
function EvolutionRow({ who, i, e, onChange }: { who: string; i: number; e: EvolutionEntry; onChange: (e: EvolutionEntry) => void }) {
  const met = e.outcome === 'gain' || e.outcome === 'loss';
  return (
    <fieldset class="evolution">
      <legend>
        {who}'s Evolution {i + 1}
      </legend>
      <div class="segmented" role="radiogroup" aria-label={`${who}'s Evolution ${i + 1}: its condition`}>
        {EVOLUTION_OUTCOMES.map((o) => (
          <label key={o} class="segment">
            <input type="radio" name={`evo-${who}-${i}`} checked={e.outcome === o} onChange={() => onChange({ ...e, outcome: o })} />
            <span>{OUTCOME_TEXT[o]}</span>
          </label>
        ))}
      </div>
      {met && <CountInput label={e.outcome === 'gain' ? 'Nutrients it gives' : 'Nutrients it takes away'} value={e.points} max={MAX_COUNT} live onCount={(n) => onChange({ ...e, points: n })} />}
      {e.outcome === 'tied' && <p class="note">Tied with another player: nobody gets its reward or penalty.</p>}
    </fieldset>
  );
}

/** One Microbe's count: face-down cards ×1, Mutations ×5, and each Evolution's outcome. Every number must be entered. */
function NutrientForm({ model, player, locked }: { model: CellularModel; player: number; locked: boolean }) {
  const m = model.game.value!.players[player]!;
  const sheet: NutrientSheet = m.sheet ?? blankSheet();
  const [msg, setMsg] = useRefusal();
  const set = (patch: Partial<NutrientSheet>) => {
    const r: MoveResult = model.setNutrients(player, { ...sheet, ...patch });
    setMsg(r);
  };
  const evolutions = sheet.evolutions ?? [];
  const setCount = (n: number) => set({ evolutions: Array.from({ length: n }, (_, i) => evolutions[i] ?? { outcome: null, points: null }) });
  const total = nutrients(sheet);
  const gaps = sheetGaps(sheet);
  return (
    <fieldset class="player-card nutrient-sheet" style={{ borderLeftColor: m.colour }} disabled={locked}>
      <legend data-testid={`nutrients-${player}`}>
        {m.name}: {total === null ? 'not counted yet' : `${total} Nutrients`}
      </legend>
      <div class="counts">
        <CountInput label="Face-down cards (1 each)" value={sheet.faceDown} max={MAX_COUNT} live onCount={(n) => set({ faceDown: n })} />
        <CountInput label={`Mutations (${MUTATION_NUTRIENTS} each)`} value={sheet.mutations} max={MAX_COUNT} live onCount={(n) => set({ mutations: n })} />
        <CountInput label="Evolutions to score" value={sheet.evolutions === null ? null : evolutions.length} max={MAX_EVOLUTIONS} live onCount={setCount} />
      </div>
      {sheet.mutations === null && (
        <button type="button" class="btn" onClick={() => set({ mutations: 1 })}>
          1: {m.name} still has the setup Mutation
        </button>
      )}
      {evolutions.map((e, i) => (
        <EvolutionRow key={i} who={m.name} i={i} e={e} onChange={(x) => set({ evolutions: evolutions.map((y, j) => (j === i ? x : y)) })} />
      ))}
      {total === null ? (
        <p class="muted" data-testid={`gaps-${player}`}>
          Still to enter: {gaps.join(', ')}.
        </p>
      ) : (
        <p class="sum">
          {sheet.faceDown} + {sheet.mutations} × {MUTATION_NUTRIENTS}
          {evolutions.map((e) => ` ${evolutionTerm(e)}`).join('')} = <strong>{total}</strong>
        </p>
      )}
      <Problem text={msg} />
    </fieldset>
  );
}

/** End of game: every Microbe's Nutrients (Declare the winner is at the foot), then the standings. */
export function Nutrients({ model }: { model: CellularModel }) {
  const g = model.game.value!;
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
  const locked = scarcityOpen(g);
  return <Counting model={model} locked={locked} />;
}

/** Counting: one Microbe's sheet at a time, chosen by name (its total beside it once counted), in view as it is chosen. */
function Counting({ model, locked }: { model: CellularModel; locked: boolean }) {
  const g = model.game.value!;
  const { totals } = standings(g);
  const [who, setWho] = useState(() => Math.max(0, totals.indexOf(null)));
  const box = useReveal<HTMLDivElement>(locked ? null : `count-${who}`);
  return (
    <section class="panel" aria-labelledby="nutrients-h">
      <h2 id="nutrients-h">Count Nutrients</h2>
      <p class="muted small">Evolutions in the Microbe and face up in the Center count; a tied one pays nobody. Type 0 for none.</p>
      <div class="counting" ref={box}>
        <div class="segmented whose" role="radiogroup" aria-label="Whose Nutrients">
          {g.players.map((m, p) => (
            <label key={p} class="segment">
              <input type="radio" name="whose-count" checked={p === who} data-focus={p === who || undefined} onChange={() => setWho(p)} />
              <span>
                {m.name}
                {totals[p] !== null && ` ${totals[p]}`}
              </span>
            </label>
          ))}
        </div>
        <NutrientForm key={who} model={model} player={who} locked={locked} />
      </div>
    </section>
  );
}
