import { C, D, H, L, Q, type Crossed, type Layout } from './layout';
import { crisisBit } from './plan';

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

// Corridors that always stand or fall together for the crew: connected through Corridors.
// Only a Quake crosses Corridors, and only those with fewer than 2 neighbouring modules:
// dead ends that never join two other Corridors and never touch a Room unless alone.
export function corridorParts(lay: Layout, x: Crossed): Int16Array {
  const part = new Int16Array(lay.n).fill(-1);
  for (const i of lay.ofType[C]!) {
    if (part[i] !== -1 || x[i]) continue;
    part[i] = i;
    const stack = [i];
    for (let u = stack.pop(); u !== undefined; u = stack.pop()) {
      for (const v of lay.nbr[u]!) {
        if (part[v] !== -1 || x[v] || lay.type[v] !== C) continue;
        part[v] = i;
        stack.push(v);
      }
    }
  }
  return part;
}

function signature(lay: Layout, x: Crossed, i: number, future: number, parts: () => Int16Array): string {
  const t = lay.type[i]!;
  const head = `${t}.${lay.building[i]}.${lay.lonely[i]}`;
  const marks: string[] = [];
  for (const v of lay.nbr[i]!) {
    if (x[v]) continue;
    const tv = lay.type[v]!;
    if (t === Q || t === D) marks.push(`m${v}`);
    else if (tv === C) marks.push(`c${parts()[v]}`);
    else if (tv === Q || tv === D || (future & SABOTAGE) !== 0) marks.push(`m${v}`);
    else if ((future & FUNGUS) !== 0 && ((t === L && tv === H) || (t === H && tv === L))) marks.push(`m${v}`);
  }
  return `${head}:${[...new Set(marks)].sort().join(',')}`;
}

/** Split candidate cells into classes of interchangeable cells; `locked` cells stay alone. */
export function classesOf(
  lay: Layout,
  x: Crossed,
  from: readonly number[],
  future: number,
  locked: ReadonlySet<number> | null,
): number[][] {
  let cache: Int16Array | null = null;
  const parts = (): Int16Array => (cache ??= corridorParts(lay, x));
  const bySig = new Map<string, number[]>();
  for (const i of from) {
    const sig = locked?.has(i) ? `#${i}` : signature(lay, x, i, future, parts);
    const list = bySig.get(sig);
    if (list) list.push(i);
    else bySig.set(sig, [i]);
  }
  return [...bySig.values()];
}
