import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classesOf } from './classes';
import { dominance, pruningMode } from './dominance';
import { effectOf } from './effects';
import { layoutOf } from './layout';
import { planFor } from './plan';
import { referenceBest } from './reference-scorer';
import { scoreSheet } from './score';
import { crisesArb, goalsArb, sheetFrom } from './sheets-testkit';
import { SIZE, emptySheet, type Module, type Sheet } from './types';

// Small boxes crowded with Quarters, where Hydroponics choices abound and the plain search is quick.
const crowded = fc.oneof(
  { arbitrary: fc.constant<Module | null>('Q'), weight: 6 },
  { arbitrary: fc.constant<Module | null>('H'), weight: 3 },
  { arbitrary: fc.constant<Module | null>('L'), weight: 2 },
  { arbitrary: fc.constant<Module | null>('C'), weight: 2 },
  { arbitrary: fc.constant<Module | null>('R'), weight: 1 },
  { arbitrary: fc.constant<Module | null>('D'), weight: 2 },
  { arbitrary: fc.constant<Module | null>(null), weight: 2 },
);

function quartersBox(): fc.Arbitrary<Sheet> {
  return fc
    .record({ top: fc.integer({ min: 0, max: SIZE - 4 }), left: fc.integer({ min: 0, max: SIZE - 5 }), cells: fc.array(crowded, { minLength: 20, maxLength: 20 }) })
    .map(({ top, left, cells }) => {
      const rows = emptySheet().map((row) => [...row]);
      cells.forEach((m, k) => {
        if (m !== null) rows[top + Math.floor(k / 5)]![left + (k % 5)] = { module: m, crossed: false };
      });
      return rows as Sheet;
    });
}

// What is still to come after the first Hydroponics step.
const future = (crises: Parameters<typeof planFor>[0]): number => planFor(crises).future[3]!;

function crossing(sheet: Sheet, cell: { row: number; col: number }): Sheet {
  return sheet.map((row, r) => row.map((c, col) => (c && r === cell.row && col === cell.col ? { ...c, crossed: true } : c)));
}

describe('Quarters one Hydroponics choice should keep before others', () => {
  it('are never worse to keep: crossing the dominated one scores at least as much as crossing the other', () => {
    let pairs = 0;
    fc.assert(
      fc.property(quartersBox(), crisesArb, goalsArb, fc.nat(), (sheet, crises, goals, at) => {
        const plan = planFor(crises);
        const hydros = plan.kinds.flatMap((k, i) => (k === 'hydro' ? [i] : []));
        const i = hydros[at % hydros.length]!;
        const lay = layoutOf(sheet);
        const x = lay.start;
        const mode = pruningMode(lay, x, plan.future[i]!);
        const effect = effectOf(lay, x, 'hydro');
        if (!mode || effect.kind !== 'pick') return;
        // At most 3 pairs a sheet: each costs two plain searches, and a crowded box can hold dozens
        // (the run took 3 to 11 s alone, by seed, and timed out beside other tests on 2 cores).
        let checked = 0;
        for (const g of effect.groups) {
          const classes = classesOf(lay, x, g.from, plan.future[i]!, null);
          const dom = dominance(lay, x, classes, mode);
          const m = classes.length;
          for (let a = 0; a < m; a++) {
            for (let b = 0; b < m; b++) {
              if (!dom[a * m + b] || checked === 3) continue;
              checked++;
              pairs++;
              const keepA = referenceBest(crossing(sheet, lay.cells[classes[b]![0]!]!), crises, goals, i, true);
              const keepB = referenceBest(crossing(sheet, lay.cells[classes[a]![0]!]!), crises, goals, i, true);
              expect(keepA).toBeGreaterThanOrEqual(keepB);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
    // The property must have met dominating pairs to mean anything.
    expect(pairs).toBeGreaterThan(20);
  });

  it('leave the best total as the plain search finds it, on crowded boxes with any crises', () => {
    // Every choice step (Hydroponics, Fire, Breach) narrows its plays by dominance when it may.
    fc.assert(
      fc.property(quartersBox(), crisesArb, goalsArb, (sheet, crises, goals) => {
        expect(scoreSheet(sheet, crises, goals).total).toBe(referenceBest(sheet, crises, goals, 0, true));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the Quarters that reaches more: Q next to H and L dominates a Q next to L only', () => {
    // Q(0,0) touches H(1,0) and L(0,1); Q(0,2) touches L(0,1) only. One Hydroponics: keep one Quarters.
    const sheet = sheetFrom('QLQ', 'H..');
    const lay = layoutOf(sheet);
    const classes = classesOf(lay, lay.start, [0, 2], planFor([]).future[3]!, null);
    expect(classes).toEqual([[0], [2]]);
    expect([...dominance(lay, lay.start, classes, 'monotone')]).toEqual([0, 1, 0, 0]);
  });

  it('never prefers a Quarters that a Quake will cross to one it spares', () => {
    // Q(1,3) touches only L(2,3): the Quake crosses it. Q(3,4) gives the crew no more, but stands.
    const sheet = sheetFrom('', '...Q', '.LLLQ', '..LHQ', '..HQQ');
    expect(referenceBest(sheet, ['quake'], ['research', 'population'])).toBe(2);
    expect(scoreSheet(sheet, ['quake'], ['research', 'population']).total).toBe(2);
  });

  it('counts a Dock next to a Room as that Dock, which a Breach may cross, not as the Docks all together', () => {
    // R(0,3) hangs off D(0,2) alone: crossing the Dock loses it, while R(3,4) stays reachable.
    const sheet = sheetFrom('DQDR', '.HQ.D', '.CLLCC', '...RRR', '...DCR', '...CC');
    expect(referenceBest(sheet, ['breach'], ['research'])).toBe(4);
    expect(scoreSheet(sheet, ['breach'], ['research']).total).toBe(4);
  });

  it('is not used while a Sabotage can still strike, nor a Plague unless Quarters touch', () => {
    const docked = layoutOf(sheetFrom('QLQD', 'H...'));
    expect(pruningMode(docked, docked.start, future(['sabotage']))).toBeNull();
    const plain = layoutOf(sheetFrom('QLQ', 'H..'));
    expect(pruningMode(plain, plain.start, future(['sabotage']))).toBe('monotone');
    expect(pruningMode(plain, plain.start, future(['plague']))).toBe('monotone');
    const touching = layoutOf(sheetFrom('QQL', 'H..'));
    expect(pruningMode(touching, touching.start, future(['plague']))).toBe('plague');
  });
});
