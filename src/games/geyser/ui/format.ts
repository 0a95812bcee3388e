import { percent } from '../../../shared/ui/percent';
import type { Chance } from '../engine';

/** An exact chance and its rounded percentage: "13/18 (72%)". */
export function chanceText(c: Chance): string {
  return `${c.fraction} (${percent(c.p)})`;
}

/** "1 geyser", "3 geysers". */
export function geysers(n: number): string {
  return `${n} ${n === 1 ? 'geyser' : 'geysers'}`;
}
