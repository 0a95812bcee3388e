import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutOf } from './layout';
import { crossUnreachable, scratchFor } from './ops';
import { parseSheet } from './sheet-text';
import { blockSheet, smallSheet } from './sheets-testkit';

describe('Check Routes (crossUnreachable)', () => {
  it('crosses the Rooms no Quarters reaches, stepping between Docks', () => {
    // The Quarters (0,0) walks the Corridor to the Dock (0,2) and steps to the Dock (2,4), which
    // reaches the Research beside it (without that step both would go: 4). The Life Support (0,4)
    // and the Hydroponics (2,0) touch nothing the crew stands on.
    const lay = layoutOf(parseSheet(['QCD.L....', '.........', 'H...DR...', ...Array(6).fill('.........')].join('\n')));
    const y = lay.start.slice();
    expect(crossUnreachable(lay, y, scratchFor(lay))).toBe(2);
    const crossed = lay.cells.filter((_, i) => y[i]).map((c) => `${c.row},${c.col}`);
    expect(crossed).toEqual(['0,4', '2,0']);
  });

  it('gives the same sheet with its modules as bits as with the walk over its cells', () => {
    fc.assert(
      fc.property(fc.oneof(smallSheet(), blockSheet()), fc.array(fc.boolean(), { minLength: 31, maxLength: 31 }), (sheet, flips) => {
        const lay = layoutOf(sheet);
        expect(lay.masks).not.toBeNull();
        const x = lay.start.slice();
        for (let i = 0; i < lay.n; i++) if (flips[i]) x[i] = 1;
        const bits = x.slice();
        const walked = x.slice();
        const a = crossUnreachable(lay, bits, scratchFor(lay));
        const plain = { ...lay, masks: null };
        const b = crossUnreachable(plain, walked, scratchFor(plain));
        expect(a).toBe(b);
        expect([...bits]).toEqual([...walked]);
      }),
      { numRuns: 400 },
    );
  });
});
