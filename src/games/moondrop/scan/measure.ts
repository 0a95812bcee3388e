// Measuring the photo reader against generated photos whose truth is known: shared by its tests,
// `npm run bench` (bench.ts) and scripts/measure-scan.ts. Pure.
import type { SheetReading } from './index';

type Quad = ReadonlyArray<readonly [number, number]>;

/** A quad's mean side over 9: the width of one cell of the grid it outlines. */
export function cellWidth(q: Quad): number {
  let sides = 0;
  for (let i = 0; i < 4; i++) sides += Math.hypot(q[(i + 1) % 4]![0] - q[i]![0], q[(i + 1) % 4]![1] - q[i]![1]);
  return sides / 4 / 9;
}

/** Largest distance, in cells of the true grid, from a found grid's corners to the true ones (any starting corner, either winding). */
export function cornerError(found: Quad, truth: Quad): number {
  let best = Infinity;
  for (const t of [truth, [...truth].reverse()]) {
    for (let s = 0; s < 4; s++) {
      let worst = 0;
      for (let i = 0; i < 4; i++) worst = Math.max(worst, Math.hypot(found[i]![0] - t[(i + s) % 4]![0], found[i]![1] - t[(i + s) % 4]![1]));
      best = Math.min(best, worst);
    }
  }
  return best / cellWidth(truth);
}

/** Readings scored against their sheets: each cell's confidence, right or wrong, whole sheets right, and which cell was read as which. */
export interface ReadingTally {
  sheets: number;
  sheetsRight: number;
  readonly right: number[];
  readonly wrong: number[];
  /** "Q->D": how often a cell holding Q was read as D ('?': no reading). */
  readonly confusions: Map<string, number>;
}

/** An empty tally. */
export function newTally(): ReadingTally {
  return { sheets: 0, sheetsRight: 0, right: [], wrong: [], confusions: new Map() };
}

/** Add one reading (or its error: every cell wrong, confidence 0) of the sheet whose true text is `text`. */
export function tallyReading(tally: ReadingTally, text: string, read: SheetReading): void {
  const want = text.replace(/\n/g, '');
  const got = 'error' in read ? '?'.repeat(81) : read.text.replace(/\n/g, '');
  let all = true;
  for (let i = 0; i < 81; i++) {
    const conf = 'error' in read ? 0 : read.confidence[Math.floor(i / 9)]![i % 9]!;
    if (want[i] === got[i]) tally.right.push(conf);
    else {
      all = false;
      tally.wrong.push(conf);
      const k = `${want[i]}->${got[i]}`;
      tally.confusions.set(k, (tally.confusions.get(k) ?? 0) + 1);
    }
  }
  tally.sheets++;
  if (all) tally.sheetsRight++;
}
