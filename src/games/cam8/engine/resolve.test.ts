import { describe, it, expect } from 'vitest';
import { resolveAction, endActions } from './resolve';
import { must, sketchGame } from './testkit';
import type { Cam8State } from './types';

const me = (s: Cam8State) => s.players[0]!;
const them = (s: Cam8State) => s.players[1]!;
const breedAll = (n: number) => ({ gain: { breeders: n } });

const breeding = (breeders: number, feral = 0) => sketchGame([{ hamsters: { breeders } }, {}], { feral });
const boosted = (boost: number) => sketchGame([{ boost }, {}]);

describe('Breed (r<2 → half rounded up, r>4 → double, else B)', () => {
  const g = breeding;
  it('r = 1 gains half of 3 Breeders, rounded up: 2', () => {
    const s = must(resolveAction(g(3), 0, 'breed', { faces: [1], choices: breedAll(2) }));
    expect(me(s).hamsters.breeders).toBe(5);
  });
  it('half of 1 Breeder rounds up to 1; half of 4 is 2', () => {
    expect(me(must(resolveAction(g(1), 0, 'breed', { faces: [1], choices: breedAll(1) }))).hamsters.breeders).toBe(2);
    expect(me(must(resolveAction(g(4), 0, 'breed', { faces: [1], choices: breedAll(2) }))).hamsters.breeders).toBe(6);
  });
  it('r = 2 (not < 2) gains B', () => {
    expect(me(must(resolveAction(g(3), 0, 'breed', { faces: [2], choices: breedAll(3) }))).hamsters.breeders).toBe(6);
  });
  it('r = 4 (not > 4) gains B; r = 5 gains 2B', () => {
    expect(me(must(resolveAction(g(3), 0, 'breed', { faces: [4], choices: breedAll(3) }))).hamsters.breeders).toBe(6);
    expect(me(must(resolveAction(g(3), 0, 'breed', { faces: [5], choices: breedAll(6) }))).hamsters.breeders).toBe(9);
  });
  it('the Feral level lowers the die: face 5 at level 1 is r = 4 → B', () => {
    const s = must(resolveAction(g(2, 1), 0, 'breed', { faces: [5], choices: breedAll(2) }));
    expect(me(s).hamsters.breeders).toBe(4);
    expect(s.receipt?.dice).toEqual([{ face: 5, modifier: -1, result: 4, effect: '+2 hamsters' }]);
  });
  it('asks the owner for the new hamsters’ occupations, and checks the count', () => {
    expect(resolveAction(g(2), 0, 'breed', { faces: [3] })).toEqual({
      needs: [{ kind: 'gain', player: 0, count: 2, text: 'Ana: pick the occupation of 2 hamsters' }],
      // The dice already rolled, shown while the owner chooses.
      receipt: { player: 0, who: 'Ana', title: 'Breed', dice: [{ face: 3, modifier: 0, result: 3, effect: '+2 hamsters' }], result: '+2 hamsters' },
    });
    expect(resolveAction(g(2), 0, 'breed', { faces: [3], choices: { gain: { guards: 1 } } })).toHaveProperty('error');
    const s = must(resolveAction(g(2), 0, 'breed', { faces: [3], choices: { gain: { guards: 1, diggers: 1 } } }));
    expect(me(s).hamsters).toEqual({ breeders: 2, diggers: 1, harvesters: 0, guards: 1, politicians: 0 });
  });
  it('asks for the die when no faces are given', () => {
    expect(resolveAction(g(2), 0, 'breed')).toEqual({ needs: [{ kind: 'dice', count: 1, text: 'Roll 1 die for Breed' }] });
  });
});

describe('modified results of 0 and below', () => {
  it('a negative result is still "under 2" for Breed and Harvest: half, rounded up', () => {
    // face 1 at Feral 4 → −3
    const b = must(resolveAction(breeding(3, 4), 0, 'breed', { faces: [1], choices: breedAll(2) }));
    expect(b.receipt?.dice[0]).toEqual({ face: 1, modifier: -4, result: -3, effect: '+2 hamsters' });
    const h = must(resolveAction(sketchGame([{ hamsters: { harvesters: 1 } }, {}], { feral: 5 }), 0, 'harvest', { faces: [6] }));
    expect([h.players[0]?.krill, h.receipt?.dice[0]?.result]).toEqual([1, 1]);
  });
  it('Invade: 0 and below lose a Guard even against a target with no Guards, 1 converts', () => {
    const g = sketchGame([{ hamsters: { guards: 3 } }, { hamsters: {} }], { feral: 3 });
    // faces 3, 4, 1 → 0, 1, −2
    const s = must(resolveAction(g, 0, 'invade', { faces: [3, 4, 1], target: 1 }));
    expect(s.receipt?.dice.map((d) => d.effect)).toEqual(['−1 Guard', 'convert 1 space from Bo', '−1 Guard']);
    expect(me(s).hamsters.guards).toBe(1);
  });
});

