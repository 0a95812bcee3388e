import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../engine/random-sheet';
import { createRaster } from '../scan/raster';
import { randomScanCase } from '../scan/synth';
import { readJob } from './read-job';

const near = (p: readonly number[], q: readonly number[]) => Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!);

describe('readJob', () => {
  it("gives the reading and the grid's line crossings in the photo", () => {
    // Seed 8: a hand-drawn sheet of 28 modules the reader reads right (2026-11-26).
    const c = randomScanCase(mulberry32(8));
    const read = readJob(c.image);
    if ('error' in read) throw new Error(read.error);
    expect(read.text.split('\n')).toHaveLength(9);
    expect(read.confidence).toHaveLength(9);
    expect(read.lattice).toHaveLength(100);
    // The crossings at the corners are the sheet's corners, upright (within a few pixels).
    expect(near(read.lattice[0]!, c.corners[0]!)).toBeLessThan(8);
    expect(near(read.lattice[9]!, c.corners[1]!)).toBeLessThan(8);
    expect(near(read.lattice[99]!, c.corners[2]!)).toBeLessThan(8);
    expect(near(read.lattice[90]!, c.corners[3]!)).toBeLessThan(8);
  }, 30_000);

  it('passes the reader’s message on for a photo with no grid', () => {
    expect(readJob(createRaster(400, 300, [240, 238, 230]))).toEqual({ error: 'No 9×9 grid found: fill the frame with the sheet' });
    expect(readJob(createRaster(10, 10))).toEqual({ error: expect.stringMatching(/too small/) });
  });
});
