import type { ComponentChildren } from 'preact';
import { percent } from '../../../shared/ui/percent';
import type { Chance } from '../engine';
import { type Action, outcomeOdds } from '../engine';
import type { Cam8Model } from '../model';

type Row = Chance & { key: string | number; text: string };

function ChanceTable({ caption, rows, head }: { caption: string; rows: Row[]; head?: [string, string] }) {
  return (
    <table>
      <caption>{caption}</caption>
      {head && (
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{r.text}</td>
            <td title={r.fraction}>{percent(r.p)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The exact chance of each outcome before rolling, per die and for the whole action; `children` (the roll) follow the per-die table. */
export function Odds({ model, player, action, target, dice, children }: { model: Cam8Model; player: number; action: Action; target: number | null; dice: number; children?: ComponentChildren }) {
  const odds = outcomeOdds(model.game.value!, player, action, target, dice);
  if ('error' in odds) return <>{children}</>;
  const all = odds.outcomes.map((o) => ({ ...o, key: o.text }));
  const shown = all.slice(0, 8);
  return (
    <div class="odds">
      <table>
        <caption>Each die</caption>
        <thead>
          <tr>
            <th scope="col">Result</th>
            <th scope="col">Does</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {odds.perDie.map((b) => (
            <tr key={b.when}>
              <td>{b.when}</td>
              <td>{b.effect}</td>
              <td title={b.fraction}>{percent(b.p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The roll sits under the short per-die table: the long tables below would push it off a phone's screen. */}
      {children}
      {dice > 1 && (
        <ChanceTable
          caption={`All ${dice} dice together${all.length > shown.length ? ` (the ${shown.length} likeliest of ${all.length})` : ''}`}
          rows={shown}
          head={['Outcome', 'Chance']}
        />
      )}
      {dice > 1 && all.length > shown.length && (
        <details class="all-odds">
          <summary>Every outcome ({all.length}), and each count on its own</summary>
          <ChanceTable caption={`All ${all.length} outcomes`} rows={all} head={['Outcome', 'Chance']} />
          {odds.marginals.map((m) => (
            <ChanceTable key={m.label} caption={m.label} rows={m.values.map((v) => ({ ...v, key: v.value }))} />
          ))}
        </details>
      )}
    </div>
  );
}
