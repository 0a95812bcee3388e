import { describe, expect, it } from 'vitest';
import { checkCam8State } from './check';
import type { Cam8Doc } from './game';
import { feed, resolveAction } from './index';
import { type Pending, chosenMove, resolvePending, waitsForChoice } from './pending';
import { must, sketchGame } from './testkit';

// Ana acts first in Command & Resolve with 1 Breeder; Bo acts next.
const breeding = () => sketchGame([{ hamsters: { breeders: 1 } }, {}]);
const breed: Pending = { kind: 'act', player: 0, action: 'breed', target: null, faces: [5] };
// Feed at Feral 1: Ana (size 1, 4 krill, 2 Breeders and 1 Guard) eats 3× her size with 1 growth die.
const feeding = () => sketchGame([{ krill: 4, hamsters: { breeders: 2, guards: 1 } }, {}], { phase: 'feed', feral: 1 });
const triple: Pending = { kind: 'feed', player: 0, meal: 'triple', faces: [6] };

describe('roll → park → choose: the parked dice resolved once, by one function', () => {
  it('says what parked action dice wait for, with the receipt of those dice', () => {
    // 5 > 4: twice the Breeders, 2 new hamsters whose occupation Ana picks.
    expect(resolvePending(breeding(), breed)).toEqual({
      needs: [{ kind: 'gain', player: 0, count: 2, text: 'Ana: pick the occupation of 2 hamsters' }],
      receipt: { player: 0, who: 'Ana', title: 'Breed', dice: [{ face: 5, modifier: 0, result: 5, effect: '+2 hamsters' }], result: '+2 hamsters' },
    });
  });

  it('finishes the action with the choices, exactly as the move that finishes it', () => {
    const g = must(resolvePending(breeding(), breed, { gain: { guards: 2 } }));
    expect(g.players[0]!.hamsters).toEqual({ breeders: 1, diggers: 0, harvesters: 0, guards: 2, politicians: 0 });
    expect(g.receipt?.result).toBe('+2 hamsters (2 Guards)');
    // Ana's one action is spent: Bo acts next.
    expect([g.active, g.actionsLeft]).toEqual([1, 1]);
    const move = chosenMove(breed, { gain: { guards: 2 } });
    expect(move.type === 'act' && resolveAction(breeding(), move.player, move.action, move.input)).toEqual(g);
  });

  it('says what parked growth dice wait for: who flees, when the krill left feeds only some hamsters', () => {
    // 3 krill eaten, 1 left for 3 hamsters: 2 flee, of two kinds, so Ana picks; 6 − 1 = 5 > 1 grows.
    expect(resolvePending(feeding(), triple)).toEqual({
      needs: [{ kind: 'flee', player: 0, count: 2, from: { breeders: 2, diggers: 0, harvesters: 0, guards: 1, politicians: 0 }, text: 'Ana: pick 2 hamsters to flee to the surface' }],
      receipt: { player: 0, who: 'Ana', title: 'Feed', dice: [{ face: 6, modifier: -1, result: 5, effect: 'growth roll' }], result: 'ate 3× its size (3 krill); growth 5 > 1: grows to size 2' },
    });
    const g = must(resolvePending(feeding(), triple, { flee: { breeders: 1, guards: 1 } }));
    expect([g.players[0]!.size, g.players[0]!.krill, g.players[0]!.hamsters.breeders, g.players[0]!.hamsters.guards, g.fled]).toEqual([2, 0, 1, 0, 2]);
    expect(g.receipt?.result).toBe('ate 3× its size (3 krill); growth 5 > 1: grows to size 2; 1 fed, 2 fled (1 Breeder, 1 Guard)');
    const move = chosenMove(triple, { flee: { breeders: 1, guards: 1 } });
    expect(move.type === 'feed' && feed(feeding(), move.player, move.input)).toEqual(g);
  });

  it('passes on the rules’ refusal', () => {
    expect(resolvePending(breeding(), { ...breed, player: 1 })).toEqual({ error: "It is Ana's turn to act" });
    expect(resolvePending(feeding(), { ...triple, faces: [6, 6] })).toEqual({ error: "Ana's growth roll: needs 1 die, got 2" });
  });

  it('makes the move that finishes the dice: the same dice, the choices that move takes', () => {
    const choices = { gain: { guards: 2 }, give: { breeders: 1 }, flee: { diggers: 1 } };
    expect(chosenMove({ ...breed, action: 'recruitHamsters', target: 1 }, choices)).toEqual({
      type: 'act',
      player: 0,
      action: 'recruitHamsters',
      input: { faces: [5], target: 1, choices: { gain: { guards: 2 }, give: { breeders: 1 } } },
    });
    expect(chosenMove({ kind: 'feed', player: 1, meal: 'less', faces: [], eats: 2 }, choices)).toEqual({ type: 'feed', player: 1, input: { meal: 'less', eats: 2, faces: [], flee: { diggers: 1 } } });
  });

  it('parks only dice whose outcome waits on choices, never on more dice', () => {
    expect(waitsForChoice(resolvePending(breeding(), breed))).toBe(true);
    expect(waitsForChoice(resolveAction(breeding(), 0, 'breed'))).toBe(false);
    expect(waitsForChoice(resolvePending(breeding(), { ...breed, faces: [3] }, { gain: { guards: 1 } }))).toBe(false);
    expect(waitsForChoice({ error: 'no' })).toBe(false);
  });

  it('reads a saved game whose parked action has no target as aimed at nobody', () => {
    const parked = { stage: 'play', game: breeding(), clock: null, pending: { kind: 'act', player: 0, action: 'breed', faces: [5] } };
    expect(checkCam8State(JSON.parse(JSON.stringify(parked)))).toBeNull();
    const done: Cam8Doc = { stage: 'play', game: breeding(), clock: null, pending: { ...breed, faces: [3] } };
    // 3 is 2 to 4: 1 hamster, and a lone new hamster still needs its occupation; a Harvest needs nothing.
    expect(checkCam8State(done)).toBeNull();
    expect(checkCam8State({ ...done, pending: { ...breed, action: 'harvest' } })).toBe('the dice waiting for a choice do not fit the game');
  });
});
