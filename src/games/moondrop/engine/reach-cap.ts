import { H, L, Q, R, uncrossed, type Crossed, type Layout } from './layout';
import { DOCKS, NONE, docksReached, freeThroughDocks, nextStamp, type CapScratch } from './walk-parts';

export { capScratchFor, type CapScratch } from './walk-parts';

// A ceiling on each Building's Quarters after a Safety Check, for the bound (bound.ts), that sees
// what the Quarters must reach. The Hydroponics step keeps at most as many Quarters as the
// Building has Hydroponics, and the Hydroponics and Life Support still standing then are those
// the crew reached at the Check's first Check Routes, from the Quarters standing then. So if at
// most s Quarters stand at that Check Routes, the Building keeps at most
//   min(s, the most Hydroponics that s of its Quarters can reach)
// and none at all when those s Quarters reach no Life Support (the Life Support step takes them).
// Which s Quarters reach most is a coverage problem; the sum of the s largest single reaches
// is a ceiling on it. Reach is measured on a sheet with at most the real crossings, so it can
// only be larger than the real one.

// What the crew reaches from Quarters q alone: its neighbours and the edge of every part it
// touches, counted once each when standing in Building b (the target type into reachH[q], and
// whether Life Support into reachL[q]).
function reachOf(lay: Layout, y: Crossed, sc: CapScratch, q: number, b: number, skipDocks: boolean): void {
  const stamp = nextStamp(sc);
  const { adj, adjStart, building, type } = lay;
  const { part, partSeen, edge, edgeStart, seen, target } = sc;
  let found = 0;
  let life = 0;
  seen[q] = stamp;
  for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) {
    const v = adj[a]!;
    if (y[v]) continue;
    if (seen[v] !== stamp && building[v] === b) {
      seen[v] = stamp;
      const t = type[v];
      if (t === target) found++;
      else if (t === L) life = 1;
    }
    const p = part[v]!;
    if (p === NONE || (p === DOCKS && skipDocks) || partSeen[p] === stamp) continue;
    partSeen[p] = stamp;
    for (let k = edgeStart[p]!, end = edgeStart[p + 1]!; k < end; k++) {
      const w = edge[k]!;
      if (seen[w] === stamp || building[w] !== b) continue;
      seen[w] = stamp;
      const t = type[w];
      if (t === target) found++;
      else if (t === L) life = 1;
    }
  }
  sc.reachH[q] = found;
  sc.reachL[q] = life;
}

/**
 * A Breach right before a Safety Check, seen by one Building: `need[b]` of its Rooms must be
 * Quarters, Hydroponics or its last Life Support (the Breach's other Rooms all fit elsewhere, in
 * other Buildings, on Docks, Research or a second Life Support), when q[b] Quarters and at most
 * h[b] Hydroponics stood there.
 */
export interface BreachCut {
  readonly need: Int16Array;
  readonly q: Int16Array;
  readonly h: Int16Array;
}

/**
 * Lower `cap` (a ceiling on each Building's standing Quarters, from earlier Safety Checks) to a
 * ceiling on its Quarters after the Safety Check whose first Check Routes `y` has just played.
 * `y` must hold at most the crossings the real sheet has then. With `capCut`, lower that second
 * ceiling the same way, and with `cut` (a Breach just before this Check) place the Breach's Rooms
 * first: taking its last Life Support leaves no Quarters; taking t of its Quarters leaves at most
 * q - t to stand; taking only Hydroponics, each of them stood within reach of the Quarters the
 * Check starts with (the Check Routes before the Breach had crossed any other), so the Hydroponics
 * those reach fall by as many. The player places them where they cost least.
 */
export function capsAtCheck(lay: Layout, y: Crossed, sc: CapScratch, cap: Int16Array, capCut?: Int16Array, cut?: BreachCut | null): void {
  sc.target = H;
  const onDocks = docksReached(lay, y, sc);
  for (let b = 0; b < lay.inBuilding.length; b++) {
    if (cap[b] === 0) continue;
    const free = freeThroughDocks(onDocks, b);
    const m = sortedReaches(lay, y, sc, b, free);
    if (m === 0) continue;
    const { freeL, bestL } = sc;
    // No Life Support within reach: the Life Support step takes every Quarters.
    if (!freeL && bestL < 0) {
      cap[b] = 0;
      if (capCut) capCut[b] = 0;
      continue;
    }
    cap[b] = keptAtMost(sc, Math.min(cap[b]!, m), 0);
    if (!capCut) continue;
    const need = cut ? cut.need[b]! : 0;
    if (need === 0) {
      capCut[b] = Math.min(cap[b]!, keptAtMost(sc, Math.min(capCut[b]!, m), 0));
      continue;
    }
    const q = Math.min(capCut[b]!, cut!.q[b]!);
    // Only Hydroponics taken; else at least one Quarters (and the rest Hydroponics, while they last).
    const onlyH = need <= cut!.h[b]! ? keptAtMost(sc, Math.min(q, m), need) : 0;
    const someQ = Math.max(1, need - cut!.h[b]!);
    const withQ = someQ <= q ? keptAtMost(sc, Math.min(q - someQ, m), 0) : 0;
    capCut[b] = Math.min(cap[b]!, Math.max(onlyH, withQ));
  }
}

