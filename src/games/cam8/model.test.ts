import { describe, expect, it } from 'vitest';
import { createSession } from '../../shared/history/session';
import { startTimeline } from '../../shared/history/timeline';
import { seededRng } from '../../shared/random';
import type { GameRecord } from '../../shared/storage/record';
import { newDoc } from './engine/game';
import { def } from './index';
import { createCam8Model } from './model';

function setup() {
  const record: GameRecord = {
    v: 2, id: 'c', kind: 'cam8', name: 'CAM 8 #1', createdAt: 0, updatedAt: 0, stateVersion: 1,
    timeline: startTimeline(newDoc()), log: [],
  };
  const session = createSession(record, def, () => {}, { now: () => 1000 });
  let buzzes = 0;
  const model = createCam8Model(session, seededRng(3), () => 1000, () => buzzes++);
  return { model, buzzes: () => buzzes };
}

describe('CAM 8 model: the app rolls and the screen feels it', () => {
  it('calls onRoll once for every roll the app makes, and never for typed faces or moves without dice', () => {
    const { model, buzzes } = setup();
    expect(model.start()).toBeNull();
    expect(model.next()).toBeNull();
    // Initiative: three whales with 1 Politician and no krill roll off; the app rolls until the order is set.
    let rolls = 0;
    while (model.game.value!.initiative.length === 0) {
      expect(model.rollOff([], 'app')).toBeNull();
      rolls++;
      expect(buzzes()).toBe(rolls);
    }
    expect(model.next()).toBeNull();
    const first = model.game.value!.active!;
    // Real dice typed in: no buzz.
    expect(model.act(first, 'harvest', null, [3], 1)).toBeNull();
    expect(buzzes()).toBe(rolls);
    // Psychic Boost rolls nothing, even when asked to let the app roll.
    const second = model.game.value!.active!;
    expect(model.act(second, 'psychicBoost', null, 'app', 0)).toBeNull();
    expect(buzzes()).toBe(rolls);
    // An app roll for an action buzzes once, however many dice.
    const third = model.game.value!.active!;
    expect(model.act(third, 'harvest', null, 'app', 1)).toBeNull();
    expect(buzzes()).toBe(rolls + 1);
  });

  it('buzzes for growth dice in Feed but not for a plain meal', () => {
    const { model, buzzes } = setup();
    model.start();
    for (let p = 0; p < 3; p++) model.adjust(p, 'krill', 20);
    for (let steps = 0; model.game.value!.phase !== 'feed' && steps < 50; steps++) {
      const g = model.game.value!;
      const r = g.phase === 'initiative' && g.initiative.length === 0 ? model.rollOff([], 'app') : g.phase === 'flooding' && !g.harvested ? model.harvest([0, 0, 0]) : model.next();
      if (r) throw new Error(JSON.stringify(r));
    }
    expect(model.game.value!.phase).toBe('feed');
    const before = buzzes();
    expect(model.feed(0, 'size', 'app')).toBeNull();
    expect(buzzes()).toBe(before);
    expect(model.feed(1, 'triple', 'app')).toBeNull();
    expect(buzzes()).toBe(before + 1);
  });
});
