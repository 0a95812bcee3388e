import { C, D, H, L, Q, uncrossed, type Crossed, type Layout } from './layout';
import { crossLifeless, crossUnreachable, labelRoomGroups, largestGroup, nextTo, roomForStamps, standingNext, type Scratch } from './ops';

// A ceiling on each Building's Quarters after the Safety Check that follows a Sabotage, for the
// bound. The bound plays nothing of a Sabotage (whether it fires, and what it takes, grows with
// nothing), but a sheet that rolls one often has Docks no few Quarters can all stand beside, and
// the player's only ways out cost Quarters. On the real sheet at the Sabotage (the copy `y` has at
// most its crossings) one of three things holds:
//  A. No Dock stands. Check Routes crosses every Dock or none (the crew steps between them), so
//     this is the copy with every Dock crossed, played through the next Safety Check.
//  B. Docks stand and each has a Quarters beside it. A Dock the copy has is then crossed on the
//     real sheet only by a choice played since the copy was taken (a Breach's Rooms, a Fire's two
//     per Building: `taken`): every Dock with no Quarters beside it on the copy was, so this is
//     the copy with those crossed, played through the next Safety Check. No more Quarters stand
//     than the ceiling: when they cannot stand beside all the other Docks, or the choices cannot
//     have taken those Docks, this cannot hold.
//  C. It fires and crosses a largest group of Rooms. Say a Building keeps a Quarters through the
//     next Safety Check. Then its Life Support, when it has only one, stands after the Sabotage,
//     and so does the one Dock that Life Support reaches the crew through, when it has no other
//     way; and its only Hydroponics (and its Dock, likewise), and its only Quarters. Those (the
//     core, where they touch) are in one group of Rooms, which the Sabotage did not take, with one
//     more Room for each of Life Support, Hydroponics and Quarters when every one of that kind
//     standing touches the core; so it took a group at least as large that neither holds nor
//     touches the core. If every group of Rooms the copy has apart from the
//     core and what touches it is smaller (counting no more of a Building's Quarters than its
//     ceiling, and one fewer for this Building, whose kept Quarters is not in it), the Building
//     keeps no Quarters. It also keeps none when what must stand for a kept Quarters and a group
//     as large for the fire cannot all fit in the Rooms the sheet can hold (kitTooLarge): few after
//     a Breach, or when the ceilings let few Quarters stand.
// The ceiling is the largest of those that can hold (B's is at least A's).

/** Buffers for the Sabotage's ceilings. */
export interface SabotageScratch {
  /** The copy with every Dock crossed (case A). */
  readonly noDocks: Uint8Array;
  /** Each Building's ceiling after the Safety Check that follows the Sabotage. */
  readonly after: Int16Array;
  /** Quarters per Building in the group being walked, and which Buildings it touched. */
  readonly perBuilding: Int16Array;
  readonly touched: Int16Array;
  /** Buildings whose Quarters a fire surely takes (case C). */
  readonly burnt: Uint8Array;
  /** A Building's standing Quarters by how many standing Docks each touches (0 to 4). */
  readonly byDocks: Int16Array;
  /** The core of case C (at most 5 cells). */
  readonly core: Int32Array;
  coreSize: number;
  /** Case C's kit: the core, a Dock, a Quarters, a Hydroponics or Life Support and its way in (kitTooLarge). */
  readonly kit: Int32Array;
  /** A crossed set for the kit's groups (kitTooLarge). */
  readonly apart: Uint8Array;
}

const scratches = new WeakMap<Layout, SabotageScratch>();

/** The Sabotage's buffers for a layout (made once). */
export function sabotageScratchOf(lay: Layout): SabotageScratch {
  let ss = scratches.get(lay);
  if (!ss) {
    ss = sabotageScratchFor(lay);
    scratches.set(lay, ss);
  }
  return ss;
}

function sabotageScratchFor(lay: Layout): SabotageScratch {
  return {
    noDocks: new Uint8Array(lay.n),
    after: new Int16Array(lay.buildings.length),
    perBuilding: new Int16Array(lay.buildings.length),
    touched: new Int16Array(lay.buildings.length),
    burnt: new Uint8Array(lay.buildings.length),
    byDocks: new Int16Array(5),
    core: new Int32Array(5),
    coreSize: 0,
    kit: new Int32Array(10),
    apart: new Uint8Array(lay.n),
  };
}


