import { layoutOf } from './layout';
import { planFor } from './plan';
import { bestFrom } from './search';
import { replay, type Score } from './score';
import { newSearch, newShared, retire, type Search } from './search-state';
import type { CrisisId, GoalId, Sheet } from './types';

/** The best total for one order of the crises. */
export type OrderTotal = { crises: CrisisId[]; total: number };

/** Every distinct order of the given crises, in lexicographic order of their positions. */
export function crisisOrders(crises: readonly CrisisId[]): CrisisId[][] {
  if (crises.length <= 1) return [[...crises]];
  const seen = new Set<string>();
  const out: CrisisId[][] = [];
  crises.forEach((c, i) => {
    const rest = [...crises.slice(0, i), ...crises.slice(i + 1)];
    for (const tail of crisisOrders(rest)) {
      const order = [c, ...tail];
      const key = order.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(order);
      }
    }
  });
  return out;
}

/** The best total for each order the crises could be shuffled into, and their mean (the expected score before the shuffle). */
export function scoreAllOrders(
  sheet: Sheet,
  crises: CrisisId[],
  goals: GoalId[],
): { orders: OrderTotal[]; mean: number } {
  const { orders, mean, first } = searchOrders(sheet, crises, goals);
  retire(first);
  return { orders, mean };
}

/**
 * scoreSheet's answer for the crises in the order given, with scoreAllOrders' answer: the given
 * order is the first of the orders searched, so its best line is read off that search instead of
 * searching it again.
 */
export function scoreWithOrders(
  sheet: Sheet,
  crises: CrisisId[],
  goals: GoalId[],
): { score: Score; orders: OrderTotal[]; mean: number } {
  const { orders, mean, first } = searchOrders(sheet, crises, goals);
  const score = replay(sheet, first);
  retire(first);
  return { score, orders, mean };
}

function searchOrders(sheet: Sheet, crises: CrisisId[], goals: GoalId[]): { orders: OrderTotal[]; mean: number; first: Search } {
  const lay = layoutOf(sheet);
  // Orders that end the same way share the search of their common ending, and each tries first
  // the plays the others found best on the same sheets.
  const shared = newShared();
  const all = crisisOrders(crises);
  const searches = all.map((order) => newSearch(lay, planFor(order), goals, null, shared));
  const orders = searches.map((s, k) => ({ crises: all[k]!, total: bestFrom(s, 0, lay.start.slice()) }));
  const mean = orders.reduce((sum, o) => sum + o.total, 0) / orders.length;
  return { orders, mean, first: searches[0]! };
}
