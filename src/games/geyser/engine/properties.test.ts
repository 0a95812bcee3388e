import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { retreat, rollBattle, startBattle } from './battle';
import { claimGeyser, enterMother, leaveMother, loseGeyser } from './geysers';
import { endTurn, fire } from './rounds';
import { currentPlayer } from './state';
import { sketchGame } from './testkit';
import { RINGS, isRefusal, type GeyserState, type Refusal } from './types';

const face = fc.integer({ min: 1, max: 6 });
const ring = fc.constantFrom(...RINGS);
const who = fc.nat(3);
// Each step is any move with arbitrary arguments; illegal ones must just be refused.
const step = fc.oneof(
  fc.constant((s: GeyserState) => endTurn(s)),
  fc.tuple(face, face).map(([a, b]) => (s: GeyserState) => fire(s, [a, b])),
  fc.tuple(who, ring).map(([p, r]) => (s: GeyserState) => claimGeyser(s, p, r)),
  fc.tuple(who, ring).map(([p, r]) => (s: GeyserState) => loseGeyser(s, p, r)),
  fc.constant((s: GeyserState) => enterMother(s, currentPlayer(s) ?? 0)),
  fc.constant((s: GeyserState) => leaveMother(s)),
  fc.tuple(who, fc.constantFrom(null, 'mother', ...RINGS)).map(([d, at]) => (s: GeyserState) => startBattle(s, currentPlayer(s) ?? 0, d, at)),
  fc.tuple(face, face).map(([a, b]) => (s: GeyserState) => rollBattle(s, a, b)),
  fc.constant((s: GeyserState) => retreat(s)),
);

describe('Geyser properties', () => {
  it('any sequence of moves: inputs untouched, counts never negative, plain JSON, a winner only by holding the Mother Geyser', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.array(step, { maxLength: 60 }), (n, steps) => {
        let s = sketchGame(Array.from({ length: n }, () => ({})));
        const refusals: string[] = [];
        const reached: GeyserState[] = [];
        for (const move of steps) {
          const before = JSON.stringify(s);
          const r: GeyserState | Refusal = move(s);
          expect(JSON.stringify(s)).toBe(before);
          if (isRefusal(r)) refusals.push(r.error);
          else reached.push((s = r));
        }
        expect(refusals.filter((e) => e.trim() === '')).toEqual([]);
        for (const r of reached) {
          expect(JSON.parse(JSON.stringify(r))).toEqual(r);
          expect(r.players.flatMap((t) => RINGS.map((g) => t.geysers[g])).filter((x) => x < 0)).toEqual([]);
          expect([null, r.mother]).toContain(r.winner);
        }
      }),
      { numRuns: 150 },
    );
  });
});
