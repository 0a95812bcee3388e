import { effectOf, forcedCells, type Effect, type StepKind } from './effects';
import { goalPoints } from './goals';
import { cellReason, cellsOf, stepLabel } from './labels';
import { layoutOf, type Crossed, type Layout } from './layout';
import { ascending, sortInPlace } from './packed';
import { planFor, type Plan, type PlanStep } from './plan';
import { bestFrom, bestPlay } from './search';
import { newSearch, retire, type Search } from './search-state';
import { CRISIS_NAMES, SIZE, cellName, type Cell, type CrisisId, type GoalId, type Refusal, type Sheet } from './types';

/** The legal plays of a step where the player chooses: `count` cells of every group, or all cells of one option. */
export type ChoiceRule =
  | { kind: 'pick'; groups: Array<{ count: number; from: Cell[] }> }
  | { kind: 'one-of'; options: Cell[][] };

/** One step of scoring as played: its title, the cells it crossed (reading order) and why. */
export interface ScoreStep {
  step: string;
  crossed: Cell[];
  /** One line per crossed cell, same order. */
  reasons: string[];
  kind: StepKind;
  /** The legal plays when this step was a real choice, else null. */
  choice: ChoiceRule | null;
  /** True when the player's own choice (an override) decided this step. */
  overridden: boolean;
}

/** A scored sheet: the goals' total, each goal's points, the sheet after the crossings and the steps that made them. */
export interface Score {
  total: number;
  goals: Partial<Record<GoalId, number>>;
  final: Sheet;
  steps: ScoreStep[];
}

/** The player's choices by step index: cells that must be crossed at that step (the rest is played best). */
export type Overrides = Readonly<Record<number, readonly Cell[]>>;

function choiceRule(lay: Layout, effect: Effect): ChoiceRule | null {
  if (forcedCells(effect)) return null;
  if (effect.kind === 'one-of') return { kind: 'one-of', options: effect.options.map((o) => cellsOf(lay, o)) };
  return { kind: 'pick', groups: effect.groups.map((g) => ({ count: g.count, from: cellsOf(lay, g.from) })) };
}

function finalSheet(sheet: Sheet, x: Crossed): Sheet {
  let i = 0;
  return sheet.map((row) => row.map((cell) => (cell === null ? null : { module: cell.module, crossed: x[i++] === 1 })));
}

/** The steps of one best sequence of a search that has found its best total, for display. */
export function replay(sheet: Sheet, s: Search): Score {
  const { lay, plan } = s;
  const x = lay.start.slice();
  const steps = plan.steps.map((step, i): ScoreStep => {
    const effect = effectOf(lay, x, step.kind);
    const overridden = s.want?.has(i) ?? false;
    const chosen = (!overridden && forcedCells(effect)) || bestPlay(s, i, x);
    const crossed = sortInPlace([...chosen], ascending);
    const out: ScoreStep = {
      step: stepLabel(lay, x, step, crossed.length),
      crossed: cellsOf(lay, crossed),
      reasons: crossed.map((c) => cellReason(lay, c, step)),
      kind: step.kind,
      choice: choiceRule(lay, effect),
      overridden,
    };
    for (const c of crossed) x[c] = 1;
    return out;
  });
  const goals: Partial<Record<GoalId, number>> = {};
  let total = 0;
  for (const g of s.goals) {
    const points = goalPoints(lay, x, g);
    goals[g] = points;
    total += points;
  }
  return { total, goals, final: finalSheet(sheet, x), steps };
}

/** End-of-game scoring with the best choices: Safety Check, then each Crisis in order followed by a Safety Check. */
export function scoreSheet(sheet: Sheet, crises: CrisisId[], goals: GoalId[]): Score {
  const lay = layoutOf(sheet);
  const s = newSearch(lay, planFor(crises), goals);
  bestFrom(s, 0, lay.start.slice());
  const score = replay(sheet, s);
  retire(s);
  return score;
}

function stepName(step: PlanStep): string {
  if (step.kind === 'routes') return `Safety Check ${step.check}: Check Routes`;
  if (step.kind === 'life') return `Safety Check ${step.check}: Life Support`;
  if (step.kind === 'hydro') return `Safety Check ${step.check}: Hydroponics`;
  return CRISIS_NAMES[step.kind];
}

function indexOverrides(lay: Layout, plan: Plan, overrides: Overrides): Map<number, number[]> | Refusal {
  const want = new Map<number, number[]>();
  for (const [key, cells] of Object.entries(overrides)) {
    const i = Number(key);
    const step = plan.steps[i];
    if (!Number.isInteger(i) || !step) return { error: `There is no step ${key} to choose at` };
    const idx: number[] = [];
    for (const cell of cells) {
      const m = lay.cells.findIndex((c) => c.row === cell.row && c.col === cell.col);
      if (m < 0 || cell.row >= SIZE || cell.col >= SIZE) return { error: `${stepName(step)}: ${cellName(cell)} holds no module` };
      if (!idx.includes(m)) idx.push(m);
    }
    want.set(i, idx);
  }
  return want;
}

/** Score with the player's own choices at some steps (cells that must be crossed there); every other choice is played best. */
export function scoreWithChoices(sheet: Sheet, crises: CrisisId[], goals: GoalId[], overrides: Overrides): Score | Refusal {
  const lay = layoutOf(sheet);
  const plan = planFor(crises);
  const want = indexOverrides(lay, plan, overrides);
  if ('error' in want) return want;
  const s = newSearch(lay, plan, goals, want);
  const found = bestFrom(s, 0, lay.start.slice()) > -Infinity ? replay(sheet, s) : null;
  retire(s);
  if (found) return found;
  // Name the first override that no legal sequence can honour together with the earlier ones.
  const sofar = new Map<number, number[]>();
  for (const [i, cells] of [...want].sort((a, b) => a[0] - b[0])) {
    sofar.set(i, cells);
    const alone = newSearch(lay, plan, goals, sofar);
    const total = bestFrom(alone, 0, lay.start.slice());
    retire(alone);
    if (total === -Infinity) {
      const names = cellsOf(lay, cells).map(cellName).join(', ');
      return { error: `${stepName(plan.steps[i]!)} (step ${i + 1}): no legal play crosses ${names} there` };
    }
  }
  return { error: 'These choices cannot all be made together' };
}

/** The overrides that keep steps before `before` exactly as shown in a score (pass them with a new choice). */
export function pinnedChoices(score: Score, before: number): Record<number, Cell[]> {
  const out: Record<number, Cell[]> = {};
  score.steps.slice(0, before).forEach((step, i) => {
    if (step.choice !== null) out[i] = step.crossed.map((c) => ({ ...c }));
  });
  return out;
}
