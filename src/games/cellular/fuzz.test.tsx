import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzMove } from '../fuzz-testkit';
import { type CellularAction, type CellularDoc, newDoc } from './engine/game';
import { applyCellular } from './engine/move-table';
import { type CellularState, DICE, type DiceSet, contestDice, nextContestPicker, nextToCommit, noDice, nutrients, scarcityDice, scarcityRollers, SIDES } from './engine';
import { checkCellularState } from './engine/check';
import { drawCellular } from './ui/draw-testkit';
import { def } from './index';

// Bad input never crashes or loses data: any action, however malformed, is applied or refused with a
// reason; it never throws, every game it reaches passes the checks a saved game must pass to open, and
// its screen draws. While picks are secret, the screen is the same whatever was picked.
const who = fc.oneof({ weight: 9, arbitrary: fc.nat(3) }, { weight: 1, arbitrary: fc.constantFrom(-1, 9, 0.5) });
const count = fc.oneof({ weight: 10, arbitrary: fc.constant(0) }, { weight: 9, arbitrary: fc.nat(3) }, { weight: 1, arbitrary: fc.constantFrom(-1, 1.5, 99) });
const dice = fc.record({ d4: count, d6: count, d8: count, d12: count });
const junk = fc.anything({ maxDepth: 1 });
const orNull = <T,>(x: fc.Arbitrary<T>) => fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: x });
const evolution = fc.record({ outcome: orNull(fc.constantFrom('gain', 'loss', 'unmet', 'tied', 'tied')), points: orNull(count) });
// Mostly whole sheets (so games end), some half-entered, some in the shape saved before outcomes.
const sheet = fc.oneof(
  { weight: 6, arbitrary: fc.record({ faceDown: count, mutations: count, evolutions: fc.array(evolution, { maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ faceDown: orNull(count), mutations: orNull(count), evolutions: orNull(fc.array(evolution, { maxLength: 3 })) }) },
  { weight: 1, arbitrary: fc.record({ faceDown: count, mutations: count, evolutions: fc.array(fc.integer({ min: -9, max: 9 }), { maxLength: 3 }) }) },
);
const player = (i: number) => ({ name: ['Ana', 'Bo', 'Cy', 'Di'][i] ?? `P${i}`, colour: '#123456' });
const as = (x: fc.Arbitrary<unknown>) => x as fc.Arbitrary<CellularAction>;
const action: fc.Arbitrary<CellularAction | 'roll' | 'commit' | 'contestPick' | 'contestCast'> = fc.oneof(
  { weight: 1, arbitrary: as(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.boolean()).map(([n, snakeDraft]) => ({ type: 'setup', setup: { players: Array.from({ length: n }, (_, i) => player(i)), snakeDraft } }))) },
  { weight: 2, arbitrary: as(fc.constantFrom({ type: 'start' }, { type: 'genome' }, { type: 'genome' }, { type: 'finish' })) },
  { weight: 12, arbitrary: as(fc.constant({ type: 'next' })) },
  { weight: 1, arbitrary: as(fc.oneof(fc.nat(70), fc.constantFrom(-1, 2.5)).map((cards) => ({ type: 'genePool', cards }))) },
  { weight: 5, arbitrary: as(fc.tuple(fc.constantFrom('take', 'return'), who, dice).map(([type, p, d]) => ({ type, player: p, dice: d }))) },
  { weight: 3, arbitrary: as(fc.tuple(fc.array(who, { maxLength: 4 }), fc.string({ maxLength: 8 })).map(([contenders, prize]) => ({ type: 'scarcity', contenders, prize }))) },
  { weight: 5, arbitrary: as(fc.tuple(who, dice).map(([p, d]) => ({ type: 'commit', player: p, dice: d }))) },
  // 'commit' stands for the next contender's pick of some of its own dice.
  { weight: 5, arbitrary: fc.constant('commit' as const) },
  // 'roll' stands for a throw with faces that fit the dice (so that Scarcity rolls can end); junk throws come below.
  { weight: 5, arbitrary: fc.constant('roll' as const) },
  { weight: 1, arbitrary: as(fc.array(fc.array(fc.integer({ min: -1, max: 13 }), { maxLength: 3 }), { maxLength: 4 }).map((faces) => ({ type: 'roll', faces }))) },
  { weight: 4, arbitrary: as(fc.tuple(who, sheet).map(([p, s]) => ({ type: 'nutrients', player: p, sheet: s }))) },
  { weight: 2, arbitrary: as(fc.tuple(who, dice, fc.array(fc.integer({ min: 0, max: 13 }), { maxLength: 4 }), fc.boolean()).map(([p, d, faces, keep]) => ({ type: 'effect', player: p, dice: d, faces, keep }))) },
  // Card-effect rolls of players against each other: a start, then 'contestPick' / 'contestCast' stand for fair
  // picks and casts (as 'commit' and 'roll' do), with junk picks and casts beside them.
  { weight: 2, arbitrary: as(fc.tuple(fc.array(who, { maxLength: 4 }), fc.boolean()).map(([rollers, keep]) => ({ type: 'contest', rollers, keep }))) },
  { weight: 4, arbitrary: fc.constantFrom('contestPick' as const, 'contestCast' as const) },
  { weight: 1, arbitrary: as(fc.tuple(who, dice).map(([p, x]) => ({ type: 'contestPick', player: p, dice: x }))) },
  { weight: 1, arbitrary: as(fc.array(fc.array(fc.integer({ min: -1, max: 13 }), { maxLength: 3 }), { maxLength: 4 }).map((faces) => ({ type: 'contestCast', faces }))) },
  { weight: 1, arbitrary: as(fc.record({ type: fc.constantFrom('take', 'commit', 'roll', 'nutrients', 'scarcity', 'setup', 'nap'), player: junk, dice: junk, faces: junk, sheet: junk, setup: junk, contenders: junk })) },
);

const countDiceOf = (d: Record<string, number>) => DICE.reduce((n, k) => n + (d[k] ?? 0), 0);

// The next contender picks some of the dice in its Microbe (which ones come from the list).
function fairCommit(d: CellularDoc, faces: number[]): CellularAction {
  const g = d.stage === 'play' ? d.game : null;
  const p = g ? nextToCommit(g) : null;
  if (!g || p === null) return { type: 'commit', player: 0, dice: { d4: 0, d6: 0, d8: 0, d12: 0 } };
  const mine = g.players[p]!.dice;
  const pick = { d4: 0, d6: 0, d8: 0, d12: 0 };
  for (const [i, k] of DICE.entries()) pick[k] = (faces[i % faces.length] ?? 0) % (mine[k] + 1);
  return { type: 'commit', player: p, dice: pick };
}

// The next roller picks some of its own dice for the card-effect roll; a fair cast once all have picked.
function fairContest(d: CellularDoc, kind: 'contestPick' | 'contestCast', faces: number[]): CellularAction {
  const g = d.stage === 'play' ? d.game : null;
  if (kind === 'contestCast') {
    let k = 0;
    return { type: 'contestCast', faces: (g?.contest?.rollers ?? []).map((p) => contestDice(g!, p).map((die) => 1 + ((faces[k++ % faces.length] ?? 0) % SIDES[die]))) };
  }
  const p = g ? nextContestPicker(g) : null;
  if (!g || p === null) return { type: 'contestPick', player: 0, dice: noDice() };
  const mine = g.players[p]!.dice;
  const pick = noDice();
  for (const [i, k] of DICE.entries()) pick[k] = (faces[(i + 1) % faces.length] ?? 0) % (mine[k] + 1);
  return { type: 'contestPick', player: p, dice: pick };
}

// A fair throw for whoever rolls now: faces from the list, kept on each die.
function fairThrow(d: CellularDoc, faces: number[]): CellularAction {
  if (d.stage !== 'play') return { type: 'roll', faces: [] };
  const g = d.game;
  let k = 0;
  return { type: 'roll', faces: scarcityRollers(g).map((p) => scarcityDice(g, p).map((die) => 1 + ((faces[k++ % faces.length] ?? 0) % SIDES[die]))) };
}

describe('Cellular Powerhouse saved game under any input', () => {
  it('never throws; every game reached passes the saved-game checks and draws; secret picks never show; dice are never made or lost; a tie never pays an Evolution', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.boolean(), fc.array(action, { minLength: 40, maxLength: 200 }), fc.array(fc.nat(11), { minLength: 1, maxLength: 20 }), (seats, snake, actions, faces) => {
        // Usually a started game (1 seat stays in setup); everything after is as random as can be.
        const setup: CellularAction = { type: 'setup', setup: { players: Array.from({ length: seats }, (_, i) => player(i)), snakeDraft: snake } };
        let d: CellularDoc = seats < 2 ? newDoc() : (applyCellular(applyCellular(newDoc(), setup) as CellularDoc, { type: 'start' }) as CellularDoc);
        let totals: string | null = d.stage === 'play' ? DICE.map((k) => (d as { game: { center: Record<string, number> } }).game.center[k]).join() : null;
        for (const x of actions) {
          const a = x === 'roll' ? fairThrow(d, faces) : x === 'commit' ? fairCommit(d, faces) : x === 'contestPick' || x === 'contestCast' ? fairContest(d, x, faces) : x;
          const next = fuzzMove(def, d, a);
          if (next === null) continue;
          d = next;
          const html = drawCellular(d);
          expect(html).toMatch(/class="cellular stack( setup)?"/);
          if (d.stage !== 'play') continue;
          const g = d.game;
          const s = g.scarcity;
          // While picks are secret, swap every pick made so far for a different one: not one character may change.
          const secret = s !== null && s.mode === null;
          const other = secret ? s.commits.map((c, i) => (c === null ? null : countDiceOf(c) === 0 ? g.players[s.contenders[i]!]!.dice : noDice())) : null;
          const swapped = other && s ? drawCellular({ stage: 'play', game: { ...g, scarcity: { ...s, commits: other } } }) : html;
          expect(swapped).toBe(html);
          // The same for a card-effect roll's picks before the cast.
          const c = g.contest;
          const others = c && c.rolls === null ? c.commits.map((pick, i) => (pick === null ? null : countDiceOf(pick) === 0 ? g.players[c.rollers[i]!]!.dice : noDice())) : null;
          const hidden = others && c ? drawCellular({ stage: 'play', game: { ...g, contest: { ...c, commits: others } } }) : html;
          expect(hidden).toBe(html);
          // A tie never pays an Evolution: each counted total is cards + 5 × Mutations + the Evolutions met, none tied.
          for (const m of g.players) {
            const sh = m.sheet;
            if (!sh || nutrients(sh) === null) continue;
            const paid = sh.evolutions!.reduce((t, e) => t + (e.outcome === 'gain' ? e.points! : e.outcome === 'loss' ? -e.points! : 0), 0);
            expect(nutrients(sh)).toBe(sh.faceDown! + 5 * sh.mutations! + paid);
          }
          // Every kind of die: Center + Microbes stays what setup put out.
          const now = DICE.map((k) => g.center[k] + g.players.reduce((n, m) => n + m.dice[k], 0)).join();
          if (a.type === 'start') totals = now;
          expect(now).toBe(totals);
        }
      }),
      { numRuns: 150 },
    );
  });
});

