import { goalTotal } from './goals';
import { C, H, L, Q, type Crossed, type Layout } from './layout';
import { crossFungus, crossLifeless, crossLonely, crossUnreachable } from './ops';
import { capsAtCheck, capsAtPlague } from './reach-cap';
import type { Search } from './search-state';

// An upper bound on every total reachable from step i. Play the steps forward on a copy,
// crossing only what every legal play of the step would cross on any sheet that has at
// least these crossings: all of Check Routes, Life Support, Quake and Fungus; the Quarters
// of a Building with no Hydroponics; a burning Building's Rooms when it has 2 or fewer; all
// Rooms when a Breach asks for at least as many; nothing of Plague or Sabotage. Each of
// these grows with the crossed set, so the copy stays a subset of the real sheet at every
// step, and crossing never raises a total.

function uncrossed(y: Crossed, members: readonly number[]): number {
  let k = 0;
  for (const c of members) if (!y[c]) k++;
  return k;
}

function crossAll(y: Crossed, members: readonly number[]): number {
  let crossed = 0;
  for (const c of members) {
    if (!y[c]) {
      y[c] = 1;
      crossed++;
    }
  }
  return crossed;
}

function surely(lay: Layout, y: Crossed, kind: string): number {
  let crossed = 0;
  if (kind === 'hydro') {
    lay.inBuilding.forEach((kinds) => {
      if (uncrossed(y, kinds[H]!) === 0) crossed += crossAll(y, kinds[Q]!);
    });
  } else if (kind === 'fire') {
    lay.inBuilding.forEach((kinds, b) => {
      const rooms = lay.roomsIn[b]!;
      if (uncrossed(y, kinds[L]!) === 0 && uncrossed(y, rooms) <= 2) crossed += crossAll(y, rooms);
    });
  } else if (kind === 'breach') {
    let open = 0;
    for (const c of lay.ofType[C]!) if (!y[c]) open += lay.open[c]!;
    if (open > 0 && uncrossed(y, lay.rooms) <= open) crossed += crossAll(y, lay.rooms);
  }
  return crossed;
}

/** An upper bound on the best total reachable from step i with `x` crossed (x is not changed). */
export function boundFrom(s: Search, i: number, x: Crossed): number {
  const { lay, scratch } = s;
  const y = scratch.copy;
  y.set(x);
  const kinds = s.plan.kinds;
  const population = s.goals.includes('population');
  // A ceiling on each Building's Quarters from the Safety Checks played so far (reach-cap.ts).
  const cap = scratch.cap;
  cap.fill(0x7fff);
  const start = i;
  // Check Routes finds nothing new unless something was crossed since the last one
  // (Fungus only crosses Hydroponics, which the crew never walks through).
  let dirty = true;
  for (; i < kinds.length; i++) {
    const kind = kinds[i]!;
    if (kind === 'routes') {
      if (dirty) crossUnreachable(lay, y, scratch);
      dirty = false;
    } else if (kind === 'life') {
      // The Check's first Check Routes is part of this bound's run: the Quarters' reach caps them.
      if (population && i > start) capsAtCheck(lay, y, scratch.caps, cap);
      dirty = crossLifeless(lay, y) > 0 || dirty;
    } else if (kind === 'hydro') {
      dirty = surely(lay, y, kind) > 0 || dirty;
      lay.inBuilding.forEach((k, b) => {
        cap[b] = Math.min(cap[b]!, uncrossed(y, k[H]!));
        // A Building that keeps no Quarters loses them all now.
        if (cap[b] === 0) dirty = crossAll(y, k[Q]!) > 0 || dirty;
      });
    } else if (kind === 'plague') {
      if (population) capsAtPlague(lay, y, scratch.caps, cap);
    } else if (kind === 'quake') dirty = crossLonely(lay, y) > 0 || dirty;
    else if (kind === 'fungus') crossFungus(lay, y);
    else dirty = surely(lay, y, kind) > 0 || dirty;
  }
  let total = goalTotal(lay, y, s.goals);
  if (population) {
    lay.inBuilding.forEach((k, b) => {
      total -= Math.max(0, uncrossed(y, k[Q]!) - cap[b]!);
    });
  }
  return total;
}
