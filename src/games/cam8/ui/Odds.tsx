import { type Action, outcomeOdds } from '../engine';
import type { Cam8Model } from '../model';
import { percent } from './names';

/** The exact chance of each outcome before rolling, per die and for the whole action. */
export function Odds({ model, player, action, target, dice }: { model: Cam8Model; player: number; action: Action; target: number | null; dice: number }) {
  const odds = outcomeOdds(model.game.value!, player, action, target, dice);
  if ('error' in odds) return null;
  const shown = odds.outcomes.slice(0, 8);
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
      {dice > 1 && (
        <table>
          <caption>
            All {dice} dice together{odds.outcomes.length > shown.length ? ` (the ${shown.length} likeliest of ${odds.outcomes.length})` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Outcome</th>
              <th scope="col">Chance</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((o) => (
              <tr key={o.text}>
                <td>{o.text}</td>
                <td title={o.fraction}>{percent(o.p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