describe('Harvest Krill', () => {
  const g = sketchGame([{ hamsters: { harvesters: 5 }, krill: 1 }, {}]);
  it.each([
    [1, 1 + 3], // r<2: ceil(5/2) = 3
    [2, 1 + 5],
    [4, 1 + 5],
    [5, 1 + 10],
  ])('face %i → krill %i', (face, krill) => {
    expect(me(must(resolveAction(g, 0, 'harvest', { faces: [face] }))).krill).toBe(krill);
  });
});

describe('Tunnel (r<1: token removed, lose a Digger)', () => {
  it('at Feral 1, face 1 (r=0) collapses and face 2 (r=1) holds', () => {
    const g = sketchGame([{ hamsters: { diggers: 3 } }, {}], { feral: 1 });
    const s = must(resolveAction(g, 0, 'tunnel', { faces: [1, 2, 1] }));
    expect(me(s).hamsters.diggers).toBe(1);
    // Die i belongs to the i-th token placed, so the owner knows which token to take off the board.
    expect(s.receipt?.dice.map((d) => d.effect)).toEqual([
      'token 1 collapses (take it off the board), −1 Digger',
      'token 2 holds',
      'token 3 collapses (take it off the board), −1 Digger',
    ]);
    expect(s.receipt?.result).toBe('−2 Diggers');
  });
  it('may place fewer tokens than Diggers, never more', () => {
    const g = sketchGame([{ hamsters: { diggers: 2 } }, {}]);
    expect(me(must(resolveAction(g, 0, 'tunnel', { faces: [3] }))).hamsters.diggers).toBe(2);
    expect(resolveAction(g, 0, 'tunnel', { faces: [3, 3, 3] })).toHaveProperty('error');
  });
});

describe('Patrol (r>3: Feral −1; r<3: lose a Guard)', () => {
  it('r = 3 does nothing, r = 4 drives one off, r = 2 loses a Guard', () => {
    const g = sketchGame([{ hamsters: { guards: 3 } }, {}], { feral: 2 });
    // faces 5, 6, 4 at −2 → 3, 4, 2
    const s = must(resolveAction(g, 0, 'patrol', { faces: [5, 6, 4] }));
    expect(s.feralLevel).toBe(1);
    expect(me(s).hamsters.guards).toBe(2);
  });
  it('Feral never goes below 0', () => {
    const g = sketchGame([{ hamsters: { guards: 3 } }, {}], { feral: 1 });
    expect(must(resolveAction(g, 0, 'patrol', { faces: [6, 6, 6] })).feralLevel).toBe(0);
  });
  it('Guards never go below 0 even when every die fails', () => {
    const g = sketchGame([{ hamsters: { guards: 2 } }, {}], { feral: 5 });
    expect(me(must(resolveAction(g, 0, 'patrol', { faces: [1, 1] }))).hamsters.guards).toBe(0);
  });
  it('needs exactly one die per Guard', () => {
    const g = sketchGame([{ hamsters: { guards: 2 } }, {}]);
    expect(resolveAction(g, 0, 'patrol', { faces: [4] })).toEqual({ error: 'Patrol: needs 2 dice, got 1' });
  });
});

describe('Invade (r > target Guards: convert; r<1: lose a Guard)', () => {
  const g = sketchGame([{ hamsters: { guards: 3 } }, { hamsters: { guards: 2 } }], { feral: 1 });
  it('r = 2 (equal to 2 Guards) converts nothing, r = 3 converts, r = 0 loses a Guard', () => {
    const s = must(resolveAction(g, 0, 'invade', { faces: [3, 4, 1], target: 1 }));
    expect(s.receipt?.result).toBe('−1 Guard, convert 1 space from Bo');
    expect(me(s).hamsters.guards).toBe(2);
    expect(them(s).hamsters.guards).toBe(2);
  });
  it('needs another whale as target', () => {
    expect(resolveAction(g, 0, 'invade', { faces: [3, 3, 3] })).toEqual({ error: 'Invade needs a target whale' });
    expect(resolveAction(g, 0, 'invade', { faces: [3, 3, 3], target: 0 })).toEqual({ error: 'Ana cannot target itself with Invade' });
  });
});

