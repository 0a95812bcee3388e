import { C, D, H, L, Q, type Crossed, type Layout } from './layout';
import { corridorParts } from './classes';
import { crisisBit } from './plan';
import { SIZE } from './types';

// Which Rooms a choice step (Hydroponics, Fire, Breach) should keep, when keeping one is never
// worse than keeping another.
//
// With no Plague and no Sabotage still to come, every rule left only crosses more when more is
// crossed (Check Routes, Life Support, Hydroponics, Fire, Breach, Quake, Fungus: each play on a
// sheet with fewer crossings has a matching play that crosses no more), and every goal only falls.
// Take two Rooms r1 and r2 of the same type and Building, r1 no more likely to fall to a Quake.
// Compare keeping r1 and crossing r2 with the reverse. If r1 is at least as useful to the rules to
// come as r2, the first sheet can answer every play of the second (crossing r1 where the other
// crossed r2) and never stand worse, so a best play exists that keeps every Room of a dominating
// class before any of a class it dominates, and the search need not try the others. Useful means:
// - a Quarters gives the crew what it reaches through it (its standing Rooms next door, Docks
//   among them, and the runs of Corridors it steps onto): r1 gives all that r2 gives;
// - a Hydroponics, Life Support or Research needs a standing Quarters, Dock or Corridor run next
//   to it to stay reachable: r1 has all of r2's; and Fungus ties Hydroponics to the Life Support
//   next to them: r1 touches every one r2 touches.
// A Corridor run stands or falls as one, so it counts as one; a Dock is a Room that may be
// crossed on its own, so it counts cell by cell.
// Docks both carry the crew and need it; they are left alone.
// With a Plague to come, more standing Quarters can mean more crossed, so only Quarters that give
// exactly the same are compared, and r1 must have no Quarters next to it that r2 has not (the
// Plague then spares on the first sheet whatever it spares on the second, and r1 whenever r2).

const PLAGUE = crisisBit('plague');
const SABOTAGE = crisisBit('sabotage');

/**
 * How a choice step with crises `future` still to come may be narrowed, on sheet x:
 * 'monotone' when every rule left only crosses more on a sheet with more crossed (no Plague
 * that can still cross anything, no Sabotage with a Dock standing to set it off), 'plague' when a
 * Plague is the only exception, null otherwise.
 */
export function pruningMode(lay: Layout, x: Crossed, future: number): 'monotone' | 'plague' | null {
  if ((future & SABOTAGE) !== 0) for (const d of lay.ofType[D]!) if (!x[d]) return null;
  if ((future & PLAGUE) === 0) return 'monotone';
  // Quarters only fall: if no two standing ones touch now, the Plague will cross nothing.
  const { adj, adjStart, type } = lay;
  for (const q of lay.ofType[Q]!) {
    if (x[q]) continue;
    for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) if (!x[adj[a]!] && type[adj[a]!] === Q) return 'plague';
  }
  return 'monotone';
}

// What each class's first Room gives or needs, as sets of at most 4 tokens (a cell as itself, a
// Corridor run as -1 - run), one row of 4 per class in these buffers, with each set's size. A
// sheet holds at most SIZE * SIZE modules and dominance never re-enters, so the buffers are shared.
const MAX = SIZE * SIZE;
/** What it gives (Quarters) or needs (other Rooms). */
const main = new Int16Array(4 * MAX);
/** What Fungus ties it to (Life Support next to a Hydroponics, and the reverse). */
const fungus = new Int16Array(4 * MAX);
/** Quarters next to a Quarters (for a Plague). */
const crowd = new Int16Array(4 * MAX);
const mainSize = new Uint8Array(MAX);
const fungusSize = new Uint8Array(MAX);
const crowdSize = new Uint8Array(MAX);
const run = new Int16Array(MAX);

// Add a token to row a of a set's buffer unless it is there already.
function add(set: Int16Array, size: Uint8Array, a: number, token: number): void {
  const at = 4 * a;
  for (let k = 0; k < size[a]!; k++) if (set[at + k] === token) return;
  set[at + size[a]!++] = token;
}

