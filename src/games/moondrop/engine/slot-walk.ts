import type { Layout } from './layout';
import type { Slot } from './search-state';

// The walk over a choice step's slots (search.ts's bestChoice): the order it tries classes in,
// how much each slot still has to cross, and the caps that let it skip classes and picks.

// The order the walk tries classes in: cells on the edge of the base (touching most empty cells)
// first, so that the first plays cross those and keep the base's inner cells. Measured over
// the bench's Population sheets, turned every way (the work does not depend on where the base
// lies), this halves the search's work against ordering by each class's bound (a bound per
// class, and no better an order) and beats reading order, whose luck depends on the corner.
export function edgeFirst(lay: Layout, slot: Slot): Slot {
  const edge = (cls: readonly number[]): number => lay.empties[cls[0]!]!;
  return { ...slot, classes: [...slot.classes].sort((a, b) => edge(b) - edge(a)) };
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
