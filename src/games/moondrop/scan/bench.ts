import { percentiles } from '../../bench-kit';
import { mulberry32 } from '../engine/random-sheet';
import { UNSURE_BELOW } from '../photo/marks';
import { findGrid } from './grid';
import { readSheetPhoto } from './index';
import { randomScanCase } from './synth';

// `npm run bench`'s lines for the photo reader (issue 15): generated photos of paper sheets (seeds
// 1..PHOTOS, never used in training: the cell model trains from seed 100000), as the reader's own
// tests and scripts/measure-scan.ts (more detail, any seeds and sizes) see them.
const PHOTOS = 100;
const LARGE = 4;

type Quad = ReadonlyArray<readonly [number, number]>;

// Largest corner distance, in cells, between the found grid and the true one (any start, either winding).
function cornerError(found: Quad, truth: Quad): number {
  let sides = 0;
  for (let i = 0; i < 4; i++) sides += Math.hypot(truth[(i + 1) % 4]![0] - truth[i]![0], truth[(i + 1) % 4]![1] - truth[i]![1]);
  let best = Infinity;
  for (const t of [truth, [...truth].reverse()]) {
    for (let s = 0; s < 4; s++) {
      let worst = 0;
      for (let i = 0; i < 4; i++) worst = Math.max(worst, Math.hypot(found[i]![0] - t[(i + s) % 4]![0], found[i]![1] - t[(i + s) % 4]![1]));
      best = Math.min(best, worst);
    }
  }
  return best / (sides / 36);
}

const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
const ms = (v: number): string => `${v.toFixed(0)} ms`;

/** Reading accuracy, confidence and time per photo, from a fixed set of generated photos. */
export function bench(now: () => number): string[] {
  let grids = 0;
  let cells = 0;
  let cellsRight = 0;
  let sheetsRight = 0;
  const right: number[] = [];
  const wrong: number[] = [];
  const times: number[] = [];
  for (let seed = 1; seed <= PHOTOS; seed++) {
    const c = randomScanCase(mulberry32(seed));
    const g = findGrid(c.image);
    if (!('error' in g) && cornerError(g.corners, c.corners) < 0.25) grids++;
    const t = now();
    const read = readSheetPhoto(c.image);
    times.push(now() - t);
    const want = c.text.replace(/\n/g, '');
    const got = 'error' in read ? '' : read.text.replace(/\n/g, '');
    let all = true;
    for (let i = 0; i < 81; i++) {
      const conf = 'error' in read ? 0 : read.confidence[Math.floor(i / 9)]![i % 9]!;
      cells++;
      if (want[i] === got[i]) {
        cellsRight++;
        right.push(conf);
      } else {
        all = false;
        wrong.push(conf);
      }
    }
    if (all) sheetsRight++;
  }
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
