import { describe, expect, it } from 'vitest';
import { boundFrom } from './bound';
import { layoutOf, type Layout } from './layout';
import { planFor } from './plan';
import { capScratchFor, capsAtCheck, capsAtPlague } from './reach-cap';
import { referenceBest } from './reference-scorer';
import { newSearch } from './search-state';
import { sheetFrom } from './sheets-testkit';
import type { CrisisId } from './types';

const capsOf = (lay: Layout, run: (cap: Int16Array) => void, before = 0x7fff): number[] => {
  const cap = new Int16Array(lay.buildings.length).fill(before);
  run(cap);
  return [...cap];
};

describe("a ceiling on a Building's Quarters from what they reach", () => {
  it('is 0 when no single Quarters reaches both the Life Support and a Hydroponics, and one may stand', () => {
    // L Q Q H: Q(0,1) feeds on the Life Support, Q(0,2) on the Hydroponics.
    const lay = layoutOf(sheetFrom('LQQH'));
    const at = (before: number): number[] => capsOf(lay, (cap) => capsAtCheck(lay, lay.start, capScratchFor(lay), cap), before);
    expect(at(1)).toEqual([0]);
    // Two Quarters standing reach both, but only one Hydroponics: one Quarters kept.
    expect(at(2)).toEqual([1]);
  });

  it('counts what a run of Corridors carries the crew to', () => {
    // Q C C with two Hydroponics and the Life Support along the Corridors.
    const lay = layoutOf(sheetFrom('QCCH', '.HL.', 'Q...'));
    expect(capsOf(lay, (cap) => capsAtCheck(lay, lay.start, capScratchFor(lay), cap))).toEqual([1, 0]);
  });

  it('lets a Building reach through the Docks of another', () => {
    // Q D | D L over H Q: the second Building's Quarters reaches its Hydroponics, and its Life
    // Support only through the Docks, which the first Building's Quarters walks to.
    const lay = layoutOf(sheetFrom('QD.DL', '....HQ'));
    const caps = capsOf(lay, (cap) => capsAtCheck(lay, lay.start, capScratchFor(lay), cap));
    expect(caps[lay.building[lay.cells.findIndex((c) => c.row === 1)]!]).toBe(1);
  });

  it('after a Plague is the Quarters less a maximum matching', () => {
    const lay = layoutOf(sheetFrom('QQQ', '...', 'QQ.', 'QQ.', '...', 'QHQ'));
    const caps = capsOf(lay, (cap) => capsAtPlague(lay, lay.start, capScratchFor(lay), cap));
    const of = (row: number): number => caps[lay.building[lay.cells.findIndex((c) => c.row === row)]!]!;
    expect([of(0), of(2), of(5)]).toEqual([2, 2, 2]);
  });
});

describe('the bound with those ceilings', () => {
  it('proves the best is 0 when the kept Quarters cannot keep both Life Support and Hydroponics', () => {
    const sheet = sheetFrom('LQQH');
    const lay = layoutOf(sheet);
    expect(referenceBest(sheet, ['breach'], ['population'])).toBe(0);
    expect(boundFrom(newSearch(lay, planFor(['breach']), ['population']), 0, lay.start)).toBe(0);
  });

  it('makes a Breach with nothing else to take cost a Check its Quarters or Hydroponics', () => {
    // .HQQL / .HQC. / .HQ..: one Building, the Quarters (1,3) alone reaches the Life Support, each
    // other Quarters one Hydroponics of its own; the Breach (the Corridor beside empty cells) must
    // take one Room, and every Room is a Quarters, a Hydroponics or the Life Support. From the Check
    // Routes after the first Hydroponics step: the Life Support or (1,3) taken leaves no Quarters.
    // A Hydroponics taken leaves 2 for 4 Quarters; keeping (1,3) and one other loses the third
    // Hydroponics, so the next Check keeps 1, and whichever it keeps loses the Life Support or its
    // Hydroponics: 0. A Quarters taken loses its Hydroponics too: the same. Without the Breach's
    // Rooms placed before the next Check, the bound saw the Hydroponics it takes as spare: 1.
    const sheet = sheetFrom('.HQQL', '.HQC.', '.HQ..');
    const lay = layoutOf(sheet);
    const crises: CrisisId[] = ['breach', 'fire', 'sabotage'];
    expect([boundFrom(newSearch(lay, planFor(crises), ['population']), 4, lay.start), referenceBest(sheet, crises, ['population'], 4, true)]).toEqual([0, 0]);
  });
});
