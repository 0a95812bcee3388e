import { MODULES, SIZE, type Cell, type Sheet } from './types';

/** Corridor's type code (codes follow the order of MODULES). */
export const C = 0;
/** Life Support's type code. */
export const L = 1;
/** Hydroponics' type code. */
export const H = 2;
/** Quarters' type code. */
export const Q = 3;
/** Dock's type code. */
export const D = 4;
/** Research's type code. */
export const R = 5;

/** Crossed flags, one per module index (1 = crossed): the only thing scoring changes. */
export type Crossed = Uint8Array;

/** How many of `members` are not crossed in `x`. */
export function uncrossed(x: Crossed, members: readonly number[]): number {
  let k = 0;
  for (const c of members) if (!x[c]) k++;
  return k;
}

/** What never changes while scoring one sheet: its modules, their neighbours and Buildings. */
export interface Layout {
  /** Module count; modules are indexed 0..n-1 in reading order. */
  readonly n: number;
  readonly cells: readonly Cell[];
  readonly type: Uint8Array;
  /** Adjacent modules (crossed ones included). */
  readonly nbr: ReadonlyArray<readonly number[]>;
  /** The same, packed flat for the inner loops: module i's are adj[adjStart[i]] .. adj[adjStart[i + 1] - 1]. */
  readonly adj: Int16Array;
  readonly adjStart: Int16Array;
  /** Building id of each module. */
  readonly building: Uint16Array;
  /** Each Building's modules in reading order. */
  readonly buildings: ReadonlyArray<readonly number[]>;
  /** Modules of each type (by type code), and of each type within each Building. */
  readonly ofType: ReadonlyArray<readonly number[]>;
  readonly inBuilding: ReadonlyArray<ReadonlyArray<readonly number[]>>;
  /** Every non-Corridor module, overall and per Building. */
  readonly rooms: readonly number[];
  readonly roomsIn: ReadonlyArray<readonly number[]>;
  /** 1 when the module has fewer than 2 adjacent modules (Quake). */
  readonly lonely: Uint8Array;
  /** 1 when the module is adjacent to an empty cell of the grid (Breach). */
  readonly open: Uint8Array;
  /** How many empty cells of the grid touch the module (the search tries the base's edge first). */
  readonly empties: Uint8Array;
  /** Mining points: crossing never changes them. */
  readonly mining: number;
  /** Crossed flags as the sheet stands. */
  readonly start: Crossed;
}

const STEPS: ReadonlyArray<readonly [number, number]> = [[-1, 0], [0, -1], [0, 1], [1, 0]];

function around(row: number, col: number): Cell[] {
  return STEPS.map(([dr, dc]) => ({ row: row + dr, col: col + dc })).filter(
    (c) => c.row >= 0 && c.row < SIZE && c.col >= 0 && c.col < SIZE,
  );
}

function countMining(sheet: Sheet): number {
  const empty = (c: Cell): boolean => (sheet[c.row]?.[c.col] ?? null) === null;
  const outside = new Set<number>();
  const stack: Cell[] = [];
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) if (r === 0 || c === 0 || r === SIZE - 1 || c === SIZE - 1) stack.push({ row: r, col: c });
  for (let cur = stack.pop(); cur; cur = stack.pop()) {
    const key = cur.row * SIZE + cur.col;
    if (outside.has(key) || !empty(cur)) continue;
    outside.add(key);
    stack.push(...around(cur.row, cur.col));
  }
  let enclosed = 0;
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) if (empty({ row: r, col: c }) && !outside.has(r * SIZE + c)) enclosed++;
  return enclosed;
}

function groupBuildings(nbr: ReadonlyArray<readonly number[]>): { building: Uint16Array; buildings: number[][] } {
  const building = new Uint16Array(nbr.length).fill(0xffff);
  const buildings: number[][] = [];
  for (let i = 0; i < nbr.length; i++) {
    if (building[i] !== 0xffff) continue;
    const members: number[] = [];
    const stack = [i];
    building[i] = buildings.length;
    for (let u = stack.pop(); u !== undefined; u = stack.pop()) {
      members.push(u);
      for (const v of nbr[u]!) {
        if (building[v] !== 0xffff) continue;
        building[v] = buildings.length;
        stack.push(v);
      }
    }
    buildings.push(members.sort((a, b) => a - b));
  }
  return { building, buildings };
}

/** Index a sheet's modules and precompute everything that crossing cannot change. */
export function layoutOf(sheet: Sheet): Layout {
  const at = new Map<number, number>();
  const cells: Cell[] = [];
  const types: number[] = [];
  const crossed: number[] = [];
  sheet.forEach((line, row) =>
    line.forEach((m, col) => {
      if (m === null) return;
      at.set(row * SIZE + col, cells.length);
      cells.push({ row, col });
      types.push(MODULES.indexOf(m.module));
      crossed.push(m.crossed ? 1 : 0);
    }),
  );
  const empties = new Uint8Array(cells.length);
  const nbr = cells.map((cell, i) => {
    const list: number[] = [];
    for (const nb of around(cell.row, cell.col)) {
      const j = at.get(nb.row * SIZE + nb.col);
      if (j === undefined) empties[i]!++;
      else list.push(j);
    }
    return list;
  });
  const { building, buildings } = groupBuildings(nbr);
  const ofType = (members: readonly number[]): number[][] => MODULES.map((_, t) => members.filter((i) => types[i] === t));
  const isRoom = (i: number): boolean => types[i] !== C;
  const adjStart = [0];
  for (const list of nbr) adjStart.push(adjStart[adjStart.length - 1]! + list.length);
  return {
    n: cells.length,
    cells,
    type: Uint8Array.from(types),
    nbr,
    adj: Int16Array.from(nbr.flat()),
    adjStart: Int16Array.from(adjStart),
    building,
    buildings,
    ofType: ofType(cells.map((_, i) => i)),
    inBuilding: buildings.map(ofType),
    rooms: cells.map((_, i) => i).filter(isRoom),
    roomsIn: buildings.map((b) => b.filter(isRoom)),
    lonely: Uint8Array.from(nbr, (list) => (list.length < 2 ? 1 : 0)),
    open: empties.map((e) => (e > 0 ? 1 : 0)),
    empties,
    mining: countMining(sheet),
    start: Uint8Array.from(crossed),
  };
}
