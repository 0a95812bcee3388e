import { useState } from 'preact/hooks';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { initiativeOrder, initiativeTies, rollOffBegun } from '../engine';
import type { Cam8Model, MoveResult } from '../model';
import { Problem } from '../../../shared/ui/Problem';

/** Initiative: fewest Politicians pick first; the krill offer and the roll-off for ties. */
export function Initiative({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const so = model.rollOffSoFar.value;
  const [chosenPaid, setPaid] = useState<number[]>([]);
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
  // Once the roll-off has begun, who paid is saved with the dice and can no longer change.
  const rolling = rollOffBegun(so);
  const paid = rolling ? (so.paid ?? []) : chosenPaid;
  const d = { paid, rolls: so.rolls ?? {} };
  const ties = initiativeTies(g, d);
  const order = initiativeOrder(g, d);
  const mustRoll = ties.flatMap((t) => t.mustRoll);
  const done = (r: MoveResult) => setMsg(r && 'error' in r ? r.error : null);
  return (
    <section class="panel" aria-labelledby="init-h">
      <h2 id="init-h">Who picks first</h2>
      <p class="muted">Fewest Politicians pick first. Among tied whales, the one with the most krill may pay 1 krill to pick first; the others roll.</p>
      {ties.length === 0 && <p>No ties.</p>}
      {ties.map((t) => (
        <div key={t.politicians} class="tie">
          <p>
            Tied with {t.politicians} Politician{t.politicians === 1 ? '' : 's'}: {t.players.map(name).join(', ')}.
          </p>
          {t.payer === null ? (
            <p class="muted">Nobody has strictly the most krill, so nobody may pay.</p>
          ) : (
            <label class="choice">
              <input
                type="checkbox"
                checked={t.paid}
                disabled={rolling}
                onChange={(e) => {
                  const others = chosenPaid.filter((p) => p !== t.payer);
                  setPaid(e.currentTarget.checked ? [...others, t.payer!] : others);
                }}
              />
              {name(t.payer)} (most krill, {g.players[t.payer]!.krill}) pays 1 krill to pick first{rolling ? ' (decided before the roll-off)' : ''}
            </label>
          )}
          {t.players.some((p) => d.rolls[p]?.length) && (
            <p data-testid="roll-off">
              Rolled:{' '}
              {t.players
                .filter((p) => d.rolls[p]?.length)
                .map((p) => `${name(p)} ${d.rolls[p]!.join(' then ')}`)
                .join('; ')}
            </p>
          )}
        </div>
      ))}
      {mustRoll.length > 0 ? (
        <>
          <p>
            {rolling ? 'Still tied' : 'To roll'}: {mustRoll.map(name).join(', ')}, a die each (highest picks first).
          </p>
          <DiceEntry
            groups={mustRoll.map((p) => ({ name: name(p), dice: [{ sides: 6, label: `${name(p)}'s tie-break die` }] }))}
            rollText={`Roll for ${mustRoll.map(name).join(', ')}`}
            onRoll={() => model.rollOff(paid, 'app')}
            onFaces={(f) => model.rollOff(paid, f.map((row) => row[0] as number))}
          />
        </>
      ) : (
        !('error' in order) && (
          <>
            <p>
              Order: <strong>{order.map(name).join(', ')}</strong>
            </p>
            <button type="button" class="btn btn-primary" onClick={() => done(model.initiative(d))}>
              Set this pick order
            </button>
          </>
        )
      )}
      <Problem text={msg} />
    </section>
  );
}
