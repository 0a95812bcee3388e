import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectOf, forcedCells, type StepKind } from './effects';
import { layoutOf } from './layout';
import { scratchFor } from './ops';
import { playForced } from './play';
import { denseSheet, populationSheetArb, smallSheet } from './sheets-testkit';
import { CRISES } from './types';

const KINDS: StepKind[] = ['routes', 'life', 'hydro', ...CRISES];

describe('the in-place steps the search plays (play.ts, ops.ts)', () => {
  it('cross exactly what the plain rules (effects.ts) cross, and stop where those leave a choice', () => {
    const sheets = fc.oneof(smallSheet(), denseSheet(5), populationSheetArb());
    fc.assert(
      fc.property(sheets, fc.constantFrom(...KINDS), fc.infiniteStream(fc.boolean()), fc.integer({ min: 0, max: 3 }), (sheet, kind, coins, sparse) => {
        const lay = layoutOf(sheet);
        // Some cells crossed already: each with a 1 in 2^sparse chance (none when 0).
        const x = lay.start.slice();
        const coin = coins[Symbol.iterator]();
        for (let i = 0; i < lay.n; i++) {
          let crossIt = sparse > 0;
          for (let k = 0; k < sparse; k++) crossIt = crossIt && coin.next().value;
          if (crossIt) x[i] = 1;
        }
        const plain = forcedCells(effectOf(lay, x, kind));
        const y = x.slice();
        // Check Routes stamps the scratch Sabotage labels its groups in: play it first on a copy.
        const sc = scratchFor(lay);
        playForced(lay, x.slice(), 'routes', sc);
        const crossed = playForced(lay, y, kind, sc);
        // A choice leaves the sheet as it was; else the same cells go.
        const now = [...y.keys()].filter((i) => y[i] && !x[i]);
        expect({ crossed, now }).toEqual(plain ? { crossed: plain.length, now: plain } : { crossed: -1, now: [] });
      }),
      { numRuns: 600 },
    );
  });
});
