import { describe, expect, it } from 'vitest';
import { createSession } from '../../shared/history/session';
import { startTimeline } from '../../shared/history/timeline';
import { seededRng } from '../../shared/random';
import type { GameRecord } from '../../shared/storage/record';
import { PRESETS, newDice, rollBlock } from './engine';
import { def } from './index';
import { createDiceModel } from './model';

function setup(seed = 7) {
  const saved: GameRecord[] = [];
  const record: GameRecord = {
    v: 2, id: 'd', kind: 'dice', name: 'Dice 1', createdAt: 0, updatedAt: 0, stateVersion: 1,
    timeline: startTimeline(newDice()), log: [],
  };
  const session = createSession(record, def, (r) => saved.push(r), { now: () => 1000 });
  let buzzes = 0;
  const model = createDiceModel(session, seededRng(seed), () => 1000, () => buzzes++);
  return { session, model, saved, buzzes: () => buzzes };
}

describe('dice model', () => {
  it('says nothing of an undone roll: the live region empties on undo and stays empty on redo', () => {
    const { model, session } = setup();
    model.roll();
    expect(model.announce.value).toMatch(/^Rolled 2d6: /);
    expect(session.undo()).toBeNull();
    expect(model.announce.value).toBe('');
    expect(session.redo()).toBeNull();
    expect(model.announce.value).toBe('');
    model.roll();
    expect(model.announce.value).toMatch(/^Rolled 2d6: /);
  });

  it('rolls the pool, saves, announces and buzzes', () => {
    const { model, saved, buzzes } = setup();
    model.setCount(8, 1);
    expect(model.roll()).toBeNull();
    const last = model.last.value!;
    expect(last.dice.map((d) => d.sides)).toEqual([6, 6, 8]);
    expect(last.total).toBe(last.dice.reduce((n, d) => n + d.face, 0));
    expect(saved[saved.length - 1]!.timeline.present).toMatchObject({ rolls: [last] });
    expect(model.announce.value).toBe(`Rolled 2d6 + 1d8: ${last.dice.map((d) => d.face).join('+')} = ${last.total}. Total ${last.total}.`);
    expect(buzzes()).toBe(1);
  });

  it('rolls the Moon Drop preset as 1 blue and 4 white, dropping modifiers it does not name (a wrong block otherwise)', () => {
    const { model } = setup();
    model.setPerDie(1);
    model.setTotal(-2);
    model.rollPreset(PRESETS[2]!.pool);
    const last = model.last.value!;
    expect(last.pool).toEqual({ groups: [{ sides: 6, count: 1, label: 'Blue' }, { sides: 6, count: 4, label: 'White' }], perDie: 0, total: 0 });
    expect(last.dice.map((d) => d.group)).toEqual([0, 1, 1, 1, 1]);
    expect(last.dice.every((d) => d.result === d.face)).toBe(true);
    expect(last.total).toBe(last.dice.reduce((n, d) => n + d.face, 0));
    // Said as the block it makes, never as a total.
    const block = rollBlock(last)!;
    expect(block.shape).toBe(['I', 'L', 'J', 'T', 'S', 'Z'][last.dice[0]!.face - 1]);
    const whites = last.dice.slice(1).map((d) => d.face).sort((a, b) => a - b).join(' ');
    expect(model.announce.value).toBe(`Rolled 1d6 Blue + 4d6 White: block ${block.shape} (blue ${last.dice[0]!.face}), whites ${whites}.`);
    // Real dice: the preset becomes the pool, its modifiers with it.
    model.setPerDie(3);
    model.choosePreset(PRESETS[2]!.pool);
    expect(model.pool.value).toEqual(PRESETS[2]!.pool);
    model.setMode('real');
    expect(model.enterFaces([2, 6, 1, 4, 3])).toBeNull();
    expect(model.announce.value).toBe('Rolled 1d6 Blue + 4d6 White (real dice): block L (blue 2), whites 1 3 4 6.');
  });

  it('takes real faces and refuses impossible ones without changing anything', () => {
    const { model } = setup();
    model.setMode('real');
    expect(model.enterFaces([6, 7])).toEqual({ error: 'Die 2 (d6) must show a whole number from 1 to 6.' });
    expect(model.rolls.value).toEqual([]);
    expect(model.enterFaces([6, 5])).toBeNull();
    expect(model.last.value).toMatchObject({ total: 11, source: 'real' });
  });

  it('undoes a roll back off the history', () => {
    const { model, session } = setup();
    model.roll();
    model.roll();
    session.undo();
    expect(model.rolls.value).toHaveLength(1);
  });
});
