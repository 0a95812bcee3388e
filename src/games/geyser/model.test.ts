import { describe, expect, it } from 'vitest';
import { createSession } from '../../shared/history/session';
import { startTimeline } from '../../shared/history/timeline';
import { seededRng } from '../../shared/random';
import type { GameRecord } from '../../shared/storage/record';
import { type GeyserAction, type GeyserDoc, newDoc } from './engine/game';
import { def } from './index';
import { createGeyserModel } from './model';

/** A saved game of Ana, Bo and Cy, and its model rolling seeded dice; `saved` collects every write. */
function open(seed: number) {
  const record: GameRecord = { v: 2, id: 'g', kind: 'geyser', name: 'Geyser 1', createdAt: 0, updatedAt: 0, stateVersion: 1, timeline: startTimeline(newDoc()), log: [] };
  const saved: GameRecord[] = [];
  const session = createSession<GeyserDoc, GeyserAction>(record, def, (r) => saved.push(r), { now: () => 1 });
  let rolls = 0;
  const model = createGeyserModel(session, seededRng(seed), () => rolls++);
  model.setSetup({ players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, colour: '#123456' })) });
  model.start();
  return { model, session, saved, rolled: () => rolls };
}
const lines = (s: ReturnType<typeof open>['session']) => s.log.value.map((e) => e.text);

describe('Geyser model with seeded dice', () => {
  it('start roll: everybody at once, then only the tied, until one is highest (seed 191: three ties)', () => {
    const { model, session, saved, rolled } = open(191);
    const asked: number[][] = [];
    while (model.game.value?.phase === 'start') {
      asked.push(model.startRollers.value);
      expect(model.rollStart('app')).toBeNull();
    }
    // 5 5 2: Ana and Bo tie; then 3 3, 5 5, and 5 2: Ana starts, then Bo, then Cy.
    expect(asked).toEqual([[0, 1, 2], [0, 1], [0, 1], [0, 1]]);
    expect(model.game.value?.startRolls.map((r) => r.map((d) => d.face))).toEqual([[5, 5, 2], [3, 3], [5, 5], [5, 2]]);
    expect(model.game.value?.order).toEqual([0, 1, 2]);
    expect(lines(session).slice(-4)).toEqual([
      'Start roll: Ana 5, Bo 5, Cy 2: Ana and Bo tie with 5 and roll again',
      'Start roll: Ana 3, Bo 3: Ana and Bo tie with 3 and roll again',
      'Start roll: Ana 5, Bo 5: Ana and Bo tie with 5 and roll again',
      'Start roll: Ana 5, Bo 2: Ana starts',
    ]);
    expect(rolled()).toBe(4);
    // Every roll was saved at once, and undo steps back one roll at a time.
    expect(saved.at(-1)?.timeline.present).toEqual(session.state.value);
    expect(session.undo()).toBeNull();
    expect(model.startRollers.value).toEqual([0, 1]);
  });

  it('a battle of equal bonuses ties twice; the attacker attacks again until it wins (seed 49)', () => {
    const { model, session } = open(49);
    // Faces typed from real dice use no random numbers: Ana starts.
    expect(model.rollStart([6, 1, 2])).toBeNull();
    expect(model.attack(0, 1, null)).toBeNull();
    let n = 0;
    while (model.game.value?.battle?.ended === null && n++ < 10) expect(model.battle('app')).toBeNull();
    expect(model.game.value?.battle?.rolls.map((r) => [r.attacker.face, r.defender.face, r.outcome])).toEqual([
      [3, 3, 'tie'],
      [1, 1, 'tie'],
      [4, 2, 'win'],
    ]);
    expect(lines(session).slice(-3)).toEqual([
      'Ana 3+0=3 vs Bo 3+0=3: a tie, Ana retreats or attacks again',
      'Ana 1+0=1 vs Bo 1+0=1: a tie, Ana retreats or attacks again',
      'Ana 4+0=4 vs Bo 2+0=2: Ana wins, Bo removes that token',
    ]);
    expect(model.battle('app')).toEqual({ error: 'No battle is under way' });
  });

  it('the Firing dice: the starter rolls round 1, then the next seat to the left', () => {
    const { model } = open(7);
    expect(model.rollStart([2, 6, 1])).toBeNull();
    expect(model.firingRoller.value).toBe(1);
    for (let k = 0; k < 3; k++) expect(model.endTurn()).toBeNull();
    expect(model.fire('app')).toBeNull();
    const f = model.game.value!.firings[0]!;
    expect([f.roller, f.faces.every((x) => x >= 1 && x <= 6), f.sum]).toEqual([1, true, f.faces[0] + f.faces[1]]);
    expect(model.firingRoller.value).toBe(2);
  });
});
