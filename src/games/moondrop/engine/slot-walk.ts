import { D, Q, R, type Crossed, type Layout } from './layout';
import { nextTo, standingNext } from './ops';
import { mapPacked, sortInPlace } from './packed';
import { SIZE } from './types';
import type { Slot } from './search-state';

// The walk over a choice step's slots (search.ts's bestChoice): the order it tries classes in,
// how much each slot still has to cross, and the caps that let it skip classes and picks.

// The order the walk tries classes in: cells on the edge of the base (touching most empty cells)
// first, so that the first plays cross those and keep the base's inner cells. Measured over
// the bench's Population sheets, turned every way (the work does not depend on where the base
// lies), this halves the search's work against ordering by each class's bound (a bound per
// class, and no better an order) and beats reading order, whose luck depends on the corner.
// Two leanings come before the edge, each where it helps the first plays reach the best total
// (the sooner the walk finds it, the more its floor prunes):
// - at a Fire or Breach with a Sabotage after it, Docks first: a Dock crossed there may keep the
//   Sabotage from firing (measured: 6.5% less work on the packed random sheets, 1.5% on the random
//   ones; Docks next to no Quarters first, then the others, was worse);
// - at a Hydroponics step when Research counts, the Quarters beside a Research last (a Research
//   counts only when the crew reaches it at the end), and with a Plague to come, the Quarters
//   beside those first (so that they stand alone at the Plague). On 7777:190 of the wide sheets
//   (Research and Mining), the single order that took longest did 2.3 times less work.
// And one that weighs with the edge: at a Hydroponics step with a Plague to come when Population
// counts, the Quarters with more standing Quarters beside them first (CROWDED per neighbour), so
// that those kept tend to stand apart at the Plague (measured: work -5% on the Population and
// wide sheets, the hardest the same; a weight of 1 or 3 saved less, and the opposite sign cost 9%).
export interface Leanings {
  /** Docks first (a Fire or Breach with a Sabotage after it). */
  readonly docks: boolean;
  /** The sheet at a Hydroponics step when Research counts (else null): the Quarters beside a Research last. */
  readonly research: Crossed | null;
  /** A Plague comes later: with `research`, the Quarters beside those first. */
  readonly plague: boolean;
  /** The sheet at a Hydroponics step with a Plague to come when Population counts (else null): crowded Quarters first. */
  readonly crowded: Crossed | null;
}

export const NO_LEANINGS: Leanings = { docks: false, research: null, plague: false, crowded: null };

// What each standing Quarters beside a Quarters adds to its rank (an empty cell beside adds 1).
const CROWDED = 2;

// Larger than any count of empty neighbours.
const FIRST = SIZE * SIZE;

export function edgeFirst(lay: Layout, slot: Slot, lean: Leanings = NO_LEANINGS): Slot {
  const { research: x } = lean;
  const besideResearch = (c: number): boolean => x !== null && nextTo(lay, x, c, R);
  const rank = (cls: readonly number[]): number => {
    const c = cls[0]!;
    let v = lay.empties[c]!;
    if (lean.docks && lay.type[c] === D) v += FIRST;
    if (lean.crowded && lay.type[c] === Q) v += CROWDED * standingNext(lay, lean.crowded, c, Q);
    if (x && lay.type[c] === Q) {
      if (besideResearch(c)) v -= FIRST;
      else if (lean.plague && nearBeside(lay, x, c, besideResearch)) v += FIRST;
    }
    return v;
  };
  // (Each class ranked once; the sort is stable, so ties keep the classes' order.)
  const ranked = mapPacked(slot.classes, (cls) => ({ cls, rank: rank(cls) }));
  sortInPlace(ranked, byRankDown);
  return { ...slot, classes: mapPacked(ranked, (r) => r.cls) };
}

const byRankDown = (a: { rank: number }, b: { rank: number }): number => b.rank - a.rank;

// Whether Quarters c touches a standing Quarters beside a Research.
function nearBeside(lay: Layout, x: Crossed, c: number, besideResearch: (c: number) => boolean): boolean {
  for (let a = lay.adjStart[c]!, z = lay.adjStart[c + 1]!; a < z; a++) {
    const v = lay.adj[a]!;
    if (!x[v] && lay.type[v] === Q && besideResearch(v)) return true;
  }
  return false;
}

// How many cells a play still has to cross when slot k has `still` left to take.
export function pendingAfter(slots: readonly Slot[], k: number, still: number): number {
  let left = still;
  for (let j = k + 1; j < slots.length; j++) left += slots[j]!.count;
  return left;
}

// A slot's caps (caps.of[j]: a bound on every play that crosses a cell of class j), with its
// classes in order of their caps, largest first.
export interface Caps {
  readonly of: Float64Array;
  readonly byCap: Int16Array;
}

export function sortCaps(of: Float64Array): Caps {
  const byCap = new Int16Array(of.length);
  for (let j = 0; j < of.length; j++) {
    let at = j;
    for (; at > 0 && of[byCap[at - 1]!]! < of[j]!; at--) byCap[at] = byCap[at - 1]!;
    byCap[at] = j;
  }
  return { of, byCap };
}

// The n-th largest cap over the classes from `from` on, each counted once per cell: a play that
// still crosses n cells of those classes crosses each under its class's cap, so it totals no more.
export function largest(classes: readonly (readonly number[])[], caps: Caps, from: number, n: number): number {
  let seen = 0;
  for (const j of caps.byCap) {
    if (j < from) continue;
    seen += classes[j]!.length;
    if (seen >= n) return caps.of[j]!;
  }
  return -Infinity;
}

/** How many cells a slot's classes hold from each class on (index j: classes j onwards; 0 past the last). */
export function roomFrom(slot: Slot): Int16Array {
  const from = new Int16Array(slot.classes.length + 1);
  for (let j = slot.classes.length - 1; j >= 0; j--) from[j] = from[j + 1]! + slot.classes[j]!.length;
  return from;
}

/**
 * The play of `slots` that keeps what it can of `keep`: each slot's fixed cells, then its count of
 * cells taken from those outside `keep` first (in the classes' order), then from `keep`.
 */
export function playKeeping(slots: readonly Slot[], keep: readonly number[]): number[] {
  const play: number[] = [];
  for (const sl of slots) {
    for (const c of sl.fixed) play.push(c);
    let left = sl.count;
    for (const pass of [false, true]) {
      for (const cls of sl.classes) {
        for (const c of cls) {
          if (left > 0 && keep.includes(c) === pass) {
            play.push(c);
            left--;
          }
        }
      }
    }
  }
  return play;
}
