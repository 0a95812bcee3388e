// Test helper only (not part of the public API): a deliberately naive scorer that reads
// RULES.md §3 literally on the 9x9 grid and tries every legal sequence of choices, with no
// pruning and no merging of look-alike cells. Tests check the fast scorer against it.
import type { StepKind } from './effects';
import {
  around,
  buildings,
  cells,
  components,
  copy,
  edge,
  isModule,
  isRoom,
  key,
  reachableRooms,
  toGrid,
  typeAt,
  type Grid,
} from './reference-grid';
import type { Cell, CrisisId, GoalId, Module, Sheet } from './types';

export { toGrid, type Grid } from './reference-grid';

function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

function product(groups: Cell[][][]): Cell[][] {
  return groups.reduce<Cell[][]>((acc, opts) => acc.flatMap((a) => opts.map((o) => [...a, ...o])), [[]]);
}

/** Every legal way to play one step on the grid as it stands (one entry, maybe empty, when nothing is chosen). */
export function referenceOptions(g: Grid, kind: StepKind): Cell[][] {
  const all = cells();
  const of = (t: Module, list: readonly Cell[] = all): Cell[] => list.filter((c) => typeAt(g, c) === t);
  const nextTo = (c: Cell, t: Module): boolean => around(c).some((n) => typeAt(g, n) === t);
  switch (kind) {
    case 'routes': {
      const reach = reachableRooms(g);
      return [all.filter((c) => isRoom(g, c) && !reach.has(key(c)))];
    }
    case 'life':
      return [buildings(g).flatMap((b) => (of('L', b).length === 0 ? of('Q', b) : []))];
    case 'hydro':
      return product(buildings(g).map((b) => subsets(of('Q', b), Math.max(0, of('Q', b).length - of('H', b).length))));
    case 'fire':
      return product(
        buildings(g).map((b) => {
          if (of('L', b).length > 0) return [[]];
          const rooms = b.filter((c) => isRoom(g, c));
          return subsets(rooms, Math.min(2, rooms.length));
        }),
      );
    case 'breach': {
      const n = of('C').filter((c) => around(c).some((m) => !isModule(g, m))).length;
      const rooms = all.filter((c) => isRoom(g, c));
      return subsets(rooms, Math.min(n, rooms.length));
    }
    case 'plague':
      return [of('Q').filter((c) => nextTo(c, 'Q'))];
    case 'quake':
      return [all.filter((c) => typeAt(g, c) !== null && around(c).filter((n) => isModule(g, n)).length < 2)];
    case 'fungus':
      return [of('H').filter((c) => !nextTo(c, 'L'))];
    case 'sabotage': {
      if (of('D').every((c) => nextTo(c, 'Q'))) return [[]];
      const groups = components(g, (c) => isRoom(g, c), (c) => isRoom(g, c));
      const size = Math.max(...groups.map((p) => p.length));
      return groups.filter((p) => p.length === size);
    }
  }
}

/** Cross the cells on a copy of the grid. */
export function crossOut(g: Grid, list: Cell[]): Grid {
  const out = copy(g);
  for (const c of list) out[c.row]![c.col]!.x = true;
  return out;
}

/** One goal's points on the grid. */
export function referenceGoal(g: Grid, goal: GoalId): number {
  const all = cells();
  switch (goal) {
    case 'research':
      return all.filter((c) => typeAt(g, c) === 'R').length;
    case 'population':
      return all.filter((c) => typeAt(g, c) === 'Q').length;
    case 'efficiency': {
      const parts = components(g, (c) => typeAt(g, c) === 'C', (c) => typeAt(g, c) === 'C');
      return Math.max(0, ...parts.map((p) => p.length));
    }
    case 'security': {
      const docked = buildings(g).filter((b) => b.some((c) => typeAt(g, c) === 'D')).length;
      return 4 * Math.max(0, docked - 1);
    }
    case 'mining': {
      const empty = (c: Cell): boolean => !isModule(g, c);
      return components(g, empty, empty).filter((p) => !p.some(edge)).reduce((s, p) => s + p.length, 0);
    }
  }
}

/** The steps in order: Safety Check, then each Crisis followed by a Safety Check. */
export function referencePlan(crises: readonly CrisisId[]): StepKind[] {
  const check: StepKind[] = ['routes', 'life', 'routes', 'hydro', 'routes'];
  return [...check, ...crises.flatMap((c): StepKind[] => [c, ...check])];
}

function gridText(g: Grid): string {
  return g.map((r) => r.map((c) => (c.m === null ? '.' : c.x ? c.m.toLowerCase() : c.m)).join('')).join('/');
}

/**
 * The best total over every legal sequence of choices, by trying them all; `from` skips the
 * first steps of the plan. With `remember`, a sheet met again at the same step is not
 * searched again (every play is still tried once), which lets tests use bigger sheets.
 */
export function referenceBest(
  sheet: Sheet,
  crises: readonly CrisisId[],
  goals: readonly GoalId[],
  from = 0,
  remember = false,
): number {
  const plan = referencePlan(crises);
  const seen = new Map<string, number>();
  const go = (g: Grid, i: number): number => {
    if (i === plan.length) return goals.reduce((s, goal) => s + referenceGoal(g, goal), 0);
    const memoKey = remember ? `${i}:${gridText(g)}` : '';
    const known = seen.get(memoKey);
    if (known !== undefined) return known;
    const best = Math.max(...referenceOptions(g, plan[i]!).map((o) => go(crossOut(g, o), i + 1)));
    if (remember) seen.set(memoKey, best);
    return best;
  };
  return go(toGrid(sheet), from);
}
