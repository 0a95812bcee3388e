import { describe, expect, it } from 'vitest';
import { createSession } from '../../shared/history/session';
import { startTimeline } from '../../shared/history/timeline';
import { seededRng } from '../../shared/random';
import type { GameRecord } from '../../shared/storage/record';
import { type CellularAction, type CellularDoc, newDoc } from './engine/game';
import { noDice } from './engine';
import { def } from './index';
import { createCellularModel } from './model';

/** A saved game of Ana, Bo and Cy, and its model rolling seeded dice; `saved` collects every write. */
function open(seed: number) {
  const record: GameRecord = { v: 2, id: 'c', kind: 'cellular', name: 'Cellular 1', createdAt: 0, updatedAt: 0, stateVersion: 1, timeline: startTimeline(newDoc()), log: [] };
  const saved: GameRecord[] = [];
  const session = createSession<CellularDoc, CellularAction>(record, def, (r) => saved.push(r), { now: () => 1 });
  const model = createCellularModel(session, seededRng(seed));
  model.setSetup({ players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, colour: '#123456' })), snakeDraft: false });
  model.start();
  return { model, session, saved };
}
const lines = (s: ReturnType<typeof open>['session']) => s.log.value.map((e) => e.text);

describe('Cellular Powerhouse model with seeded dice', () => {
  it('a Scarcity roll tied twice: the tied roll the same dice again until one wins; the dice go back once (seed 70)', () => {
    const { model, session, saved } = open(70);
    for (const d of ['d4', 'd4'] as const) model.take(0, d);
    model.take(1, 'd8');
    expect(model.startScarcity([0, 1, 2], 'a Trait')).toBeNull();
    expect(model.commit(0, { ...noDice(), d4: 2 })).toBeNull();
    // Cy has no dice: skipped at once after Bo's pick.
    expect(model.commit(1, { ...noDice(), d8: 1 })).toBeNull();
    expect(model.nextToCommit.value).toBeNull();
    const asked: number[][] = [];
    while (model.game.value?.scarcity?.winner === null && asked.length < 10) {
      asked.push(model.rollers.value);
      expect(model.roll('app')).toBeNull();
    }
    // d4 4 + 1 = 5 against d8 5; then 4 + 3 = 7 against 7; then 7 against 3: Ana wins.
    expect(asked).toEqual([[0, 1, 2], [0, 1], [0, 1]]);
    expect(model.game.value?.scarcity?.rolls.map((t) => t.map((r) => r.dice.map((d) => `${d.die} ${d.face}`).join(' + ')))).toEqual([
      ['d4 4 + d4 1', 'd8 5', ''],
      ['d4 4 + d4 3', 'd8 7'],
      ['d4 4 + d4 3', 'd8 3'],
    ]);
    expect(lines(session).slice(-3)).toEqual([
      'Scarcity roll: Ana d4 4 + d4 1 = 5; Bo d8 5 = 5; Cy no dice = 0. Ana and Bo tie with 5 and roll the same dice again',
      'Scarcity roll: Ana d4 4 + d4 3 = 7; Bo d8 7 = 7. Ana and Bo tie with 7 and roll the same dice again',
      'Scarcity roll: Ana d4 4 + d4 3 = 7; Bo d8 3 = 3. Ana wins a Trait; the rolled dice go back to the Center',
    ]);
    expect(model.game.value?.center).toEqual({ d4: 9, d6: 6, d8: 3, d12: 1 });
    expect(model.game.value?.players.map((m) => m.dice)).toEqual([noDice(), noDice(), noDice()]);
    expect(saved.at(-1)?.timeline.present).toEqual(session.state.value);
  });

  it('nobody committed a die: every contender rolls one d8, no die moves', () => {
    const { model } = open(5);
    model.take(0, 'd6');
    expect(model.startScarcity([0, 1], 'the Competition')).toBeNull();
    model.commit(0, noDice());
    model.commit(1, noDice());
    expect(model.rollerDice.value).toEqual([['d8'], ['d8']]);
    while (model.game.value?.scarcity?.winner === null) expect(model.roll('app')).toBeNull();
    const faces = model.game.value!.scarcity!.rolls.flat().flatMap((r) => r.dice);
    expect(faces.every((d) => d.die === 'd8' && d.face >= 1 && d.face <= 8)).toBe(true);
    expect(model.game.value?.players[0]?.dice).toEqual({ ...noDice(), d6: 1 });
  });
});
