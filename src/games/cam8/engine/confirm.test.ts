import { describe, expect, it } from 'vitest';
import { actionsSkipped, feralUpRevolts, skipQuestion } from './confirm';
import { type Cam8Doc, newDoc } from './game';
import { applyCam8 } from './move-table';
import { type Cam8State, endActions } from './index';
import { sketchGame } from './testkit';

const playing = (game: Cam8State): Cam8Doc => ({ stage: 'play', game, clock: null, pending: null });

describe('actions a Next would skip in Command & Resolve', () => {
  it('names the acting whale with its actions left, then every whale still to act with its size', () => {
    const g = { ...sketchGame([{ size: 2 }, { size: 1 }, { size: 3 }]), actionsLeft: 1 };
    expect(actionsSkipped(g)).toEqual([
      { player: 0, name: 'Ana', actions: 1 },
      { player: 1, name: 'Bo', actions: 1 },
      { player: 2, name: 'Cy', actions: 3 },
    ]);
    expect(skipQuestion(actionsSkipped(g))).toBe('Ana still has 1 action, Bo 1 and Cy 3: skip them?');
  });

  it('follows the card order, not the seats, and leaves out a starved whale and whales that have acted', () => {
    const base = sketchGame([{ size: 2 }, { size: 1, out: true }, { size: 2 }, { size: 1 }]);
    const g: Cam8State = { ...base, initiative: [2, 0, 1, 3], cards: [2, 3, 1, 4], active: 0, actionsLeft: 2 };
    expect(actionsSkipped(g).map((w) => [w.name, w.actions])).toEqual([
      ['Ana', 2],
      ['Di', 1],
    ]);
    expect(skipQuestion(actionsSkipped(g))).toBe('Ana still has 2 actions and Di 1: skip them?');
  });

  it('asks about one action in the singular, and has nothing to ask once every whale has acted or outside the phase', () => {
    const last = { ...sketchGame([{ size: 1 }, { size: 1 }]), active: 1 };
    expect(skipQuestion(actionsSkipped(last))).toBe('Bo still has 1 action: skip it?');
    const done = endActions(last, 1) as Cam8State;
    expect(done.active).toBeNull();
    expect(actionsSkipped(done)).toEqual([]);
    expect(actionsSkipped(sketchGame([{ size: 2 }], { phase: 'flooding' }))).toEqual([]);
  });
});

describe('a Feral step up by hand that would be the revolt', () => {
  it('is only the step from the top of the track, and never after the game is over or before it starts', () => {
    expect(feralUpRevolts(newDoc())).toBe(false);
    expect(feralUpRevolts(playing(sketchGame([{}, {}], { feral: 4 })))).toBe(false);
    const top = playing(sketchGame([{}, {}], { feral: 5 }));
    expect(feralUpRevolts(top)).toBe(true);
    const over = applyCam8(top, { type: 'feral', delta: 1 });
    if ('error' in over) throw new Error(over.error);
    expect(over.stage === 'play' && over.game.gameOver?.kind).toBe('revolt');
    expect(feralUpRevolts(over)).toBe(false);
  });
});
