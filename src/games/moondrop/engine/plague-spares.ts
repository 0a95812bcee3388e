import { Q, type Crossed, type Layout } from './layout';
import { SIZE } from './types';
import { ways } from './bits';

// A Plague right after a Hydroponics step meets exactly the Quarters that step keeps: of a
// Building's m standing Quarters, the step crosses d = m - kept, and the Plague then crosses every
// kept Quarters next to another kept one. A kept Quarters is spared when every Quarters next to it
// is among the d crossed. When there are few ways to pick the d (every way is tried, as bit masks
// over the Building's Quarters), the most any of them spares is a ceiling on the Building's
// Quarters after the Plague, exact for the Plague itself: with 8 standing and 7 kept on a row of
// four, a pair and two alone, at most 3 are spared, where "the most that stand apart" says 5.

/** Most subsets of the crossed Quarters tried (times the Building's Quarters): about a bound's cost. */
const MOST_WORK = 4096;

// Buffers (the bound never re-enters; a sheet holds at most SIZE * SIZE modules, as in classes.ts):
// each standing Quarters' place in the list, and the kept Quarters next to it as a mask over the list.
const at = new Int8Array(SIZE * SIZE);
const near = new Int32Array(31);

/**
 * The most of Building `quarters`' Quarters standing on `y` that a Plague spares when exactly
 * `kept` of them stand at it (the rest crossed just before), or Infinity when there are too many
 * ways to try. `open`: the modules (as bits, layout.ts) the step may still cross, when part of
 * it is picked: the others standing are kept (-1: any may be crossed).
 */
export function plagueSpares(lay: Layout, y: Crossed, quarters: readonly number[], kept: number, open = -1): number {
  // The Quarters the step may still cross come first in the list (bits 0 to free - 1).
  let m = 0;
  for (const q of quarters) if (!y[q] && (q > 30 || ((open >>> q) & 1) === 1)) at[q] = m++;
  const free = m;
  for (const q of quarters) if (!y[q] && q <= 30 && ((open >>> q) & 1) === 0) at[q] = m++;
  const d = m - kept;
  if (m > 30 || d < 0 || d > free || ways(free, d, MOST_WORK) * m > MOST_WORK) return Infinity;
  const { adj, adjStart, type } = lay;
  for (const q of quarters) {
    if (y[q]) continue;
    let mask = 0;
    for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) {
      const v = adj[a]!;
      if (type[v] === Q && !y[v]) mask |= 1 << at[v]!;
    }
    near[at[q]!] = mask;
  }
  let most = 0;
  // Every d-subset of the first `free` bits in increasing order (Gosper's hack); d = 0 is the empty set alone.
  const end = 1 << free;
  for (let crossed = (1 << d) - 1; crossed < end; ) {
    let spared = 0;
    for (let j = 0; j < m; j++) if (((crossed >>> j) & 1) === 0 && (near[j]! & ~crossed) === 0) spared++;
    if (spared > most) most = spared;
    if (most === kept || d === 0) break;
    const low = crossed & -crossed;
    const next = crossed + low;
    crossed = (((next ^ crossed) >>> 2) / low) | next;
  }
  return most;
}
