import { C, D, Q, R, uncrossed, type Crossed, type Layout } from './layout';
import { crossUnreachable, nextTo, scratchFor, type Scratch } from './ops';
import { keyOf, type Search } from './search-state';

// The Sabotage played exactly, for the bound, when few sets of Quarters can stand at it.
//
// Between the bound's start and a Sabotage, say the player's choices cross only Quarters (a
// Hydroponics step, the one being chosen included) and the other steps are Check Routes, Life
// Support, Plague and Quake: no Breach, Fire or Fungus. Then the real sheet at the Sabotage is
// fixed by the set K of Quarters standing there. The copy `y` (which has at most the real
// crossings) with the copy's other Quarters crossed, after one Check Routes, is that sheet:
//  - every Room it keeps is reached from K through Rooms it keeps; the real sheet had at least
//    those standing at every Check Routes before, and at least K's Quarters, so the crew reached
//    that Room each time and nothing else crossed it (Life Support, Hydroponics and Plague cross
//    Quarters only, Quake the same modules on any sheet);
//  - every Room the real sheet keeps is on the copy and reached from K within the real sheet
//    (its last Check Routes came right before the Sabotage), so within this one too.
// K is no larger per Building than the ceiling, and after a Plague no two of its Quarters touch.
// For each such K the Sabotage is played (each largest group, when several tie) and the rest
// of the plan bounded from the sheet after it; the largest of those bounds every play. Only
// when the sets are few (SETS_AT_MOST): the sets grow with the Quarters standing.

/** The most sets of Quarters tried at a Sabotage. */
export const SETS_AT_MOST = 64;

/** A bound on the rest of the plan from step `from` with `z` crossed (boundFrom, passed in: no import loop). */
export type BoundRest = (s: Search, from: number, z: Crossed) => number;

interface SetsScratch {
  /** The Search the bound after the Sabotage runs on: the same but for its own buffers (the caller's are in use). */
  readonly sub: WeakMap<Search, Search>;
  readonly scratch: Scratch;
  /** The copy's standing Quarters, their Buildings, which are in the set, and the set's. */
  readonly qs: Int32Array;
  readonly qb: Int32Array;
  readonly inSet: Uint8Array;
  readonly chosen: Int32Array;
  /** The copy with all of them crossed. */
  readonly none: Uint8Array;
  /** Per Building: how many of the set it holds, and its ceiling. */
  readonly count: Int16Array;
  /** The bound's copy at the Sabotage and its ceilings, held until its run ends (holdAtSabotage). */
  readonly held: Uint8Array;
  readonly heldCap: Int16Array;
  /** The sheet of one set at the Sabotage, and after it. */
  readonly at: Uint8Array;
  readonly after: Uint8Array;
  /** The sheet's groups of Rooms at the Sabotage: each Room's (-1: crossed), and their sizes. */
  readonly groupOf: Int16Array;
  readonly sizes: Int16Array;
}

const scratches = new WeakMap<Layout, SetsScratch>();

function setsScratchOf(lay: Layout): SetsScratch {
  let ss = scratches.get(lay);
  if (!ss) {
    ss = {
      sub: new WeakMap(),
      scratch: scratchFor(lay),
      qs: new Int32Array(lay.ofType[Q]!.length),
      qb: new Int32Array(lay.ofType[Q]!.length),
      inSet: new Uint8Array(lay.n),
      chosen: new Int32Array(lay.ofType[Q]!.length),
      none: new Uint8Array(lay.n),
      count: new Int16Array(lay.buildings.length),
      held: new Uint8Array(lay.n),
      heldCap: new Int16Array(lay.buildings.length),
      at: new Uint8Array(lay.n),
      after: new Uint8Array(lay.n),
      groupOf: new Int16Array(lay.n),
      sizes: new Int16Array(lay.n),
    };
    scratches.set(lay, ss);
  }
  return ss;
}

function subOf(s: Search, ss: SetsScratch): Search {
  let sub = ss.sub.get(s);
  if (!sub) {
    sub = { ...s, scratch: ss.scratch };
    ss.sub.set(s, sub);
  }
  return sub;
}

/** Keep the bound's copy at the Sabotage and its ceilings for sabotageSets (the bound's run goes on first). */
export function holdAtSabotage(lay: Layout, y: Crossed, cap: Int16Array): void {
  const ss = setsScratchOf(lay);
  ss.held.set(y);
  ss.heldCap.set(cap);
}

/**
 * The best the rest of the plan can give, from the Sabotage at step i on, over every set of
 * Quarters that can stand at it (see above), or Infinity when there are more than SETS_AT_MOST
 * sets. On the bound's copy at the Sabotage, and each Building's ceiling on its Quarters there
 * (holdAtSabotage); `apart`: a Plague came since the real sheet the copy started from, so no two
 * of them touch. A bound at or below `stopAt` may be returned as stopAt, and one at or above
 * `most` (the caller's own bound) as most.
 */