// The one standing Dock next to cell i when the crew can reach i only through it (no standing
// Quarters, Corridor or other Dock beside it); -1 otherwise.
function onlyDock(lay: Layout, y: Crossed, i: number): number {
  let dock = -1;
  for (let a = lay.adjStart[i]!, z = lay.adjStart[i + 1]!; a < z; a++) {
    const v = lay.adj[a]!;
    if (y[v]) continue;
    const t = lay.type[v];
    if (t === Q || t === C) return -1;
    if (t === D) {
      if (dock >= 0) return -1;
      dock = v;
    }
  }
  return dock;
}

// Whether the ceilings' Quarters can stand beside every standing Dock but `taken` of them (case B).
function docksCanBeGuarded(lay: Layout, y: Crossed, ss: SabotageScratch, cap: Int16Array, docks: number, taken: number): boolean {
  if (docks <= taken) return true;
  // The most Docks the Quarters a Building may keep stand beside: its Quarters with the most
  // standing Docks beside them (at most 4 each).
  let guarded = 0;
  const byDocks = ss.byDocks;
  for (let b = 0; b < cap.length; b++) {
    let most = cap[b]!;
    if (most <= 0) continue;
    for (let d = 0; d <= 4; d++) byDocks[d] = 0;
    const quarters = lay.inBuilding[b]![Q]!;
    for (let j = 0; j < quarters.length; j++) if (!y[quarters[j]!]) byDocks[standingNext(lay, y, quarters[j]!, D)]!++;
    for (let d = 4; d > 0 && most > 0; d--) {
      const n = Math.min(most, byDocks[d]!);
      guarded += n * d;
      most -= n;
    }
  }
  return guarded >= docks - taken;
}

// Each Building's Quarters after the next Safety Check with the Docks crossed: all of them (case
// A), or those no standing Quarters stands beside (case B: the choices must have taken them).
function withoutDocks(lay: Layout, y: Crossed, sc: Scratch, ss: SabotageScratch, cap: Int16Array, all: boolean): void {
  const z = ss.noDocks;
  z.set(y);
  for (const d of lay.ofType[D]!) if (all || !nextTo(lay, y, d, Q)) z[d] = 1;
  crossUnreachable(lay, z, sc);
  if (crossLifeless(lay, z) > 0) crossUnreachable(lay, z, sc);
  for (let b = 0; b < cap.length; b++) {
    const k = lay.inBuilding[b]!;
    ss.after[b] = Math.min(cap[b]!, uncrossed(z, k[Q]!), uncrossed(z, k[H]!));
  }
}

// The one standing cell of `cells`; -1 when none or several stand.
function only(y: Crossed, cells: readonly number[]): number {
  let one = -1;
  for (let j = 0; j < cells.length; j++) {
    if (y[cells[j]!]) continue;
    if (one >= 0) return -1;
    one = cells[j]!;
  }
  return one;
}

// Adds cell c to the core (ss.core, ss.coreSize) unless it is there or is -1.
function addToCore(ss: SabotageScratch, c: number): void {
  if (c >= 0) ss.coreSize = addCell(ss.core, ss.coreSize, c);
}

