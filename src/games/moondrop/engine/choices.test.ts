import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossOut, referenceBest, referenceOptions, referencePlan, toGrid, type Grid } from './reference-scorer';
import { pinnedChoices, scoreSheet, scoreWithChoices } from './score';
import { blockSheet, crisesArb, denseSheet, goalsArb, midSheet } from './sheets-testkit';
import type { Cell, Sheet } from './types';

const toSheet = (g: Grid): Sheet => g.map((row) => row.map((c) => (c.m === null ? null : { module: c.m, crossed: c.x })));
const same = (a: Cell) => (b: Cell) => a.row === b.row && a.col === b.col;

describe("the player's own choice", () => {
  it('scores exactly the best of the plays that honour it, by a plain exhaustive search', () => {
    let tried = 0;
    fc.assert(
      fc.property(fc.oneof(blockSheet(), midSheet(), denseSheet(4)), crisesArb, goalsArb, fc.nat(), (sheet, crises, goals, seed) => {
        const best = scoreSheet(sheet, crises, goals);
        const choices = best.steps.flatMap((s, i) => (s.choice ? [{ i, rule: s.choice }] : []));
        const at = choices[seed % Math.max(1, choices.length)];
        if (!at) return;
        const from = at.rule.kind === 'pick' ? at.rule.groups.flatMap((g) => g.from) : at.rule.options.flat();
        const cell = from[(seed >>> 4) % from.length]!;
        const mine = scoreWithChoices(sheet, crises, goals, { ...pinnedChoices(best, at.i), [at.i]: [cell] });
        if ('error' in mine) throw new Error(mine.error);
        // The plain search: the steps before as shown, then every legal play of this step that crosses the cell.
        let g = toGrid(sheet);
        for (const step of best.steps.slice(0, at.i)) g = crossOut(g, step.crossed);
        const plays = referenceOptions(g, referencePlan(crises)[at.i]!).filter((o) => o.some(same(cell)));
        const plain = Math.max(...plays.map((o) => referenceBest(toSheet(crossOut(g, o)), crises, goals, at.i + 1, true)));
        expect(mine.total).toBe(plain);
        expect(mine.steps[at.i]!.crossed).toContainEqual(cell);
        tried++;
      }),
      { numRuns: 250 },
    );
    // Most random sheets offer a choice somewhere: the property really was put to the test.
    expect(tried).toBeGreaterThan(25);
  });
});
