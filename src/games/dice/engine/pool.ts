/** The die sizes the roller offers. */
export const DIE_SIZES = [4, 6, 8, 10, 12, 20] as const;

/** A die size: d4, d6, d8, d10, d12 or d20. */
export type DieSize = (typeof DIE_SIZES)[number];

/** Some dice of one size, optionally named (e.g. Moon Drop's "Blue" and "White"). */
export interface DiceGroup {
  sides: DieSize;
  count: number;
  label?: string;
}

/** What to roll: groups of dice, a modifier added to each die, and one added to the total. */
export interface Pool {
  groups: DiceGroup[];
  perDie: number;
  total: number;
}

/** Most dice of one group, and in one pool. */
export const MAX_GROUP = 30;
export const MAX_DICE = 60;
/** Largest modifier either way. */
export const MAX_MODIFIER = 99;

/** The empty pool: nothing to roll yet. */
export const EMPTY_POOL: Pool = { groups: [], perDie: 0, total: 0 };

/** True when `n` is a die size the roller offers. */
export function isDieSize(n: unknown): n is DieSize {
  return (DIE_SIZES as readonly unknown[]).includes(n);
}

/** The sides of every die in the pool, in roll order (group by group). */
export function poolDice(pool: Pool): DieSize[] {
  return pool.groups.flatMap((g) => Array<DieSize>(g.count).fill(g.sides));
}

/** How many dice of `sides` the unnamed groups of the pool hold. */
export function countOf(pool: Pool, sides: DieSize): number {
  return pool.groups.filter((g) => g.sides === sides && !g.label).reduce((n, g) => n + g.count, 0);
}

/** The pool with `count` unnamed dice of `sides` (named groups are dropped), sorted by size. */
export function withCount(pool: Pool, sides: DieSize, count: number): Pool {
  const counts = new Map<DieSize, number>(DIE_SIZES.map((s) => [s, countOf(pool, s)]));
  counts.set(sides, Math.max(0, Math.min(MAX_GROUP, Math.trunc(count))));
  const groups = DIE_SIZES.filter((s) => counts.get(s)! > 0).map((s) => ({ sides: s, count: counts.get(s)! }));
  return { ...pool, groups };
}

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** The pool in dice notation, e.g. "3d4 + 2d6 + 1d8, each die − 2, + 1". */
export function poolText(pool: Pool): string {
  const dice = pool.groups.map((g) => `${g.count}d${g.sides}${g.label ? ` ${g.label}` : ''}`).join(' + ');
  const parts = [dice || 'no dice'];
  if (pool.perDie) parts.push(`each die ${signed(pool.perDie)}`);
  if (pool.total) parts.push(`total ${signed(pool.total)}`);
  return parts.join(', ');
}

/** Why `pool` cannot be rolled, or null when it can. */
export function checkPool(pool: unknown): string | null {
  if (typeof pool !== 'object' || pool === null) return 'the list of dice is missing';
  const p = pool as Partial<Pool>;
  if (!Array.isArray(p.groups)) return 'the list of dice is missing';
  for (const g of p.groups as unknown[]) {
    const d = g as Partial<DiceGroup>;
    if (typeof d !== 'object' || d === null || !isDieSize(d.sides)) return 'a die size is not d4, d6, d8, d10, d12 or d20';
    if (!Number.isInteger(d.count) || d.count! < 1 || d.count! > MAX_GROUP) return `a group has ${d.count} dice (1 to ${MAX_GROUP} allowed)`;
    if (d.label !== undefined && typeof d.label !== 'string') return 'a group name is not text';
  }
  for (const [name, m] of [['each-die', p.perDie], ['total', p.total]] as const) {
    if (!Number.isInteger(m) || Math.abs(m!) > MAX_MODIFIER) return `the ${name} modifier must be a whole number from −${MAX_MODIFIER} to ${MAX_MODIFIER}`;
  }
  if (poolDice(p as Pool).length > MAX_DICE) return `at most ${MAX_DICE} dice can be rolled at once`;
  return null;
}
