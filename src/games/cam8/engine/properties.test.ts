import { describe, it, expect } from 'vitest';
import { array, assert, constant, constantFrom, integer, oneof, property, record } from 'fast-check';
import { ACTIONS, type Action } from './action-table';
import { outcomeOdds } from './odds';
import { resolveAction } from './resolve';
import { sketchGame } from './testkit';
import { isRefusal, isNeeds, OCCUPATIONS, type Cam8State, type Hamsters } from './types';
import type { Tally } from './tally';
import type { TrackSetting } from './track';

const small = integer({ min: 0, max: 3 });
const brains = record({ breeders: small, diggers: small, harvesters: small, guards: small, politicians: small });
const world = record({
  mine: brains,
  theirs: brains,
  feral: integer({ min: 0, max: 5 }),
  boost: integer({ min: 0, max: 2 }),
  assists: integer({ min: 0, max: 2 }),
  action: constantFrom(...ACTIONS.filter((a) => a !== 'layTrails')),
  // The printed track: 1 to 3 spaces per number, or a list with blanks in odd places.
  track: oneof(integer({ min: 1, max: 3 }), constant<TrackSetting>([0, null, 1, 2, null, null, 3, 4, 5, null])),
});

const targetOf = (a: Action) => (['invade', 'recruitHamsters', 'psychicAssist'].includes(a) ? 1 : null);

// Answers the owners' questions the simplest way: new hamsters become Breeders, the target gives in brain order.
function play(s: Cam8State, action: Action, faces: number[]): Cam8State {
  let r = resolveAction(s, 0, action, { faces, target: targetOf(action) });
  if (isNeeds(r)) {
    const choices: { gain?: Partial<Hamsters>; give?: Partial<Hamsters> } = {};
    for (const n of r.needs) {
      if (n.kind === 'gain') choices.gain = { breeders: n.count };
      if (n.kind === 'give') {
        let left = n.count;
        const give: Partial<Hamsters> = {};
        for (const o of OCCUPATIONS) {
          give[o] = Math.min(left, n.from[o]);
          left -= give[o];
        }
        choices.give = give;
      }
    }
    r = resolveAction(s, 0, action, { faces, target: targetOf(action), choices });
  }
  if (isRefusal(r) || isNeeds(r)) throw new Error(JSON.stringify(r));
  return r;
}

const herd = (h: Hamsters) => OCCUPATIONS.reduce((n, o) => n + h[o], 0);

// What both sides can see of an outcome: the tracker, the ending, krill and hamster totals, losses by occupation.
function seen(before: Cam8State, after: Cam8State): string {
  const [a, b] = [before.players[0]!, after.players[0]!];
  if (after.gameOver?.kind === 'revolt') return `revolt ${after.feralLevel}`;
  if (after.gameOver?.kind === 'transcended') return 'won';
  // Gains are Breeders or hamsters handed over, so a drop in these three counts is a loss.
  const lost = (o: 'guards' | 'politicians' | 'diggers') => Math.max(0, a.hamsters[o] - b.hamsters[o]);
  const spaces = after.receipt?.dice.filter((d) => d.effect.startsWith('convert')).length ?? 0;
  return [after.feralLevel, after.feralSpace, b.krill - a.krill, herd(b.hamsters) - herd(a.hamsters), lost('guards'), lost('politicians'), lost('diggers'), spaces].join('|');
}
function seenTally(before: Cam8State, t: Tally): string {
  if (t.revolt) return `revolt ${t.feral}`;
  if (t.won) return 'won';
  const lostAll = OCCUPATIONS.reduce((n, o) => n + t.lost[o], 0);
  return [t.feral, t.space, t.krill, t.gained + t.taken - lostAll, t.lost.guards, t.lost.politicians, t.lost.diggers, t.spaces].join('|');
}

function* sequences(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of sequences(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

describe('the preview matches resolving every sequence of faces', () => {
  it('outcomeOdds equals brute-force enumeration through resolveAction, on any printed track', () => {
    assert(
      property(world, ({ mine, theirs, feral, boost, assists, action, track }) => {
        const s = sketchGame([{ hamsters: mine, boost, assists, size: 2 }, { hamsters: theirs }], { feral, track });
        const o = outcomeOdds(s, 0, action, targetOf(action));
        if (isRefusal(o)) throw new Error(o.error);
        const counted = new Map<string, number>();
        let total = 0;
        for (const faces of sequences(o.dice)) {
          const k = seen(s, play(s, action, faces));
          counted.set(k, (counted.get(k) ?? 0) + 1);
          total++;
        }
        const predicted = new Map<string, number>();
        for (const x of o.outcomes) predicted.set(seenTally(s, x.tally), (predicted.get(seenTally(s, x.tally)) ?? 0) + x.p);
        expect([...predicted.keys()].sort()).toEqual([...counted.keys()].sort());
        for (const [k, n] of counted) expect(predicted.get(k)).toBeCloseTo(n / total, 12);
      }),
      { numRuns: 150 },
    );
  });
});

describe('invariants over random play', () => {
  it('no count and no Feral level ever goes below 0; the input is never changed', () => {
    assert(
      property(world, array(integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }), ({ mine, theirs, feral, boost, assists, action, track }, pool) => {
        const s = sketchGame([{ hamsters: mine, boost, assists, krill: 1 }, { hamsters: theirs }], { feral, track });
        const frozen = structuredClone(s);
        const n = outcomeOdds(s, 0, action, targetOf(action));
        if (isRefusal(n)) throw new Error(n.error);
        const after = play(s, action, pool.slice(0, n.dice));
        expect(s).toEqual(frozen);
        expect(after.feralLevel).toBeGreaterThanOrEqual(0);
        for (const w of after.players) {
          for (const o of OCCUPATIONS) expect(w.hamsters[o]).toBeGreaterThanOrEqual(0);
          expect(w.krill).toBeGreaterThanOrEqual(0);
        }
        expect(JSON.parse(JSON.stringify(after))).toEqual(after);
      }),
      { numRuns: 200 },
    );
  });
});
