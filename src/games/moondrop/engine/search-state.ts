import { classesOf } from './classes';
import { effectOf } from './effects';
import { goalTotal } from './goals';
import type { Crossed, Layout } from './layout';
import type { NumMemo } from './num-memo';
import { mapPacked } from './packed';
import { scratchFor, type Scratch } from './ops';
import type { Plan } from './plan';
import type { GoalId } from './types';

// What one best-play search shares between its two halves (search.ts: the best total from a
// step, and the best play at a choice step) and the bound (bound.ts): the search itself, the
// key of a crossed set, and the ways to play a step. Importing nothing of theirs, it keeps
// the scorer free of import cycles.

/**
 * What searches of one sheet and goals share, whatever the crisis order: results keyed by the
 * plan's suffix and the crossed set (orders that end alike share them), and the plays found
 * best at each kind of choice step keyed by the crossed set alone (a hint for another order).
 */
export interface Shared {
  /** Best total from a choice step on a given crossed set, keyed by the plan's suffix and the set. */
  readonly memo: Map<string, number>;
  /** The cells of a best play at each choice step whose best total is in the memo, keyed alike. */
  readonly plays: Map<string, readonly number[]>;
  /** Ceilings proved for steps whose best was not needed exactly (it could not beat a floor), keyed alike. */
  readonly ceilings: Map<string, number>;
  /** A best play at a choice step of a kind on a crossed set, in any order: tried first when another order meets the same sheet there. */
  readonly hints: Map<string, readonly number[]>;
  /** Bounds from a Sabotage and from the step after it (sabotage-sets.ts: many sets of Quarters meet the same sheets there). */
  readonly sabotage: SabotageMemo;
}

/**
 * What sabotage-sets.ts remembers: bounds from a Sabotage by the sheet before the Check Routes that
 * precedes it (keyed by the plan's suffix from the Sabotage and the copy with every Quarters
 * crossed, then a number for a set of Quarters with every set of Rooms a Breach of so many took),
 * and bounds from the step after the Sabotage (by the plan's suffix from the step, then the
 * crossed set: one map per suffix, so that a key is a number, not the suffix's dozens of
 * characters). Each set's own bound and the bound from the sheet at the Sabotage are not
 * remembered: on the bench's families only 3-9% and 1-33% of them were met again, and what a hit
 * saves (a walk of bits and a lookup of the memo after the Sabotage) costs less than remembering
 * them all.
 */
export interface SabotageMemo {
  readonly before: Map<string, NumMemo>;
  readonly after: Map<string, NumMemo>;
  /** By the plan's suffix from the Sabotage, then a set of Quarters' sheet after Check Routes (and the Breach's size): the largest bound over every set of Rooms the Breach took. */
  readonly walked: Map<string, NumMemo>;
}

/** One best-play search over a sheet: shared by every question asked about that sheet and plan. */
export interface Search extends Shared {
  readonly lay: Layout;
  readonly plan: Plan;
  readonly goals: readonly GoalId[];
  /** Player's overrides: cells that must be crossed at that step index. */
  readonly want: ReadonlyMap<number, readonly number[]> | null;
  readonly scratch: Scratch;
  /**
   * The points of the goals other than Population and Research on the sheet as it came: crossing
   * never raises them, so they cap those goals' points from any position (for the bound).
   */
  readonly otherGoals: number;
  /** Population and Research are goals (the bound's inner loops ask). */
  readonly population: boolean;
  readonly research: boolean;
}

/** Nothing found yet. */
export function newShared(): Shared {
  return { memo: new Map(), plays: new Map(), ceilings: new Map(), hints: new Map(), sabotage: { before: new Map(), after: new Map(), walked: new Map() } };
}

/**
 * The searches sharing `shared` are done: their Sabotage memos are emptied and their tables left for
 * the next search to grow into (num-memo.ts: fresh memory costs a page fault per 4 KB on this
 * machine). Using them again after is safe; it only finds nothing remembered there.
 */
