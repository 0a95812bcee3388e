import { percentiles } from '../../bench-kit';
import { mulberry32 } from '../engine/random-sheet';
import { UNSURE_BELOW } from '../photo/marks';
import { findGrid } from './grid';
import { readSheetPhoto } from './index';
import { cornerError, newTally, tallyReading } from './measure';
import { randomScanCase } from './synth';

// `npm run bench`'s lines for the photo reader (issue 15): generated photos of paper sheets (seeds
// 1..PHOTOS, never used in training: the cell model trains from seed 100000), as the reader's own
// tests and scripts/measure-scan.ts (more detail, any seeds and sizes) see them.
const PHOTOS = 100;
const LARGE = 4;

const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
const ms = (v: number): string => `${v.toFixed(0)} ms`;

/** Reading accuracy, confidence and time per photo, from a fixed set of generated photos. */
export function bench(now: () => number): string[] {
  let grids = 0;
  const tally = newTally();
  const times: number[] = [];
  for (let seed = 1; seed <= PHOTOS; seed++) {
    const c = randomScanCase(mulberry32(seed));
    const g = findGrid(c.image);
    if (!('error' in g) && cornerError(g.corners, c.corners) < 0.25) grids++;
    const t = now();
    const read = readSheetPhoto(c.image);
    times.push(now() - t);
    tallyReading(tally, c.text, read);
  }
  const { right, wrong, sheetsRight } = tally;
  const cells = right.length + wrong.length;
  const cellsRight = right.length;
  const p5 = [...right].sort((a, b) => a - b)[Math.floor(0.05 * right.length)] ?? 0;
  const large: number[] = [];
  for (let seed = 1; seed <= LARGE; seed++) {
    const c = randomScanCase(mulberry32(seed), { width: 4000, height: 3000 });
    const t = now();
    readSheetPhoto(c.image);
    large.push(now() - t);
  }
  const small = percentiles(times);
  const big = percentiles(large);
  return [
    `moondrop scan: ${PHOTOS} generated photos (800x600, JPEG): grid within a quarter cell ${pct(grids, PHOTOS)}, cells right ${pct(cellsRight, cells)}, sheets entirely right ${pct(sheetsRight, PHOTOS)} (target: at least 98% of cells, 80% of sheets)`,
    `moondrop scan: confidence of right cells: 5th percentile ${p5.toFixed(3)}; of the ${wrong.length} wrong cells ${pct(wrong.filter((w) => w < p5).length, wrong.length)} below it (target: the wrong cells below 95% of the right ones)`,
    `moondrop scan: marked to check (confidence under ${UNSURE_BELOW}, the photo screen's rings): ${pct(wrong.filter((w) => w < UNSURE_BELOW).length, wrong.length)} of the wrong cells, ${pct(right.filter((r) => r < UNSURE_BELOW).length, right.length)} of the right ones (${(right.filter((r) => r < UNSURE_BELOW).length / PHOTOS).toFixed(1)} a sheet)`,
    `moondrop scan: time per photo: 800x600 median ${ms(small.median)}, worst ${ms(small.worst)}; 12 MP (4000x3000, ${LARGE} photos) median ${ms(big.median)}, worst ${ms(big.worst)} (target: under 1 s for 12 MP)`,
  ];
}
