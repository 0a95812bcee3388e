import { describe, expect, it } from 'vitest';
import { prepareRecord } from '../../../app/validate';
import type { GameRecord } from '../../../shared/storage/record';
import type { Step } from '../../../shared/history/timeline';
import { def } from '../index';
import { checkMoonDropState } from './check';
import { type MoonDropAction, type MoonDropDoc, crisisOrder, newDoc } from './game';
import { ANA, BO, place, roll } from './game-testkit';
import { migrateMoonDrop } from './migrate';
import { applyMoonDrop } from './move-table';

// A version 1 table: no `shuffle`; its crises in the one order they were dealt, tapped or set, and scored in.
const v1 = (doc: MoonDropDoc, crises: MoonDropDoc['crises']) => {
  const { shuffle: _, ...rest } = doc;
  return { ...rest, crises };
};
const V1_CARDS = { type: 'cards', crises: ['sabotage', 'fire', 'plague'], goals: ['population', 'research'], by: 'app' } as const;

// The version 1 game's moves (version 1 applied them the same way, but kept the crises as dealt).
function v1Game(moves: number): { steps: Step<MoonDropAction>[]; present: MoonDropDoc } {
  const actions: MoonDropAction[] = [{ type: 'players', names: ['Ana', 'Bo'] }, { ...V1_CARDS, crises: [...V1_CARDS.crises], goals: [...V1_CARDS.goals] }, { type: 'start', paper: false }];
  for (let r = 0; r < 7; r++) actions.push(roll(r), place(0, r, ANA[r]!), place(1, r, BO[r]!));
  const steps = actions.slice(0, 3 + moves).map((action, i) => ({ action, at: 1000 + i }));
  const present = steps.reduce((d, s) => applyMoonDrop(d, s.action) as MoonDropDoc, newDoc());
  return { steps, present };
}

const record = (base: unknown, steps: Step<MoonDropAction>[], present: unknown): GameRecord => ({
  v: 2, id: 'old', kind: 'moondrop', name: 'Moon Drop 1', createdAt: 0, updatedAt: 0, stateVersion: 1,
  timeline: { base, past: steps, future: [], present }, log: [],
} as GameRecord);

describe('Moon Drop tables saved by state version 1', () => {
  it('version 2 is the shape with the end-of-game shuffle', () => {
    expect(def.stateVersion).toBe(2);
    expect(def.migrateState).toBe(migrateMoonDrop);
  });

  it('a table setting up or in play keeps its crises as the set dealt, not yet shuffled', () => {
    const setup = migrateMoonDrop(v1(newDoc(), ['quake', 'fire']), 1);
    expect(setup).toEqual({ ...newDoc(), crises: ['fire', 'quake'], shuffle: null });
    const { present } = v1Game(5);
    const inPlay = migrateMoonDrop(v1(present, ['sabotage', 'fire', 'plague']), 1) as MoonDropDoc;
    expect(inPlay).toMatchObject({ stage: 'play', crises: ['fire', 'plague', 'sabotage'], shuffle: null });
    expect(checkMoonDropState(inPlay)).toBeNull();
  });

  it('a table at its final sheets keeps the order it was scored in as the shuffled order, so its scores do not change', () => {
    const { present } = v1Game(21);
    const old = v1(present, ['sabotage', 'fire', 'plague']);
    const now = migrateMoonDrop(old, 1) as MoonDropDoc;
    expect(now.shuffle).toEqual({ order: ['sabotage', 'fire', 'plague'], by: 'saved' });
    expect(now.crises).toEqual(['fire', 'plague', 'sabotage']);
    expect(checkMoonDropState(now)).toBeNull();
    // The screens score the shuffled order: the one version 1 scored.
    expect(crisisOrder(now)).toEqual(old.crises);
  });

  it('leaves what it cannot read for the checks to refuse, and version 2 as it is', () => {
    expect(migrateMoonDrop({ stage: 'end', crises: 'fire' }, 1)).toEqual({ stage: 'end', crises: 'fire' });
    expect(migrateMoonDrop(null, 1)).toBeNull();
    const v2 = { ...newDoc(), crises: ['quake', 'fire'] };
    expect(migrateMoonDrop(v2, 2)).toBe(v2);
  });

  it('opens: a game in play with its undo steps (they replay to it), a finished one at its position (its old steps would not reach the saved order)', async () => {
    const playing = v1Game(9);
    const open = await prepareRecord(record(v1(newDoc(), []), playing.steps, v1(playing.present, ['sabotage', 'fire', 'plague'])));
    expect(open.ok && open.record.stateVersion).toBe(2);
    expect(open.ok && open.record.timeline.past.length).toBe(playing.steps.length);
    expect(open.ok && open.record.timeline.present).toMatchObject({ stage: 'play', crises: ['fire', 'plague', 'sabotage'], shuffle: null });

    const done = v1Game(21);
    const ended = await prepareRecord(record(v1(newDoc(), []), done.steps, v1(done.present, ['sabotage', 'fire', 'plague'])));
    expect(ended.ok && ended.record.timeline.past).toEqual([]);
    expect(ended.ok && ended.record.timeline.present).toMatchObject({ stage: 'end', shuffle: { order: ['sabotage', 'fire', 'plague'], by: 'saved' } });
  });
});
