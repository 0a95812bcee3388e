import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzMove } from '../fuzz-testkit';
import { type GeyserAction, type GeyserDoc, newDoc } from './engine/game';
import { applyGeyser } from './engine/move-table';
import { RINGS, currentPlayer, startRollers } from './engine';
import { drawGeyser } from './ui/draw-testkit';
import { def } from './index';

// Bad input never crashes or loses data: any action, however malformed, is applied or refused with a
// reason; it never throws, every game it reaches passes the checks a saved game must pass to open, and its
// screen draws.
const face = fc.oneof({ weight: 19, arbitrary: fc.integer({ min: 1, max: 6 }) }, { weight: 1, arbitrary: fc.constantFrom(0, 7, -1, 2.5, NaN) });
const who = fc.oneof({ weight: 9, arbitrary: fc.nat(3) }, { weight: 1, arbitrary: fc.constantFrom(-1, 9, 1.5) });
const junk = fc.anything({ maxDepth: 1 });
const player = (i: number) => ({ name: ['Ana', 'Bo', 'Cy', 'Di'][i] ?? `P${i}`, colour: '#123456' });
// Tokens for moves by whoever may make them now: 'roll' a start roll that settles, and by the player whose
// turn it is: 'attack', 'claim' a geyser (a correction), 'land' on a geyser, 'again' onto one of a ring it
// already holds, and 'mother' (moving into the Mother Geyser, or another token into it for its holder).
type Token = 'roll' | 'attack' | 'claim' | 'mother' | 'land' | 'again';
const action: fc.Arbitrary<GeyserAction | Token> = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom<Token>('roll', 'roll', 'roll', 'attack', 'attack', 'claim', 'claim', 'claim', 'mother', 'land', 'land', 'again') },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 5 }).map((n) => ({ type: 'setup', setup: { players: Array.from({ length: n }, (_, i) => player(i)) } }) as GeyserAction) },
  { weight: 2, arbitrary: fc.constant({ type: 'start' } as GeyserAction) },
  { weight: 4, arbitrary: fc.array(face, { maxLength: 5 }).map((faces) => ({ type: 'startRoll', faces }) as GeyserAction) },
  { weight: 6, arbitrary: fc.constant({ type: 'endTurn' } as GeyserAction) },
  { weight: 3, arbitrary: fc.tuple(face, face).map((faces) => ({ type: 'fire', faces }) as GeyserAction) },
  { weight: 3, arbitrary: fc.tuple(who, who, fc.constantFrom(null, 'mother', ...RINGS, '8/6')).map(([attacker, defender, at]) => ({ type: 'attack', attacker, defender, at }) as GeyserAction) },
  { weight: 4, arbitrary: fc.tuple(face, face).map((faces) => ({ type: 'battle', faces }) as GeyserAction) },
  { weight: 2, arbitrary: fc.constant({ type: 'retreat' } as GeyserAction) },
  { weight: 8, arbitrary: fc.tuple(fc.constantFrom('claim', 'claim', 'lose'), who, fc.constantFrom(...RINGS, 'x')).map(([type, p, ring]) => ({ type, player: p, ring }) as GeyserAction) },
  { weight: 3, arbitrary: who.map((p) => ({ type: 'enterMother', player: p }) as GeyserAction) },
  { weight: 2, arbitrary: fc.tuple(who, fc.constantFrom(...RINGS, 'x'), fc.constantFrom(undefined, true, false, 'yes')).map(([p, ring, held]) => ({ type: 'land', player: p, ring, held }) as GeyserAction) },
  { weight: 1, arbitrary: fc.constant({ type: 'leaveMother' } as GeyserAction) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('fire', 'battle', 'attack', 'claim', 'startRoll', 'setup', 'nap'), faces: junk, player: junk, ring: junk, setup: junk }) as unknown as fc.Arbitrary<GeyserAction> },
);