// Case C for Building b: whether it surely keeps no Quarters when the Sabotage fires.
function coreTaken(lay: Layout, y: Crossed, sc: Scratch, ss: SabotageScratch, cap: Int16Array, b: number, budget: number): boolean {
  const k = lay.inBuilding[b]!;
  const life = only(y, k[L]!);
  const hydro = only(y, k[H]!);
  const lifeDock = life >= 0 ? onlyDock(lay, y, life) : -1;
  const hydroDock = hydro >= 0 ? onlyDock(lay, y, hydro) : -1;
  ss.coreSize = 0;
  addToCore(ss, life);
  addToCore(ss, hydro);
  addToCore(ss, only(y, k[Q]!));
  addToCore(ss, lifeDock);
  addToCore(ss, hydroDock);
  const { core, coreSize } = ss;
  if (coreSize === 0) return false;
  // Check Routes' stamps (sc.on) mark the core, the piece, what touches it and the groups walked.
  const { on: seen, stack } = sc;
  roomForStamps(sc, 4);
  const inCore = ++sc.stamp;
  const piece = ++sc.stamp;
  const near = ++sc.stamp;
  const walked = ++sc.stamp;
  // The core's cells that touch the first one, through each other.
  for (let j = 0; j < coreSize; j++) seen[core[j]!] = inCore;
  let top = 0;
  let size = 0;
  seen[core[0]!] = piece;
  stack[top++] = core[0]!;
  while (top > 0) {
    const u = stack[--top]!;
    size++;
    for (let a = lay.adjStart[u]!, z = lay.adjStart[u + 1]!; a < z; a++) {
      const v = lay.adj[a]!;
      if (seen[v] === inCore) {
        seen[v] = piece;
        stack[top++] = v;
      }
    }
  }
  // The piece and the standing Rooms that touch it are one group; every other group of Rooms on
  // the real sheet lies in one of the copy's groups of what is left.
  for (let j = 0; j < coreSize; j++) {
    const c = core[j]!;
    if (seen[c] !== piece) continue;
    for (let a = lay.adjStart[c]!, z = lay.adjStart[c + 1]!; a < z; a++) {
      const v = lay.adj[a]!;
      if (!y[v] && lay.type[v] !== C && seen[v] !== piece) seen[v] = near;
    }
  }
  // The Building's Life Support, Hydroponics and Quarters that are not in the core: when every
  // one of a kind that stands touches the piece, the one that stays is in its group too.
  for (let t = L; t <= Q; t++) { // Life Support, Hydroponics, Quarters (type codes 1 to 3)
    const cells = k[t]!;
    let all = true;
    let any = false;
    for (let j = 0; j < cells.length && all; j++) {
      const c = cells[j]!;
      if (y[c]) continue;
      any = true;
      all = seen[c] === near;
    }
    if (any && all) size++;
  }
  if (size < 2) return false;
  for (const r of lay.rooms) {
    if (y[r] || seen[r] === piece || seen[r] === near || seen[r] === walked) continue;
    let other = 0;
    let touched = 0;
    top = 0;
    seen[r] = walked;
    stack[top++] = r;
    while (top > 0) {
      const u = stack[--top]!;
      if (lay.type[u] === Q) {
        const at = lay.building[u]!;
        if (ss.perBuilding[at] === 0) ss.touched[touched++] = at;
        ss.perBuilding[at]!++;
      } else other++;
      for (let a = lay.adjStart[u]!, z = lay.adjStart[u + 1]!; a < z; a++) {
        const v = lay.adj[a]!;
        if (y[v] || lay.type[v] === C || seen[v] === piece || seen[v] === near || seen[v] === walked) continue;
        seen[v] = walked;
        stack[top++] = v;
      }
    }
    // No more of a Building's Quarters than its ceiling, and of b's at least one stands elsewhere.
    let most = other;
    for (let t = 0; t < touched; t++) {
      const at = ss.touched[t]!;
      most += Math.min(ss.perBuilding[at]!, at === b ? cap[at]! - 1 : cap[at]!);
      ss.perBuilding[at] = 0;
    }
    if (most >= size) {
      // The Dock the crew must step to: the only Life Support's, else the only Hydroponics'.
      const dock = hopOnly(lay, y, sc, lifeDock) ? lifeDock : hopOnly(lay, y, sc, hydroDock) ? hydroDock : -1;
      return dock >= 0 && kitTooLarge(lay, y, sc, ss, b, dock, life >= 0 ? H : L, Math.min(budget, roomsWithin(lay, y, cap)));
    }
  }
  return true;
}

/**
 * At a Sabotage on the copy `y`, each Building's ceiling on its Quarters after the next Safety
 * Check's Hydroponics step, into `ss.after` (never above `cap`). `taken`: how many Rooms the
 * choices played since the copy was taken may have crossed (Docks among them); `roomsAtMost`: how
 * many Rooms the real sheet has at most since a Breach took its Rooms (Infinity with no Breach; case
 * C's kit also counts the copy's Rooms with no more Quarters than the ceilings). Returns false when
 * it is no lower than `cap` anywhere.
 */
export function capsAtSabotage(lay: Layout, y: Crossed, sc: Scratch, ss: SabotageScratch, cap: Int16Array, taken: number, roomsAtMost = Infinity): boolean {
  const docks = uncrossed(y, lay.ofType[D]!);
  // No Dock stands: the Sabotage does not fire.
  if (docks === 0) return false;
  // Only a Building whose Quarters a fire surely takes can keep fewer (case C first: most have no
  // core, which is quick to see).
  let burnt = false;
  for (let b = 0; b < cap.length; b++) {
    ss.burnt[b] = cap[b]! > 0 && uncrossed(y, lay.inBuilding[b]![Q]!) > 0 && coreTaken(lay, y, sc, ss, cap, b, roomsAtMost) ? 1 : 0;
    if (ss.burnt[b]) burnt = true;
  }
  if (!burnt) return false;
  let unguarded = 0;
  const all = lay.ofType[D]!;
  for (let j = 0; j < all.length; j++) if (!y[all[j]!] && !nextTo(lay, y, all[j]!, Q)) unguarded++;
  const guarded = unguarded <= taken && docksCanBeGuarded(lay, y, ss, cap, docks, taken);
  if (guarded && unguarded === 0) return false;
  // Case B's ceiling is at least A's (it crosses fewer Docks): the larger of the two that can hold.
  withoutDocks(lay, y, sc, ss, cap, !guarded);
  let lower = false;
  for (let b = 0; b < cap.length; b++) {
    if (!ss.burnt[b]) ss.after[b] = cap[b]!;
    else if (ss.after[b]! < cap[b]!) lower = true;
  }
  return lower;
}

