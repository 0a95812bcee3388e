import { describe, expect, it } from 'vitest';
import { type ScoreResult, runScoreJob } from './score-job';

// L Q Q L / H C C H / C H H: only Corridor (3,1) touches an empty cell, so a Breach takes 1 Room
// (a choice); the two Quarters touch, so a Plague takes both unless one is gone already.
const TWINS = ['LQQL.....', 'HCCH.....', 'CHH......', ...Array<string>(6).fill('.........')].join('\n');
const base = { sheet: TWINS, crises: ['breach' as const, 'plague' as const, 'fire' as const], goals: ['population' as const, 'research' as const] };
const ok = (r: ScoreResult) => {
  if ('error' in r) throw new Error(r.error);
  return r;
};

describe('scoring jobs (run by the worker)', () => {
  // By hand: the Breach crosses one Quarters, so the Plague finds none touching: 1 Quarters, no
  // Research. A Plague before the Breach takes both Quarters: 0. Orders B P F, B F P, F B P score
  // 1; P B F, P F B, F P B score 0; the mean is 0.5.
  it('best: the best total, its steps and every crisis order', () => {
    const r = ok(runScoreJob({ kind: 'best', ...base }));
    expect(r.score.total).toBe(1);
    expect(r.score.goals).toEqual({ population: 1, research: 0 });
    expect(r.score.steps[5]!.step).toBe('Breach: 1 Corridor is next to an empty cell, so 1 Room is crossed');
    expect(r.score.steps[5]!.choice).toMatchObject({ kind: 'pick', groups: [{ count: 1 }] });
    expect(r.orders!.map((o) => o.total)).toEqual([1, 1, 0, 0, 1, 0]);
    expect(r.mean).toBe(0.5);
  });

  it("choice: the player's own Room for the Breach, the rest played best", () => {
    // Crossing Life Support (1,1) in the Breach leaves both Quarters to the Plague: 0.
    const mine = ok(runScoreJob({ kind: 'choice', ...base, overrides: {}, step: 5, picks: [{ row: 0, col: 0 }] }));
    expect(mine.score.total).toBe(0);
    expect(mine.score.steps[5]!).toMatchObject({ crossed: [{ row: 0, col: 0 }], overridden: true });
    expect(mine.overrides).toEqual({ 5: [{ row: 0, col: 0 }] });
    // Another pick at the same step replaces it; picking a Quarters gives the best total back.
    const again = ok(runScoreJob({ kind: 'choice', ...base, overrides: mine.overrides!, step: 5, picks: [{ row: 0, col: 2 }] }));
    expect(again.score.total).toBe(1);
    expect(again.overrides).toEqual({ 5: [{ row: 0, col: 2 }] });
  });

  it('keeps the steps before a later choice as shown (pinnedChoices)', () => {
    const first = ok(runScoreJob({ kind: 'choice', ...base, overrides: {}, step: 5, picks: [{ row: 0, col: 0 }] }));
    const later = ok(runScoreJob({ kind: 'choice', ...base, overrides: first.overrides!, step: 12, picks: [] }));
    expect(later.overrides).toEqual({ 5: [{ row: 0, col: 0 }] });
    expect(later.score.total).toBe(0);
  });

  it('refuses a choice no play allows, and bad sheet text', () => {
    expect(runScoreJob({ kind: 'choice', ...base, overrides: {}, step: 5, picks: [{ row: 1, col: 1 }] })).toEqual({
      error: 'Breach (step 6): no legal play crosses row 2 col 2 there',
    });
    expect(runScoreJob({ kind: 'best', ...base, sheet: 'LQ' })).toEqual({ error: 'Line 1, column 3: the line has 2 characters; expected 9' });
  });
});
