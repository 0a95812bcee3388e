import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../../shared/refusal';
import { type Step, type Timeline, replay, startTimeline, undo } from '../../../shared/history/timeline';
import { describeCellular, applyCellular } from './move-table';
import { type CellularAction, type CellularDoc, newDoc } from './game';
import { noDice } from './dice';
import type { DiceSet } from './types';

// Skipping contenders with no dice in the secret picks, as the saved game and its log see it: the log line,
// and histories saved before the skip (their hand-made empty picks) that undo and redo still replay.
const dice = (x: Partial<DiceSet>): DiceSet => ({ ...noDice(), ...x });
const players = ['Ana', 'Bo', 'Cy'].map((name, i) => ({ name, colour: ['#1f6fd1', '#d1451f', '#2f9e44'][i]! }));
const steps = (actions: CellularAction[]): Step<CellularAction>[] => actions.map((action, at) => ({ action, at }));
const game = (d: CellularDoc | { error: string }) => {
  if ('error' in d || d.stage !== 'play') throw new Error('not a game in play');
  return d.game;
};

// Ana holds a d4, Cy a d6, Bo nothing.
const table: CellularAction[] = [
  { type: 'setup', setup: { players, snakeDraft: false } },
  { type: 'start' },
  { type: 'take', player: 0, dice: dice({ d4: 1 }) },
  { type: 'take', player: 2, dice: dice({ d6: 1 }) },
];
const scarcity: CellularAction = { type: 'scarcity', contenders: [0, 1, 2], prize: 'a Trait' };

describe('a contender with no dice in the saved game', () => {
  it('is skipped in the log line of the start, and the log never names a pick', () => {
    const before = replay(newDoc(), steps(table), applyCellular) as CellularDoc;
    const after = applyCellular(before, scarcity) as CellularDoc;
    expect(describeCellular(scarcity, before, after)).toBe('Scarcity roll for a Trait among Ana, Bo, Cy; Bo has no dice and picks nothing: Ana picks dice first');
    const commit: CellularAction = { type: 'commit', player: 0, dice: dice({ d4: 1 }) };
    const picked = applyCellular(after, commit) as CellularDoc;
    expect(describeCellular(commit, after, picked)).toBe('Ana picked in secret');
    expect(game(picked).receipt).toBe('Ana has picked; hand the phone to Cy');
  });

  it('a history saved before the skip, with Bo tapping through an empty pick, still replays, undoes and redoes', () => {
    // What the app recorded before: Ana, then Bo (empty, by hand), then Cy picked; Ana 3 against Cy 5.
    const old: CellularAction[] = [
      ...table,
      scarcity,
      { type: 'commit', player: 0, dice: dice({ d4: 1 }) },
      { type: 'commit', player: 1, dice: noDice() },
      { type: 'commit', player: 2, dice: dice({ d6: 1 }) },
      { type: 'roll', faces: [[3], [], [5]] },
    ];
    const end = game(replay(newDoc(), steps(old), applyCellular) as CellularDoc);
    expect(end.scarcity?.winner).toBe(2);
    expect(end.receipt).toBe('Ana 3, Bo 0, Cy 5: Cy wins a Trait');
    expect(end.center).toEqual({ d4: 9, d6: 6, d8: 3, d12: 1 });
    // Undo back to Bo's old pick: each step replays from the start.
    let tl: Timeline<CellularDoc, CellularAction> = { ...startTimeline<CellularDoc, CellularAction>(newDoc()), past: steps(old), present: { stage: 'play', game: end } };
    for (let k = 0; k < 3; k++) {
      const back = undo(tl, applyCellular);
      if (isRefusal(back)) throw new Error(back.error);
      tl = back;
    }
    // Undone: the roll, Cy's pick and Bo's old empty pick: Cy is next, Bo's skip stands.
    const g = game(tl.present);
    expect(g.scarcity?.commits).toEqual([dice({ d4: 1 }), noDice(), null]);
    expect(g.scarcity?.mode).toBeNull();
    // Redone (applied again), Bo's old pick changes nothing.
    const redone = applyCellular(tl.present, tl.future[0]!.action);
    expect(redone).toEqual(tl.present);
  });
});