// Case C, counted. Say the Building keeps a Quarters and its only Life Support (or else its only
// Hydroponics) is reached only through one Dock (the core's, `dock`) that no Quarters stands beside,
// nor any Corridor the crew walks to from a Quarters. The crew then stands on that Dock only by
// stepping from another Dock, the first it stood on, reached from a Quarters beside it or along
// Corridors. So after the Sabotage these stand (the kit): the core, that other Dock and its
// Quarters, a Hydroponics of the Building (a Life Support when the core has the Hydroponics:
// `kind`) with its way in (a Quarters or Dock beside it, unless the kit's Quarters or Docks or a
// Corridor are beside it), and a Quarters of the Building. Rooms that touch are in one group, and
// the Sabotage took a group at least as large as each of the kit's, apart from them. So the real
// sheet held at least the kit's Rooms and as many again as its largest part (cells of the kit
// touching through each other; a Quarters not beside them counts alone). When no choice of that
// Dock, Quarters, Hydroponics (or Life Support) and way in fits in `budget` Rooms, the Building
// keeps no Quarters. Returns whether none fits (and some Dock could let the crew in: otherwise the
// reach ceilings see it).
function kitTooLarge(lay: Layout, y: Crossed, sc: Scratch, ss: SabotageScratch, b: number, dock: number, kind: number, budget: number): boolean {
  const k = lay.inBuilding[b]!;
  const docks = lay.ofType[D]!;
  const needed = k[kind]!;
  let entries = 0;
  const kit = ss.kit;
  for (let j = 0; j < docks.length; j++) {
    const other = docks[j]!;
    if (other === dock || y[other]) continue;
    // The crew's way in: a Quarters beside the Dock, or one along its Corridors (counted apart).
    const along = corridorsTouch(lay, y, sc, other, false);
    for (let a = lay.adjStart[other]!, z = lay.adjStart[other + 1]! + (along ? 1 : 0); a < z; a++) {
      const q = a < lay.adjStart[other + 1]! ? lay.adj[a]! : -1;
      if (q >= 0 && (y[q] || lay.type[q] !== Q)) continue;
      entries++;
      let base = 0;
      for (let c = 0; c < ss.coreSize; c++) base = addCell(kit, base, ss.core[c]!);
      base = addCell(kit, base, other);
      if (q >= 0) base = addCell(kit, base, q);
      for (let j2 = 0; j2 < needed.length; j2++) {
        const h = needed[j2]!;
        if (y[h]) continue;
        // The crew reaches it from a Quarters or Dock of the kit, or a Corridor: nothing more stands
        // for it. Else one of the Quarters or Docks beside it stands too.
        let free = false;
        for (let a2 = lay.adjStart[h]!, z2 = lay.adjStart[h + 1]!; a2 < z2 && !free; a2++) {
          const v = lay.adj[a2]!;
          if (y[v]) continue;
          const t = lay.type[v];
          free = (t === C && corridorsTouch(lay, y, sc, v, true)) || ((t === Q || t === D) && hasCell(kit, base, v));
        }
        const n = addCell(kit, base, h);
        if (free) {
          if (fits(lay, y, sc, ss, n, b, budget)) return false;
          continue;
        }
        for (let a2 = lay.adjStart[h]!, z2 = lay.adjStart[h + 1]!; a2 < z2; a2++) {
          const v = lay.adj[a2]!;
          if (y[v] || (lay.type[v] !== Q && lay.type[v] !== D)) continue;
          if (fits(lay, y, sc, ss, addCell(kit, n, v), b, budget)) return false;
        }
      }
    }
  }
  return entries > 0;
}

