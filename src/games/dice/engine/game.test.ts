import { describe, expect, it } from 'vitest';
import { checkDiceState } from './check';
import { checkDiceAction, applyDice, describeDice } from './move-table';
import { type DiceAction, type DiceState, newDice } from './game';
import { mergeDice } from './log';
import type { Pool } from './pool';

const d6x2: Pool = { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 };
const roll = (faces: number[], at = 1, pool = d6x2): DiceAction => ({ type: 'roll', pool, faces, at, source: 'app' });
const ok = (x: DiceState | { error: string }): DiceState => {
  if ('error' in x) throw new Error(x.error);
  return x;
};

/** A roll as the app stores it: 2d6 showing 2 and 5. */
const good = () => ok(applyDice(newDice(), roll([2, 5]))).rolls[0]!;

describe('dice game', () => {
  it('starts with 2d6, app dice and an empty history', () => {
    expect(newDice()).toEqual({ pool: d6x2, mode: 'app', rolls: [] });
  });

  it('records rolls in order and remembers the pool rolled', () => {
    const p: Pool = { groups: [{ sides: 20, count: 1 }], perDie: 0, total: 5 };
    let s = ok(applyDice(newDice(), roll([3, 4])));
    s = ok(applyDice(s, roll([17], 2, p)));
    expect(s.rolls.map((r) => r.total)).toEqual([7, 22]);
    expect(s.pool).toEqual(p);
  });

  it('keeps every roll: a game of 5,000 rolls (an imported one) has 5,001 after one more, the oldest first', () => {
    const one = good();
    const long: DiceState = { ...newDice(), rolls: Array.from({ length: 5000 }, (_, i) => ({ ...one, at: i + 1 })) };
    const s = ok(applyDice(long, roll([6, 6], 5001)));
    expect(s.rolls).toHaveLength(5001);
    expect(s.rolls[0]).toBe(long.rolls[0]);
    expect(s.rolls.map((r) => r.at)).toEqual(Array.from({ length: 5001 }, (_, i) => i + 1));
    expect(s.rolls[5000]!.total).toBe(12);
    // The rolls before are the same objects: the journal's patch of this tap is the one new roll.
    expect(s.rolls.slice(0, 5000).every((r, i) => r === long.rolls[i])).toBe(true);
    expect(checkDiceState(s)).toBeNull();
  });

  it('refuses bad pools and faces, and clearing an empty history', () => {
    expect(applyDice(newDice(), { type: 'pool', pool: { ...d6x2, perDie: 500 } })).toEqual({
      error: 'Cannot use those dice: the each-die modifier must be a whole number from −99 to 99.',
    });
    expect(applyDice(newDice(), roll([7, 1]))).toEqual({ error: 'Die 1 (d6) must show a whole number from 1 to 6.' });
    expect(applyDice(newDice(), { type: 'clear' })).toEqual({ error: 'The history is already empty.' });
  });

  it('logs rolls and clears, not pool edits', () => {
    const before = newDice();
    const after = ok(applyDice(before, roll([4, 3])));
    expect(describeDice(roll([4, 3]), before, after)).toBe('Rolled 2d6: 4+3 = 7');
    expect(describeDice({ type: 'clear' }, after, ok(applyDice(after, { type: 'clear' })))).toBe('Cleared 1 rolls from the history');
    expect(describeDice({ type: 'pool', pool: d6x2 }, before, before)).toBeNull();
  });

  it('merges runs of pool edits or mode switches, never rolls', () => {
    const a: DiceAction = { type: 'pool', pool: d6x2 };
    const b: DiceAction = { type: 'pool', pool: { ...d6x2, total: 1 } };
    expect(mergeDice(a, b)).toBe(b);
    expect(mergeDice({ type: 'mode', mode: 'app' }, { type: 'mode', mode: 'real' })).toEqual({ type: 'mode', mode: 'real' });
    expect(mergeDice(a, { type: 'mode', mode: 'real' })).toBeNull();
    expect(mergeDice(roll([1, 1]), roll([2, 2]))).toBeNull();
  });
});

describe('dice checks', () => {
  it('accepts real states and actions', () => {
    const s = ok(applyDice(newDice(), roll([2, 5])));
    expect(checkDiceState(JSON.parse(JSON.stringify(s)))).toBeNull();
    expect(checkDiceAction(roll([1, 2]))).toBeNull();
    expect(checkDiceAction({ type: 'clear' })).toBeNull();
  });

  it.each([
    [{ ...newDice(), mode: 'psychic' }, 'the dice mode is neither app nor real'],
    [{ ...newDice(), rolls: {} }, 'the roll history is not a list'],
    [{ ...newDice(), rolls: [{ at: 1 }] }, 'roll 1: the list of dice is missing'],
    [
      { ...newDice(), rolls: [{ at: 1, pool: d6x2, dice: [{ sides: 6, face: 9, mod: 0, result: 9, group: 0 }], total: 9, source: 'app' }] },
      'roll 1: Die 1 (d6) must show a whole number from 1 to 6.',
    ],
    [{ ...newDice(), rolls: [{ ...good(), total: 12 }] }, 'roll 1 has the total 12, but its dice make 7'],
    [{ ...newDice(), rolls: [{ ...good(), dice: [good().dice[0], { ...good().dice[1], result: 6 }] }] }, 'roll 1, die 2 counts 6, but its face 5 with the modifier 0 makes 5'],
    [{ ...newDice(), rolls: [{ ...good(), dice: [good().dice[0]] }] }, 'roll 1 has 1 dice but its pool has 2'],
    [{ ...newDice(), rolls: [{ ...good(), dice: [good().dice[0], { ...good().dice[1], sides: 8 }] }] }, 'roll 1, die 2 is a d8 but its pool calls for a d6'],
    [
      { ...newDice(), rolls: [{ ...good(), pool: { ...d6x2, perDie: 1, total: -2 }, dice: good().dice.map((d) => ({ ...d, mod: 1, result: d.face + 1 })), total: 9 }] },
      'roll 1 has the total 9, but its dice make 7',
    ],
  ])('rejects a broken state (%#)', (state, error) => {
    expect(checkDiceState(state)).toBe(error);
  });

  it('rejects unknown actions', () => {
    expect(checkDiceAction({ type: 'explode' })).toBe('unknown action "explode"');
    expect(checkDiceAction({ type: 'mode', mode: 'x' })).toBe('a mode action has an unknown mode');
  });
});
