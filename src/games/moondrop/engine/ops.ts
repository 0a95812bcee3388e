import { breachCount } from './effects';
import { C, D, H, L, Q, uncrossed, type Crossed, type Layout, type LayoutMasks } from './layout';
import { capScratchFor, type CapScratch } from './walk-parts';
import type { BreachCut } from './reach-cap';

// Fast in-place versions of the steps that never leave a choice, for the search's inner
// loops. Each returns how many cells it crossed. effects.ts states the same rules plainly.

/** Reusable buffers for one search (the search is single-threaded and never re-enters these). */
export interface Scratch {
  /** Check Routes' marks (stamped, so that no call clears them), and its last stamp. */
  readonly on: Int32Array;
  stamp: number;
  readonly stack: Int32Array;
  readonly mark: Uint8Array;
  /** The Sabotage's groups of Rooms (labelRoomGroups). */
  readonly groupOf: Int16Array;
  readonly sizes: Int16Array;
  /** The bound's working copy of the crossed set. */
  readonly copy: Uint8Array;
  /** The bound's copy as it stood at a Plague (or a Fungus after one). */
  readonly snap: Uint8Array;
  /** The bound's copy at the last Life Support step it played, before that step (bound.ts). */
  readonly atLife: Uint8Array;
  /** A ceiling on each Building's Quarters, for the bound. */
  readonly cap: Int16Array;
  /** Quarters, Hydroponics and Life Support per Building when a Breach comes, for the bound. */
  readonly qNow: Int16Array;
  readonly hNow: Int16Array;
  readonly lNow: Int16Array;
  /** Docks, and Research when it is not a goal: free for a Breach to cross. */
  readonly freeNow: Int16Array;
  /** Quarters each Building keeps at most, at the bound's end. */
  readonly kept: Int16Array;
  /** Quarters each Building holds exactly after the Hydroponics step being chosen, for the bound. */
  readonly keptAt: Int16Array;
  /** The most Hydroponics each Building can hold after a Safety Check that follows a Plague, for the bound. */
  readonly hydroMost: Int16Array;
  /** Each Building's ceiling on Research plus Quarters at the end (survivors.ts). */
  readonly combo: Int16Array;
  /** Each Building's ceiling on its Quarters as the Safety Check at hand starts, and at the Fungus after a Plague, for the bound. */
  readonly atStart: Int16Array;
  readonly atSnap: Int16Array;
  /** Each Building's ceiling on its Quarters and Research after a Breach right after the Check at hand, for the bound. */
  readonly afterBreach: Int16Array;
  /** Each Building's ceiling on the Quarters a Safety Check's Hydroponics step keeps, for the bound. */
  readonly keptSize: Int16Array;
  /** The bound's second ceiling on each Building's Quarters, with the Breach's Rooms placed (reach-cap.ts's BreachCut). */
  readonly capCut: Int16Array;
  /** For that ceiling: what the Breach must take of each Building's Quarters, Hydroponics and last Life Support, and what stood there. */
  readonly cut: BreachCut;
  /** The bound's buffers for those ceilings. */
  readonly caps: CapScratch;
}

/** Buffers sized for a layout. */
export function scratchFor(lay: Layout): Scratch {
  const n = lay.n;
  return {
    on: new Int32Array(n),
    stamp: 0,
    stack: new Int32Array(n + 1),
    mark: new Uint8Array(n),
    groupOf: new Int16Array(n),
    sizes: new Int16Array(n),
    copy: new Uint8Array(n),
    snap: new Uint8Array(n),
    atLife: new Uint8Array(n),
    cap: new Int16Array(lay.buildings.length),
    qNow: new Int16Array(lay.buildings.length),
    hNow: new Int16Array(lay.buildings.length),
    lNow: new Int16Array(lay.buildings.length),
    freeNow: new Int16Array(lay.buildings.length),
    kept: new Int16Array(lay.buildings.length),
    keptAt: new Int16Array(lay.buildings.length),
    hydroMost: new Int16Array(lay.buildings.length),
    combo: new Int16Array(lay.buildings.length),
    atStart: new Int16Array(lay.buildings.length),
    atSnap: new Int16Array(lay.buildings.length),
    afterBreach: new Int16Array(lay.buildings.length),
    keptSize: new Int16Array(lay.buildings.length),
    capCut: new Int16Array(lay.buildings.length),
    cut: { need: new Int16Array(lay.buildings.length), q: new Int16Array(lay.buildings.length), h: new Int16Array(lay.buildings.length) },
    caps: capScratchFor(lay),
  };
}

/** Make room for `count` fresh stamps in sc.on (clearing every mark in the rare case they would overflow). */
export function roomForStamps(sc: Scratch, count: number): void {
  if (sc.stamp > 0x7fffffff - count) {
    sc.on.fill(0);
    sc.stamp = 0;
  }
}

/** Check Routes: cross every uncrossed Room the crew cannot reach. */
export function crossUnreachable(lay: Layout, y: Crossed, sc: Scratch): number {
  if (lay.masks) return crossUnreachableBits(lay.masks, y);
  return crossUnreachableWalk(lay, y, sc);
}