// Whether the kit (the first n cells) and a group as large as its largest fit in `budget` Rooms,
// with a Quarters of Building b alone when the kit has none (it may be the one the crew came from
// along Corridors).
function fits(lay: Layout, y: Crossed, sc: Scratch, ss: SabotageScratch, n: number, b: number, budget: number): boolean {
  const kit = ss.kit;
  const alone = hasType(lay, kit, n, Q, b) ? 0 : 1;
  const largest = Math.max(alone, largestPart(lay, sc, ss, kit, n));
  return n + alone + largest <= budget && groupApart(lay, y, sc, ss, kit, n, largest);
}

// Whether the copy has a group of Rooms of at least `size` apart from the first n cells and the
// Rooms beside them (every group of the real sheet apart from those lies in one of them).
function groupApart(lay: Layout, y: Crossed, sc: Scratch, ss: SabotageScratch, cells: Int32Array, n: number, size: number): boolean {
  const z = ss.apart;
  z.set(y);
  for (let j = 0; j < n; j++) {
    const c = cells[j]!;
    z[c] = 1;
    for (let a = lay.adjStart[c]!, e = lay.adjStart[c + 1]!; a < e; a++) z[lay.adj[a]!] = 1;
  }
  return largestGroup(sc.sizes, labelRoomGroups(lay, z, sc.stack, sc.groupOf, sc.sizes)) >= size;
}

// Whether c is one of the first n cells.
function hasCell(cells: Int32Array, n: number, c: number): boolean {
  for (let j = 0; j < n; j++) if (cells[j] === c) return true;
  return false;
}

/** The most Rooms the real sheet holds: the copy's, with no more Quarters in a Building than its ceiling `cap`. */
export function roomsWithin(lay: Layout, y: Crossed, cap: Int16Array): number {
  let rooms = uncrossed(y, lay.rooms);
  for (let b = 0; b < cap.length; b++) {
    const quarters = uncrossed(y, lay.inBuilding[b]![Q]!);
    if (quarters > cap[b]!) rooms -= quarters - cap[b]!;
  }
  return rooms;
}

// Adds cell c to the first n of `cells` unless it is there; the new count.
function addCell(cells: Int32Array, n: number, c: number): number {
  if (hasCell(cells, n, c)) return n;
  cells[n] = c;
  return n + 1;
}

// Whether one of the first n cells is of `type` in Building b.
function hasType(lay: Layout, cells: Int32Array, n: number, type: number, b: number): boolean {
  for (let j = 0; j < n; j++) if (lay.type[cells[j]!] === type && lay.building[cells[j]!] === b) return true;
  return false;
}

// The most of the first n cells (Rooms) that touch each other, through each other.
function largestPart(lay: Layout, sc: Scratch, ss: SabotageScratch, cells: Int32Array, n: number): number {
  const z = ss.apart;
  z.fill(1);
  for (let j = 0; j < n; j++) z[cells[j]!] = 0;
  return largestGroup(sc.sizes, labelRoomGroups(lay, z, sc.stack, sc.groupOf, sc.sizes));
}

// Whether the crew can stand on Dock d only by stepping from another Dock: no standing Quarters
// beside it, nor beside the Corridors joined to it (false for no Dock).
function hopOnly(lay: Layout, y: Crossed, sc: Scratch, d: number): boolean {
  return d >= 0 && !nextTo(lay, y, d, Q) && !corridorsTouch(lay, y, sc, d, false);
}

// Whether a standing Quarters (or, with `docks`, a Dock) touches a standing Corridor joined to cell
// `from` through Corridors (`from` itself when it is a Corridor; what touches a Dock does not count).
// From a Corridor with `docks`: whether the crew may stand on it. From a Dock without: whether the
// crew walks to it along Corridors from a Quarters.
function corridorsTouch(lay: Layout, y: Crossed, sc: Scratch, from: number, docks: boolean): boolean {
  roomForStamps(sc, 1);
  const seen = ++sc.stamp;
  const { on, stack } = sc;
  let top = 0;
  on[from] = seen;
  stack[top++] = from;
  while (top > 0) {
    const u = stack[--top]!;
    const corridor = lay.type[u] === C;
    for (let a = lay.adjStart[u]!, z = lay.adjStart[u + 1]!; a < z; a++) {
      const v = lay.adj[a]!;
      if (y[v] || on[v] === seen) continue;
      const t = lay.type[v];
      if (corridor && (t === Q || (docks && t === D))) return true;
      if (t !== C) continue;
      on[v] = seen;
      stack[top++] = v;
    }
  }
  return false;
}
