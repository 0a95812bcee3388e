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

type OddsProps = { model: Cam8Model; player: number; action: Action; target: number | null; dice: number };

/** The exact chance of each result band of one die, before rolling (the roll follows it). */
export function DieOdds({ model, player, action, target, dice }: OddsProps) {
  const odds = outcomeOdds(model.game.value!, player, action, target, dice);
  if ('error' in odds) return null;
  return (
    <table class="odds">
      <caption class="visually-hidden">Each die</caption>
      <thead>
        <tr>
          <th scope="col">Result</th>
          <th scope="col">Does</th>
          <th scope="col">Chance</th>
        </tr>
      </thead>
      <tbody>
        {/* Lowest results first (a band no face reaches last), as a die reads. */}
        {[...odds.perDie].sort((a, b) => (a.faces[0] ?? 7) - (b.faces[0] ?? 7)).map((b) => (
          <tr key={b.when}>
            <td>{b.when}</td>
            <td>{b.effect}</td>
            <td title={b.fraction}>{percent(b.p)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The exact chance of each outcome of the whole action (several dice), below the roll: the likeliest, then every one on a tap. */
export function AllOdds({ model, player, action, target, dice }: OddsProps) {
  const odds = outcomeOdds(model.game.value!, player, action, target, dice);
  if ('error' in odds || dice < 2) return null;
  const all = odds.outcomes.map((o) => ({ ...o, key: o.text }));
  const shown = all.slice(0, 8);
  return (
    <div class="odds">
      <ChanceTable caption={`All ${dice} dice together${all.length > shown.length ? ` (the ${shown.length} likeliest of ${all.length})` : ''}`} rows={shown} head={['Outcome', 'Chance']} />
      {all.length > shown.length && (
        <details class="all-odds">
          <summary>Every outcome ({all.length}), and each count on its own</summary>
          <ChanceTable caption={`All ${all.length} outcomes`} rows={all} head={['Outcome', 'Chance']} />
          {odds.marginals.map((m) => (
            <ChanceTable key={m.label} caption={m.label} rows={m.values.map((v) => ({ ...v, key: v.value ?? 'revolt' }))} />
          ))}
        </details>
      )}
    </div>
  );
}
