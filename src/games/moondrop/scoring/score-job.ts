import {
  type Cell, type CrisisId, type GoalId, type OrderTotal, type Overrides, type Score,
  parseSheet, pinnedChoices, scoreSheet, scoreWithChoices, scoreWithOrders,
} from '../engine';

/**
 * A scoring request. 'best': the best play, and the best total of every crisis order.
 * 'choice': the player's own pick at `step` (cells that must be crossed there), with the
 * choices already made (`overrides`): steps before `step` keep the play shown, later ones are
 * played for the best total.
 */
export type ScoreJob =
  | { kind: 'best'; sheet: string; crises: CrisisId[]; goals: GoalId[] }
  | { kind: 'choice'; sheet: string; crises: CrisisId[]; goals: GoalId[]; overrides: Overrides; step: number; picks: Cell[] };

/** What a job answers: a score, every order's best total ('best'), the choices it honoured ('choice'); or a reason. */
export type ScoreResult =
  | { score: Score; orders: OrderTotal[] | null; mean: number | null; overrides: Overrides | null }
  | { error: string };

const any = (o: Overrides) => Object.keys(o).length > 0;

/** Runs one scoring job; pure and synchronous (the worker runs it off the page's thread). */
export function runScoreJob(job: ScoreJob): ScoreResult {
  let sheet;
  try {
    sheet = parseSheet(job.sheet);
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  const { crises, goals } = job;
  if (job.kind === 'best') {
    const { score, orders, mean } = scoreWithOrders(sheet, crises, goals);
    return { score, orders, mean, overrides: null };
  }
  const shown = any(job.overrides) ? scoreWithChoices(sheet, crises, goals, job.overrides) : scoreSheet(sheet, crises, goals);
  if ('error' in shown) return shown;
  const overrides: Record<number, Cell[]> = pinnedChoices(shown, job.step);
  if (job.picks.length > 0) overrides[job.step] = job.picks;
  const score = any(overrides) ? scoreWithChoices(sheet, crises, goals, overrides) : scoreSheet(sheet, crises, goals);
  return 'error' in score ? score : { score, orders: null, mean: null, overrides };
}
