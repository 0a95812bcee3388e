import { C, D, Q, R, type Crossed, type Layout } from './layout';
import type { GoalId } from './types';

function uncrossed(lay: Layout, x: Crossed, type: number): number {
  let k = 0;
  for (const i of lay.ofType[type]!) if (!x[i]) k++;
  return k;
}

function largestCorridor(lay: Layout, x: Crossed): number {
  const corridors = lay.ofType[C]!;
  if (corridors.length === 0) return 0;
  const seen = new Uint8Array(lay.n);
  const stack: number[] = [];
  let best = 0;
  for (const i of corridors) {
    if (seen[i] || x[i]) continue;
    let size = 0;
    seen[i] = 1;
    stack.push(i);
    for (let u = stack.pop(); u !== undefined; u = stack.pop()) {
      size++;
      for (const v of lay.nbr[u]!) {
        if (!seen[v] && !x[v] && lay.type[v] === C) {
          seen[v] = 1;
          stack.push(v);
        }
      }
    }
    best = Math.max(best, size);
  }
  return best;
}

function dockBuildings(lay: Layout, x: Crossed): number {
  let k = 0;
  for (const kinds of lay.inBuilding) if (kinds[D]!.some((i) => !x[i])) k++;
  return k;
}

/** One goal's points on the sheet as it stands. */
export function goalPoints(lay: Layout, x: Crossed, goal: GoalId): number {
  switch (goal) {
    case 'research':
      return uncrossed(lay, x, R);
    case 'mining':
      return lay.mining;
    case 'efficiency':
      return largestCorridor(lay, x);
    case 'population':
      return uncrossed(lay, x, Q);
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