/** The crossed set as one number, bit i for module i (a sheet of at most 31 modules: Layout.masks). */
export function bitsOf(x: Crossed): number {
  let bits = 0;
  for (let i = 0; i < x.length; i++) bits |= x[i]! << i;
  return bits;
}

// The same with each module a bit (at most 31 modules).
function crossUnreachableBits(m: LayoutMasks, y: Crossed): number {
  const crossed = bitsOf(y);
  let lost = reachCrossed(m, crossed) & ~crossed;
  let count = 0;
  for (; lost !== 0; lost &= lost - 1) {
    y[31 - Math.clz32(lost & -lost)] = 1;
    count++;
  }
  return count;
}

/**
 * Check Routes on a sheet given as its crossed modules' bits (Layout.masks): the crossed bits
 * after it. The cells the crew stands on grow from the Quarters a cell at a time; a Room is kept
 * when the crew stands on it or beside it.
 */
export function reachCrossed(m: LayoutMasks, crossed: number): number {
  const standing = m.all & ~crossed;
  const walk = m.walk & standing;
  let stand = m.quarters & standing;
  let todo = stand;
  let near = 0;
  let teleported = false;
  while (todo !== 0) {
    const u = 31 - Math.clz32(todo & -todo);
    todo &= todo - 1;
    if (!teleported && ((m.docks >>> u) & 1) !== 0) {
      // On any Dock the crew steps to every other.
      teleported = true;
      const docks = m.docks & standing & ~stand;
      stand |= docks;
      todo |= docks;
    }
    const next = m.adj[u]! & standing;
    near |= next;
    const grow = next & walk & ~stand;
    stand |= grow;
    todo |= grow;
  }
  return crossed | (m.rooms & standing & ~(stand | near));
}

function crossUnreachableWalk(lay: Layout, y: Crossed, sc: Scratch): number {
  // on: `stand` where the crew can stand, `near` next to such a cell, older stamps elsewhere.
  const { on, stack } = sc;
  const { type, adj, adjStart } = lay;
  roomForStamps(sc, 2);
  const near = ++sc.stamp;
  const stand = ++sc.stamp;
  let top = 0;
  for (const q of lay.ofType[Q]!) {
    if (!y[q]) {
      on[q] = stand;
      stack[top++] = q;
    }
  }
  let teleported = false;
  while (top > 0) {
    const u = stack[--top]!;
    if (!teleported && type[u] === D) {
      teleported = true;
      for (const d of lay.ofType[D]!) {
        if (!y[d] && on[d] !== stand) {
          on[d] = stand;
          stack[top++] = d;
        }
      }
    }
    for (let k = adjStart[u]!, end = adjStart[u + 1]!; k < end; k++) {
      const v = adj[k]!;
      if (on[v] === stand || y[v]) continue;
      const t = type[v];
      if (t === C || t === D) {
        on[v] = stand;
        stack[top++] = v;
      } else on[v] = near;
    }
  }
  let crossed = 0;
  for (const i of lay.rooms) {
    if (!y[i] && on[i]! < near) {
      y[i] = 1;
      crossed++;
    }
  }
  return crossed;
}

/** Life Support: cross every Quarters of a Building with no uncrossed Life Support. */
export function crossLifeless(lay: Layout, y: Crossed): number {
  let crossed = 0;
  for (const kinds of lay.inBuilding) {
    if (kinds[Q]!.length === 0 || uncrossed(y, kinds[L]!) > 0) continue;
    crossed += crossAll(y, kinds[Q]!);
  }
  return crossed;
}

/** Quake: cross every uncrossed module with fewer than 2 adjacent modules. */
export function crossLonely(lay: Layout, y: Crossed): number {
  let crossed = 0;
  for (let i = 0; i < lay.n; i++) {
    if (lay.lonely[i] && !y[i]) {
      y[i] = 1;
      crossed++;
    }
  }
  return crossed;
}

/** Whether cell i has an uncrossed neighbour of `type`. */
export function nextTo(lay: Layout, y: Crossed, i: number, type: number): boolean {
  const { adj, adjStart } = lay;
  for (let a = adjStart[i]!, z = adjStart[i + 1]!; a < z; a++) if (!y[adj[a]!] && lay.type[adj[a]!] === type) return true;
  return false;
}

/** How many uncrossed neighbours of `type` cell i has. */
export function standingNext(lay: Layout, y: Crossed, i: number, type: number): number {
  const { adj, adjStart } = lay;
  let n = 0;
  for (let a = adjStart[i]!, z = adjStart[i + 1]!; a < z; a++) if (!y[adj[a]!] && lay.type[adj[a]!] === type) n++;
  return n;
}

/** Fungus: cross every Hydroponics not next to an uncrossed Life Support. */
export function crossFungus(lay: Layout, y: Crossed): number {
  let crossed = 0;
  for (const i of lay.ofType[H]!) {
    if (!y[i] && !nextTo(lay, y, i, L)) {
      y[i] = 1;
      crossed++;
    }
  }
  return crossed;
}