// Only moves the screens offer, chosen at random, to the end of the game: every position on the way is one the
// rules reach, so the saved-game checks (dice, counters, each roll's story, the winner) must accept every one.
function legalMove(g: CellularState, r: (m: number) => number): CellularAction {
  const n = g.players.length;
  const some = (have: DiceSet): DiceSet => ({ d4: r(have.d4 + 1), d6: r(have.d6 + 1), d8: r(have.d8 + 1), d12: r(have.d12 + 1) });
  const p = r(n);
  const mine = g.players[p]!.dice;
  const next = nextToCommit(g);
  if (next !== null) return { type: 'commit', player: next, dice: r(3) ? some(g.players[next]!.dice) : noDice() };
  const picker = nextContestPicker(g);
  if (picker !== null) return { type: 'contestPick', player: picker, dice: r(3) ? some(g.players[picker]!.dice) : noDice() };
  if (g.contest && g.contest.rolls === null) return { type: 'contestCast', faces: g.contest.rollers.map((q) => contestDice(g, q).map((x) => 1 + r(SIDES[x]))) };
  if (scarcityRollers(g).length) return { type: 'roll', faces: scarcityRollers(g).map((q) => scarcityDice(g, q).map((d) => 1 + r(Math.min(SIDES[d], 3)))) };
  if (g.phase === 'genomes') return r(4) ? { type: 'genome' } : { type: 'take', player: p, dice: some(g.center) };
  if (g.phase === 'scoring') {
    const blank = g.players.findIndex((m) => nutrients(m.sheet) === null);
    if (blank < 0) return { type: 'finish' };
    const evolutions = Array.from({ length: r(3) }, () => ({ outcome: (['gain', 'loss', 'unmet', 'tied'] as const)[r(4)]!, points: r(4) }));
    return { type: 'nutrients', player: blank, sheet: { faceDown: r(4), mutations: r(2), evolutions } };
  }
  const pick = some(mine);
  const picked = DICE.reduce((t, k) => t + pick[k], 0);
  switch (r(9)) {
    case 0:
    case 1:
      return { type: 'take', player: p, dice: some(g.center) };
    case 2:
      return { type: 'return', player: p, dice: some(mine) };
    case 3: {
      const them = g.players.map((_, i) => i).filter(() => r(3) > 0);
      return { type: 'scarcity', contenders: them.length >= 2 ? them : [0, 1], prize: 'a Trait' };
    }
    case 4:
      if (picked > 0) return { type: 'effect', player: p, dice: pick, faces: Array.from({ length: picked }, () => 1 + r(4)), keep: r(2) === 0 };
      return { type: 'next' };
    case 6: {
      const them = g.players.map((_, i) => i).filter(() => r(2) > 0);
      const withDice = g.players.some((m, i) => them.includes(i) && DICE.some((x) => m.dice[x] > 0));
      return them.length >= 2 && withDice ? { type: 'contest', rollers: them, keep: r(3) === 0 } : { type: 'take', player: p, dice: some(g.center) };
    }
    case 5:
      if (g.step === 'genePool') return { type: 'genePool', cards: r(20 * n + 1) };
      return { type: 'next' };
    default:
      return { type: 'next' };
  }
}

