import { describe, expect, it } from 'vitest';
import { type Cam8Action, type Cam8Doc, type Playing, newDoc } from './game';
import { applyCam8, describeCam8 } from './move-table';
import { cam8Pinned } from './status';
import { sketchGame } from './testkit';
import type { Cam8State } from './types';

const at = (game: Cam8State, extra: Partial<Playing> = {}): Playing => ({ stage: 'play', game, clock: null, pending: null, ...extra });

describe('the pinned line: where the game stands, and the Feral level with what it does to every die', () => {
  it('names the phase and the whale the table waits for', () => {
    expect(cam8Pinned(newDoc())).toEqual({ where: 'Setting up' });
    const cmd = { ...sketchGame([{}, {}], { feral: 3 }), turn: 2, active: 1 };
    expect(cam8Pinned(at(cmd))).toEqual({ where: 'Turn 2 · Command · Bo acts', numbers: 'Feral 3 · dice −3' });
    expect(cam8Pinned(at({ ...cmd, active: null })).where).toBe('Turn 2 · Command · all have acted');
    const breeders = { ...cmd, active: 0, players: cmd.players.map((w) => ({ ...w, hamsters: { ...w.hamsters, breeders: 1, politicians: 1 } })) };
    expect(cam8Pinned(at(breeders, { pending: { kind: 'act', player: 0, action: 'breed', target: null, faces: [3] } })).where).toBe('Turn 2 · Command · Ana chooses');
    // What a Recruit Hamsters target gives is its own choice.
    const recruit = { ...breeders, players: breeders.players.map((w, i) => (i === 1 ? { ...w, hamsters: { ...w.hamsters, guards: 1 } } : w)) };
    expect(cam8Pinned(at(recruit, { pending: { kind: 'act', player: 0, action: 'recruitHamsters', target: 1, faces: [6] } })).where).toBe('Turn 2 · Command · Bo chooses');
    const picking = { ...sketchGame([{}, {}], { phase: 'initiative' }), initiative: [1, 0] };
    expect(cam8Pinned(at(picking))).toEqual({ where: 'Turn 1 · Initiative · Bo picks a card', numbers: 'Feral 0 · dice ±0' });
    expect(cam8Pinned(at({ ...picking, cards: [2, 1] })).where).toBe('Turn 1 · Initiative');
    expect(cam8Pinned(at(sketchGame([{}, {}], { phase: 'diplomacy1' }))).where).toBe('Turn 1 · Diplomacy I');
    expect(cam8Pinned(at(sketchGame([{}, {}], { phase: 'feed', feral: 1 })))).toEqual({ where: 'Turn 1 · Feed', numbers: 'Feral 1 · dice −1' });
  });

  it('says the game is over, and a revolt past 5', () => {
    const g = sketchGame([{}, {}], { feral: 5 });
    const won = { ...g, gameOver: { kind: 'transcended' as const, winner: 0, reason: 'Ana transcended and wins the game' } };
    expect(cam8Pinned(at(won))).toEqual({ where: 'Game over · Ana won', numbers: 'Feral 5 · dice −5' });
    const revolt = { ...g, feralLevel: 6, feralSpace: 6, gameOver: { kind: 'revolt' as const, winner: null, reason: 'The hamsters revolted' } };
    expect(cam8Pinned(at(revolt))).toEqual({ where: 'Game over · the hamsters revolted', numbers: 'Feral past 5 · revolt' });
  });
});

/** The log line `a` leaves on `doc`. */
function line(doc: Playing, a: Cam8Action) {
  const after = applyCam8(doc, a);
  if ('error' in after) throw new Error(after.error);
  return describeCam8(a, doc, after as Cam8Doc);
}

describe('the log line of a move parked for its owner’s choice (issue 39: "rolled for growth; waiting for a choice" for a meal without dice)', () => {
  it('Eat its size with a hamster to lose: what it ate, how many hamsters flee, and whose choice', () => {
    const g = sketchGame([{ krill: 2, hamsters: { breeders: 1, guards: 1 } }, {}], { phase: 'feed' });
    expect(line(at(g), { type: 'roll', pending: { kind: 'feed', player: 0, meal: 'size', faces: [] } })).toBe(
      "Ana: Feed → ate its size (1 krill); 1 hamster to lose: waiting for Ana's choice",
    );
  });
  it('growth dice, new hamsters and hamsters given: each says who chooses what', () => {
    const hungry = sketchGame([{ krill: 4, hamsters: { breeders: 2, guards: 1 } }, {}], { phase: 'feed' });
    expect(line(at(hungry), { type: 'roll', pending: { kind: 'feed', player: 0, meal: 'triple', faces: [5] } })).toBe(
      "Ana: Feed, rolled 5 → ate 3× its size (3 krill); growth 5 > 1: grows to size 2; 2 hamsters to lose: waiting for Ana's choice",
    );
    const breeder = sketchGame([{ hamsters: { breeders: 1 } }, {}]);
    expect(line(at(breeder), { type: 'roll', pending: { kind: 'act', player: 0, action: 'breed', target: null, faces: [3] } })).toBe(
      "Ana: Breed, rolled 3 → +1 hamster; waiting for Ana's choice of the occupation of 1 hamster",
    );
    const recruiter = sketchGame([{ hamsters: { politicians: 2 } }, { hamsters: { breeders: 1, guards: 2 } }]);
    expect(line(at(recruiter), { type: 'roll', pending: { kind: 'act', player: 0, action: 'recruitHamsters', target: 1, faces: [5, 6] } })).toBe(
      "Ana: Recruit Hamsters Bo, rolled 5, 6 → Bo gives 2 hamsters; 2 hamsters to give: waiting for Bo's choice",
    );
  });
});
