import { MODULES, SIZE, type Cell, type Sheet } from './types';
import { filterPacked, mapPacked } from './packed';

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

/** Crossed flags, one per module index (1 = crossed, 0 = not; nothing else): the only thing scoring changes. */
export type Crossed = Uint8Array;

/** How many of `members` are not crossed in `x`. */
export function uncrossed(x: Crossed, members: readonly number[]): number {
  // Crossed flags are 0 or 1: summing them has no branch to mispredict.
  let crossed = 0;
  for (let j = 0; j < members.length; j++) crossed += x[members[j]!]!;
  return members.length - crossed;
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
  /** With at most 31 modules (a game leaves at most 28), each module one bit: the reach as masks (ops.ts). */
  readonly masks: LayoutMasks | null;
}

/** A layout's modules as bits of one number (module i is bit i). */
export interface LayoutMasks {
  /** Every module. */
  readonly all: number;
  /** Each module's neighbours. */
  readonly adj: Int32Array;
  readonly quarters: number;
  readonly docks: number;
  readonly life: number;
  readonly hydro: number;
  readonly research: number;
  /** Corridors and Docks: where the crew walks. */
  readonly walk: number;
  readonly rooms: number;
  /** Each Building's Hydroponics, Life Support and Rooms (modules but Corridors). */
  readonly hydroIn: Int32Array;
  readonly lifeIn: Int32Array;
  readonly roomsIn: Int32Array;
}

function masksOf(n: number, type: Uint8Array, nbr: ReadonlyArray<readonly number[]>, building: Uint16Array, buildings: number): LayoutMasks | null {
  if (n > 31) return null;
  const adj = new Int32Array(n);
  const hydroIn = new Int32Array(buildings);
  const lifeIn = new Int32Array(buildings);
  const roomsIn = new Int32Array(buildings);
  let quarters = 0;
  let docks = 0;
  let life = 0;
  let hydro = 0;
  let research = 0;
  let walk = 0;
  let rooms = 0;
  for (let i = 0; i < n; i++) {
    for (const v of nbr[i]!) adj[i] = adj[i]! | (1 << v);
    const t = type[i];
    if (t === Q) quarters |= 1 << i;
    if (t === D) docks |= 1 << i;
    if (t === R) research |= 1 << i;
    if (t === L) {
      life |= 1 << i;
      lifeIn[building[i]!] = lifeIn[building[i]!]! | (1 << i);
    }
    if (t === H) {
      hydro |= 1 << i;
      hydroIn[building[i]!] = hydroIn[building[i]!]! | (1 << i);
    }
    if (t === C || t === D) walk |= 1 << i;
    if (t !== C) {
      rooms |= 1 << i;
      roomsIn[building[i]!] = roomsIn[building[i]!]! | (1 << i);
    }
  }
  return { all: n === 31 ? 0x7fffffff : (1 << n) - 1, adj, quarters, docks, life, hydro, research, walk, rooms, hydroIn, lifeIn, roomsIn };
}

const STEPS: ReadonlyArray<readonly [number, number]> = [[-1, 0], [0, -1], [0, 1], [1, 0]];

// The grid's squares as row * SIZE + col; -1 where a step leaves the grid.
function step(square: number, k: number): number {
  const row = Math.floor(square / SIZE) + STEPS[k]![0];
  const col = (square % SIZE) + STEPS[k]![1];
  return row >= 0 && row < SIZE && col >= 0 && col < SIZE ? row * SIZE + col : -1;
}

// Empty squares with no path of empty squares to an empty square on the edge.
function countMining(filled: Uint8Array): number {
  const outside = new Uint8Array(SIZE * SIZE);
  const stack: number[] = [];
  for (let sq = 0; sq < SIZE * SIZE; sq++) {
    const row = Math.floor(sq / SIZE);
    const col = sq % SIZE;
    if (row === 0 || col === 0 || row === SIZE - 1 || col === SIZE - 1) stack.push(sq);
  }
  for (let sq = stack.pop(); sq !== undefined; sq = stack.pop()) {
    if (outside[sq] || filled[sq]) continue;
    outside[sq] = 1;
    for (let k = 0; k < 4; k++) {
      const next = step(sq, k);
      if (next >= 0) stack.push(next);
    }
  }
  let enclosed = 0;
  for (let sq = 0; sq < SIZE * SIZE; sq++) if (!filled[sq] && !outside[sq]) enclosed++;
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
  // Module index of each square of the grid, -1 where empty.
  const at = new Int16Array(SIZE * SIZE).fill(-1);
  const filled = new Uint8Array(SIZE * SIZE);
  const cells: Cell[] = [];
  const squares: number[] = [];
  const types: number[] = [];
  const crossed: number[] = [];
  sheet.forEach((line, row) =>
    line.forEach((m, col) => {
      if (m === null) return;
      at[row * SIZE + col] = cells.length;
      filled[row * SIZE + col] = 1;
      cells.push({ row, col });
      squares.push(row * SIZE + col);
      types.push(MODULES.indexOf(m.module));
      crossed.push(m.crossed ? 1 : 0);
    }),
  );
  const empties = new Uint8Array(cells.length);
  const nbr = mapPacked(squares, (sq, i) => {
    const list: number[] = [];
    for (let k = 0; k < 4; k++) {
      const next = step(sq, k);
      if (next < 0) continue;
      if (at[next] === -1) empties[i]!++;
      else list.push(at[next]!);
    }
    return list;
  });
  const { building, buildings } = groupBuildings(nbr);
  const ofType = (members: readonly number[]): number[][] => mapPacked(MODULES, (_, t) => filterPacked(members, (i) => types[i] === t));
  const isRoom = (i: number): boolean => types[i] !== C;
  const adjStart = new Int16Array(cells.length + 1);
  nbr.forEach((list, i) => (adjStart[i + 1] = adjStart[i]! + list.length));
  const adj = new Int16Array(adjStart[cells.length]!);
  nbr.forEach((list, i) => adj.set(list, adjStart[i]!));
  const type = Uint8Array.from(types);
  return {
    n: cells.length,
    cells,
    type,
    nbr,
    adj,
    adjStart,
    building,
    buildings,
    ofType: ofType(mapPacked(cells, (_, i) => i)),
    inBuilding: mapPacked(buildings, (b) => ofType(b)),
    rooms: filterPacked(mapPacked(cells, (_, i) => i), isRoom),
    roomsIn: mapPacked(buildings, (b) => filterPacked(b, isRoom)),
    lonely: Uint8Array.from(nbr, (list) => (list.length < 2 ? 1 : 0)),
    open: empties.map((e) => (e > 0 ? 1 : 0)),
    empties,
    mining: countMining(filled),
    start: Uint8Array.from(crossed),
    masks: masksOf(cells.length, type, nbr, building, buildings.length),
  };
}
