import { describe, expect, it } from 'vitest';
import { checkCam8State } from './check';
import { type Cam8Action, type Cam8Doc, type Playing, newDoc } from './game';
import { mergeCam8 } from './log';
import { applyCam8, checkCam8Action, describeCam8 } from './move-table';
import { sketchGame } from './testkit';
import type { Cam8State } from './types';

const ok = (d: Cam8Doc | { error: string }): Playing => {
  if ('error' in d) throw new Error(d.error);
  if (d.stage !== 'play') throw new Error('not in play');
  return d;
};
const at = (game: Cam8State, extra: Partial<Playing> = {}): Playing => ({ stage: 'play', game, clock: null, pending: null, ...extra });
const flooding = (over: Partial<Cam8State> = {}) => at({ ...sketchGame([{}, {}, {}], { phase: 'flooding' }), ...over });
const tap = (player: number, counts: number[]): Cam8Action => ({ type: 'flood', player, counts });

describe('flooded sections: saved tap by tap (issue 39: two taps on + and a reload showed 0)', () => {
  it('keeps every count in the saved game, and the harvest adds exactly those', () => {
    const d = ok(applyCam8(ok(applyCam8(flooding(), tap(0, [1, 0, 0]))), tap(0, [2, 0, 0])));
    expect(d.flooding).toEqual([2, 0, 0]);
    // What a reload reads back is the stored state: it is valid with the counts in it.
    expect(checkCam8State(JSON.parse(JSON.stringify(d)))).toBeNull();
    // Moving from Flooding to Harvest keeps them.
    const harvest = ok(applyCam8(d, { type: 'next' }));
    expect(harvest.game.phase).toBe('harvest');
    expect(harvest.flooding).toEqual([2, 0, 0]);
    const done = ok(applyCam8(harvest, { type: 'harvest', flooded: [2, 0, 0] }));
    expect(done.game.players.map((w) => w.krill)).toEqual([2, 0, 0]);
    // The turn's counts go once the harvest is in, kept as last turn's for "same as last turn".
    expect(done.flooding).toBeUndefined();
    expect(done.lastFlooded).toEqual([2, 0, 0]);
  });

  it('refuses counts outside Flooding and Harvest, after the harvest, of the wrong length, or for a starved whale', () => {
    expect(applyCam8(at(sketchGame([{}, {}], { phase: 'feed' })), tap(0, [1, 0]))).toEqual({ error: 'Flooded sections are counted in Flooding and Harvest' });
    expect(applyCam8(flooding({ harvested: true }), tap(0, [1, 0, 0]))).toEqual({ error: 'This turn’s harvest has already been added' });
    expect(applyCam8(flooding(), tap(0, [1, 0]))).toEqual({ error: 'Count the flooded sections of all 3 whales' });
    const starved = flooding();
    starved.game = { ...starved.game, players: starved.game.players.map((w, i) => (i === 1 ? { ...w, out: true, size: 0 } : w)) };
    expect(applyCam8(starved, tap(1, [0, 1, 0]))).toEqual({ error: 'Bo has starved and harvests nothing' });
    expect(applyCam8(newDoc(), tap(0, [1, 0, 0]))).toEqual({ error: 'Start the game first' });
  });

  it('folds taps on one whale into one undo step, not taps on another whale', () => {
    expect(mergeCam8(tap(0, [1, 0, 0]), tap(0, [2, 0, 0]))).toEqual(tap(0, [2, 0, 0]));
    expect(mergeCam8(tap(0, [1, 0, 0]), tap(1, [1, 1, 0]))).toBeNull();
    // "Same as last turn" is a step of its own.
    expect(mergeCam8(tap(0, [1, 0, 0]), { type: 'flood', counts: [3, 3, 8] })).toBeNull();
  });

  it('logs "same as last turn" with the counts, and no line for a stepper tap', () => {
    const before = flooding();
    const same: Cam8Action = { type: 'flood', counts: [3, 0, 8] };
    expect(describeCam8(same, before, ok(applyCam8(before, same)))).toBe('Flooded sections as last turn: Ana 3, Bo 0, Cy 8');
    expect(describeCam8(tap(0, [1, 0, 0]), before, ok(applyCam8(before, tap(0, [1, 0, 0]))))).toBeNull();
  });

  it('reads stored counts back only as one count per whale', () => {
    expect(checkCam8Action({ type: 'flood', counts: [1, 2], player: 0 })).toBeNull();
    expect(checkCam8Action({ type: 'flood', counts: [1, -2] })).toBe('a count of flooded sections is not readable');
    expect(checkCam8Action({ type: 'flood', counts: 'x' })).toBe('a count of flooded sections is not readable');
    expect(checkCam8State({ ...flooding(), flooding: [1, 2] })).toBe('the flooded sections are not one count per whale');
    expect(checkCam8State({ ...flooding(), lastFlooded: [1, 2, 1.5] })).toBe('the flooded sections are not one count per whale');
    expect(checkCam8State({ ...flooding(), lastFlooded: [1, 2, 0] })).toBeNull();
  });
});
