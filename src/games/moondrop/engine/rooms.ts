import { C, D, Q, type Crossed, type Layout } from './layout';

/** Cells the crew can stand on: uncrossed Quarters, then uncrossed Corridors and Docks walked to, and every Dock once one is. */
export function standable(lay: Layout, x: Crossed): Uint8Array {
  const on = new Uint8Array(lay.n);
  const stack: number[] = [];
  for (let i = 0; i < lay.n; i++) {
    if (!x[i] && lay.type[i] === Q) {
      on[i] = 1;
      stack.push(i);
    }
  }
  let teleported = false;
  for (let u = stack.pop(); u !== undefined; u = stack.pop()) {
    if (lay.type[u] === D && !teleported) {
      // Standing on one Dock the crew may step to any other uncrossed Dock.
      teleported = true;
      for (let d = 0; d < lay.n; d++) {
        if (!x[d] && !on[d] && lay.type[d] === D) {
          on[d] = 1;
          stack.push(d);
        }
      }
    }
    for (const v of lay.nbr[u]!) {
      const t = lay.type[v];
      if (!x[v] && !on[v] && (t === C || t === D)) {
        on[v] = 1;
        stack.push(v);
      }
    }
  }
  return on;
}

/** Uncrossed Rooms the crew cannot reach, in reading order (Check Routes crosses these). */
export function unreachableRooms(lay: Layout, x: Crossed): number[] {
  const on = standable(lay, x);
  const out: number[] = [];
  for (let i = 0; i < lay.n; i++) {
    if (x[i] || lay.type[i] === C || on[i]) continue;
    if (!lay.nbr[i]!.some((v) => on[v] === 1)) out.push(i);
  }
  return out;
}

/** Connected groups of Rooms (uncrossed non-Corridors), each in reading order. */
export function roomGroups(lay: Layout, x: Crossed): number[][] {
  const seen = new Uint8Array(lay.n);
  const groups: number[][] = [];
  for (let i = 0; i < lay.n; i++) {
    if (seen[i] || x[i] || lay.type[i] === C) continue;
    const members: number[] = [];
    const stack = [i];
    seen[i] = 1;
    for (let u = stack.pop(); u !== undefined; u = stack.pop()) {
      members.push(u);
      for (const v of lay.nbr[u]!) {
        if (!seen[v] && !x[v] && lay.type[v] !== C) {
          seen[v] = 1;
          stack.push(v);
        }
      }
    }
    groups.push(members.sort((a, b) => a - b));
  }
  return groups;
}
