import { type Board, type Cell, type Refusal, cellAt, cellName, indexOf, onBoard } from './board';
import { flowTargetIndices } from './flow';
import { makeWater } from './water';
import { moveUnit } from './water-move';

// Proposal order: highest surface first, ties in reading order. One number per entry
// so the heap compares cheaply; the surface can be read back to spot stale entries.
const TOP = 1 << 20;
const keyOf = (surface: number, i: number, n: number) => (TOP - surface) * n + i;

/** Chooses where a flowing unit goes among its targets. */
export type Pick = (targets: Cell[], from: Cell) => Cell;

/** Cells whose top unit must flow now, in proposal order: highest surface first, ties in reading order. */
export function pendingFlows(board: Board): Cell[] {
  const { width, height, sandbags } = board;
  const water = makeWater(width, height, sandbags, board.depth);
  const found: number[] = [];
  for (let i = 0; i < width * height; i++) if (water.flows[i] === 1) found.push(i);
  const n = width * height;
  found.sort((a, b) => keyOf(sandbags[a]! + board.depth[a]!, a, n) - keyOf(sandbags[b]! + board.depth[b]!, b, n));
  return found.map((i) => cellAt(board, i));
}

/** Moves the top unit of `from` to `to`, which must be one of its flow targets. */
export function flowUnit(board: Board, from: Cell, to: Cell): Board | Refusal {
  if (!onBoard(board, from)) return { error: `The water's starting cell is off the board.` };
  if (!onBoard(board, to)) return { error: `The water's target cell is off the board.` };
  const i = indexOf(board, from);
  const t = indexOf(board, to);
  const targets = flowTargetIndices(board.width, board.height, board.sandbags, board.depth, i);
  if (targets.length === 0) {
    const why = board.depth[i]! < 1 ? 'it is dry' : 'its top unit cannot flow';
    return { error: `No water can flow from ${cellName(from)}: ${why}.` };
  }
  if (!targets.includes(t)) {
    const list = targets.map((x) => cellName(cellAt(board, x))).join('; ');
    return { error: `Water from ${cellName(from)} cannot come to rest at ${cellName(to)}; it may go to ${list}.` };
  }
  const depth = board.depth.slice();
  depth[i] = depth[i]! - 1;
  depth[t] = depth[t]! + 1;
  return { ...board, depth };
}

/**
 * Flows units until no top unit can flow (RULES.md §4 "Adjusting"), always the next
 * unit in proposal order. `pick` chooses among its targets (default: the first); a
 * pick outside the targets is treated as the first.
 */
export function settle(board: Board, pick?: Pick): Board {
  const { width, height, sandbags } = board;
  const n = width * height;
  const water = makeWater(width, height, sandbags, board.depth);
  const depth = water.depth;
  const heap: number[] = [];
  const push = (i: number) => heapPush(heap, keyOf(sandbags[i]! + depth[i]!, i, n));
  for (let i = 0; i < n; i++) if (water.flows[i] === 1) push(i);
  while (heap.length > 0) {
    const key = heapPop(heap);
    const i = key % n;
    // Entries go stale when a cell stops flowing or changes level; every live cell
    // was pushed again with its current level, so stale ones are simply dropped.
    if (water.flows[i] !== 1 || TOP - Math.floor(key / n) !== sandbags[i]! + depth[i]!) continue;
    const targets = flowTargetIndices(width, height, sandbags, depth, i);
    if (targets.length === 0) continue;
    let t = targets[0]!;
    if (pick) {
      const chosen = pick(targets.map((x) => cellAt(board, x)), cellAt(board, i));
      const c = onBoard(board, chosen) ? indexOf(board, chosen) : -1;
      if (targets.includes(c)) t = c;
    }
    moveUnit(water, i, t, push);
  }
  return { ...board, depth: Array.from(depth) };
}

function heapPush(h: number[], key: number): void {
  let i = h.length;
  h.push(key);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p]! <= key) break;
    h[i] = h[p]!;
    i = p;
  }
  h[i] = key;
}

function heapPop(h: number[]): number {
  const top = h[0]!;
  const last = h.pop()!;
  if (h.length === 0) return top;
  let i = 0;
  const len = h.length;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= len) break;
    if (c + 1 < len && h[c + 1]! < h[c]!) c++;
    if (h[c]! >= last) break;
    h[i] = h[c]!;
    i = c;
  }
  h[i] = last;
  return top;
}
