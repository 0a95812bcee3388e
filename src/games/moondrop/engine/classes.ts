import { C, D, H, L, Q, type Crossed, type Layout } from './layout';
import { crisisBit } from './plan';
import { SIZE } from './types';

// Two candidate cells of the same type, Building and Quake status are interchangeable when
// swapping them maps every rule still to come onto itself: crossing either one then leads
// to mirror-image futures with equal totals, so only how many a play takes from each class
// matters. What the rules to come see of a cell's uncrossed neighbours:
// - Quarters and Docks carry the crew on, so all of them count, cell by cell.
// - Life Support, Hydroponics and Research never carry the crew on. Their Quarters and
//   Docks count cell by cell; their Corridors only by connected run (a run is walkable as
//   a whole or not at all); other Rooms only when a Sabotage (groups of Rooms) or, between
//   Life Support and Hydroponics, a Fungus is still to come.
// Crossed neighbours never change; the Quake status already counts them.

const FUNGUS = crisisBit('fungus');
const SABOTAGE = crisisBit('sabotage');

// A sheet holds at most SIZE * SIZE modules, and these functions never re-enter (the search is
// single-threaded), so module-level buffers serve every call without allocating.
const MAX = SIZE * SIZE;
const stack = new Int16Array(MAX);
const keys = new Float64Array(MAX);
const marks = new Int16Array(4);
const runOf = new Int16Array(MAX);

/**
 * Corridors that always stand or fall together for the crew: connected through Corridors.
 * Only a Quake crosses Corridors, and only those with fewer than 2 neighbouring modules:
 * dead ends that never join two other Corridors and never touch a Room unless alone.
 * Each standing Corridor gets its run's first cell, -1 elsewhere (into `part` when given).
 */
export function corridorParts(lay: Layout, x: Crossed, part = new Int16Array(lay.n)): Int16Array {
  const { type, adj, adjStart } = lay;
  part.fill(-1);
  for (const i of lay.ofType[C]!) {
    if (part[i] !== -1 || x[i]) continue;
    part[i] = i;
    let top = 0;
    stack[top++] = i;
    while (top > 0) {
      const u = stack[--top]!;
      for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
        const v = adj[a]!;
        if (part[v] !== -1 || x[v] || type[v] !== C) continue;
        part[v] = i;
        stack[top++] = v;
      }
    }
  }
  return part;
}

// A cell's signature as one number: its type, Building and Quake status, then what the rules to
// come see of its neighbours as a set of up to 4 marks (a cell v as v + 1, a Corridor run p as
// MAX + 1 + p), sorted, one byte each. Equal numbers mean equal signatures, and the reverse.
let count = 0;

function mark(token: number): void {
  for (let j = 0; j < count; j++) if (marks[j] === token) return;
  // Insertion keeps the marks sorted.
  let k = count++;
  for (; k > 0 && marks[k - 1]! > token; k--) marks[k] = marks[k - 1]!;
  marks[k] = token;
}

function signature(lay: Layout, x: Crossed, i: number, future: number, run: Int16Array): number {
  const { type, adj, adjStart } = lay;
  const t = type[i]!;
  count = 0;
  for (let a = adjStart[i]!, z = adjStart[i + 1]!; a < z; a++) {
    const v = adj[a]!;
    if (x[v]) continue;
    const tv = type[v]!;
    if (t === Q || t === D) mark(v + 1);
    else if (tv === C) mark(MAX + 1 + run[v]!);
    else if (tv === Q || tv === D || (future & SABOTAGE) !== 0) mark(v + 1);
    else if ((future & FUNGUS) !== 0 && ((t === L && tv === H) || (t === H && tv === L))) mark(v + 1);
  }
  let sig = (t * 128 + lay.building[i]!) * 2 + lay.lonely[i]!;
  for (let j = 0; j < 4; j++) sig = sig * 256 + (j < count ? marks[j]! : 0);
  return sig;
}

/** Split candidate cells into classes of interchangeable cells; `locked` cells stay alone. */
export function classesOf(
  lay: Layout,
  x: Crossed,
  from: readonly number[],
  future: number,
  locked: ReadonlySet<number> | null,
): number[][] {
  // Corridor runs matter only to candidates other than Quarters and Docks.
  let runs = false;
  for (const i of from) if (lay.type[i] !== Q && lay.type[i] !== D) runs = true;
  if (runs) corridorParts(lay, x, runOf);
  // Classes in the order of their first cell in `from`, each cell in `from`'s order.
  const classes: number[][] = [];
  for (const i of from) {
    const sig = locked?.has(i) ? -1 - i : signature(lay, x, i, future, runOf);
    let k = 0;
    while (k < classes.length && keys[k] !== sig) k++;
    if (k < classes.length) classes[k]!.push(i);
    else {
      keys[k] = sig;
      classes.push([i]);
    }
  }
  return classes;
}
