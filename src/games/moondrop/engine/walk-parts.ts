import { C, D, H, Q, type Crossed, type Layout } from './layout';

// The parts the crew walks as one, for the bound's ceilings (reach-cap.ts, survivors.ts): the
// standing Corridors and Docks, joined where they touch, and every standing Dock in one part
// (the crew steps from any Dock to any other). What a part carries the crew to is the same from
// every Quarters next to it, so each labelling also lists, per part, the standing Rooms next to it
// that the ceilings count (Hydroponics, Life Support and Research): its edge.

/** Buffers for the ceilings, sized for a layout. */
export interface CapScratch {
  /** Walk part of each standing Corridor or Dock (all Docks share one), -1 elsewhere. */
  readonly part: Int16Array;
  /** First cell of each part in `members`, and the parts' cells one after another. */
  readonly partStart: Int16Array;
  readonly members: Int16Array;
  /** First cell of each part's edge in `edge`, and the edges one after another. */
  readonly edgeStart: Int16Array;
  readonly edge: Int16Array;
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
  /** survivors.ts: the Quarters of the set at hand, the Quarters of the Building at hand, how many of the set touch each cell, and whether a Quarters touches one later in the list. */
  readonly inSet: Uint8Array;
  readonly list: Int16Array;
  readonly setNext: Uint8Array;
  readonly later: Uint8Array;
  /** survivors.ts: the Quarters of the Building at hand beside each, as bits of `list`. */
  readonly near: Int32Array;
  /** survivors.ts: each Research, Life Support and Hydroponics' bit, each Quarters' reach as bits, and each Hydroponics' Life Support as bits. */
  readonly bit: Int8Array;
  readonly reachMask: Int32Array;
  /** survivors.ts: each Quarters' reach as bits without what the Docks' part carries it to. */
  readonly directMask: Int32Array;
  readonly lifeOf: Int32Array;
  /** How many cells the last labelling put in parts (the first of `members`). */
  labelled: number;
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
    part: new Int16Array(n).fill(NONE),
    partStart: new Int16Array(n + 2),
    members: new Int16Array(n),
    edgeStart: new Int16Array(n + 2),
    edge: new Int16Array(4 * n),
    seen: new Int32Array(n),
    partSeen: new Int32Array(n + 1),
    reachH: new Int16Array(n),
    reachL: new Uint8Array(n),
    vals: new Int16Array(n),
    mate: new Int16Array(n),
    matched: new Int16Array(lay.buildings.length),
    inSet: new Uint8Array(n),
    list: new Int16Array(n),
    setNext: new Uint8Array(n),
    later: new Uint8Array(n),
    near: new Int32Array(n),
    bit: new Int8Array(n),
    reachMask: new Int32Array(n),
    directMask: new Int32Array(n),
    lifeOf: new Int32Array(32),
    labelled: 0,
    target: H,
    freeH: 0,
    freeL: false,
    bestL: -1,
    stamp: 0,
  };
}

/** A fresh stamp for `seen` and `partSeen` (both are cleared in the rare case the count would overflow). */
export function nextStamp(sc: CapScratch): number {
  if (sc.stamp === 0x7fffffff) {
    sc.seen.fill(0);
    sc.partSeen.fill(0);
    sc.stamp = 0;
  }
  return ++sc.stamp;
}

/** Not a walk part (`part`). */
export const NONE = -1;
/** The part every standing Dock belongs to (the crew steps from any Dock to any other). */
export const DOCKS = 0;

// Label the standing Corridors and Docks by the part the crew walks as one, and list each part's
// edge; returns the part count. Part 0 holds every standing Dock and what they walk to (it is
// empty when no Dock stands); each other part grows from the first standing Corridor not yet
// labelled, in reading order.
function labelParts(lay: Layout, y: Crossed, sc: CapScratch): number {
  const { part, partStart, members, edgeStart, edge, seen } = sc;
  const { type, adj, adjStart } = lay;
  const corridors = lay.ofType[C]!;
  // Only the last labelling's members hold a part: clear those (cheaper than the whole array).
  for (let k = 0; k < sc.labelled; k++) part[members[k]!] = NONE;
  let top = 0;
  for (const d of lay.ofType[D]!) {
    if (!y[d]) {
      part[d] = DOCKS;
      members[top++] = d;
    }
  }
  partStart[0] = 0;
  edgeStart[0] = 0;
  let p = DOCKS;
  let next = 0;
  let last = 0;
  let stamp = nextStamp(sc);
  for (let k = 0; ; ) {
    // Grow part p over its members not yet scanned, listing its edge on the way.
    for (; k < top; k++) {
      const u = members[k]!;
      for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
        const v = adj[a]!;
        if (y[v]) continue;
        const t = type[v];
        if (t === C || t === D) {
          if (part[v] !== NONE) continue;
          part[v] = p;
          members[top++] = v;
        } else if (t !== Q && seen[v] !== stamp) {
          seen[v] = stamp;
          edge[last++] = v;
        }
      }
    }
    partStart[p + 1] = top;
    edgeStart[p + 1] = last;
    while (next < corridors.length && (y[corridors[next]!] || part[corridors[next]!] !== NONE)) next++;
    if (next === corridors.length) {
      sc.labelled = top;
      return p + 1;
    }
    p++;
    stamp = nextStamp(sc);
    part[corridors[next]!] = p;
    members[top++] = corridors[next]!;
  }
}

/**
 * Which Buildings have a standing Quarters next to the Docks' part (labelled here, with every other
 * walk part): through the Docks they reach every other Building, whatever that Building keeps.
 * -1: none; -2: several.
 */
export function docksReached(lay: Layout, y: Crossed, sc: CapScratch): number {
  labelParts(lay, y, sc);
  if (sc.partStart[1] === 0) return -1;
  const { adj, adjStart } = lay;
  let first = -1;
  for (const q of lay.ofType[Q]!) {
    if (y[q]) continue;
    let onDocks = false;
    for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z && !onDocks; a++) onDocks = sc.part[adj[a]!] === DOCKS;
    if (!onDocks) continue;
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
