// Small helpers for the bound's bit masks (sets of cells or Quarters, at most 31 bits).

/** How many bits of v are set. */
export function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The index of v's lowest set bit (v not 0). */
export function lowBit(v: number): number {
  return 31 - Math.clz32(v & -v);
}

/** How many ways to choose d of m, or most + 1 once it is more than `most` (it never overflows). */
export function ways(m: number, d: number, most: number): number {
  let n = 1;
  for (let j = 0; j < d; j++) {
    n = (n * (m - j)) / (j + 1);
    if (n > most) return most + 1;
  }
  return n;
}