describe('Cellular Powerhouse random games played by the rules', () => {
  it('pass the saved-game checks at every step, Scarcity rolls, card-effect rolls (against each other too) and ties for the game included, to the end', () => {
    let over = 0;
    let tiesForGame = 0;
    let contests = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.boolean(), fc.array(fc.nat(999), { minLength: 50, maxLength: 50 }), (seats, snake, seed) => {
        let k = 0;
        const r = (m: number) => (seed[k % seed.length]! + 7 * k++) % m;
        const setup: CellularAction = { type: 'setup', setup: { players: Array.from({ length: seats }, (_, i) => player(i)), snakeDraft: snake } };
        let d = applyCellular(applyCellular(newDoc(), setup) as CellularDoc, { type: 'start' }) as CellularDoc;
        for (let step = 0; step < 600 && d.stage === 'play' && d.game.phase !== 'over'; step++) {
          const a = legalMove(d.game, r);
          const next = applyCellular(d, a);
          // Every move the screens offer is taken.
          if ('error' in next) throw new Error(`${JSON.stringify(a)} refused: ${next.error}`);
          expect(checkCellularState(JSON.parse(JSON.stringify(next)))).toBeNull();
          d = next;
        }
        const g = (d as { game: CellularState }).game;
        expect(g.phase).toBe('over');
        over++;
        if (g.scarcity?.decidesGame) tiesForGame++;
        if (g.contest?.rolls) contests++;
      }),
      { numRuns: 300 },
    );
    // The games went the whole way, some of them through a tie for the most Nutrients.
    expect(over).toBe(300);
    expect(tiesForGame).toBeGreaterThan(10);
    expect(contests).toBeGreaterThan(10);
  });
});