export function retire(shared: Shared): void {
  const { before, after, walked } = shared.sabotage;
  for (const memos of [before, after, walked]) {
    for (const memo of memos.values()) memo.retire();
    memos.clear();
  }
}

/** A fresh search (sharing what earlier searches of the same sheet and goals found, when given). */
export function newSearch(
  lay: Layout,
  plan: Plan,
  goals: readonly GoalId[],
  want: ReadonlyMap<number, readonly number[]> | null = null,
  shared: Shared = newShared(),
): Search {
  const { memo, plays, ceilings, hints, sabotage } = shared;
  const otherGoals = goalTotal(lay, lay.start, goals.filter((g) => g !== 'population' && g !== 'research'));
  const population = goals.includes('population');
  const research = goals.includes('research');
  return { lay, plan, goals, memo, plays, ceilings, hints, sabotage, want, scratch: scratchOf(lay), otherGoals, population, research };
}

// Searches of one layout share its buffers: a search never runs inside another (each runs to its
// end before the caller asks the next), so they never hold the buffers at the same time.
const scratches = new WeakMap<Layout, Scratch>();

function scratchOf(lay: Layout): Scratch {
  let scratch = scratches.get(lay);
  if (!scratch) {
    scratch = scratchFor(lay);
    scratches.set(lay, scratch);
  }
  return scratch;
}

/** A compact text key for a crossed set. */
export function keyOf(x: Crossed): string {
  // (A sheet has at most 81 modules: its key is 6 characters, made in one call, not a string per
  // 16 modules. Modules past the sheet's count as 0.)
  if (x.length <= 96) return String.fromCharCode(word(x, 0), word(x, 16), word(x, 32), word(x, 48), word(x, 64), word(x, 80));
  let s = '';
  for (let i = 0; i < x.length; i += 16) s += String.fromCharCode(word(x, i));
  return s;
}

// Modules i to i + 15 of x as the bits of a number.
function word(x: Crossed, i: number): number {
  let w = 0;
  for (let j = 0; j < 16 && i + j < x.length; j++) w |= x[i + j]! << j;
  return w;
}

// Cells named by overrides after step i: they must not be merged with look-alikes.
function lockedAfter(s: Search, i: number): Set<number> | null {
  if (!s.want) return null;
  const out = new Set<number>();
  for (const [step, cells] of s.want) if (step > i) for (const c of cells) out.add(c);
  return out;
}

/** A choice to make: `count` cells from the classes of interchangeable cells, after the `fixed` ones. */
export interface Slot {
  readonly fixed: readonly number[];
  readonly classes: readonly number[][];
  readonly count: number;
}

/** The ways to play step i as slots (or whole options for a one-of step); null when the overrides rule it out. */
export function slotsFor(s: Search, i: number, x: Crossed): Slot[][] | null {
  const effect = effectOf(s.lay, x, s.plan.steps[i]!.kind);
  const want = s.want?.get(i) ?? [];
  if (effect.kind === 'one-of') {
    const opts = effect.options.filter((o) => want.every((c) => o.includes(c)));
    return opts.length === 0 ? null : mapPacked(opts, (o) => [{ fixed: o, classes: [], count: 0 }]);
  }
  if (!want.every((c) => effect.groups.some((g) => g.from.includes(c)))) return null;
  const locked = lockedAfter(s, i);
  const slots: Slot[] = [];
  for (const g of effect.groups) {
    const fixed = g.count >= g.from.length ? [...g.from] : want.filter((c) => g.from.includes(c));
    if (fixed.length > g.count && g.count < g.from.length) return null;
    const rest = g.from.filter((c) => !fixed.includes(c));
    const count = Math.max(0, Math.min(g.count, g.from.length) - fixed.length);
    slots.push({ fixed, classes: count > 0 ? classesOf(s.lay, x, rest, s.plan.future[i]!, locked) : [], count });
  }
  return [slots];
}
