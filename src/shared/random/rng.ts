/** A source of uniformly random 32-bit unsigned integers. */
export interface Rng {
  /** The next uniformly distributed integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_32 = 0x1_0000_0000;

/** A uniformly distributed integer in [0, n), by rejection sampling (no modulo bias). */
export function uniformInt(n: number, rng: Rng): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`uniformInt: bad range ${n}`);
  // Reject the top partial block of 2^32 so that every residue is equally likely.
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % n;
  }
}

/** One roll of a die with `sides` faces: an integer in 1..sides. */
export function rollDie(sides: number, rng: Rng): number {
  return uniformInt(sides, rng) + 1;
}

/** One roll of each die in `sides`, in order. */
export function rollDice(sides: readonly number[], rng: Rng): number[] {
  return sides.map((s) => rollDie(s, rng));
}

/**
 * A deterministic generator (sfc32, seeded through splitmix32) for tests and replays only;
 * play uses `cryptoRng`.
 */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  const split = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return {
    nextUint32() {
      const t = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) >>> 0;
      c = ((c << 21) | (c >>> 11)) >>> 0;
      c = (c + t) >>> 0;
      return t;
    },
  };
}