// What the rules count: every tribe's geysers and who holds the Mother Geyser.
const counts = (doc: GeyserDoc) => (doc.stage === 'play' ? [doc.game.players, doc.game.mother] : null);

// The board's rings typed at setup: absent (the app's reading), the reading typed out, another board with
// fewer rings (so some ring slots are empty), or text that is refused (the game then stays in setup).
const board = fc.constantFrom(undefined, '', '2/12, 3/11, 4/10, 5/9, 6/8, 7', '2/3/4, 5/6, 7, 8/9, 10/11/12', '2/7, 3/12, 4/11, 5/10, 6/9, 8', '6/8', 'x');

describe('Geyser saved game under any input', () => {
  it('never throws; every game reached passes the saved-game checks, survives JSON and draws; never two moves in one Geyser turn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), board, fc.array(action, { minLength: 30, maxLength: 200 }), fc.array(face, { minLength: 1, maxLength: 9 }), (n, rings, actions, faces) => {
        // Usually a started game (n = 1 stays in setup), on the default board or one set at setup; everything
        // after is as random as can be.
        const setup: GeyserAction = { type: 'setup', setup: { players: Array.from({ length: n }, (_, i) => player(i)), rings } };
        const form = applyGeyser(newDoc(), setup) as GeyserDoc;
        const begun = n < 2 ? form : applyGeyser(form, { type: 'start' });
        // A board's rings that do not read are refused at the start, with the reason: the form stays as it was.
        const refused = 'error' in begun ? begun.error : null;
        expect(refused?.replace(/^The board's rings: .+/, 'refused for its rings') ?? 'started').toMatch(/^(started|refused for its rings)$/);
        let d: GeyserDoc = 'error' in begun ? form : begun;
        // Moves applied in the current turn (a battle started, onto a geyser, into the Mother Geyser): at most one.
        let moves = 0;
        let turn = '';
        for (const [i, x] of actions.entries()) {
          const g = d.stage === 'play' ? d.game : null;
          const f = (k: number) => faces[(i + k) % faces.length] as number;
          const me = (g && currentPlayer(g)) ?? 0;
          const tokens: Record<Token, GeyserAction> = {
            // One roller (which one varies) throws a 6 and the others 1 to 5, so the start settles and turns are played.
            roll: { type: 'startRoll', faces: g ? startRollers(g).map((_, k, all) => (k === i % all.length ? 6 : (f(k) % 5) + 1)) : [] },
            attack: { type: 'attack', attacker: me, defender: f(0) % 4, at: f(1) === 6 ? 'mother' : (RINGS[f(1) - 1] ?? null) },
            claim: { type: 'claim', player: me, ring: RINGS[f(0) - 1] ?? '7' },
            mother: { type: 'enterMother', player: me },
            land: { type: 'land', player: me, ring: RINGS[f(2) - 1] ?? '7' },
            again: { type: 'land', player: me, ring: (g && RINGS.find((r) => g.players[me]!.geysers[r] > 0)) ?? '7', held: true },
          };
          const a: GeyserAction = typeof x === 'string' ? tokens[x] : x;
          const next = fuzzMove(def, d, a);
          if (next === null) continue;
          // Landing on a geyser the tribe already holds, or moving another token into the Mother Geyser it
          // holds, changes no count: still one geyser.
          const again = (a.type === 'land' && a.held === true) || (a.type === 'enterMother' && g?.mother === a.player);
          expect(again ? counts(next) : null).toEqual(again ? counts(d) : null);
          d = next;
          expect(drawGeyser(d)).toMatch(/class="geyser stack( setup)?"/);
          if (d.stage !== 'play') continue;
          const now = `${d.game.round}:${d.game.turn}:${d.game.phase}`;
          if (now !== turn) [turn, moves] = [now, 0];
          if (a.type === 'attack' || a.type === 'land' || a.type === 'enterMother') moves++;
          expect(moves).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 150 },
    );
  });
});
