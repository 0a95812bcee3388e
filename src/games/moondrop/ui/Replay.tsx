import { useState } from 'preact/hooks';
import { type Cell, type ChoiceRule, type GoalId, type Score, type Sheet, type ScoreStep, CRISES, GOAL_NAMES, cellName } from '../engine/screens';
import { exposedCorridors, goalCells, goalLine } from './step-cells';
import { type CellMark, SheetGrid } from './SheetGrid';

const key = (c: Cell) => `${c.row},${c.col}`;

// Step controls drawn as SVG: not every phone font has ⏮ and ⏭.
const ARROWS = { first: 'M6 5v14M18 5l-9 7 9 7z', prev: 'M16 5l-9 7 9 7z', next: 'M8 5l9 7-9 7z', last: 'M18 5v14M6 5l9 7-9 7z' };
function Arrow({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
    </svg>
  );
}
const isCrisis = (s: ScoreStep) => (CRISES as readonly string[]).includes(s.kind);

/** The cells a choice rule lets the player pick from. */
export function choiceCells(rule: ChoiceRule): Cell[] {
  return rule.kind === 'pick' ? rule.groups.flatMap((g) => g.from) : rule.options.flat();
}

/** What a choice allowed, in words. */
export function choiceText(rule: ChoiceRule): string {
  if (rule.kind === 'one-of') return `a choice of which of ${rule.options.length} equal largest groups of Rooms is crossed`;
  const parts = rule.groups.filter((g) => g.count > 0).map((g) => `${g.count} of ${g.from.length}`);
  // Hydroponics and Fire choose Building by Building.
  if (parts.length > 1) return `a choice in each of ${parts.length} Buildings: ${parts.join(', ')} marked cells`;
  return `a choice of ${parts.join('')} marked cells`;
}

/** The sheet as it stands after step `upTo` (-1: before scoring). */
function sheetAfter(start: Sheet, score: Score, upTo: number): Sheet {
  const crossed = new Set(score.steps.slice(0, upTo + 1).flatMap((s) => s.crossed.map(key)));
  return start.map((row, r) => row.map((cell, c) => (cell && crossed.has(key({ row: r, col: c })) ? { ...cell, crossed: true } : cell)));
}

/** Props of Replay. */
export interface ReplayProps {
  start: Sheet;
  score: Score;
  name: string;
  /** The player's own picks, by step. */
  picks: Readonly<Record<number, readonly Cell[]>>;
  /** A tap on a cell the choice at step `step` could cross. */
  onPick: (step: number, cell: Cell) => void;
  /** The Goals scored, shown after the last step with the cells that earn them. */
  goals?: readonly GoalId[];
  /** The step on show (-1: the sheet before scoring; the number of steps: the Goals on the final sheet). */
  at: number;
  setAt: (step: number) => void;
}

