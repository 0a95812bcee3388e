import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { countDice, expandDice, formatDice, returnDice, takeDice } from './dice';
import { commitDice, nextToCommit, startScarcity } from './scarcity';
import { rollScarcity, scarcityDice, scarcityRollers } from './scarcity-roll';
import { must, sketchGame } from './testkit';
import { DICE, SIDES, isRefusal, type CellularState, type DiceSet } from './types';

describe('dice in Microbes and the Center', () => {
  it('taking dice moves them from the Center to the Microbe', () => {
    const s = must(takeDice(sketchGame([{}, {}]), 1, { d6: 2, d12: 1 }));
    expect(s.players[1]?.dice).toEqual({ d4: 0, d6: 2, d8: 0, d12: 1 });
    expect(s.center).toEqual({ d4: 6, d6: 2, d8: 2, d12: 0 });
    expect(s.receipt).toBe('Bo takes 2 d6, 1 d12 from the Center');
  });
  it('you only take what you can get: the Center never goes below 0', () => {
    const s = must(takeDice(sketchGame([{}, {}]), 0, { d8: 3, d12: 2 }));
    expect(s.players[0]?.dice).toEqual({ d4: 0, d6: 0, d8: 2, d12: 1 });
    expect(s.center.d8).toBe(0);
    expect(s.center.d12).toBe(0);
    expect(s.receipt).toBe('Ana takes 2 d8, 1 d12 from the Center (asked for 3 d8, 2 d12; the Center was short)');
  });
  it('returning dice: only those in the Microbe', () => {
    const s = sketchGame([{ d4: 2 }, {}]);
    expect(must(returnDice(s, 0, { d4: 2 })).center.d4).toBe(6);
    expect(returnDice(s, 0, { d4: 3 })).toEqual({ error: 'Ana has only 2 d4 in their Microbe' });
    expect(returnDice(s, 0, { d4: -1 })).toEqual({ error: 'Dice to return: -1 d4 is not a count' });
    expect(takeDice(s, 4, { d4: 1 })).toEqual({ error: 'Player 4 is not in this game' });
  });
  it('formats and expands sets smallest first', () => {
    const d: DiceSet = { d4: 1, d6: 0, d8: 2, d12: 1 };
    expect(expandDice(d)).toEqual(['d4', 'd8', 'd8', 'd12']);
    expect(formatDice(d)).toBe('1 d4, 2 d8, 1 d12');
    expect(countDice(d)).toBe(4);
  });
});

const total = (s: CellularState, k: (typeof DICE)[number]) => s.center[k] + s.players.reduce((n, m) => n + m.dice[k], 0);
const count = fc.integer({ min: 0, max: 4 });
const set = fc.record({ d4: count, d6: count, d8: count, d12: count });

describe('dice are never made or lost', () => {
  it('takes, returns and Scarcity rolls keep every kind at its setup total, no count below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.tuple(fc.constantFrom('take', 'return', 'scarcity'), fc.nat(3), set, fc.array(fc.nat(99), { minLength: 40, maxLength: 40 })), { maxLength: 25 }),
        (p, moves) => {
          const start = sketchGame(Array.from({ length: p }, () => ({})));
          let s = start;
          for (const [kind, who, dice, rand] of moves) {
            const player = who % p;
            let r: CellularState | { error: string } = s;
            if (kind === 'take') r = takeDice(s, player, dice);
            else if (kind === 'return') r = returnDice(s, player, dice);
            else {
              // Everyone commits half of what it holds (rounded down); faces come from the random list.
              r = must(startScarcity(s, Array.from({ length: p }, (_, i) => i), 'x'));
              // (Contenders with no dice are skipped by the engine.)
              for (let i = nextToCommit(r as CellularState); i !== null; i = nextToCommit(r as CellularState)) {
                const mine = (r as CellularState).players[i]!.dice;
                r = must(commitDice(r as CellularState, i, { d4: mine.d4 >> 1, d6: mine.d6 >> 1, d8: mine.d8 >> 1, d12: mine.d12 >> 1 }));
              }
              let k = 0;
              for (let guard = 0; guard < 10 && (r as CellularState).scarcity?.winner === null; guard++) {
                const now = r as CellularState;
                const faces = scarcityRollers(now).map((q) => scarcityDice(now, q).map((d) => 1 + ((rand[k++ % 40] as number) % SIDES[d])));
                r = must(rollScarcity(now, faces));
              }
            }
            if (!isRefusal(r) && r.scarcity?.winner !== null) s = r;
          }
          for (const k of DICE) expect(total(s, k)).toBe(total(start, k));
          expect([s.center, ...s.players.map((m) => m.dice)].flatMap((d) => DICE.map((k) => d[k])).filter((n) => n < 0)).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
