import { describe, expect, it } from 'vitest';
import { boundFrom } from './bound';
import { Q, layoutOf } from './layout';
import { planFor } from './plan';
import { plagueSpares } from './plague-spares';
import { referenceBest } from './reference-scorer';
import { newSearch } from './search-state';
import { sheetFrom } from './sheets-testkit';

// Eight Quarters in one Building: a row of four, a pair and two alone (0,5 and 2,3), touching only
// as drawn; seven Hydroponics, all next to a Quarters; the Life Support next to the pair's left one.
const SHEET = sheetFrom('QQQQ.Q', 'HHHHCH', 'QQHQH.', 'L.....');

describe('the Quarters a Plague spares when it meets exactly the kept ones (plague-spares.ts)', () => {
  const lay = layoutOf(SHEET);
  const quarters = lay.inBuilding[0]!;
  it('tries every way of crossing the few that go', () => {
    expect(lay.inBuilding).toHaveLength(1);
    expect(quarters[Q]).toHaveLength(8);
    // All kept: only the two alone are spared.
    expect(plagueSpares(lay, lay.start, quarters[Q]!, 8)).toBe(2);
    // One goes: crossing an end's neighbour of the row, or one of the pair, frees one more (3); the
    // most that stand apart (5) is not reachable with one crossed.
    expect(plagueSpares(lay, lay.start, quarters[Q]!, 7)).toBe(3);
    // Two go: the row's two middle ones (4), or one of the row and one of the pair (4).
    expect(plagueSpares(lay, lay.start, quarters[Q]!, 6)).toBe(4);
    // Eight go: nothing stands.
    expect(plagueSpares(lay, lay.start, quarters[Q]!, 0)).toBe(0);
  });

  it('counts only Quarters still standing', () => {
    const x = lay.start.slice();
    // Cross the row's second Quarters: the first now stands alone, and the row's last two are a pair.
    x[1] = 1;
    // All seven kept: the three alone.
    expect(plagueSpares(lay, x, quarters[Q]!, 7)).toBe(3);
    // One of them goes: one of a pair, which frees the other.
    expect(plagueSpares(lay, x, quarters[Q]!, 6)).toBe(4);
  });

  it('gives up (no ceiling) when there are too many ways to try', () => {
    const big = layoutOf(sheetFrom('QQQQQQQQQ', 'QQQQQQQQQ', 'QQQQQQQQQ', 'QQQQQQQQQ'));
    expect(plagueSpares(big, big.start, big.inBuilding[0]![Q]!, 20)).toBe(Infinity);
  });

  it('lets the bound at the first Hydroponics step see a Plague right after it', () => {
    // The first Check keeps 7 of the 8 Quarters; the Plague then spares at most 3 (the pair's left one
    // must be among them, or the Life Support next to it is cut off and every Quarters goes). The
    // most that stand apart (5) and "kept less 2" (5) both said 5.
    const crises = ['plague', 'fire', 'sabotage'] as const;
    const s = newSearch(lay, planFor([...crises]), ['population']);
    expect(boundFrom(s, 4, lay.start, true)).toBe(3);
    expect(referenceBest(SHEET, crises, ['population'])).toBe(3);
  });
});