export function sabotageSets(s: Search, i: number, apart: boolean, stopAt: number, most: number, rest: BoundRest): number {
  const { lay } = s;
  const ss = setsScratchOf(lay);
  const { qs, qb, inSet, chosen, count, held: y, heldCap: cap } = ss;
  let n = 0;
  lay.inBuilding.forEach((kinds, b) => {
    for (const q of kinds[Q]!) {
      if (!y[q]) {
        qs[n] = q;
        qb[n++] = b;
      }
    }
  });
  // A set of k Quarters totals at most `base` + k (crossing never raises a goal): only sets with at
  // least `need` Quarters can beat the best so far.
  const base = s.otherGoals + (s.research ? uncrossed(y, lay.ofType[R]!) : 0);
  let need = s.population ? stopAt - base + 1 : 0;
  // Every set: Quarters k on are in or out, while within its Building's ceiling (and apart). The
  // sets with Quarters in come first: they tend to total the most, and raise `need` for the rest.
  const each = (k: number, size: number, visit: (size: number) => boolean): boolean => {
    if (size + n - k < need) return true;
    if (k === n) return visit(size);
    const q = qs[k]!;
    const b = qb[k]!;
    if (count[b]! < cap[b]! && !(apart && touches(lay, inSet, q))) {
      count[b]!++;
      inSet[q] = 1;
      chosen[size] = q;
      const going = each(k + 1, size + 1, visit);
      inSet[q] = 0;
      count[b]!--;
      if (!going) return false;
    }
    return each(k + 1, size, visit);
  };
  let sets = 0;
  count.fill(0);
  if (!each(0, 0, () => ++sets <= SETS_AT_MOST)) return Infinity;
  const sub = subOf(s, ss);
  const known: Known = { before: knownFor(s, i, true), at: knownFor(s, i, false), after: knownFor(s, i + 1, false) };
  // The copy with every Quarters crossed: a set's sheet is this with its own uncrossed.
  const { none } = ss;
  none.set(y);
  for (let k = 0; k < n; k++) none[qs[k]!] = 1;
  let best = stopAt;
  each(0, 0, (size) => {
    const total = playSet(sub, i, ss, size, known, rest);
    if (total > best) {
      best = total;
      if (s.population) need = best - base + 1;
    }
    return best < most;
  });
  return best;
}

// The bounds remembered so far (sabotage-sets.ts's part of Shared.afterSabotage): from the
// Sabotage on, by the sheet before the Check Routes that precedes it and after; from the step
// after it.
interface Known {
  readonly before: Map<string, number>;
  readonly at: Map<string, number>;
  readonly after: Map<string, number>;
}

// Those from step i on, by crossed set (the plan's suffix from i keys them; `before`: the sheet
// before that Check Routes).
function knownFor(s: Search, i: number, before: boolean): Map<string, number> {
  const suffix = (before ? '<' : '') + s.plan.suffix[i]!;
  let known = s.afterSabotage.get(suffix);
  if (!known) s.afterSabotage.set(suffix, (known = new Map()));
  return known;
}

// The bound from step `from` on z, remembered (many sets, in many bounds, meet the same sheet there).
function restFrom(sub: Search, from: number, z: Crossed, known: Map<string, number>, rest: BoundRest): number {
  const key = keyOf(z);
  let total = known.get(key);
  if (total === undefined) {
    total = rest(sub, from, z);
    known.set(key, total);
  }
  return total;
}

// Whether Quarters q touches one in the set.
function touches(lay: Layout, inSet: Uint8Array, q: number): boolean {
  for (let a = lay.adjStart[q]!, z = lay.adjStart[q + 1]!; a < z; a++) if (inSet[lay.adj[a]!]) return true;
  return false;
}

// The sheet at the Sabotage for the set in ss.chosen (its first `size`), and the best the rest can
// give from there. Remembered by the sheet before and after its Check Routes: sets in other bounds
// often meet the same sheet, and looking it up before the walk spares that too.
function playSet(sub: Search, i: number, ss: SetsScratch, size: number, known: Known, rest: BoundRest): number {
  const { lay } = sub;
  const { at, chosen } = ss;
  at.set(ss.none);
  for (let k = 0; k < size; k++) at[chosen[k]!] = 0;
  const beforeKey = keyOf(at);
  const seen = known.before.get(beforeKey);
  if (seen !== undefined) return seen;
  crossUnreachable(lay, at, ss.scratch);
  const key = keyOf(at);
  let total = known.at.get(key);
  if (total === undefined) {
    total = playSabotage(sub, i, ss, known, rest);
    known.at.set(key, total);
  }
  known.before.set(beforeKey, total);
  return total;
}

// The Sabotage played on ss.at (each largest group, when several tie) and the rest bounded from
// there: the largest.
function playSabotage(sub: Search, i: number, ss: SetsScratch, known: Known, rest: BoundRest): number {
  const { lay } = sub;
  const { at, after } = ss;
  let lonely = false;
  for (const d of lay.ofType[D]!) {
    if (!at[d] && !nextTo(lay, at, d, Q)) {
      lonely = true;
      break;
    }
  }
  if (!lonely) return restFrom(sub, i + 1, at, known.after, rest);
  // Label the groups of Rooms, then play each largest (the bound after it uses the same marks).
  const { groupOf, sizes } = ss;
  const { type, adj, adjStart } = lay;
  const stack = ss.scratch.stack;
  for (const r of lay.rooms) groupOf[r] = -1;
  let groups = 0;
  let most = 0;
  for (const r of lay.rooms) {
    if (at[r] || groupOf[r] !== -1) continue;
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
        if (!at[v] && type[v] !== C && groupOf[v] === -1) {
          groupOf[v] = g;
          stack[top++] = v;
        }
      }
    }
    sizes[g] = size;
    if (size > most) most = size;
  }
  let best = -Infinity;
  for (let g = 0; g < groups; g++) {
    if (sizes[g] !== most) continue;
    after.set(at);
    for (const r of lay.rooms) if (groupOf[r] === g) after[r] = 1;
    best = Math.max(best, restFrom(sub, i + 1, after, known.after, rest));
  }
  return best;
}
