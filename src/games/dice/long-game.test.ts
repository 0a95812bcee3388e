import { describe, expect, it } from 'vitest';
import { type LogEntry, appendLog } from '../../shared/history/log';
import { type Timeline, commit } from '../../shared/history/timeline';
import { isRefusal } from '../../shared/refusal';
import { diff } from '../../shared/storage/patch';
import { type DiceAction, type DiceState, applyDice, describeDice, mergeDice, newDice } from './engine';
import guide from './guide';

const d6x2 = { groups: [{ sides: 6 as const, count: 2 }], perDie: 0, total: 0 };
const T0 = Date.UTC(2026, 10, 1, 18);
const roll = (i: number): DiceAction => ({ type: 'roll', pool: d6x2, faces: [(i % 6) + 1, ((i * 5) % 6) + 1], at: T0 + i * 1000, source: 'app' });

/** An imported game of `n` rolls as another tool may write it: every roll in the position, nothing to undo. */
function imported(n: number): { timeline: Timeline<DiceState, DiceAction>; log: LogEntry[] } {
  let s = newDice();
  let log: LogEntry[] = [];
  for (let i = 0; i < n; i++) {
    const next = applyDice(s, roll(i));
    if (isRefusal(next)) throw new Error(next.error);
    log = appendLog(log, describeDice(roll(i), s, next) ?? '', T0 + i * 1000);
    s = next;
  }
  return { timeline: { base: s, past: [], future: [], present: s }, log };
}

describe('a long dice game', () => {
  it('keeps all 5,000 imported rolls through 250 more taps (past the 200-step undo history), each tap a patch of about one roll', () => {
    let game = imported(5000);
    const sizes: number[] = [];
    for (let i = 5000; i < 5250; i++) {
      const next = commit(game.timeline, roll(i), applyDice, { at: T0 + i * 1000, merge: mergeDice });
      if (isRefusal(next)) throw new Error(next.error);
      const after = { timeline: next, log: appendLog(game.log, describeDice(roll(i), game.timeline.present, next.present) ?? '', T0 + i * 1000) };
      // What the store's journal writes for this tap (src/shared/storage/journal.ts: the patch from the record before).
      sizes.push(JSON.stringify(diff(game, after)).length);
      game = after;
    }
    expect(game.timeline.present.rolls).toHaveLength(5250);
    expect(game.timeline.present.rolls.map((r) => r.at)).toEqual(Array.from({ length: 5250 }, (_, i) => T0 + i * 1000));
    // The oldest undo steps fold into the base, which keeps its rolls too: Undo never drops a roll the base held.
    expect(game.timeline.past).toHaveLength(200);
    expect(game.timeline.base.rolls).toHaveLength(5050);
    // A roll of 2d6 is about 200 bytes; its step and log line about 250 more; the base's folded roll as much again.
    expect(Math.max(...sizes)).toBeLessThan(1200);
  });

  it('says on the Rules screen that every roll is kept', () => {
    expect(guide.app).toContain('Keeps every roll in the history, however many, each marked as app or real dice, with every die listed: the newest 50 are shown, older ones a hundred at a time.');
    expect(guide.app.join(' ')).not.toMatch(/last \d+ rolls/);
  });
});
