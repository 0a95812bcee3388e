import { showToast } from '../../../shared/ui/toast';
import type { VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { crisisOrderText } from '../engine/log';
import { type Cell, type CrisisId, type GoalId, type Overrides, type Score, GOAL_NAMES, parseSheet } from '../engine/screens';
import type { ScoreJob } from '../scoring/score-job';
import { Replay } from './Replay';
import { sheetOf } from './sheet-of';
import { useScores, useTakingLong } from '../scoring/useScores';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { type MoonDropDoc, type ShuffledBy, STATE_VERSION, crisisSet } from '../engine/game';

// A code that cannot be made (its chunk not loaded, offline before the first full visit) says so.
const qrFailed = () => showToast({ text: 'The QR code could not be shown here.' });

// The player's choices: the last request (choices so far, the new pick) and their picks by step, for the grid.
type Mine = { overrides: Overrides; step: number; picks: Cell[]; byStep: Record<number, Cell[]> };

const same = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;
/** A mean as players read it: at most 2 decimals. */
export const meanText = (n: number) => String(Math.round(n * 100) / 100);

/** The dialog with the code that hands this sheet over with its crises and goals: on the other phone, a paper game of one sheet, scored. */
async function sheetCode({ sheet, crises, shuffledBy, goals, name }: ScorePanelProps, onClose: () => void): Promise<VNode> {
  const { qrDialog, stateRecord } = await import('../../../shared/transfer/show-qr');
  // The crises go with the order this table's shuffle gave them.
  const shuffle = { order: [...crises], by: shuffledBy ?? 'table' };
  const doc: MoonDropDoc = { stage: 'end', players: [{ name, sheet }], crises: crisisSet(crises), goals, play: null, paper: true, shuffle };
  const record = stateRecord('moondrop', `Moon Drop sheet: ${name}`, doc, STATE_VERSION, Date.now());
  return qrDialog({ title: `QR code: ${sheetOf(name)}`, what: `${sheetOf(name)} with its crises and goals`, record }, onClose);
}

// The player's picks at a step after tapping `cell`: toggled, and at most `count` in each group.
function nextPicks(score: Score, step: number, cell: Cell, before: readonly Cell[]): Cell[] {
  const rule = score.steps[step]?.choice;
  if (!rule) return [...before];
  if (rule.kind === 'one-of') return [cell];
  if (before.some((c) => same(c, cell))) return before.filter((c) => !same(c, cell));
  const group = rule.groups.find((g) => g.from.some((c) => same(c, cell)));
  const inGroup = before.filter((c) => group?.from.some((d) => same(c, d)));
  const drop = group && inGroup.length >= group.count ? inGroup[0] : undefined;
  return [...before.filter((c) => c !== drop), cell];
}

/** Props of ScorePanel. */
export interface ScorePanelProps {
  sheet: string;
  /** The crises in the order they strike (the end-of-game shuffle's). */
  crises: CrisisId[];
  /** Who shuffled them (for a sheet handed over by QR code); 'table' when not given. */
  shuffledBy?: ShuffledBy;
  goals: GoalId[];
  name: string;
  /** Bring the best total into view when the scorer answers (not when the table's totals come first, nor when it was shown before). */
  reveal?: boolean;
  /** The best total is on screen. */
  onScored?: () => void;
}

/** One sheet scored with the best play: the total, each goal, the crossings step by step, the player's own choices, and every crisis order. */
export function ScorePanel({ sheet, crises, shuffledBy, goals, name, reveal = false, onScored }: ScorePanelProps) {
  const base = { sheet, crises, goals };
  const [mine, setMine] = useState<Mine | null>(null);
  const [before, setBefore] = useState<Mine | null>(null);
  const [error, setError] = useRefusal();
  const [at, setAt] = useState(-1);
  const [qr, setQr] = useState<VNode | null>(null);
  const jobs: ScoreJob[] = [{ kind: 'best', ...base }];
  if (mine) jobs.push({ kind: 'choice', ...base, overrides: mine.overrides, step: mine.step, picks: mine.picks });
  const [best, chosen] = useScores(jobs);
  // While a new choice is being scored, the grid keeps the play shown before it.
  const [held, setHeld] = useState<Score | null>(null);

  // A choice no legal play can honour: say why and go back to the choices before it.
  useEffect(() => {
    if (chosen && 'error' in chosen) {
      setError(chosen.error);
      setMine(before);
    }
  }, [chosen]);

  const bestScore = best && !('error' in best) ? best : null;
  const mineResult = chosen && !('error' in chosen) ? chosen : null;
  const mineScore = mineResult?.score ?? null;
  const score = mine ? mineScore : (bestScore?.score ?? null);
  const shown = score ?? held;
  const slow = useTakingLong(!score);
  // The best total is the result the table waits for; its live region says it, so the focus stays put.
  // Whether to reveal it is decided when the panel opens (the parent's answer changes once it is shown).
  const [revealHere] = useState(reveal);
  const box = useReveal<HTMLDivElement>(revealHere && bestScore ? 'best' : null, { focus: false });
  useEffect(() => {
    if (bestScore) onScored?.();
  }, [!!bestScore]);

  if (best && 'error' in best) return <Problem text={best.error} />;
  const onPick = (step: number, cell: Cell) => {
    // One choice at a time: a tap while the last one is being scored waits for it.
    if (!shown || (mine && !mineResult)) return;
    const picks = nextPicks(shown, step, cell, mine?.byStep[step] ?? []);
    const byStep: Record<number, Cell[]> = {};
    for (const [k, v] of Object.entries(mine?.byStep ?? {})) if (Number(k) < step) byStep[Number(k)] = v;
    if (picks.length > 0) byStep[step] = picks;
    setError(null);
    setHeld(shown);
    setBefore(mine);
    // The worker keeps the steps before this one as shown (pinnedChoices) and plays the rest best.
    const overrides = mine ? (mineResult?.overrides ?? mine.overrides) : {};
    setMine(Object.keys(byStep).length > 0 ? { overrides, step, picks, byStep } : null);
  };
  const reset = () => {
    setMine(null);
    setError(null);
  };

  return (
    <div class="stack">
      <div class="md-score" aria-live="polite" aria-busy={!score} ref={box}>
        {!score ? (
          <>
            <p class="md-total" data-testid="scoring">
              Scoring…
            </p>
            {slow && <p class="muted">This sheet leaves many choices to try: the best play can take a few seconds to find. The app keeps working meanwhile.</p>}
          </>
        ) : (
          <>
            <p class="md-total">
              <strong data-testid="total">{score.total}</strong>
              <span>{mine ? 'total with your choices' : 'best total'}</span>
            </p>
            {goals.length === 0 && <p class="note">No Goal card is set, so nothing scores: pick the cards under “Change the cards”.</p>}
            <ul class="md-goals" data-testid="goals">
              {goals.map((g) => (
                <li key={g}>
                  {GOAL_NAMES[g]}: <b>{score.goals[g] ?? 0}</b>
                </li>
              ))}
            </ul>
            {mine && bestScore && (
              <p class="note" data-testid="versus-best">
                The best play scores {bestScore.score.total}.
              </p>
            )}
          </>
        )}
      </div>
      {mine && (
        <button type="button" class="btn" onClick={reset}>
          Back to the best play
        </button>
      )}
      <button type="button" class="btn" onClick={() => sheetCode({ sheet, crises, shuffledBy, goals, name }, () => setQr(null)).then(setQr, qrFailed)}>
        Show QR code
      </button>
      <Problem text={error} />
      {shown && (
        <section aria-labelledby="md-replay-h">
          <h4 id="md-replay-h">Crossings, step by step</h4>
          <Replay start={parseSheet(sheet)} score={shown} name={name} goals={goals} picks={mine?.byStep ?? {}} onPick={onPick} at={at} setAt={setAt} />
        </section>
      )}
      {bestScore?.orders && bestScore.mean !== null && (
        <section aria-labelledby="md-orders-h">
          <h4 id="md-orders-h">Every crisis order</h4>
          <table class="md-table" data-testid="orders">
            <thead>
              <tr>
                <th scope="col">Crisis order</th>
                <th scope="col">Best total</th>
              </tr>
            </thead>
            <tbody>
              {bestScore.orders.map((o) => {
                const current = o.crises.join() === crises.join();
                return (
                  <tr key={o.crises.join()} class={current ? 'is-current' : undefined}>
                    <td>
                      {crisisOrderText(o.crises)}
                      {current && <span class="md-tag"> (this game)</span>}
                    </td>
                    <td>{o.total}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Mean of {bestScore.orders.length === 1 ? 'the only order' : `the ${bestScore.orders.length} orders`}</th>
                <td data-testid="mean">{meanText(bestScore.mean)}</td>
              </tr>
            </tfoot>
          </table>
          <p class="muted">The mean is the score to expect before the crises are shuffled; this game's shuffle gave {crisisOrderText(crises)}.</p>
        </section>
      )}
      {/* Last, so its title (h2) comes after the panel's own headings. */}
      {qr}
    </div>
  );
}
