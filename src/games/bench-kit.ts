// Shared by the engines' bench.ts files (npm run bench): deterministic inputs and timing summaries.
// Pure: it type-checks with the engines (no DOM), and never uses Math.random.

/** A tiny seeded generator (mulberry32): floats in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Median, 95th percentile and worst of a list of timings. */
export function percentiles(times: readonly number[]): { median: number; p95: number; worst: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), worst: at(1) };
}

/** One bench line: "<game> <label>: median 1.234 ms, p95 …, worst … over N <unit> (target: …)". */
export function timingLine(game: string, label: string, times: readonly number[], unit: string, target?: string, digits = 3): string {
  const { median, p95, worst } = percentiles(times);
  const ms = (n: number) => `${n.toFixed(digits)} ms`;
  return `${game} ${label}: median ${ms(median)}, p95 ${ms(p95)}, worst ${ms(worst)} over ${times.length} ${unit}${target ? ` (target: ${target})` : ''}`;
}