/** The crossings of one play, step by step on the grid, with the reason for each crossed cell. */
export function Replay({ start, score, name, picks, onPick, at, setAt, goals = [] }: ReplayProps) {
  const [all, setAll] = useState(false);
  const steps = score.steps;
  const scoring = goals.length > 0 ? [steps.length] : [];
  const shown = [...steps.map((s, i) => (all || s.crossed.length > 0 || s.choice !== null || isCrisis(s) ? i : -1)).filter((i) => i >= 0), ...scoring];
  const prev = [-1, ...shown].filter((i) => i < at).pop();
  const next = shown.find((i) => i > at);
  const last = shown[shown.length - 1] ?? -1;
  const step = at >= 0 ? steps[at] : undefined;
  const atGoals = at === steps.length && goals.length > 0;
  // What the step is about: the Corridors a Breach finds exposed (on the sheet before it), or the cells each Goal pays for.
  const causes = new Map<string, string>();
  if (step?.kind === 'breach') for (const c of exposedCorridors(sheetAfter(start, score, at - 1))) causes.set(key(c), 'an exposed Corridor the Breach counts');
  if (atGoals) for (const g of goals) for (const c of goalCells(score.final, g).cells) causes.set(key(c), `${causes.has(key(c)) ? `${causes.get(key(c))}, ` : ''}earns ${GOAL_NAMES[g]}`);
  const crossedHere = new Map((step?.crossed ?? []).map((c, k) => [key(c), step!.reasons[k]!]));
  const options = new Set(step?.choice ? choiceCells(step.choice).map(key) : []);
  const mine = new Set((picks[at] ?? []).map(key));
  const mark = (cell: Cell): CellMark | null => {
    const k = key(cell);
    const notes: string[] = [];
    const cls: string[] = [];
    if (causes.has(k)) {
      cls.push(atGoals ? 'is-goal' : 'is-cause');
      notes.push(causes.get(k)!);
    }
    if (crossedHere.has(k)) {
      cls.push('is-new');
      notes.push(`crossed at this step: ${crossedHere.get(k)!.split(': ').slice(1).join(': ')}`);
    }
    if (mine.has(k)) {
      cls.push('is-mine');
      notes.push('your choice');
    } else if (options.has(k)) {
      cls.push('is-option');
      notes.push('tap to choose it at this step');
    }
    return cls.length ? { cls: cls.join(' '), note: notes.join('; ') } : null;
  };
  const tap = (cell: Cell) => {
    if (step?.choice && options.has(key(cell))) onPick(at, cell);
  };

  return (
    <div class="stack md-replay">
      <div class="md-step-nav">
        <button type="button" class="btn btn-icon" aria-label="First step" disabled={at < 0} onClick={() => setAt(-1)}>
          <Arrow d={ARROWS.first} />
        </button>
        <button type="button" class="btn btn-icon" aria-label="Previous step" disabled={prev === undefined} onClick={() => setAt(prev ?? -1)}>
          <Arrow d={ARROWS.prev} />
        </button>
        <span class="md-step-count" data-testid="step-count">
          {at < 0 ? 'Before scoring' : atGoals ? 'Goals' : `Step ${at + 1} of ${steps.length}`}
        </span>
        <button type="button" class="btn btn-icon" aria-label="Next step" disabled={next === undefined} onClick={() => setAt(next ?? at)}>
          <Arrow d={ARROWS.next} />
        </button>
        <button type="button" class="btn btn-icon" aria-label="Last step" disabled={at >= last} onClick={() => setAt(last)}>
          <Arrow d={ARROWS.last} />
        </button>
      </div>
      <label class="choice">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} />
        Show the steps that cross nothing
      </label>
      <div aria-live="polite" class="md-step" data-testid="step">
        <p class="md-step-title">
          {atGoals ? 'The Goals on the final sheet: the ringed cells earn the points.' : step ? step.step : 'The sheet before the end-of-game Safety Check.'}
          {step && ` (${step.crossed.length} crossed${step.overridden ? ', your choice' : ''})`}
        </p>
        {step?.kind === 'breach' && (
          <p class="md-cause-text" data-testid="breach-cells">
            {causes.size === 0
              ? 'No Corridor is next to an empty cell.'
              : `Exposed Corridors (ringed): ${[...causes.keys()].map((k) => cellName({ row: Number(k.split(',')[0]), col: Number(k.split(',')[1]) })).join(', ')}.`}
          </p>
        )}
        {step?.choice && (
          <p class="md-choice-text">
            This step was {choiceText(step.choice)}. Tap a marked cell to cross it here instead; the rest is played for the best total.
          </p>
        )}
      </div>
      <SheetGrid sheet={atGoals ? score.final : sheetAfter(start, score, at)} label={`Sheet of ${name} ${atGoals ? 'with the cells that earn its Goals' : step ? `after step ${at + 1}` : 'before scoring'}`} mark={mark} onTap={tap} />
      {atGoals && (
        <ul class="md-reasons" aria-label="Which cells earn each Goal" data-testid="goal-cells">
          {goals.map((g) => (
            <li key={g}>{goalLine(score.final, g)}</li>
          ))}
        </ul>
      )}
      {step && step.reasons.length > 0 && (
        <ul class="md-reasons" aria-label="Why each cell was crossed">
          {step.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
