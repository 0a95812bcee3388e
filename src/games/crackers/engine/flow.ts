import { type Board, type Cell, cellAt, indexOf, onBoard } from './board';

// Scratch buffers shared by every call: flowTargets runs thousands of times per settle,
// and allocating visit marks each time would dominate its cost. A stamp per call means
// the marks never need clearing. No caller holds them across a callback.
let mark = new Uint32Array(0);
let queue = new Int32Array(0);
let stamp = 0;

function scratch(n: number): void {
  if (mark.length < n) {
    mark = new Uint32Array(n);
    queue = new Int32Array(n);
    stamp = 0;
  }
  stamp++;
  if (stamp === 0xffffffff) {
    mark.fill(0);
    stamp = 1;
  }
}

/**
 * Targets of the top unit at index `from` as ascending (reading-order) indices,
 * on a grid given as sandbag and depth arrays. [] when it cannot flow.
 */
export function flowTargetIndices(
  width: number,
  height: number,
  sandbags: ArrayLike<number>,
  depth: ArrayLike<number>,
  from: number,
): number[] {
  const n = width * height;
  if (depth[from]! < 1) return [];
  const start = sandbags[from]! + depth[from]! - 1;
  scratch(n);
  const st = stamp;
  mark[from] = st;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  let low = start;
  // Every step goes level or down, so the unit's level at a cell is that cell's
  // surface: plain reachability over "neighbour surface ≤ my surface".
  while (head < tail) {
    const u = queue[head++]!;
    const level = u === from ? start : sandbags[u]! + depth[u]!;
    const r = (u / width) | 0;
    const c = u - r * width;
    for (let k = 0; k < 4; k++) {
      let v: number;
      if (k === 0) { if (r === 0) continue; v = u - width; }
      else if (k === 1) { if (c === 0) continue; v = u - 1; }
      else if (k === 2) { if (c === width - 1) continue; v = u + 1; }
      else { if (r === height - 1) continue; v = u + width; }
      if (mark[v] === st) continue;
      const sv = sandbags[v]! + depth[v]!;
      if (sv > level) continue;
      mark[v] = st;
      queue[tail++] = v;
      if (sv < low) low = sv;
    }
  }
  if (low >= start) return [];
  // A reached cell above the minimum can only have been reached through cells above
  // the minimum (surfaces never rise along a path), so a lowest cell is a target
  // exactly when it touches such a cell or the start.
  const out: number[] = [];
  for (let q = 1; q < tail; q++) {
    const v = queue[q]!;
    if (sandbags[v]! + depth[v]! !== low) continue;
    const r = (v / width) | 0;
    const c = v - r * width;
    if (
      (r > 0 && feeds(v - width)) || (c > 0 && feeds(v - 1)) ||
      (c < width - 1 && feeds(v + 1)) || (r < height - 1 && feeds(v + width))
    ) out.push(v);
  }
  return out.sort((a, b) => a - b);

  function feeds(u: number): boolean {
    return mark[u] === st && (u === from || sandbags[u]! + depth[u]! > low);
  }
}

/** Where the top unit of water at `from` may come to rest, in reading order; [] when it cannot flow (or `from` is dry). */
export function flowTargets(board: Board, from: Cell): Cell[] {
  if (!onBoard(board, from)) return [];
  const found = flowTargetIndices(board.width, board.height, board.sandbags, board.depth, indexOf(board, from));
  return found.map((i) => cellAt(board, i));
}