// The most Quarters a Building keeps when at most `most` stand at the Check and `minus` of the
// Hydroponics they reach are gone: max over s <= most of min(s, Hydroponics s Quarters reach),
// from the sorted single reaches in sc.vals (sortedReaches), one of the s reaching Life Support.
function keptAtMost(sc: CapScratch, most: number, minus: number): number {
  const { vals, freeH, freeL, bestL } = sc;
  // Where the first Quarters reaching Life Support stands in that order (ties put it first).
  let first = 0;
  if (!freeL) while (first < most && vals[first]! > bestL) first++;
  let best = 0;
  let sum = 0;
  for (let s = 1; s <= most; s++) {
    const before = sum;
    sum += vals[s - 1]!;
    const hydro = freeL || first < s ? freeH + sum : freeH + bestL + before;
    best = Math.max(best, Math.min(s, hydro - minus));
  }
  return best;
}

// Building b's standing Quarters' single reaches of the target type into sc.vals, largest first
// (their count is returned), the Docks' free share into sc.freeH and sc.freeL, and in sc.bestL the
// largest reach of a Quarters that reaches Life Support (-1: none does).
function sortedReaches(lay: Layout, y: Crossed, sc: CapScratch, b: number, free: boolean): number {
  const { vals, reachH, reachL } = sc;
  sc.freeH = 0;
  sc.freeL = false;
  sc.bestL = -1;
  let m = 0;
  for (const q of lay.inBuilding[b]![Q]!) {
    if (y[q]) continue;
    if (m === 0 && free) {
      sc.freeH = freeReach(lay, sc, b, q);
      sc.freeL = reachL[q] === 1;
    }
    reachOf(lay, y, sc, q, b, free);
    const v = reachH[q]!;
    let k = m++;
    for (; k > 0 && vals[k - 1]! < v; k--) vals[k] = vals[k - 1]!;
    vals[k] = v;
    if (reachL[q] === 1 && v > sc.bestL) sc.bestL = v;
  }
  return m;
}

// What the Docks give Building b for free (counted on `anchor`, one of its Quarters): the target
// count (and in reachL[anchor], whether they reach Life Support).
function freeReach(lay: Layout, sc: CapScratch, b: number, anchor: number): number {
  const { building, type } = lay;
  const { edge, target } = sc;
  let found = 0;
  let life = 0;
  // The edge lists each cell once.
  for (let k = sc.edgeStart[DOCKS]!, end = sc.edgeStart[DOCKS + 1]!; k < end; k++) {
    const w = edge[k]!;
    if (building[w] !== b) continue;
    const t = type[w];
    if (t === target) found++;
    else if (t === L) life = 1;
  }
  sc.reachH[anchor] = found;
  sc.reachL[anchor] = life;
  return found;
}

/**
 * A ceiling on the Research standing at the end, on a sheet `y` played to its end with at most
 * the real crossings: the last Check Routes keeps a Research only if some Quarters still standing
 * reaches it, and each Building keeps at most `cap` Quarters; the most that many reach is at most
 * the sum of their largest single reaches (Research reached through the Docks from another
 * Building counts for free).
 */
export function researchCeiling(lay: Layout, y: Crossed, sc: CapScratch, cap: Int16Array): number {
  sc.target = R;
  const onDocks = docksReached(lay, y, sc);
  const { vals } = sc;
  let total = 0;
  for (let b = 0; b < lay.inBuilding.length; b++) {
    const kinds = lay.inBuilding[b]!;
    const standing = uncrossed(y, kinds[R]!);
    if (standing === 0) continue;
    const free = freeThroughDocks(onDocks, b);
    const m = sortedReaches(lay, y, sc, b, free);
    // With no Quarters standing, only through the Docks (counted on a Research as the anchor).
    let reach = m > 0 ? sc.freeH : free ? freeReach(lay, sc, b, kinds[R]![0]!) : 0;
    const most = Math.min(cap[b]!, m);
    for (let k = 0; k < most; k++) reach += vals[k]!;
    total += Math.min(standing, reach);
  }
  return total;
}

/**
 * Lower `cap` to a ceiling on each Building's Quarters after a Plague: the Quarters it spares
 * touch no other Quarters, so they are an independent set of the standing Quarters, and no
 * independent set is larger than their count less a matching's size (each matched pair keeps at
 * most one). Quarters sharing an edge lie on opposite squares of the checkerboard, so a maximum
 * matching is found by augmenting paths from the one colour.
 */
export function capsAtPlague(lay: Layout, y: Crossed, sc: CapScratch, cap: Int16Array): void {
  // seen stamps the search for an augmenting path.
  const { mate, matched } = sc;
  const { cells } = lay;
  const quarters = lay.ofType[Q]!;
  for (const q of quarters) mate[q] = -1;
  matched.fill(0);
  for (const q of quarters) {
    const cell = cells[q]!;
    if (y[q] || (cell.row + cell.col) % 2 !== 0) continue;
    if (augment(lay, y, sc, q, nextStamp(sc))) matched[lay.building[q]!]!++;
  }
  for (let b = 0; b < lay.inBuilding.length; b++) cap[b] = Math.min(cap[b]!, uncrossed(y, lay.inBuilding[b]![Q]!) - matched[b]!);
}

// An augmenting path from the Quarters u (a module function, not a closure: capsAtPlague runs in
// most bounds, and a closure made per call was an eighth of what hardest sheet 6 allocated).
function augment(lay: Layout, y: Crossed, sc: CapScratch, u: number, stamp: number): boolean {
  const { adj, adjStart, type } = lay;
  const { mate, seen } = sc;
  for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
    const v = adj[a]!;
    if (type[v] !== Q || y[v] || seen[v] === stamp) continue;
    seen[v] = stamp;
    if (mate[v] === -1 || augment(lay, y, sc, mate[v]!, stamp)) {
      mate[v] = u;
      mate[u] = v;
      return true;
    }
  }
  return false;
}
