import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { checkCrackersState } from './check';
import { type CrackersAction, type CrackersDoc, newDoc } from './game';
import { applyCrackers } from './move-table';
import type { Cell } from './index';
import { choices } from './play-testkit';

const total = (d: CrackersDoc) => d.board.depth.reduce((s, w) => s + w, 0);

// Anything at all a stored log or a stale screen could send.
const anyCell: fc.Arbitrary<Cell> = fc.record({ row: fc.integer({ min: -1, max: 13 }), col: fc.integer({ min: -1, max: 13 }) });
const anyAction: fc.Arbitrary<CrackersAction> = fc.oneof(
  fc.record({ type: fc.constant('crewMove' as const), who: fc.constantFrom('a' as const, 'b' as const, 'c' as const), to: anyCell }),
  fc.record({ type: fc.constant('sandbag' as const), cell: anyCell, change: fc.constantFrom('place' as const, 'remove' as const) }),
  fc.record({ type: fc.constant('pump' as const), leak: fc.constantFrom(0 as const, 1 as const), to: fc.option(anyCell, { nil: null }) }),
  fc.record({ type: fc.constant('flow' as const), from: anyCell, to: anyCell }),
  fc.record({ type: fc.constant('shape' as const), shape: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }) }),
  fc.constantFrom<CrackersAction>({ type: 'skip' }, { type: 'settle' }, { type: 'start' }, { type: 'layout' }),
);

describe('random tables played through the rules', () => {
  it('never throw, keep a valid table, add water only by pumping, and never get stuck before the end', () => {
    const sizes = fc.record({ width: fc.integer({ min: 3, max: 5 }), height: fc.integer({ min: 3, max: 5 }) });
    fc.assert(fc.property(sizes, fc.array(fc.nat(), { minLength: 400, maxLength: 400 }), fc.array(anyAction, { maxLength: 40 }), ({ width, height }, picks, noise) => {
      let doc = applyCrackers(applyCrackers(newDoc(), { type: 'size', width, height }) as CrackersDoc, { type: 'start' }) as CrackersDoc;
      const reasons: string[] = [];
      for (let step = 0; step < picks.length; step++) {
        // Now and then, a stray action: refused with a reason, or a legal one (not kept).
        const stray = noise[step % 10 === 0 ? step / 10 : -1];
        const r = stray ? applyCrackers(doc, stray) : null;
        if (r && 'error' in r) reasons.push(r.error);
        const options = choices(doc);
        // A table with nothing left to do is a finished game, never a stuck one.
        expect(options.length > 0 || (doc.mode === 'play' && !!doc.play.over)).toBe(true);
        if (options.length === 0) break;
        const action = options[picks[step]! % options.length]!;
        const before = total(doc);
        const next = applyCrackers(doc, action);
        if ('error' in next) throw new Error(`${JSON.stringify(action)} refused: ${next.error}`);
        expect(checkCrackersState(JSON.parse(JSON.stringify(next)))).toBeNull();
        expect(total(next)).toBe(before + (action.type === 'pump' ? 1 : 0));
        doc = next;
      }
      expect(doc.mode).toBe('play');
      expect(reasons.filter((why) => !/^[A-Z].*\.$/.test(why))).toEqual([]);
    }), { numRuns: 60 });
  });

  it('play a whole 3 × 3 game to its end', () => {
    let doc = applyCrackers(applyCrackers(newDoc(), { type: 'size', width: 3, height: 3 }) as CrackersDoc, { type: 'start' }) as CrackersDoc;
    // Always the last choice the screens offer; the rounds run out or the water wins first.
    for (let step = 0; step < 500 && choices(doc).length > 0; step++) {
      const options = choices(doc);
      doc = applyCrackers(doc, options[options.length - 1]!) as CrackersDoc;
    }
    expect(doc.mode === 'play' && doc.play.over).toBeTruthy();
  });
});
