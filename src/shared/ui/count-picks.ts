// Picks shared among kinds (e.g. 3 starting hamsters among occupations), remembered in the order they were made,
// so that when all are picked a + on another kind can move the oldest pick over in one tap.

/** Counts by kind. */
export type Counts<K extends string> = Partial<Record<K, number>>;

const countOf = <K extends string>(c: Counts<K>, k: K) => c[k] ?? 0;

/**
 * The picks of `value` one by one, oldest first: `order` as far as it still matches `value`
 * (picks no longer there drop out, newest first), then any picks it lacks in `keys` order.
 */
export function picksInOrder<K extends string>(keys: readonly K[], value: Counts<K>, order: readonly K[]): K[] {
  const left = new Map<K, number>(keys.map((k) => [k, countOf(value, k)]));
  const kept: K[] = [];
  // Walking from the oldest keeps the oldest picks of a kind that has fewer than before (e.g. after an undo).
  for (const k of order) {
    const n = left.get(k) ?? 0;
    if (n > 0) {
      kept.push(k);
      left.set(k, n - 1);
    }
  }
  for (const k of keys) for (let n = left.get(k) ?? 0; n > 0; n--) kept.push(k);
  return kept;
}

/** The kind a + on `key` would take a pick from once all are picked: the oldest pick of another kind, or null. */
export function pickToMove<K extends string>(order: readonly K[], key: K): K | null {
  return order.find((k) => k !== key) ?? null;
}

/** One more of `key`: added while there is room, else moved over from the oldest pick of another kind; null when it cannot be. */
export function addPick<K extends string>(value: Counts<K>, order: readonly K[], total: number, key: K, limit?: number): { value: Counts<K>; order: K[] } | null {
  if (countOf(value, key) >= (limit ?? Infinity)) return null;
  if (order.length < total) return { value: { ...value, [key]: countOf(value, key) + 1 }, order: [...order, key] };
  const from = pickToMove(order, key);
  if (from === null) return null;
  const at = order.indexOf(from);
  return {
    value: { ...value, [from]: countOf(value, from) - 1, [key]: countOf(value, key) + 1 },
    order: [...order.slice(0, at), ...order.slice(at + 1), key],
  };
}

/** One fewer of `key`: its newest pick goes; null when there is none. */
export function removePick<K extends string>(value: Counts<K>, order: readonly K[], key: K): { value: Counts<K>; order: K[] } | null {
  const at = order.lastIndexOf(key);
  if (at < 0 || countOf(value, key) <= 0) return null;
  return { value: { ...value, [key]: countOf(value, key) - 1 }, order: [...order.slice(0, at), ...order.slice(at + 1)] };
}
