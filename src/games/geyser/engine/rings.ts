// Rings and dice: which ring a 2d6 sum fires, and checks on die faces.
import { type Refusal, type GeyserState, RINGS, type Geysers, type Ring } from './types';

/** The app's reading of the rings (the text names only "6/8"): each sum n with 14 − n, 7 alone, in `RINGS` order. */
export const DEFAULT_RINGS: readonly number[][] = [[2, 12], [3, 11], [4, 10], [5, 9], [6, 8], [7]];

/** The ring slot a 2d6 sum fires on this game's board. */
export function ringOf(state: Pick<GeyserState, 'rings'>, sum: number): Ring {
  const i = state.rings.findIndex((sums) => sums.includes(sum));
  return RINGS[i < 0 ? 0 : i] as Ring;
}

/** A ring's name as this game's board prints it ("6/8"), from its sums. */
export function ringName(state: Pick<GeyserState, 'rings'>, ring: Ring): string {
  return (state.rings[RINGS.indexOf(ring)] ?? []).join('/');
}

/** The ring slots this board uses (a board with fewer rings leaves some slots empty). */
export function boardRings(state: Pick<GeyserState, 'rings'>): Ring[] {
  return RINGS.filter((_, i) => (state.rings[i] ?? []).length > 0);
}

/** The rings as text for the setup form: "2/12, 3/11, 4/10, 5/9, 6/8, 7". */
export function ringsText(rings: readonly number[][]): string {
  return rings
    .filter((r) => r.length > 0)
    .map((r) => r.join('/'))
    .join(', ');
}

/**
 * Reads a board's rings from text such as "2/12, 3/11, 4/10, 5/9, 6/8, 7" (rings apart by commas, the
 * sums of one ring by "/"): every sum 2 to 12 exactly once, at most 6 rings. Empty text: the default.
 */
export function readRings(text: unknown): number[][] | Refusal {
  if (text === undefined || (typeof text === 'string' && text.trim() === '')) return DEFAULT_RINGS.map((r) => [...r]);
  if (typeof text !== 'string') return { error: 'The rings are not readable' };
  const groups = text.split(/[,;]/).map((g) => g.trim()).filter(Boolean);
  if (groups.length > RINGS.length) return { error: `The board's rings: at most ${RINGS.length} rings, found ${groups.length}` };
  const seen = new Set<number>();
  const rings: number[][] = [];
  for (const g of groups) {
    const sums: number[] = [];
    for (const part of g.split('/').map((x) => x.trim())) {
      const n = /^\d+$/.test(part) ? Number(part) : NaN;
      if (!Number.isInteger(n) || n < 2 || n > 12) return { error: `The board's rings: "${part}" is not a 2d6 sum (2 to 12)` };
      if (seen.has(n)) return { error: `The board's rings: ${n} is on two rings` };
      seen.add(n);
      sums.push(n);
    }
    rings.push(sums);
  }
  const missing = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((n) => !seen.has(n));
  if (missing.length) return { error: `The board's rings: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} on no ring (every sum 2 to 12 fires one)` };
  while (rings.length < RINGS.length) rings.push([]);
  return rings;
}

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