describe('Recruit Barbarians (r>4: Feral −1 and +1 hamster; r<2: lose a Politician, Feral +1)', () => {
  it('r = 5 recruits, r = 4 and r = 2 do nothing, r = 1 loses a Politician', () => {
    const g = sketchGame([{ hamsters: { politicians: 4 } }, {}], { feral: 2 });
    // at −2: faces 6, 3, 4, 6 → 4, 1, 2, 4 : only the 1 counts
    const s = must(resolveAction(g, 0, 'recruitBarbarians', { faces: [6, 3, 4, 6] }));
    expect(s.feralLevel).toBe(3);
    expect(me(s).hamsters.politicians).toBe(3);
    const t = must(resolveAction(sketchGame([{ hamsters: { politicians: 2 } }, {}], { feral: 1 }), 0, 'recruitBarbarians', { faces: [6, 6], choices: { gain: { guards: 2 } } }));
    expect(t.feralLevel).toBe(0); // 1 → 0 → stays 0
    expect(me(t).hamsters).toMatchObject({ politicians: 2, guards: 2 });
  });
  it('the revolt comes exactly when the level passes 5, and stops the remaining dice', () => {
    const at4 = sketchGame([{ hamsters: { politicians: 2 } }, {}], { feral: 4 });
    const five = must(resolveAction(at4, 0, 'recruitBarbarians', { faces: [1, 6] }));
    expect(five.feralLevel).toBe(5);
    expect(five.gameOver).toBeNull();
    const six = must(resolveAction(at4, 0, 'recruitBarbarians', { faces: [1, 1] }));
    expect(six.feralLevel).toBe(6);
    expect(six.gameOver?.kind).toBe('revolt');
    expect(six.gameOver?.winner).toBeNull();
    const early = must(resolveAction(sketchGame([{ hamsters: { politicians: 3 } }, {}], { feral: 5 }), 0, 'recruitBarbarians', { faces: [1, 1, 1] }));
    expect(early.feralLevel).toBe(6);
    expect(early.receipt?.dice.map((d) => d.effect)).toEqual(['−1 Politician, Feral +1', 'not resolved: the game is over', 'not resolved: the game is over']);
    expect(resolveAction(early, 0, 'engineer')).toHaveProperty('error');
  });
});

describe('Recruit Hamsters (r > target Politicians: target gives a hamster)', () => {
  const g = sketchGame([{ hamsters: { politicians: 3 } }, { hamsters: { politicians: 2, guards: 1, diggers: 1 } }]);
  it('r = 2 takes nothing, r = 3 takes one; the target picks which and it keeps its occupation', () => {
    const asked = resolveAction(g, 0, 'recruitHamsters', { faces: [2, 3, 6], target: 1 });
    expect(asked).toMatchObject({ needs: [{ kind: 'give', player: 1, count: 2, from: { breeders: 0, diggers: 1, harvesters: 0, guards: 1, politicians: 2 }, text: 'Bo: pick 2 hamsters to give Ana' }] });
    expect('receipt' in asked && asked.receipt).toMatchObject({ title: 'Recruit Hamsters Bo', result: 'Bo gives 2 hamsters' });
    expect('receipt' in asked && asked.receipt?.dice.map((d) => d.effect)).toEqual(['no effect', 'Bo gives 1 hamster', 'Bo gives 1 hamster']);
    const s = must(resolveAction(g, 0, 'recruitHamsters', { faces: [2, 3, 6], target: 1, choices: { give: { guards: 1, politicians: 1 } } }));
    expect(me(s).hamsters).toMatchObject({ politicians: 4, guards: 1 });
    expect(them(s).hamsters).toMatchObject({ politicians: 1, guards: 0, diggers: 1 });
  });
  it('a target cannot give more than it has: all of them go without asking', () => {
    const poor = sketchGame([{ hamsters: { politicians: 3 } }, { hamsters: { guards: 1 } }]);
    const s = must(resolveAction(poor, 0, 'recruitHamsters', { faces: [6, 6, 6], target: 1 }));
    expect(them(s).hamsters.guards).toBe(0);
    expect(me(s).hamsters.guards).toBe(1);
  });
  it('rejects a give the target cannot make', () => {
    expect(resolveAction(g, 0, 'recruitHamsters', { faces: [3, 3, 1], target: 1, choices: { give: { guards: 2 } } })).toHaveProperty('error');
  });
});

