// Arithmetic on hamster counts; no count ever goes below 0.
import { isCount } from '../../rules-kit/read';
import { OCCUPATIONS, type Hamsters, type Occupation } from './types';

const SINGULAR: Record<Occupation, string> = {
  breeders: 'Breeder',
  diggers: 'Digger',
  harvesters: 'Harvester',
  guards: 'Guard',
  politicians: 'Politician',
};

/** No hamsters at all. */
export function noHamsters(): Hamsters {
  return { breeders: 0, diggers: 0, harvesters: 0, guards: 0, politicians: 0 };
}

/** How many hamsters in all. */
export function totalHamsters(h: Hamsters): number {
  return OCCUPATIONS.reduce((sum, o) => sum + h[o], 0);
}

/** Reads a partial hamster count from the UI; `what` names it in the error. */
export function readHamsters(part: unknown, what: string): Hamsters | { error: string } {
  const h = noHamsters();
  if (part === undefined) return h;
  if (typeof part !== 'object' || part === null) return { error: `${what}: expected hamster counts` };
  for (const [key, n] of Object.entries(part)) {
    if (!(OCCUPATIONS as readonly string[]).includes(key)) return { error: `${what}: "${key}" is not a hamster occupation` };
    if (!isCount(n)) return { error: `${what}: ${key} must be a whole number ≥ 0, got ${String(n)}` };
    h[key as Occupation] = n;
  }
  return h;
}

/** a + b, occupation by occupation. */
export function addHamsters(a: Hamsters, b: Hamsters): Hamsters {
  const h = noHamsters();
  for (const o of OCCUPATIONS) h[o] = a[o] + b[o];
  return h;
}

/** a − b, occupation by occupation, never below 0. */
export function subtractHamsters(a: Hamsters, b: Hamsters): Hamsters {
  const h = noHamsters();
  for (const o of OCCUPATIONS) h[o] = Math.max(0, a[o] - b[o]);
  return h;
}

/** True when every count of `part` is available in `whole`. */
export function fitsIn(part: Hamsters, whole: Hamsters): boolean {
  return OCCUPATIONS.every((o) => part[o] <= whole[o]);
}

/** The only possible pick of `count` hamsters from `whole`, or null when the owner has a real choice. */
export function forcedPick(whole: Hamsters, count: number): Hamsters | null {
  if (count <= 0) return noHamsters();
  if (count >= totalHamsters(whole)) return { ...whole };
  const kinds = OCCUPATIONS.filter((o) => whole[o] > 0);
  if (kinds.length !== 1) return null;
  const h = noHamsters();
  h[kinds[0] as Occupation] = count;
  return h;
}

/** "1 Guard", "3 Breeders". */
export function countOf(n: number, o: Occupation): string {
  return `${n} ${SINGULAR[o]}${n === 1 ? '' : 's'}`;
}

/** "2 Breeders, 1 Guard"; "no hamsters" when empty. */
export function formatHamsters(h: Hamsters): string {
  const parts = OCCUPATIONS.filter((o) => h[o] > 0).map((o) => countOf(h[o], o));
  return parts.length > 0 ? parts.join(', ') : 'no hamsters';
}

/** "1 hamster", "3 hamsters". */
export function hamstersWord(n: number): string {
  return `${n} hamster${n === 1 ? '' : 's'}`;
}
