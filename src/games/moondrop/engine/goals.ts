import { C, D, Q, R, uncrossed, type Crossed, type Layout } from './layout';
import { SIZE, type GoalId } from './types';

// A sheet holds at most SIZE * SIZE modules and goals never re-enter: one set of buffers serves
// every call. `seen` holds the stamp of the call that last reached each cell.
const seen = new Int32Array(SIZE * SIZE);
const stack = new Int16Array(SIZE * SIZE);
let stamp = 0;

function largestCorridor(lay: Layout, x: Crossed): number {
  const { adj, adjStart, type } = lay;
  if (++stamp === 0x7fffffff) {
    seen.fill(0);
    stamp = 1;
  }
  let best = 0;
  for (const i of lay.ofType[C]!) {
    if (seen[i] === stamp || x[i]) continue;
    let size = 0;
    let top = 0;
    seen[i] = stamp;
    stack[top++] = i;
    while (top > 0) {
      const u = stack[--top]!;
      size++;
      for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
        const v = adj[a]!;
        if (seen[v] !== stamp && !x[v] && type[v] === C) {
          seen[v] = stamp;
          stack[top++] = v;
        }
      }
    }
    best = Math.max(best, size);
  }
  return best;
}

function dockBuildings(lay: Layout, x: Crossed): number {
  let k = 0;
  for (const kinds of lay.inBuilding) if (uncrossed(x, kinds[D]!) > 0) k++;
  return k;
}

/** One goal's points on the sheet as it stands. */
export function goalPoints(lay: Layout, x: Crossed, goal: GoalId): number {
  switch (goal) {
    case 'research':
      return uncrossed(x, lay.ofType[R]!);
    case 'mining':
      return lay.mining;
    case 'efficiency':
      return largestCorridor(lay, x);
    case 'population':
      return uncrossed(x, lay.ofType[Q]!);
    case 'security':
      return 4 * Math.max(0, dockBuildings(lay, x) - 1);
  }
}

/** The goals' total; crossing never raises it, so it also bounds any later total. */
export function goalTotal(lay: Layout, x: Crossed, goals: readonly GoalId[]): number {
  let total = 0;
  for (const g of goals) total += goalPoints(lay, x, g);
  return total;
}
