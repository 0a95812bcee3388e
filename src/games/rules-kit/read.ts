// Readers for values that come from outside the app's own moves: a saved game opened again, a
// backup imported, a share link. Each says only whether the value has the shape; the game's
// check.ts turns a "no" into a reason that names what is wrong. Pure, so engines import them.

/** A plain object's fields, as read from storage or an import. */
export type Obj = Record<string, unknown>;

/** A plain object (not null, not a list). */
export const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A whole number from `lo` to `hi`. */
export const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

// The one-argument readers take exactly one, so `list.every(isCount)` cannot pass them an index.

/** A whole number from 0. */
export const isCount = (x: unknown): x is number => isInt(x, 0, Number.MAX_SAFE_INTEGER);

/** A position in a list of `n` (0 to n - 1). */
export const isIndex = (x: unknown, n: number): x is number => isInt(x, 0, n - 1);

/** A face of a d6. */
export const isFace = (x: unknown): x is number => isInt(x, 1, 6);

/** A list of d6 faces, exactly `count` long when a count is given. */
export const isFaces = (x: unknown, count?: number): x is number[] => Array.isArray(x) && (count === undefined || x.length === count) && x.every(isFace);

/** A time in milliseconds since 1970 (what `Date.now()` gives). */
export const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/** One of the listed values. */
export const isOneOf = <T>(x: unknown, values: readonly T[]): x is T => (values as readonly unknown[]).includes(x);
