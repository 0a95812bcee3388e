import { C, D, H, L, Q, type Crossed, type Layout } from './layout';
import { corridorParts } from './classes';
import { crisisBit } from './plan';

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
  if ((future & SABOTAGE) !== 0 && lay.ofType[D]!.some((d) => !x[d])) return null;
  if ((future & PLAGUE) === 0) return 'monotone';
  // Quarters only fall: if no two standing ones touch now, the Plague will cross nothing.
  const crowded = lay.ofType[Q]!.some((q) => !x[q] && lay.nbr[q]!.some((v) => !x[v] && lay.type[v] === Q));
  return crowded ? 'plague' : 'monotone';
}

// What the crew reaches through Quarters q: its standing Rooms next door other than Quarters
// (Docks included, which also carry the crew on), as cells (>= 0), and the Corridor runs it steps
// onto (as -1 - run). Quarters next door are starting points anyway.
function gives(lay: Layout, x: Crossed, q: number, run: Int16Array): Set<number> {
  const out = new Set<number>();
  for (const v of lay.nbr[q]!) {
    if (x[v]) continue;
    const t = lay.type[v];
    if (t === C) out.add(-1 - run[v]!);
    else if (t !== Q) out.add(v);
  }
  return out;
}

function covers(big: Set<number>, small: Set<number>): boolean {
  for (const v of small) if (!big.has(v)) return false;
  return true;
}

// Standing cells next to i of a type.
function around(lay: Layout, x: Crossed, i: number, type: number): Set<number> {
  const out = new Set<number>();
  for (const v of lay.nbr[i]!) if (!x[v] && lay.type[v] === type) out.add(v);
  return out;
}

// What keeps Room i reachable: standing Quarters and Docks next to it (as cells) and the Corridor runs next to it.
function needs(lay: Layout, x: Crossed, i: number, run: Int16Array): Set<number> {
  const out = new Set<number>();
  for (const v of lay.nbr[i]!) {
    if (x[v]) continue;
    const t = lay.type[v];
    if (t === Q || t === D) out.add(v);
    else if (t === C) out.add(-1 - run[v]!);
  }
  return out;
}

interface Use {
  readonly type: number;
  readonly building: number;
  readonly lonely: number;
  /** What it gives (Quarters) or needs (other Rooms), and what Fungus ties it to (Life Support next to a Hydroponics, and the reverse). */
  readonly main: Set<number>;
  readonly fungus: Set<number>;
  /** Quarters next to a Quarters (for a Plague). */
  readonly crowd: Set<number>;
}

function useOf(lay: Layout, x: Crossed, i: number, run: Int16Array): Use | null {
  const type = lay.type[i]!;
  if (type === C || type === D) return null;
  const none = new Set<number>();
  return {
    type,
    building: lay.building[i]!,
    lonely: lay.lonely[i]!,
    main: type === Q ? gives(lay, x, i, run) : needs(lay, x, i, run),
    fungus: type === H ? around(lay, x, i, L) : type === L ? around(lay, x, i, H) : none,
    crowd: type === Q ? around(lay, x, i, Q) : none,
  };
}

const same = (a: Set<number>, b: Set<number>): boolean => a.size === b.size && covers(a, b);

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
  // or a Breach may cross one by one, so each is its own.
  const run = corridorParts(lay, x);
  const uses = classes.map((cls) => useOf(lay, x, cls[0]!, run));
  const touching = (a: readonly number[], b: readonly number[]): boolean => a.some((u) => lay.nbr[u]!.some((v) => b.includes(v)));
  for (let a = 0; a < m; a++) {
    const ua = uses[a];
    if (!ua || (mode === 'plague' && ua.type !== Q)) continue;
    for (let b = 0; b < m; b++) {
      const ub = uses[b];
      if (a === b || !ub || ua.type !== ub.type || ua.building !== ub.building || ua.lonely > ub.lonely) continue;
      if (!covers(ua.main, ub.main) || !covers(ua.fungus, ub.fungus)) continue;
      let tie = ua.lonely === ub.lonely && same(ua.main, ub.main) && same(ua.fungus, ub.fungus);
      if (mode === 'plague') {
        // The same gifts and Quake fate, a crowd within b's, and not neighbours.
        if (!tie || !covers(ub.crowd, ua.crowd) || touching(classes[a]!, classes[b]!)) continue;
        tie = ua.crowd.size === ub.crowd.size;
      }
      if (!(tie && a > b)) dom[a * m + b] = 1;
    }
  }
  return dom;
}
