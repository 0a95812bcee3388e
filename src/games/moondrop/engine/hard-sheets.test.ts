import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HARD_SHEETS } from './hard-sheets-testkit';
import { layoutOf } from './layout';
import { crisisOrders, scoreAllOrders } from './orders';
import { planFor } from './plan';
import { crossOut, referenceBest, referenceOptions, referencePlan, toGrid, type Grid } from './reference-scorer';
import { bestFrom } from './search';
import { newSearch } from './search-state';
import { scoreSheet } from './score';
import { parseSheet } from './sheet-text';
import type { Sheet } from './types';

// The hardest sheets found for the scorer (issue 14). The plain search takes up to tens of seconds
// an order on them from the start (the first Safety Check keeps a few of 11-17 Quarters), so it
// checks the fast one from the first Crisis on: after a play of that Safety Check the Breach, the
// Sabotage and the Hydroponics choices after it are where the fast search's bounds are subtlest.

const FIRST_CRISIS = 5;

function sheetOf(g: Grid): Sheet {
  return g.map((row) => row.map((c) => (c.m === null ? null : { module: c.m, crossed: c.x })));
}

const orderArb = fc
  .integer({ min: 0, max: HARD_SHEETS.length - 1 })
  .chain((k) => fc.record({ k: fc.constant(k), order: fc.constantFrom(...crisisOrders([...HARD_SHEETS[k]!.crises])) }));

// The fast search's total for each order of hardest sheet k (scored once per sheet).
const totals = new Map<number, Map<string, number>>();
function totalOf(k: number, order: readonly string[]): number {
  let byOrder = totals.get(k);
  if (!byOrder) {
    const h = HARD_SHEETS[k]!;
    byOrder = new Map(scoreAllOrders(parseSheet(h.text), [...h.crises], [...h.goals]).orders.map((o) => [o.crises.join(), o.total]));
    totals.set(k, byOrder);
  }
  return byOrder.get(order.join())!;
}

describe('the hardest sheets found (issue 14)', () => {
  it('score in every order what the plain search scores from the first Crisis of the line shown', () => {
    HARD_SHEETS.forEach((h, k) => {
      const sheet = parseSheet(h.text);
      for (const order of crisisOrders([...h.crises])) {
        const line = scoreSheet(sheet, order, [...h.goals]);
        let g = toGrid(sheet);
        for (const step of line.steps.slice(0, FIRST_CRISIS)) g = crossOut(g, step.crossed);
        expect(referenceBest(sheetOf(g), order, [...h.goals], FIRST_CRISIS, true), `hardest sheet ${k}, ${order.join('-')}`).toBe(line.total);
        expect(totalOf(k, order)).toBe(line.total);
      }
    });
  });

  it('score, from any play of the first Safety Check, what the plain search scores, and no more than the order’s best', () => {
    fc.assert(
      fc.property(orderArb, fc.array(fc.nat(), { minLength: 5, maxLength: 5 }), ({ k, order }, picks) => {
        const h = HARD_SHEETS[k]!;
        const sheet = parseSheet(h.text);
        const goals = [...h.goals];
        // One play of the first Safety Check, each choice picked by the generator.
        let g = toGrid(sheet);
        referencePlan(order)
          .slice(0, FIRST_CRISIS)
          .forEach((kind, step) => {
            const options = referenceOptions(g, kind);
            g = crossOut(g, options[picks[step]! % options.length]!);
          });
        const after = sheetOf(g);
        const lay = layoutOf(after);
        const fast = bestFrom(newSearch(lay, planFor(order), goals), FIRST_CRISIS, lay.start.slice());
        const plain = referenceBest(after, order, goals, FIRST_CRISIS, true);
        expect(fast).toBe(plain);
        expect(plain).toBeLessThanOrEqual(totalOf(k, order));
      }),
      { numRuns: 150, seed: 2711 },
    );
  });
});
