import { describe, expect, it } from 'vitest';
import { rollForEffect } from './effect';
import { openScarcity } from './scarcity';
import { must, sketchGame } from './testkit';
import { noDice } from './dice';

const dice = (d: Partial<ReturnType<typeof noDice>>) => ({ ...noDice(), ...d });

describe('Rolls for card effects (rule text, Rolling Dice)', () => {
  it('"the chosen dice must come from your Microbe" and "after rolling any dice, they get returned to the Center"', () => {
    const s = sketchGame([{ d6: 2, d4: 1 }, {}]);
    const after = must(rollForEffect(s, 0, dice({ d4: 1, d6: 1 }), [3, 5], false));
    expect(after.players[0]!.dice).toEqual(dice({ d6: 1 }));
    expect(after.center.d4).toBe(s.center.d4 + 1);
    expect(after.center.d6).toBe(s.center.d6 + 1);
    expect(after.effect).toEqual({ player: 0, dice: [{ die: 'd4', face: 3 }, { die: 'd6', face: 5 }], total: 8, kept: false });
    expect(after.receipt).toBe('Ana rolls d4 3 + d6 5 = 8 for a card effect; the dice go back to the Center');
  });
  it('"unless specified otherwise": a card that keeps the dice leaves them in the Microbe', () => {
    const s = sketchGame([{ d8: 1 }, {}]);
    const after = must(rollForEffect(s, 0, dice({ d8: 1 }), [8], true));
    expect(after.players[0]!.dice).toEqual(s.players[0]!.dice);
    expect(after.center).toEqual(s.center);
    expect(after.receipt).toBe("Ana rolls d8 8 = 8 for a card effect; the dice stay in Ana's Microbe");
  });
  it('refuses dice not in the Microbe, no dice, faces off their die, and rolls while a Scarcity roll is open', () => {
    const s = sketchGame([{ d6: 1 }, {}]);
    expect(rollForEffect(s, 0, dice({ d6: 2 }), [1, 1], false)).toEqual({ error: 'Ana can only roll dice from their Microbe (1 d6)' });
    expect(rollForEffect(s, 0, dice({}), [], false)).toEqual({ error: "Pick at least one of Ana's dice to roll" });
    expect(rollForEffect(s, 0, dice({ d6: 1 }), [7], false)).toEqual({ error: "Ana's d6: 7 is not a face (1 to 6)" });
    expect(rollForEffect(s, 0, dice({ d6: 1 }), [], false)).toEqual({ error: '1 face is needed' });
    expect(rollForEffect(s, 5, dice({ d6: 1 }), [1], false)).toEqual({ error: 'Player 5 is not in this game' });
    const open = must(openScarcity(s, [0, 1], 'a Trait', false));
    expect(rollForEffect(open, 0, dice({ d6: 1 }), [1], false)).toEqual({ error: 'Finish the Scarcity roll first' });
    expect(rollForEffect({ ...s, phase: 'scoring' }, 0, dice({ d6: 1 }), [1], false)).toEqual({ error: 'Card effects are rolled during the Rounds' });
  });
});
