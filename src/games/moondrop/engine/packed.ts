// Array.prototype.map builds its result at full length and then fills it, so once V8 has optimized
// the caller the result is a holey array; before that, it is packed. The search's hot loops read
// the same lists (a layout's cells by type, a plan's steps, a walk's classes) from both, see two
// shapes, and V8 throws their optimized code away and compiles it again in the middle of a search
// (measured: one sheet's six orders 30 ms, then 54 ms on the next run). Lists those loops read are
// built with push instead, which keeps them packed whoever builds them. Array.prototype.filter does
// the same once its caller is optimized (layoutOf, after a few hundred sheets: November 27).

/** Array.prototype.map, always returning a packed array. */
export function mapPacked<T, U>(list: ArrayLike<T>, f: (item: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!, i));
  return out;
}

/** Array.prototype.filter, always returning a packed array of the same kind (optimized callers of filter build other shapes). */
export function filterPacked<T>(list: readonly T[], keep: (item: T) => boolean): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) if (keep(list[i]!)) out.push(list[i]!);
  return out;
}

/**
 * Sorts `list` in place by `compare` (as Array.prototype.sort, and stable) and returns it. An
 * insertion sort: the lists sorted for each step and play are short, and V8's sort allocates about
 * 1 KB a call even for four numbers (its sort state), a tenth of what scoring a sheet allocated.
 */
export function sortInPlace<T>(list: T[], compare: (a: T, b: T) => number): T[] {
  for (let i = 1; i < list.length; i++) {
    const item = list[i]!;
    let j = i - 1;
    for (; j >= 0 && compare(list[j]!, item) > 0; j--) list[j + 1] = list[j]!;
    list[j + 1] = item;
  }
  return list;
}

/** Ascending numbers, for sortInPlace. */
export const ascending = (a: number, b: number): number => a - b;
