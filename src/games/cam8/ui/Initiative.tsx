import { useState } from 'preact/hooks';
import { FacesInput } from '../../../shared/ui/FacesInput';
import { type InitiativeDecisions, initiativeOrder, initiativeTies } from '../engine';
import type { Cam8Model } from '../model';

/** Initiative: fewest Politicians pick first; the krill offer and the roll-off for ties. */
export function Initiative({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [d, setD] = useState<InitiativeDecisions>({ paid: [], rolls: {} });
  const [msg, setMsg] = useState<string | null>(null);
  const name = (i: number) => g.players[i]!.name;
  if (g.initiative.length > 0) {
    return (
      <section class="panel" aria-labelledby="init-h">
        <h2 id="init-h">Pick order this turn</h2>
        <ol class="order" data-testid="pick-order">
          {g.initiative.map((i) => (
            <li key={i}>{name(i)}</li>
          ))}
        </ol>
      </section>
    );
  }
  const ties = initiativeTies(g, d);
  const order = initiativeOrder(g, d);
  const mustRoll = ties.flatMap((t) => t.mustRoll);
  const addRolls = (faces: number[]) => {
    const rolls = { ...d.rolls };
    mustRoll.forEach((p, k) => (rolls[p] = [...(rolls[p] ?? []), faces[k]!]));
    setD({ ...d, rolls });
  };
  const settle = () => {
    const r = model.initiative(d);
    setMsg(r && 'error' in r ? r.error : null);
  };
  return (
    <section class="panel" aria-labelledby="init-h">
      <h2 id="init-h">Who picks first</h2>
      <p class="muted">Fewest Politicians pick first.</p>
      {ties.length === 0 && <p>No ties.</p>}
      {ties.map((t) => (
        <div key={t.politicians} class="tie">
          <p>
            Tied with {t.politicians} Politician{t.politicians === 1 ? '' : 's'}: {t.players.map(name).join(', ')}.
          </p>
          {t.payer !== null && (
            <label class="choice">
              <input
                type="checkbox"
                checked={t.paid}
                onChange={(e) => {
                  const paid = (d.paid ?? []).filter((p) => p !== t.payer);
                  setD({ ...d, paid: e.currentTarget.checked ? [...paid, t.payer!] : paid });
                }}
              />
              {name(t.payer)} (most krill) pays 1 krill to pick first
            </label>
          )}
          {t.players.some((p) => d.rolls?.[p]?.length) && (
            <p>Rolled: {t.players.filter((p) => d.rolls?.[p]?.length).map((p) => `${name(p)} ${d.rolls![p]!.join(', ')}`).join('; ')}</p>
          )}
        </div>
      ))}
      {mustRoll.length > 0 ? (
        <>
          <p>
            Still tied: {mustRoll.map(name).join(', ')} roll a die each (highest picks first).
          </p>
          <FacesInput count={mustRoll.length} label="Tie-break" rollText={`Roll for ${mustRoll.map(name).join(', ')}`} onRoll={() => addRolls(model.roll(mustRoll.length))} onFaces={addRolls} />
        </>
      ) : (
        !('error' in order) && (
          <>
            <p>
              Order: <strong>{order.map(name).join(', ')}</strong>
            </p>
            <button type="button" class="btn btn-primary" onClick={settle}>
              Set this pick order
            </button>
          </>
        )
      )}
      {msg && (
        <p class="error" role="alert">
          {msg}
        </p>
      )}
    </section>
  );
}
