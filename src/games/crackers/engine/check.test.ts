import { describe, expect, it } from 'vitest';
import { checkCrackersState } from './check';
import { type CrackersAction, type CrackersDoc, newDoc } from './game';
import { applyCrackers, checkCrackersAction } from './move-table';

const ok = (d: CrackersDoc | { error: string }): CrackersDoc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const playing = () => ok(applyCrackers(newDoc(), { type: 'start' }));

describe('checks of stored tables', () => {
  it('accepts real tables in every mode, as stored (JSON)', () => {
    expect(checkCrackersState(json(newDoc()))).toBeNull();
    expect(checkCrackersState(json(playing()))).toBeNull();
    expect(checkCrackersState(json(ok(applyCrackers(newDoc(), { type: 'mode', mode: 'calc' }))))).toBeNull();
    // Mid-way through the Captain's turn, with a pawn taken off the board.
    let doc = ok(applyCrackers(ok(applyCrackers(newDoc(), { type: 'marker', marker: 'b', cell: null })), { type: 'start' }));
    for (const a of [
      { type: 'crewMove', who: 'a', to: { row: 4, col: 2 } },
      { type: 'crewSandbag', who: 'a', change: 'none' },
      { type: 'crewMove', who: 'c', to: { row: 4, col: 6 } },
      { type: 'crewSandbag', who: 'c', change: 'place' },
      { type: 'shape', shape: 1 },
      { type: 'pump', leak: 0, to: null },
    ] as CrackersAction[]) doc = ok(applyCrackers(doc, a));
    expect(doc).toMatchObject({ play: { turn: 'captain', shape: 1, pumped: 1 } });
    expect(checkCrackersState(json(doc))).toBeNull();
  });

  it.each([
    [null, 'the Captain Crackers table is missing'],
    [{ mode: 'race', board: newDoc().board }, '"race" is not a mode'],
    [{ mode: 'setup', board: { ...newDoc().board, depth: [1, 2] } }, 'the board is not readable: depth must list 64 depths of 0 to 999'],
    [{ mode: 'setup', board: { ...newDoc().board, leaks: [{ row: 0, col: 0 }, { row: 0, col: 0 }] } }, 'the board is not readable: the two leak points share a cell'],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, turn: 'd' } }, '"d" is not a turn'],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, shape: 4 } }, "the Captain's turn shape is unknown"],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, over: { winner: 'nobody', reason: '' } } }, 'the result of the game is not readable'],
    [{ mode: 'play', board: newDoc().board }, 'the game in play is missing'],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, turn: 'b' }, board: { ...newDoc().board, crew: { a: { row: 4, col: 2 } } } },
      'crew b has the turn but is not on the board'],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, shape: 0 } }, "a crew turn carries the Captain's moves"],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, pumped: 1 } }, "a crew turn carries the Captain's moves"],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, turn: 'captain', moved: true } }, "the Captain's turn is marked as a crew move"],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, turn: 'captain', shape: 3, pumped: 1, placed: 1 } },
      'the Captain has done more than the chosen turn allows'],
    [{ ...playing(), play: { ...(playing() as { play: object }).play, turn: 'captain', shape: null, removed: 1 } },
      'the Captain has done more than the chosen turn allows'],
  ])('rejects a broken table (%#)', (doc, reason) => {
    expect(checkCrackersState(doc)).toBe(reason);
  });

  // A hand-edited backup or a link could say anything about the result: the board is what decides it.
  it('rejects a table whose play disagrees with the rules on its board', () => {
    const p = playing() as Extract<CrackersDoc, { mode: 'play' }>;
    // Still water two deep everywhere: the crew stands in it (the Captain's win, checked first).
    const drowned = { ...p.board, sandbags: p.board.sandbags.map(() => 0), depth: p.board.depth.map(() => 2) };
    expect(checkCrackersState(json({ ...p, board: drowned }))).toMatch(/^the game goes on, but the board says the Captain has won \(/);
    expect(checkCrackersState(json({ ...p, play: { ...p.play, over: { winner: 'crew', reason: 'Made up.' } } })))
      .toBe('the game says the crew won, but the board says nobody has won yet');
    expect(checkCrackersState(json({ ...p, board: drowned, play: { ...p.play, over: { winner: 'crew', reason: 'Made up.' } } })))
      .toBe('the game says the crew won, but the board says the Captain won');
    expect(checkCrackersState(json({ ...p, play: { ...p.play, round: 61 } }))).toBe('it is round 61, but a board of this size plays 60 rounds');
    expect(checkCrackersState(json({ ...p, play: { ...p.play, done: true } }))).toBe('a turn is marked done but the next one has not begun');
    // The real result, as the rules reach it, is accepted.
    const won = ok(applyCrackers({ mode: 'setup', board: drowned }, { type: 'start' }));
    expect(won).toMatchObject({ play: { over: { winner: 'captain' } } });
    expect(checkCrackersState(json(won))).toBeNull();
  });

  it('rejects a board bigger than the app shows', () => {
    const n = 13 * 3;
    const big = {
      width: 13, height: 3, sandbags: Array(n).fill(0), depth: Array(n).fill(0),
      leaks: [{ row: 0, col: 0 }, { row: 2, col: 12 }], pod: { row: 2, col: 0 }, controlRoom: { row: 0, col: 12 }, crew: {},
    };
    expect(checkCrackersState({ mode: 'calc', board: big })).toBe('the board must have 3 to 12 rows and columns');
  });
});

describe('checks of stored actions', () => {
  it('accepts every kind of action the app makes', () => {
    const cell = { row: 1, col: 2 };
    const all: CrackersAction[] = [
      { type: 'size', width: 3, height: 12 },
      { type: 'layout' },
      { type: 'marker', marker: 'controlRoom', cell },
      { type: 'marker', marker: 'b', cell: null },
      { type: 'import', text: '00L 00 00L' },
      { type: 'cell', cell, sandbags: 3, depth: 999 },
      { type: 'mode', mode: 'calc' },
      { type: 'start' },
      { type: 'crewMove', who: 'c', to: cell },
      { type: 'crewSandbag', who: 'a', change: 'none' },
      { type: 'shape', shape: 3 },
      { type: 'shape', shape: null },
      { type: 'pump', leak: 1, to: null },
      { type: 'sandbag', cell, change: 'remove' },
      { type: 'skip' },
      { type: 'flow', from: cell, to: cell },
      { type: 'settle' },
    ];
    expect(all.map((a) => [a.type, checkCrackersAction(json(a))])).toEqual(all.map((a) => [a.type, null]));
  });

  it.each([
    [{ type: 'jump' }, 'unknown action "jump"'],
    [{ type: 'size', width: 2, height: 8 }, 'a "size" action is not readable'],
    [{ type: 'cell', cell: { row: 0, col: 0 }, sandbags: 4, depth: 0 }, 'a "cell" action is not readable'],
    [{ type: 'pump', leak: 2, to: null }, 'a "pump" action is not readable'],
    [{ type: 'crewMove', who: 'd', to: { row: 0, col: 0 } }, 'a "crewMove" action is not readable'],
    [{ type: 'marker', marker: 'captain', cell: null }, 'a "marker" action is not readable'],
    ['start', 'an action is not an object'],
  ])('rejects a broken action (%#)', (a, reason) => {
    expect(checkCrackersAction(a)).toBe(reason);
  });
});
