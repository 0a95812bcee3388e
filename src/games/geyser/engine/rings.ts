// Rings and dice: which ring a 2d6 sum fires, and checks on die faces.
import { RINGS, type Geysers, type Ring } from './types';

/** The printed label of the ring fired by a 2d6 sum n (2..12): n with its partner 14 − n, "7" alone. */
export function ringLabel(n: number): Ring {
  if (!Number.isInteger(n) || n < 2 || n > 12) throw new RangeError(`${n} is not a 2d6 sum (2 to 12)`);
  const low = Math.min(n, 14 - n);
  return RINGS[low - 2] as Ring;
}

/** The 2d6 sums that fire `ring`: [n, 14 − n], or [7]. */
export function ringSums(ring: Ring): number[] {
  const low = RINGS.indexOf(ring) + 2;
  return low === 7 ? [7] : [low, 14 - low];
}

/** No geysers on any ring. */
export function noGeysers(): Geysers {
  return { '2/12': 0, '3/11': 0, '4/10': 0, '5/9': 0, '6/8': 0, '7': 0 };
}

/** How many normal geysers a tribe holds in all. */
export function countGeysers(g: Geysers): number {
  return RINGS.reduce((sum, r) => sum + g[r], 0);
}

/** True for a d6 face 1..6. */
export function isFace(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6;
}

/** Why `faces` is not `count` d6 faces, or null. */
export function facesProblem(faces: unknown, count: number, what: string): string | null {
  if (!Array.isArray(faces)) return `${what}: expected a list of die faces`;
  const bad = faces.find((f) => !isFace(f));
  if (bad !== undefined) return `${what}: ${String(bad)} is not a d6 face (1 to 6)`;
  if (faces.length !== count) return `${what}: needs ${count} ${count === 1 ? 'die' : 'dice'}, got ${faces.length}`;
  return null;
}
