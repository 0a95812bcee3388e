import { breachCount } from './effects';
import { D, H, L, Q, R, uncrossed, type Crossed, type Layout } from './layout';
import type { BreachCut } from './reach-cap';
import type { Search } from './search-state';

// What a Breach must still cost. It crosses n Rooms of the player's choosing. Some cost nothing
// whatever the bound ends on: Docks, Life Support beyond one a Building, Research that is not a
// goal or that the bound does not count in the end, and in a Building whose Quarters the bound
// ends on P (at most its Quarters, and its Hydroponics at the last Hydroponics step) the Quarters
// and the Hydroponics beyond P (of those standing at the Breach: at most the copy's, and for
// Quarters at most the ceiling so far). Past those, in a Building with P > 0, one Quarters and one
// Hydroponics crossed together cost a point, and its last Life Support costs all P: j more Rooms
// there cost at least min(P, ceil(j / 2)). A Research the bound counts costs its point. The
// cheapest way to place the rest is found by trying every split (a few Buildings, a few Rooms).
export interface BreachDebt {
  n: number;
  /** Research standing at the Breach (when it is a goal). */
  research: number;
}

/**
 * The Breach about to be played on the copy `y`: what it must still cost (`debt`, for breachCost)
 * and, with `cut`, how many of its `open` Rooms each Building must give from its Quarters,
 * Hydroponics and last Life Support (capsAtCheck's BreachCut) when the rest go where they cost that
 * Building nothing: other Buildings, Docks, Research, a second Life Support. Counted on the copy,
 * which has at least the real Rooms.
 */
export function breachDebt(lay: Layout, y: Crossed, s: Search, cap: Int16Array, debt: BreachDebt, open = breachCount(lay, y), cut?: BreachCut): void {
  const { qNow, hNow, lNow, freeNow } = s.scratch;
  const research = s.research;
  const rooms = uncrossed(y, lay.rooms);
  debt.research = 0;
  for (let b = 0; b < lay.inBuilding.length; b++) {
    const k = lay.inBuilding[b]!;
    const quarters = uncrossed(y, k[Q]!);
    const docks = uncrossed(y, k[D]!);
    const labs = uncrossed(y, k[R]!);
    // No more Quarters stand now than the ceiling from the Safety Checks before.
    qNow[b] = Math.min(quarters, cap[b]!);
    hNow[b] = uncrossed(y, k[H]!);
    lNow[b] = uncrossed(y, k[L]!);
    freeNow[b] = docks + (research ? 0 : labs);
    if (research) debt.research += labs;
    if (cut) {
      const life = lNow[b]!;
      const free = rooms - uncrossed(y, lay.roomsIn[b]!) + docks + labs + (life >= 2 ? life : 0);
      cut.need[b] = Math.max(0, open - free);
      cut.q[b] = quarters;
      cut.h[b] = hNow[b]!;
    }
  }
  // A Breach that takes every Room is paid in full on the copy (surely).
  debt.n = rooms <= open ? 0 : open;
}

/** The least the Breach's Rooms beyond the free ones can cost, given each Building's P (`kept`)
    and the Research the bound counts. */
export function breachCost(s: Search, debt: BreachDebt, kept: Int16Array, researchCounted: number): number {
  const { qNow, hNow, lNow, freeNow } = s.scratch;
  let rest = debt.n - (debt.research - researchCounted);
  const buildings = kept.length;
  for (let b = 0; b < buildings; b++) {
    const p = kept[b]!;
    rest -= freeNow[b]! + Math.max(0, lNow[b]! - 1) + (qNow[b]! - p) + (hNow[b]! - p);
    // A Building the bound keeps nothing of costs nothing, whatever is crossed there.
    if (p === 0) rest -= Math.min(1, lNow[b]!);
  }
  if (rest <= 0) return 0;
  // cost[j]: the least cost of placing j more Rooms among the Buildings seen so far (in two buffers
  // of the module, not arrays and closures made per call: breachCost runs in most bounds).
  if (COST.length <= rest) COST = new Int32Array(2 * rest + 2);
  if (NEXT.length <= rest) NEXT = new Int32Array(2 * rest + 2);
  COST[0] = 0;
  let length = 1;
  for (let b = 0; b < buildings; b++) {
    const p = kept[b]!;
    if (p > 0) length = place(length, 2 * p + Math.min(1, lNow[b]!), p, rest);
  }
  length = place(length, researchCounted, -1, rest);
  // Fewer Rooms than the Breach asks for: all of them go, which costs everything counted.
  return COST[Math.min(rest, length - 1)]!;
}

let COST = new Int32Array(128);
let NEXT = new Int32Array(128);

// Up to `most` more Rooms in one more place, t of them costing min(p, ceil(t / 2)) (a Building the
// bound keeps p of), or t (p < 0: the Research counted); COST's first `length` become the first
// min(length + most, rest + 1). The new length.
function place(length: number, most: number, p: number, rest: number): number {
  const next = Math.min(length + most, rest + 1);
  for (let j = 0; j < next; j++) NEXT[j] = 0x7fffffff;
  for (let j = 0; j < length; j++) {
    const at = COST[j]!;
    for (let t = 0; t <= most && j + t < next; t++) {
      const c = at + (p < 0 ? t : Math.min(p, Math.ceil(t / 2)));
      if (c < NEXT[j + t]!) NEXT[j + t] = c;
    }
  }
  const swap = COST;
  COST = NEXT;
  NEXT = swap;
  return next;
}
