import { C, D, H, L, Q, R, uncrossed, type Crossed, type Layout } from './layout';

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

/** Buffers for capsAtCheck, sized for a layout. */
export interface CapScratch {
  /** Walk part of each standing Corridor or Dock (all Docks share one), -1 elsewhere. */
  readonly part: Int16Array;
  /** First cell of each part in `members`, and the parts' cells one after another. */
  readonly partStart: Int16Array;
  readonly members: Int16Array;
  /** Stamps: a cell or part already counted for the current Quarters. */
  readonly seen: Int32Array;
  readonly partSeen: Int32Array;
  /** Reach of each Quarters of the Building at hand: how many of the `target` type, and whether it reaches Life Support. */
  readonly reachH: Int16Array;
  readonly reachL: Uint8Array;
  /** The Building at hand's reaches, largest first. */
  readonly vals: Int16Array;
  /** For a Plague: each Quarters' partner in the matching (-1: none), and matched pairs per Building. */
  readonly mate: Int16Array;
  readonly matched: Int16Array;
  /** survivors.ts: the Quarters of the set at hand, and the Quarters of the Building at hand. */
  readonly inSet: Uint8Array;
  readonly list: Int16Array;
  target: number;
  /** sortedReaches' answers besides the reaches themselves. */
  freeH: number;
  freeL: boolean;
  bestL: number;
  stamp: number;
}

/** Buffers for a layout. */
export function capScratchFor(lay: Layout): CapScratch {
  const n = lay.n;
  return {
    part: new Int16Array(n),
    partStart: new Int16Array(n + 2),
    members: new Int16Array(n),
    seen: new Int32Array(n),
    partSeen: new Int32Array(n + 1),
    reachH: new Int16Array(n),
    reachL: new Uint8Array(n),
    vals: new Int16Array(n),
    mate: new Int16Array(n),
    matched: new Int16Array(lay.buildings.length),
    inSet: new Uint8Array(n),
    list: new Int16Array(n),
    target: H,
    freeH: 0,
    freeL: false,
    bestL: -1,
    stamp: 0,
  };
}

/** Not a walk part (reach-cap's `part`). */
export const NONE = -1;
/** The part every standing Dock belongs to (the crew steps from any Dock to any other). */
const DOCKS = 0;

// Label the standing Corridors and Docks by the part the crew walks as one; returns the part count.
function labelParts(lay: Layout, y: Crossed, sc: CapScratch): number {
  const { part, partStart, members } = sc;
  const { type, adj, adjStart } = lay;
  part.fill(NONE);
  let parts = 1;
  let top = 0;
  partStart[0] = 0;
  // Part 0: every standing Dock and what they walk to (empty when no Dock stands).
  for (const d of lay.ofType[D]!) {
    if (!y[d]) {
      part[d] = DOCKS;
      members[top++] = d;
    }
  }
  const grow = (label: number, from: number): void => {
    for (let k = from; k < top; k++) {
      const u = members[k]!;
      for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
        const v = adj[a]!;
        const t = type[v];
        if (y[v] || part[v] !== NONE || (t !== C && t !== D)) continue;
        part[v] = label;
        members[top++] = v;
      }
    }
  };
  grow(DOCKS, 0);
  partStart[1] = top;
  for (const c of lay.ofType[C]!) {
    if (y[c] || part[c] !== NONE) continue;
    part[c] = parts;
    const from = top;
    members[top++] = c;
    grow(parts, from);
    partStart[++parts] = top;
  }
  return parts;
}

// Count what cell u's standing neighbours add to the current reach (the target type and Life Support of Building b).
function touch(lay: Layout, y: Crossed, sc: CapScratch, u: number, b: number, q: number): void {
  const { adj, adjStart, type, building } = lay;
  for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
    const v = adj[a]!;
    if (y[v] || sc.seen[v] === sc.stamp || building[v] !== b) continue;
    sc.seen[v] = sc.stamp;
    if (type[v] === sc.target) sc.reachH[q]!++;
    else if (type[v] === L) sc.reachL[q] = 1;
  }
}

// What the crew reaches from Quarters q alone: its neighbours and every part it touches.
function reachOf(lay: Layout, y: Crossed, sc: CapScratch, q: number, b: number, skipDocks: boolean): void {
  sc.stamp++;
  sc.reachH[q] = 0;
  sc.reachL[q] = 0;
  sc.seen[q] = sc.stamp;
  touch(lay, y, sc, q, b, q);
  const { adj, adjStart } = lay;
  for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) {
    const p = sc.part[adj[a]!]!;
    if (p === NONE || (p === DOCKS && skipDocks) || sc.partSeen[p] === sc.stamp) continue;
    sc.partSeen[p] = sc.stamp;
    for (let k = sc.partStart[p]!, end = sc.partStart[p + 1]!; k < end; k++) touch(lay, y, sc, sc.members[k]!, b, q);
  }
}

