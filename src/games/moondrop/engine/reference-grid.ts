// Test helper only: the naive reference scorer's grid, read straight from RULES.md §3
// (see reference-scorer.ts).
import { SIZE, type Cell, type Module, type Sheet } from './types';

/** A mutable copy of a sheet: module (or null) and crossed flag per cell. */
export type Grid = Array<Array<{ m: Module | null; x: boolean }>>;

/** Copy a sheet into a reference grid. */
export function toGrid(sheet: Sheet): Grid {
  return sheet.map((row) => row.map((c) => ({ m: c?.module ?? null, x: c?.crossed ?? false })));
}

/** A deep copy of a grid. */
export function copy(g: Grid): Grid {
  return g.map((row) => row.map((c) => ({ ...c })));
}

const ALL: readonly Cell[] = Array.from({ length: SIZE * SIZE }, (_, k) => ({ row: Math.floor(k / SIZE), col: k % SIZE }));

/** Every cell of the grid in reading order. */
export function cells(): readonly Cell[] {
  return ALL;
}

const AROUND: readonly Cell[][] = ALL.map((c) =>
  [
    { row: c.row - 1, col: c.col },
    { row: c.row + 1, col: c.col },
    { row: c.row, col: c.col - 1 },
    { row: c.row, col: c.col + 1 },
  ].filter((n) => n.row >= 0 && n.row < SIZE && n.col >= 0 && n.col < SIZE),
);

/** The in-grid cells orthogonally next to a cell. */
export function around(c: Cell): Cell[] {
  return AROUND[c.row * SIZE + c.col]!;
}

/** True when the cell holds a module, crossed or not. */
export const isModule = (g: Grid, c: Cell): boolean => g[c.row]![c.col]!.m !== null;
/** The type of an uncrossed module; crossed modules and empty cells have none. */
export const typeAt = (g: Grid, c: Cell): Module | null => (g[c.row]![c.col]!.x ? null : g[c.row]![c.col]!.m);
/** True for an uncrossed module that is not a Corridor. */
export const isRoom = (g: Grid, c: Cell): boolean => typeAt(g, c) !== null && typeAt(g, c) !== 'C';
/** A number naming a cell. */
export const key = (c: Cell): number => c.row * SIZE + c.col;
/** True for a cell on the grid's edge. */
export const edge = (c: Cell): boolean => c.row === 0 || c.col === 0 || c.row === SIZE - 1 || c.col === SIZE - 1;

function flood(g: Grid, start: Cell, joins: (c: Cell) => boolean): Cell[] {
  const seen = new Set([key(start)]);
  const out = [start];
  for (let k = 0; k < out.length; k++) {
    for (const n of around(out[k]!)) {
      if (!seen.has(key(n)) && joins(n)) {
        seen.add(key(n));
        out.push(n);
      }
    }
  }
  return out;
}

/** Connected groups of member cells, growing through cells that join. */
export function components(g: Grid, member: (c: Cell) => boolean, joins: (c: Cell) => boolean): Cell[][] {
  const seen = new Set<number>();
  const out: Cell[][] = [];
  for (const c of cells()) {
    if (seen.has(key(c)) || !member(c)) continue;
    const part = flood(g, c, joins);
    for (const p of part) seen.add(key(p));
    out.push(part);
  }
  return out;
}

/** Connected groups of modules, crossed ones included. */
export const buildings = (g: Grid): Cell[][] => components(g, (c) => isModule(g, c), (c) => isModule(g, c));

/** Keys of the Rooms the crew can reach. */
export function reachableRooms(g: Grid): Set<number> {
  const stand = new Set<number>();
  for (const c of cells()) if (typeAt(g, c) === 'Q') stand.add(key(c));
  for (let changed = true; changed; ) {
    changed = false;
    const anyDock = cells().some((c) => stand.has(key(c)) && typeAt(g, c) === 'D');
    for (const c of cells()) {
      const t = typeAt(g, c);
      if (stand.has(key(c)) || (t !== 'C' && t !== 'D')) continue;
      if ((t === 'D' && anyDock) || around(c).some((n) => stand.has(key(n)))) {
        stand.add(key(c));
        changed = true;
      }
    }
  }
  const out = new Set<number>();
  for (const c of cells()) {
    const t = typeAt(g, c);
    if (!isRoom(g, c)) continue;
    if (t === 'Q' || (t === 'D' && stand.has(key(c))) || around(c).some((n) => stand.has(key(n)))) out.add(key(c));
  }
  return out;
}
