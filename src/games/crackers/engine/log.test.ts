import { describe, expect, it } from 'vitest';
import { mergeCrackers } from './log';
import { type CrackersAction, type CrackersDoc, newDoc } from './game';
import { applyCrackers, describeCrackers } from './move-table';

const at = (row: number, col: number) => ({ row, col });
const ok = (d: CrackersDoc | { error: string }): CrackersDoc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};

/** Applies the actions in turn and returns each log line. */
function lines(doc: CrackersDoc, actions: CrackersAction[]): (string | null)[] {
  let d = doc;
  return actions.map((a) => {
    const next = ok(applyCrackers(d, a));
    const line = describeCrackers(a, d, next);
    d = next;
    return line;
  });
}

describe('game log', () => {
  it('tells setup, a crew turn and a Captain turn in the rules’ words', () => {
    const out = lines(newDoc(), [
      { type: 'size', width: 3, height: 3 },
      { type: 'marker', marker: 'leak1', cell: at(2, 1) },
      { type: 'marker', marker: 'c', cell: null },
      { type: 'start' },
      { type: 'crewMove', who: 'a', to: at(0, 1) },
      { type: 'crewSandbag', who: 'a', change: 'place' },
      { type: 'crewMove', who: 'b', to: at(1, 1) },
      { type: 'crewSandbag', who: 'b', change: 'none' },
      { type: 'shape', shape: 1 },
      { type: 'pump', leak: 0, to: null },
      { type: 'pump', leak: 0, to: at(1, 0) },
      { type: 'sandbag', cell: at(2, 2), change: 'place' },
    ]);
    expect(out).toEqual([
      null,
      'Leak 2 at row 3, column 2',
      'Crew c taken off the board',
      'Game started on 3 × 3: 8 rounds',
      'Round 1 · Crew a moves to row 1, column 2',
      'Round 1 · Crew a places a sandbag at row 1, column 2 (now 1)',
      'Round 1 · Crew b stays at row 2, column 2',
      'Round 1 · Crew b changes no sandbag',
      'Round 1 · Captain: pump 2, place 1 sandbag',
      'Round 1 · Captain pumps at leak 1 (row 1, column 1); the unit stays there',
      'Round 1 · Captain pumps at leak 1 (row 1, column 1); the unit flows to row 2, column 1',
      'Round 1 · Captain places a sandbag at row 3, column 3 (now 1). Round 2 begins',
    ]);
  });

  it('names who "all crew stay" covers: the crew member on turn and those after it this round', () => {
    const start = ok(applyCrackers(ok(applyCrackers(newDoc(), { type: 'size', width: 3, height: 3 })), { type: 'start' }));
    expect(lines(start, [{ type: 'crewStay', who: 'a' }])).toEqual(['Round 1 · Crew a, b and c stay and change no sandbag']);
    expect(lines(start, [{ type: 'crewMove', who: 'a', to: at(0, 1) }, { type: 'crewSandbag', who: 'a', change: 'none' }, { type: 'crewStay', who: 'b' }])[2]).toBe(
      'Round 1 · Crew b and c stay and change no sandbag',
    );
    const lone = ok(applyCrackers(newDoc(), { type: 'import', text: '00L 00 00C\n00 00 00\n00Pc 00 00L' }));
    expect(lines(lone, [{ type: 'start' }, { type: 'crewStay', who: 'c' }])[1]).toBe('Round 1 · Crew c stays and changes no sandbag');
  });

  it('says when and why the game ends', () => {
    const moat = ok(applyCrackers(newDoc(), { type: 'import', text: '30Cb 03 03\n21L 03 03\n21P 03 03L' }));
    const out = lines(moat, [
      { type: 'start' },
      { type: 'crewMove', who: 'b', to: at(0, 0) },
      { type: 'crewSandbag', who: 'b', change: 'none' },
      { type: 'shape', shape: 0 },
      { type: 'pump', leak: 0, to: null },
    ]);
    expect(out[0]).toBe('Game started on 3 × 3: 8 rounds');
    expect(out[4]).toBe(
      'Round 1 · Captain pumps at leak 1 (row 2, column 1); the unit stays there. Game over: the Captain wins. Crew b is cut off from the escape pod.',
    );
  });

  it('tells the calculator’s flows and settling, and leaves stepper taps out', () => {
    const basin = ok(applyCrackers(newDoc(), { type: 'import', text: '30L 30 30\n30 02L 00\n30P 30 30C' }));
    expect(lines(basin, [{ type: 'mode', mode: 'calc' }, { type: 'cell', cell: at(1, 1), sandbags: 0, depth: 3 }, { type: 'flow', from: at(1, 1), to: at(1, 2) }, { type: 'settle' }, { type: 'mode', mode: 'setup' }])).toEqual([
      'Calculator',
      null,
      'Water flows from row 2, column 2 to row 2, column 3',
      'Water settled (each unit to its first target)',
      'Back to setup',
    ]);
  });
});

const cell = (col: number, depth: number): CrackersAction => ({ type: 'cell', cell: at(0, col), sandbags: 0, depth });

describe('merging undo steps', () => {
  it('folds repeated edits of one cell, and of the size, into the latest', () => {
    expect(mergeCrackers(cell(1, 1), cell(1, 2))).toEqual(cell(1, 2));
    expect(mergeCrackers(cell(1, 1), cell(2, 2))).toBeNull();
    expect(mergeCrackers({ type: 'size', width: 8, height: 9 }, { type: 'size', width: 8, height: 10 })).toEqual({ type: 'size', width: 8, height: 10 });
    expect(mergeCrackers({ type: 'settle' }, { type: 'settle' })).toBeNull();
  });
});