/**
 * Lower `cap` (a ceiling on each Building's standing Quarters, from earlier Safety Checks) to a
 * ceiling on its Quarters after the Safety Check whose first Check Routes `y` has just played.
 * `y` must hold at most the crossings the real sheet has then.
 */
export function capsAtCheck(lay: Layout, y: Crossed, sc: CapScratch, cap: Int16Array): void {
  sc.target = H;
  const onDocks = docksReached(lay, y, sc);
  const { vals } = sc;
  for (let b = 0; b < lay.inBuilding.length; b++) {
    if (cap[b] === 0) continue;
    const free = freeThroughDocks(onDocks, b);
    const m = sortedReaches(lay, y, sc, b, free);
    if (m === 0) continue;
    const { freeH, freeL, bestL } = sc;
    // No Life Support within reach: the Life Support step takes every Quarters.
    if (!freeL && bestL < 0) {
      cap[b] = 0;
      continue;
    }
    // Where the first Quarters reaching Life Support stands in that order (ties put it first).
    let first = 0;
    if (!freeL) while (first < m && vals[first]! > bestL) first++;
    const most = Math.min(cap[b]!, m);
    let best = 0;
    let sum = 0;
    for (let s = 1; s <= most; s++) {
      const before = sum;
      sum += vals[s - 1]!;
      const hydro = freeL || first < s ? freeH + sum : freeH + bestL + before;
      best = Math.max(best, Math.min(s, hydro));
    }
    cap[b] = best;
  }
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
      sc.freeH = freeReach(lay, y, sc, b, q);
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

/**
 * Which Buildings have a standing Quarters next to the Docks' part (labelled here, with every other
 * walk part): through the Docks they reach every other Building, whatever that Building keeps.
 * -1: none; -2: several.
 */
export function docksReached(lay: Layout, y: Crossed, sc: CapScratch): number {
  labelParts(lay, y, sc);
  if (sc.partStart[1] === 0) return -1;
  let first = -1;
  for (const q of lay.ofType[Q]!) {
    if (y[q] || !lay.nbr[q]!.some((v) => sc.part[v] === DOCKS)) continue;
    const b = lay.building[q]!;
    if (first === -1) first = b;
    else if (first !== b) return -2;
  }
  return first;
}

/** Does Building b reach the Docks' part through another Building's Quarters (docksReached's answer)? */
export function freeThroughDocks(onDocks: number, b: number): boolean {
  return onDocks === -2 || (onDocks !== -1 && onDocks !== b);
}

// What the Docks give Building b for free (counted on `anchor`, one of its Quarters): the target count.
function freeReach(lay: Layout, y: Crossed, sc: CapScratch, b: number, anchor: number): number {
  sc.stamp++;
  sc.reachH[anchor] = 0;
  sc.reachL[anchor] = 0;
  for (let k = 0, end = sc.partStart[1]!; k < end; k++) touch(lay, y, sc, sc.members[k]!, b, anchor);
  return sc.reachH[anchor]!;
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
    let reach = m > 0 ? sc.freeH : free ? freeReach(lay, y, sc, b, kinds[R]![0]!) : 0;
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
  const { adj, adjStart, type, cells } = lay;
  const quarters = lay.ofType[Q]!;
  for (const q of quarters) mate[q] = -1;
  const isQ = (v: number): boolean => type[v] === Q && !y[v];
  const augment = (u: number): boolean => {
    for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
      const v = adj[a]!;
      if (!isQ(v) || sc.seen[v] === sc.stamp) continue;
      sc.seen[v] = sc.stamp;
      if (mate[v] === -1 || augment(mate[v]!)) {
        mate[v] = u;
        mate[u] = v;
        return true;
      }
    }
    return false;
  };
  matched.fill(0);
  for (const q of quarters) {
    const cell = cells[q]!;
    if (y[q] || (cell.row + cell.col) % 2 !== 0) continue;
    sc.stamp++;
    if (augment(q)) matched[lay.building[q]!]!++;
  }
  lay.inBuilding.forEach((kinds, b) => {
    cap[b] = Math.min(cap[b]!, uncrossed(y, kinds[Q]!) - matched[b]!);
  });
}