describe('Transcend (r ≥ 10 wins)', () => {
  it('9 does not win, 10 does', () => {
    const g = boosted;
    expect(must(resolveAction(g(3), 0, 'transcend', { faces: [6] })).gameOver).toBeNull();
    const won = must(resolveAction(g(4), 0, 'transcend', { faces: [6] }));
    expect(won.gameOver).toEqual({ kind: 'transcended', winner: 0, reason: 'Ana transcended and wins the game' });
  });
});

describe('Psychic Boost and Assist', () => {
  it('boosts stack and are all spent by the next rolling action', () => {
    let s = sketchGame([{ size: 4, hamsters: { breeders: 2 } }, {}], { feral: 2 });
    s = must(resolveAction(s, 0, 'psychicBoost'));
    s = must(resolveAction(s, 0, 'psychicBoost'));
    expect(me(s).boost).toBe(2);
    // face 3 − 2 + 2 = 3 → B = 2
    s = must(resolveAction(s, 0, 'breed', { faces: [3], choices: breedAll(2) }));
    expect(s.receipt?.dice[0]).toMatchObject({ face: 3, modifier: 0, result: 3 });
    expect(me(s).boost).toBe(0);
    expect(s.actionsLeft).toBe(1);
  });
  it('an assist is held by the target and stacks with its boosts on its first rolling action', () => {
    let s = sketchGame([{ size: 1 }, { size: 2, hamsters: { harvesters: 1 } }], { feral: 1 });
    s = must(resolveAction(s, 0, 'psychicAssist', { target: 1 }));
    expect(them(s).assists).toBe(1);
    expect(s.active).toBe(1);
    s = must(resolveAction(s, 1, 'psychicBoost'));
    // face 4 − 1 + 1 + 1 = 5 > 4 → 2 krill
    s = must(resolveAction(s, 1, 'harvest', { faces: [4] }));
    expect(them(s)).toMatchObject({ krill: 2, assists: 0, boost: 0 });
  });
  it('a roll-free action does not spend them', () => {
    let s = sketchGame([{ size: 2, boost: 1, assists: 1 }, {}]);
    s = must(resolveAction(s, 0, 'engineer', { choices: { gain: { guards: 1 } } }));
    expect(me(s)).toMatchObject({ boost: 1, assists: 1 });
  });
});

describe('turns within Command & Resolve', () => {
  it('only the active whale acts, and its size limits its actions', () => {
    let s = sketchGame([{ size: 2 }, { size: 1 }]);
    expect(resolveAction(s, 1, 'psychicBoost')).toEqual({ error: "It is Ana's turn to act" });
    s = must(resolveAction(s, 0, 'psychicBoost'));
    expect([s.active, s.actionsLeft]).toEqual([0, 1]);
    s = must(resolveAction(s, 0, 'psychicBoost'));
    expect([s.active, s.actionsLeft]).toEqual([1, 1]);
    s = must(endActions(s, 1));
    expect([s.active, s.actionsLeft]).toEqual([null, 0]);
    expect(resolveAction(s, 0, 'psychicBoost')).toEqual({ error: 'Every whale has finished its actions this phase' });
  });
  it('Hamster Trails only with its variant, and never rolls', () => {
    const off = sketchGame([{ hamsters: { diggers: 2 } }, {}]);
    expect(resolveAction(off, 0, 'layTrails')).toHaveProperty('error');
    const on = sketchGame([{ hamsters: { diggers: 2 } }, {}], { hamsterTrails: true });
    expect(must(resolveAction(on, 0, 'layTrails')).receipt?.result).toBe('hamster trails laid on the board');
  });
  it('does not change its input', () => {
    const g = sketchGame([{ hamsters: { breeders: 2 } }, {}]);
    const copy = structuredClone(g);
    resolveAction(g, 0, 'breed', { faces: [6], choices: breedAll(4) });
    expect(g).toEqual(copy);
  });
});
