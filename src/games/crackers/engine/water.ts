// Which columns' top units can flow, for a whole board, kept up to date cheaply as
// single units move. A unit at q (lifted to level S0 = surface(q) − 1) has targets
// exactly when a neighbour n has surface ≤ S0 − 1, or has surface S0 and its plateau
// (connected cells of equal surface) touches a lower cell: everything else the unit
// could reach stays at or above S0. Plateaus are the only non-local part, so a move
// only re-measures the plateaus around the two changed cells (water-move.ts), and
// only when the change can alter whether they drain.

/** Working state of the water on a grid (sandbags fixed, depth mutable). */
export interface Water {
  width: number;
  height: number;
  sandbags: ArrayLike<number>;
  depth: Int32Array;
  /** Per cell: its plateau touches a lower cell. */
  drains: Uint8Array;
  /** Per cell: its top unit has flow targets. */
  flows: Uint8Array;
  seen: Uint32Array;
  stamp: number;
  queue: Int32Array;
  /** Cells whose drains flag changed during the current move. */
  changed: number[];
}

const nb = new Int32Array(4);
const plateauNb = new Int32Array(4);

/** Writes the orthogonal neighbours of `i` into `out`; returns how many. */
export function neighbours(i: number, width: number, height: number, out: Int32Array): number {
  const r = (i / width) | 0;
  const c = i - r * width;
  let k = 0;
  if (r > 0) out[k++] = i - width;
  if (c > 0) out[k++] = i - 1;
  if (c < width - 1) out[k++] = i + 1;
  if (r < height - 1) out[k++] = i + width;
  return k;
}

/** Working water state for a grid, with every cell's flags computed. */
export function makeWater(width: number, height: number, sandbags: ArrayLike<number>, depth: ArrayLike<number>): Water {
  const n = width * height;
  const water: Water = {
    width, height, sandbags,
    depth: Int32Array.from(depth),
    drains: new Uint8Array(n),
    flows: new Uint8Array(n),
    seen: new Uint32Array(n),
    stamp: 1,
    queue: new Int32Array(n),
    changed: [],
  };
  for (let i = 0; i < n; i++) measurePlateau(water, i);
  for (let i = 0; i < n; i++) water.flows[i] = canFlow(water, i) ? 1 : 0;
  return water;
}

/** A cell's surface: sandbags plus water. */
export function surf(water: Water, i: number): number {
  return water.sandbags[i]! + water.depth[i]!;
}

/**
 * Finds the plateau holding `seed` (unless already done this stamp) and sets its
 * drains flag. With `early`, the caller knows every other cell of it already says
 * "drains", so the walk may stop at the first lower cell, flagging only what it saw.
 */
export function measurePlateau(water: Water, seed: number, early = false): void {
  const { seen, queue, stamp, width, height } = water;
  if (seen[seed] === stamp) return;
  const level = surf(water, seed);
  seen[seed] = stamp;
  queue[0] = seed;
  let head = 0;
  let tail = 1;
  let drains = 0;
  // `stop` turns 1 at the first lower cell when the caller allows an early stop.
  let stop = 0;
  while (head < tail && stop === 0) {
    const u = queue[head++]!;
    const k = neighbours(u, width, height, plateauNb);
    for (let j = 0; j < k; j++) {
      const v = plateauNb[j]!;
      const sv = surf(water, v);
      if (sv < level) {
        drains = 1;
        if (early) {
          stop = 1;
          break;
        }
      } else if (sv === level && seen[v] !== stamp) {
        seen[v] = stamp;
        queue[tail++] = v;
      }
    }
  }
  for (let q = 0; q < tail; q++) {
    const u = queue[q]!;
    if (water.drains[u] !== drains) water.changed.push(u);
    water.drains[u] = drains;
  }
}

/** True when the top unit at `q` has flow targets (see the note at the top). */
export function canFlow(water: Water, q: number): boolean {
  if (water.depth[q]! < 1) return false;
  const start = surf(water, q) - 1;
  const k = neighbours(q, water.width, water.height, nb);
  for (let j = 0; j < k; j++) {
    const v = nb[j]!;
    const sv = surf(water, v);
    if (sv < start || (sv === start && water.drains[v] === 1)) return true;
  }
  return false;
}
