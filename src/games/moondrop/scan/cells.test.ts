import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../engine/random-sheet';
import { CELLS_MODEL } from './cells-model';
import { CELL_CLASSES, orientation, readCells, rectify } from './cells';
import { randomStyle, renderSheetPhoto, randomScanCase } from './synth';

// Test sheets are seeds 1..40; scripts/train-cells.ts trains on seeds from 100000.
const SHEETS = 40;
// Orientation: 8 sheets with 5+ symbols that have a top; measured 57 of 57 on seeds 1..60 with 3+.
const ORIENTATION_MIN = 7;

describe('readCells on synthetic photos with the true corners', () => {
  const right: number[] = [];
  const wrong: number[] = [];
  let cells = 0;
  for (let s = 1; s <= SHEETS; s++) {
    const c = randomScanCase(mulberry32(s));
    const read = readCells(c.image, c.corners);
    const want = c.text.replace(/\n/g, '');
    const got = read.text.replace(/\n/g, '');
    for (let i = 0; i < 81; i++) {
      (want[i] === got[i] ? right : wrong).push(read.confidence[Math.floor(i / 9)]![i % 9]!);
      cells++;
    }
  }

  it('reads at least 99.5% of cells right (measured 99.9%)', () => {
    expect(right.length / cells).toBeGreaterThanOrEqual(0.995);
  });

  it('is less confident about its mistakes than about nearly all right cells', () => {
    const sorted = [...right].sort((a, b) => a - b);
    const p5 = sorted[Math.floor(sorted.length * 0.05)]!;
    const meanWrong = wrong.reduce((a, b) => a + b, 0) / Math.max(1, wrong.length);
    // Measured: wrong cells average 0.28 (4 of them; 0.46 over 43 on seeds 1..200), the 5th percentile of right cells is 0.997.
    expect(meanWrong).toBeLessThan(0.7);
    expect(meanWrong).toBeLessThan(p5);
    for (const c of [...right, ...wrong]) {
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
    }
  });
});

describe('readCells basics', () => {
  it('reads an empty sheet as all empty, 9 lines of 9 characters', () => {
    const empty = Array.from({ length: 9 }, () => '.........').join('\n');
    for (let s = 0; s < 3; s++) {
      const rand = mulberry32(500 + s);
      const photo = renderSheetPhoto(empty, randomStyle(rand), rand);
      const read = readCells(photo.image, photo.corners);
      expect(read.text).toBe(empty);
      expect(read.confidence).toHaveLength(9);
      for (const row of read.confidence) expect(row).toHaveLength(9);
    }
  });

  it('gives text of exactly 9 lines of 9 cell characters', () => {
    const c = randomScanCase(mulberry32(77));
    const { text } = readCells(c.image, c.corners);
    const lines = text.split('\n');
    expect(lines).toHaveLength(9);
    for (const line of lines) {
      expect(line).toHaveLength(9);
      for (const ch of line) expect(CELL_CLASSES).toContain(ch);
    }
  });

  it('rectifies into a (9 px)^2 square of values in [0, 1], paper near 1', () => {
    const c = randomScanCase(mulberry32(78));
    const r = rectify(c.image, c.corners, 16);
    expect(r).toHaveLength(144 * 144);
    let high = 0;
    for (const v of r) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
      if (v > 0.9) high++;
    }
    expect(high / r.length).toBeGreaterThan(0.6);
  });

  it('has a small model', () => {
    expect(CELLS_MODEL.w1.length).toBe(CELLS_MODEL.inputs * CELLS_MODEL.hidden);
  });
});

describe('orientation', () => {
  it('finds which rotation of the corner list is sheet order on sheets with symbols that have a top', () => {
    let right = 0;
    let tried = 0;
    for (let s = 201; tried < 8; s++) {
      const c = randomScanCase(mulberry32(s));
      if ([...c.text].filter((ch) => 'LHQD'.includes(ch)).length < 5) continue;
      const shift = s % 4;
      // given[i] = corners[i - shift], so rotating `given` by `shift` gives sheet order.
      const given = [0, 1, 2, 3].map((i) => c.corners[(i - shift + 4) % 4]!);
      tried++;
      if (orientation(c.image, given) === shift) right++;
    }
    expect(right).toBeGreaterThanOrEqual(ORIENTATION_MIN);
  });
});
