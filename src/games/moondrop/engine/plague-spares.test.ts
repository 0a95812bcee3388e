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

  it('crosses only what the step may still cross, when part of it is picked', () => {
    // Modules in reading order: the row 0-3, the one alone at 0,5 is 4, the pair 11 and 12.
    expect([0, 1, 2, 3, 4, 11, 12].every((m) => lay.type[m] === Q)).toBe(true);
    // One goes, and it must be one of the pair: it frees the other (3, as with any one).
    expect(plagueSpares(lay, lay.start, quarters[Q]!, 7, (1 << 11) | (1 << 12))).toBe(3);
    // It must be the row's end: the other three of the row still touch (2, not 3).
    expect(plagueSpares(lay, lay.start, quarters[Q]!, 7, 1 << 0)).toBe(2);
    // It must be the one alone at 0,5: the row and the pair stay whole, and only 2,3 is spared.
    expect(plagueSpares(lay, lay.start, quarters[Q]!, 7, 1 << 4)).toBe(1);
    // Two go but only one may: no such play, and no ceiling is claimed.
    expect(plagueSpares(lay, lay.start, quarters[Q]!, 6, 1 << 4)).toBe(Infinity);
  });

  it('crosses, at that Plague, every Quarters next to one the step keeps', () => {
    // The first Check keeps 7 of the 8: with only 0,5 still to be picked to go, the row and the pair
    // are kept, so the Plague crosses them all (2,0 too, the Life Support's only Quarters): the Life
    // Support is cut off at the next Check and no Quarters stands. Any of the 8 open: 3, as above.
    const s = newSearch(lay, planFor(['plague', 'fire', 'sabotage']), ['population']);
    expect(boundFrom(s, 4, lay.start, true, -Infinity, 1, false, 1 << 4)).toBe(0);
    expect(boundFrom(s, 4, lay.start, true, -Infinity, 1, false, -1)).toBe(3);
    // With the pair still open, the one of it kept may be 2,0: 3 again.
    expect(boundFrom(s, 4, lay.start, true, -Infinity, 1, false, (1 << 11) | (1 << 12))).toBe(3);
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
