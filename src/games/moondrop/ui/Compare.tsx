import { crisisOrderText, winnerText } from '../engine/log';
import { type CrisisId, GOAL_NAMES } from '../engine/screens';
import type { MoonDropModel } from '../model';
import type { ScoreJob } from '../scoring/score-job';
import { meanText } from './ScorePanel';
import { useScores } from '../scoring/useScores';
import { useRef } from 'preact/hooks';
import { useReveal } from '../../../shared/ui/reveal';

/**
 * Every player's best total side by side, and who wins (ties share the win; a best of 0 wins nothing). With `reveal`,
 * the totals are brought into view and focused once they are all scored.
 */
export function Compare({ model, order, reveal = false }: { model: MoonDropModel; /** The crises in the order the shuffle gave. */ order: CrisisId[]; reveal?: boolean }) {
  const { players, goals } = model.doc.value;
  const crises = order;
  const jobs: ScoreJob[] = players.map((p) => ({ kind: 'best', sheet: p.sheet, crises, goals }));
  const results = useScores(jobs);
  const scores = results.map((r) => (r && !('error' in r) ? r : null));
  // A sheet the scorer could not read (it names why) is left out of the win.
  const failed = results.map((r) => (r && 'error' in r ? r.error : null));
  const ready = results.every((r) => r !== undefined);
  const totals = scores.flatMap((s) => (s ? [s.score.total] : []));
  const top = ready && totals.length > 0 ? Math.max(...totals) : null;
  // Blank sheets (or sheets that lost everything) score 0: nobody wins with nothing.
  const winners = players.map((_, i) => i).filter((i) => top !== null && top > 0 && scores[i]?.score.total === top);
  const names = winners.map((i) => model.name(i));
  // Once, when the last total arrives: later rescoring (a new crisis order) leaves the page where the player is.
  const once = useRef(false);
  if (ready) once.current = true;
  const box = useReveal<HTMLDivElement>(reveal && once.current ? 'totals' : null);
  return (
    <div class="stack" ref={box}>
      <table class="md-table" data-testid="compare">
        <thead>
          <tr>
            <th scope="col">Player</th>
            {goals.map((g) => (
              <th key={g} scope="col">
                {GOAL_NAMES[g]}
              </th>
            ))}
            <th scope="col">Total</th>
            <th scope="col">Mean</th>
          </tr>
        </thead>
        <tbody>
          {players.map((_, i) => {
            const s = scores[i];
            const won = winners.includes(i);
            return (
              <tr key={i} class={won ? 'is-current' : undefined}>
                <th scope="row">
                  {model.name(i)}
                  {won && (
                    <span class="md-tag">
                      {' '}
                      <span aria-hidden="true">★</span> winner
                    </span>
                  )}
                </th>
                {goals.map((g) => (
                  <td key={g}>{s ? (s.score.goals[g] ?? 0) : '…'}</td>
                ))}
                <td>
                  <b>{s ? s.score.total : failed[i] ? 'not scored' : '…'}</b>
                </td>
                <td>{s && s.mean !== null ? meanText(s.mean) : '…'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="note" aria-live="polite" data-testid="winner" data-focus tabIndex={-1}>
        {winnerText(ready, names, top)}
      </p>
      <p class="muted">Best totals with the crises in the order shuffled, {crisisOrderText(crises)}; the mean is over every order.</p>
      {failed.map(
        (e, i) =>
          e && (
            <p key={i} class="error" role="alert">
              {model.name(i)}: {e}
            </p>
          ),
      )}
    </div>
  );
}