// Does row a of a set hold every token of row b?
function covers(set: Int16Array, size: Uint8Array, a: number, b: number): boolean {
  for (let k = 0; k < size[b]!; k++) {
    const token = set[4 * b + k]!;
    let found = false;
    for (let j = 0; j < size[a]! && !found; j++) found = set[4 * a + j] === token;
    if (!found) return false;
  }
  return true;
}

const same = (set: Int16Array, size: Uint8Array, a: number, b: number): boolean => size[a] === size[b] && covers(set, size, a, b);

// Fill class a's sets from Room i.
// - A Quarters gives what the crew reaches through it: its standing Rooms next door other than
//   Quarters (Docks included, which also carry the crew on) and the Corridor runs it steps onto
//   (Quarters next door are starting points anyway); it is crowded by its standing Quarters next door.
// - Another Room needs what keeps it reachable: standing Quarters and Docks next to it and the
//   Corridor runs next to it; Fungus ties a Hydroponics to its Life Support and the reverse.
function fillUse(lay: Layout, x: Crossed, i: number, a: number): void {
  const { adj, adjStart } = lay;
  const type = lay.type[i]!;
  mainSize[a] = 0;
  fungusSize[a] = 0;
  crowdSize[a] = 0;
  for (let e = adjStart[i]!, z = adjStart[i + 1]!; e < z; e++) {
    const v = adj[e]!;
    if (x[v]) continue;
    const t = lay.type[v]!;
    if (t === C) add(main, mainSize, a, -1 - run[v]!);
    else if (type === Q ? t !== Q : t === Q || t === D) add(main, mainSize, a, v);
    if ((type === H && t === L) || (type === L && t === H)) add(fungus, fungusSize, a, v);
    if (type === Q && t === Q) add(crowd, crowdSize, a, v);
  }
}

// Does a cell of class a touch a cell of class b?
function touching(lay: Layout, a: readonly number[], b: readonly number[]): boolean {
  const { adj, adjStart } = lay;
  for (const u of a) for (let e = adjStart[u]!, z = adjStart[u + 1]!; e < z; e++) if (b.includes(adj[e]!)) return true;
  return false;
}

/**
 * For classes of interchangeable Rooms (one group of a choice step), `dom[a * m + b]` is 1 when
 * class a dominates class b: a best play crosses none of a unless it crosses all of b. Ties are
 * broken by class order, so the relation has no cycle.
 */
export function dominance(lay: Layout, x: Crossed, classes: readonly (readonly number[])[], mode: 'monotone' | 'plague'): Uint8Array {
  const m = classes.length;
  const dom = new Uint8Array(m * m);
  if (m < 2) return dom;
  // Corridor runs stand or fall as one (classes.ts), so a run is one token; Docks are Rooms a Fire
  // or a Breach may cross one by one, so each is its own. Corridors and Docks themselves are left alone.
  corridorParts(lay, x, run);
  const { type, building, lonely } = lay;
  for (let a = 0; a < m; a++) {
    const t = type[classes[a]![0]!]!;
    if (t !== C && t !== D) fillUse(lay, x, classes[a]![0]!, a);
  }
  for (let a = 0; a < m; a++) {
    const ca = classes[a]![0]!;
    const ta = type[ca]!;
    if (ta === C || ta === D || (mode === 'plague' && ta !== Q)) continue;
    for (let b = 0; b < m; b++) {
      const cb = classes[b]![0]!;
      if (a === b || type[cb] !== ta || building[ca] !== building[cb] || lonely[ca]! > lonely[cb]!) continue;
      if (!covers(main, mainSize, a, b) || !covers(fungus, fungusSize, a, b)) continue;
      let tie = lonely[ca] === lonely[cb] && same(main, mainSize, a, b) && same(fungus, fungusSize, a, b);
      if (mode === 'plague') {
        // The same gifts and Quake fate, a crowd within b's, and not neighbours.
        if (!tie || !covers(crowd, crowdSize, b, a) || touching(lay, classes[a]!, classes[b]!)) continue;
        tie = crowdSize[a] === crowdSize[b];
      }
      if (!(tie && a > b)) dom[a * m + b] = 1;
    }
  }
  return dom;
}