/** Plague: cross every Quarters next to another, all at once. */
export function crossCrowded(lay: Layout, y: Crossed, sc: Scratch): number {
  const { mark } = sc;
  let crossed = 0;
  for (const i of lay.ofType[Q]!) mark[i] = !y[i] && nextTo(lay, y, i, Q) ? 1 : 0;
  for (const i of lay.ofType[Q]!) {
    if (mark[i]) {
      y[i] = 1;
      crossed++;
    }
  }
  return crossed;
}

// The choice steps when they leave no choice, in place: each returns the cells it crossed, or -1
// (y untouched) when the player has a choice to make (effects.ts states the steps plainly).

/** Hydroponics: the Quarters of a Building with more Quarters than Hydroponics go only when it has no Hydroponics. */
export function hydroForced(lay: Layout, y: Crossed): number {
  if (hydroChoice(lay, y)) return -1;
  let crossed = 0;
  for (const kinds of lay.inBuilding) if (uncrossed(y, kinds[H]!) === 0) crossed += crossAll(y, kinds[Q]!);
  return crossed;
}

/** Whether a Hydroponics step on y leaves a choice: some Building has more Quarters than Hydroponics, and some of them. */
export function hydroChoice(lay: Layout, y: Crossed): boolean {
  for (const kinds of lay.inBuilding) {
    const h = uncrossed(y, kinds[H]!);
    if (h > 0 && uncrossed(y, kinds[Q]!) > h) return true;
  }
  return false;
}

/** Fire: a burning Building (no Life Support standing) loses its 2 Rooms, a choice when it has more. */
export function fireForced(lay: Layout, y: Crossed): number {
  let crossed = 0;
  for (let b = 0; b < lay.roomsIn.length; b++) {
    if (uncrossed(y, lay.inBuilding[b]![L]!) > 0) continue;
    const rooms = uncrossed(y, lay.roomsIn[b]!);
    if (rooms > 2) return -1;
    crossed += rooms;
  }
  if (crossed > 0) {
    for (let b = 0; b < lay.roomsIn.length; b++) if (uncrossed(y, lay.inBuilding[b]![L]!) === 0) crossAll(y, lay.roomsIn[b]!);
  }
  return crossed;
}

/** Breach: n Rooms for the n Corridors open to space, a choice unless that takes every Room. */
export function breachForced(lay: Layout, y: Crossed): number {
  const open = breachCount(lay, y);
  if (open === 0) return 0;
  const rooms = uncrossed(y, lay.rooms);
  if (rooms > open) return -1;
  return crossAll(y, lay.rooms);
}

/** Whether a Sabotage fires: a standing Dock has no standing Quarters beside it. */
export function sabotageFires(lay: Layout, y: Crossed): boolean {
  for (const d of lay.ofType[D]!) if (!y[d] && !nextTo(lay, y, d, Q)) return true;
  return false;
}

/**
 * Label the groups of Rooms (standing cells but Corridors, connected): groupOf[r] is Room r's
 * group, -1 when crossed, and sizes[g] group g's size. Returns how many groups there are.
 */
export function labelRoomGroups(lay: Layout, y: Crossed, stack: Int32Array, groupOf: Int16Array, sizes: Int16Array): number {
  const { type, adj, adjStart } = lay;
  for (const r of lay.rooms) groupOf[r] = -1;
  let groups = 0;
  for (const r of lay.rooms) {
    if (y[r] || groupOf[r] !== -1) continue;
    const g = groups++;
    groupOf[r] = g;
    stack[0] = r;
    let top = 1;
    let size = 0;
    while (top > 0) {
      const u = stack[--top]!;
      size++;
      for (let k = adjStart[u]!, end = adjStart[u + 1]!; k < end; k++) {
        const v = adj[k]!;
        if (!y[v] && type[v] !== C && groupOf[v] === -1) {
          groupOf[v] = g;
          stack[top++] = v;
        }
      }
    }
    sizes[g] = size;
  }
  return groups;
}

/** The size of the largest of `groups` groups. */
export function largestGroup(sizes: Int16Array, groups: number): number {
  let most = 0;
  for (let g = 0; g < groups; g++) if (sizes[g]! > most) most = sizes[g]!;
  return most;
}

/** Sabotage: when it fires, the largest group of Rooms goes; a choice when several are largest. */
export function sabotageForced(lay: Layout, y: Crossed, sc: Scratch): number {
  if (!sabotageFires(lay, y)) return 0;
  const { groupOf, sizes } = sc;
  const groups = labelRoomGroups(lay, y, sc.stack, groupOf, sizes);
  const most = largestGroup(sizes, groups);
  let from = -1;
  for (let g = 0; g < groups; g++) {
    if (sizes[g] !== most) continue;
    if (from >= 0) return -1;
    from = g;
  }
  for (const r of lay.rooms) if (groupOf[r] === from) y[r] = 1;
  return most;
}

/** Cross every cell of `members` still standing: how many that was. */
export function crossAll(y: Crossed, members: readonly number[]): number {
  let crossed = 0;
  for (const c of members) {
    if (!y[c]) {
      y[c] = 1;
      crossed++;
    }
  }
  return crossed;
}
