import type { Chance } from '../engine';

/** "42%", "<1%" or "0%": probabilities as people read them at a table. */
export function percent(p: number): string {
  if (p === 0) return '0%';
  if (p === 1) return '100%';
  if (p < 0.01) return '<1%';
  if (p > 0.99) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** An exact chance and its rounded percentage: "13/18 (72%)". */
export function chanceText(c: Chance): string {
  return `${c.fraction} (${percent(c.p)})`;
}

/** "1 geyser", "3 geysers". */
export function geysers(n: number): string {
  return `${n} ${n === 1 ? 'geyser' : 'geysers'}`;
}
