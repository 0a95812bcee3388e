import { describe, expect, it } from 'vitest';
import { type CrackersAction, type CrackersDoc, type PlayState, fromLink, linkFor, newDoc, readBoardText } from './game';
import { applyCrackers } from './move-table';
import { formatBoard, parseBoard } from './index';

/** A link's query as the getter `fromLink` takes. */
const linkParam = (q: string) => {
  const p = new URLSearchParams(q);
  return (name: string) => p.get(name);
};

const at = (row: number, col: number) => ({ row, col });
const ok = (d: CrackersDoc | { error: string }): CrackersDoc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};
const run = (doc: CrackersDoc, ...actions: CrackersAction[]) => actions.reduce((d, a) => ok(applyCrackers(d, a)), doc);
const text = (d: CrackersDoc) => formatBoard(d.board);
const playOf = (d: CrackersDoc): PlayState => {
  if (d.mode !== 'play') throw new Error(`in ${d.mode}, not play`);
  return d.play;
};
const imported = (...rows: string[]) => run(newDoc(), { type: 'import', text: rows.join('\n') });
const stays = (who: 'a' | 'b' | 'c', d: CrackersDoc): CrackersAction[] => [
  { type: 'crewMove', who, to: d.board.crew[who]! },
  { type: 'crewSandbag', who, change: 'none' },
];

// 00L 00 00C / 00a 00b 00c / 00P 00 00L: 8 rounds (60 × 9 / 64 = 8.4).
const start = () => run(newDoc(), { type: 'size', width: 3, height: 3 }, { type: 'start' });

// Crew b sits on the control room's 3-high stack; its only dry way to the pod is the leak
// (depth 1) and deep water is all around. A second unit on the leak cannot flow anywhere.
const moat = () => run(imported('30Cb 03 03', '21L 03 03', '21P 03 03L'), { type: 'start' });

// RULES.md's own example: a leak of depth 2 in 2-high walls, three dry floors around.
const basin = () => run(imported('30L 30 30 30 30', '30 20 02L 20 30', '30 00 20 00 30', '30P 30 00 30 30C'), { type: 'mode', mode: 'calc' });

describe('setup', () => {
  it('starts on the default 8 × 8 board', () => {
    expect(text(newDoc())).toBe(
      [
        '00L 00 00 00 00 00 00 00C',
        '00 00 00 00 00 00 00 00',
        '00 00 00 00 00 00 00 00',
        '00 00 00 00 00 00 00 00',
        '00 00 00a 00 00b 00 00c 00',
        '00 00 00 00 00 00 00 00',
        '00 00 00 00 00 00 00 00',
        '00P 00 00 00 00 00 00 00L',
      ].join('\n'),
    );
  });

  it('resizes to the default layout, moves markers, and refuses a second leak on a leak', () => {
    let d = run(newDoc(), { type: 'size', width: 4, height: 3 });
    expect(text(d)).toBe('00L 00 00 00C\n00 00a 00b 00c\n00P 00 00 00L');
    d = run(d, { type: 'marker', marker: 'pod', cell: at(0, 1) }, { type: 'marker', marker: 'c', cell: null }, { type: 'marker', marker: 'leak1', cell: at(2, 0) });
    expect(text(d)).toBe('00L 00P 00 00C\n00 00a 00b 00\n00L 00 00 00');
    expect(applyCrackers(d, { type: 'marker', marker: 'leak0', cell: at(2, 0) })).toEqual({ error: 'The other leak point is already at row 3, column 1.' });
    expect(applyCrackers(d, { type: 'size', width: 13, height: 3 })).toEqual({ error: "The board's width must be a whole number from 3 to 12." });
    expect(text(run(d, { type: 'layout' }))).toBe('00L 00 00 00C\n00 00a 00b 00c\n00P 00 00 00L');
  });

  it('reads board text, and refuses bad text naming row and column without changing the board', () => {
    const d = imported('00L 00 00C', '00 00b 00', '00P 00 00L');
    expect(text(d)).toBe('00L 00 00C\n00 00b 00\n00P 00 00L');
    expect(applyCrackers(d, { type: 'import', text: '00L 00 00C\n00 0xa 00\n00P 00 00L' })).toEqual({
      error: 'Row 2, column 2: "0xa" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).',
    });
    expect(applyCrackers(d, { type: 'import', text: '00L 00 00C\n00 00\n00P 00 00L' })).toEqual({ error: 'Row 2, column 3: missing cell (row 1 has 3 cells).' });
    // The engine takes up to 64 × 64; the app's board view stops at 12.
    expect(applyCrackers(d, { type: 'import', text: '00L 00P\n00C 00L' })).toEqual({
      error: 'The app shows boards of 3 to 12 rows and columns; this one has 2 rows and 2 columns.',
    });
  });
});

describe('share links', () => {
  it('open the calculator on the board, and the link the app writes reads back', () => {
    const board = '30L 30 30\n30 02L 20\n30P 00 30Ca';
    const hash = linkFor(board);
    expect(hash).toBe('#/crackers?board=30L+30+30/30+02L+20/30P+00+30Ca');
    const doc = ok(fromLink(linkParam(hash.split('?')[1] ?? '')));
    expect(doc.mode).toBe('calc');
    expect(text(doc)).toBe(board);
    // %20 works as well as +.
    expect(text(ok(fromLink(linkParam('board=30L%2030%2030/30%2002L%2020/30P%2000%2030Ca'))))).toBe(board);
  });

  it('name the row and column of a bad board', () => {
    expect(fromLink(linkParam('board=30L+30+30/30+3x+20/30P+00+30C'))).toEqual({
      error: `The link's board: Row 2, column 2: "3x" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).`,
    });
    expect(fromLink(linkParam('sheet=1'))).toEqual({ error: 'The link has no board (it needs ?board=…).' });
    expect(fromLink(linkParam('board=00L'), 'score')).toEqual({ error: 'Captain Crackers has no page “score”.' });
  });
});

describe('a round of play on the default 3 × 3 board', () => {

  it('takes crew a, b, c, then the Captain, then the next round', () => {
    let d = start();
    expect(playOf(d)).toMatchObject({ round: 1, turn: 'a', moved: false });
    expect(applyCrackers(d, { type: 'crewMove', who: 'b', to: at(0, 1) })).toEqual({ error: "It is crew a's turn." });
    expect(applyCrackers(d, { type: 'crewSandbag', who: 'a', change: 'place' })).toEqual({ error: 'Crew a moves first, then may change a sandbag.' });
    d = run(d, { type: 'crewMove', who: 'a', to: at(0, 1) });
    expect(playOf(d)).toMatchObject({ turn: 'a', moved: true });
    d = run(d, { type: 'crewSandbag', who: 'a', change: 'place' });
    expect(playOf(d)).toMatchObject({ turn: 'b', moved: false });
    d = run(d, ...stays('b', d), ...stays('c', d));
    expect(playOf(d).turn).toBe('captain');
    expect(text(d)).toBe('00L 10a 00C\n00 00b 00c\n00P 00 00L');
    expect(applyCrackers(d, { type: 'pump', leak: 0, to: null })).toEqual({ error: "Choose the Captain's turn first." });

    d = run(d, { type: 'shape', shape: 0 });
    // Level 0 on a level floor: the first unit cannot flow.
    d = run(d, { type: 'pump', leak: 0, to: null });
    expect(text(d)).toBe('01L 10a 00C\n00 00b 00c\n00P 00 00L');
    // The second lifts to level 1: over a's sandbag to (0,2) and (1,1), or straight down to (1,0).
    expect(applyCrackers(d, { type: 'pump', leak: 0, to: null })).toEqual({
      error: 'Pick where the pumped unit flows: row 1, column 3; row 2, column 1; row 2, column 2.',
    });
    expect(applyCrackers(d, { type: 'pump', leak: 0, to: at(2, 0) })).toHaveProperty('error');
    expect(applyCrackers(d, { type: 'shape', shape: 1 })).toEqual({ error: 'The Captain has begun this turn; undo to choose another.' });
    d = run(d, { type: 'pump', leak: 0, to: at(0, 2) });
    expect(text(d)).toBe('01L 10a 01C\n00 00b 00c\n00P 00 00L');
    // Third: (0,2) now holds water at level 1 too, so (1,2) joins the targets; b gets wet feet.
    expect(applyCrackers(d, { type: 'pump', leak: 0, to: null })).toEqual({
      error: 'Pick where the pumped unit flows: row 2, column 1; row 2, column 2; row 2, column 3.',
    });
    d = run(d, { type: 'pump', leak: 0, to: at(1, 1) });
    expect(text(d)).toBe('01L 10a 01C\n00 01b 00c\n00P 00 00L');
    expect(playOf(d)).toMatchObject({ round: 2, turn: 'a', shape: null, pumped: 0, over: null });
  });

  it('"all crew stay" plays every crew turn left in the round as a stay with no sandbag, in one step', () => {
    const d = start();
    const all = run(d, { type: 'crewStay', who: 'a' });
    // The same table as three "stay" and "no sandbag change" pairs: the Captain's turn, the board untouched.
    expect(all).toEqual(run(d, ...stays('a', d), ...stays('b', d), ...stays('c', d)));
    expect(playOf(all)).toMatchObject({ round: 1, turn: 'captain', shape: null, over: null });
    expect(text(all)).toBe(text(d));
    // From crew b on (a moved): b and c stay.
    const afterA = run(d, { type: 'crewMove', who: 'a', to: at(0, 1) }, { type: 'crewSandbag', who: 'a', change: 'place' });
    const rest = run(afterA, { type: 'crewStay', who: 'b' });
    expect(playOf(rest).turn).toBe('captain');
    expect(text(rest)).toBe('00L 10a 00C\n00 00b 00c\n00P 00 00L');
  });

  it('refuses "all crew stay" where the rules do not allow it', () => {
    const d = start();
    expect(applyCrackers(d, { type: 'crewStay', who: 'b' })).toEqual({ error: "It is crew a's turn." });
    const moved = run(d, { type: 'crewMove', who: 'a', to: at(0, 1) });
    expect(applyCrackers(moved, { type: 'crewStay', who: 'a' })).toEqual({ error: 'Crew a has moved already: choose its sandbag step.' });
    const captain = run(d, { type: 'crewStay', who: 'a' });
    expect(applyCrackers(captain, { type: 'crewStay', who: 'a' })).toEqual({ error: "It is the Captain's turn." });
    expect(applyCrackers(newDoc(), { type: 'crewStay', who: 'a' })).toEqual({ error: 'Start the game first.' });
    // Water that must flow comes first, as for every move of a turn.
    const held = run(imported('03L 00 03', '30 30 30', '00Pa 00C 00L'), { type: 'start' });
    expect(applyCrackers(held, { type: 'crewStay', who: 'a' })).toEqual({ error: 'Water must flow first, starting at row 1, column 1.' });
  });

  it('runs the adjustment after a move before anything else, highest unit first', () => {
    // A 2-high stack under crew a holds back the leak's water until a takes a sandbag off.
    let d = run(imported('02L 20a 00C', '30 30 30', '00P 00 00L'), { type: 'start' });
    d = run(d, { type: 'crewMove', who: 'a', to: at(0, 1) }, { type: 'crewSandbag', who: 'a', change: 'remove' });
    expect(playOf(d)).toMatchObject({ turn: 'a', done: true });
    expect(applyCrackers(d, { type: 'shape', shape: 0 })).toEqual({ error: 'Water must flow first, starting at row 1, column 1.' });
    expect(applyCrackers(d, { type: 'flow', from: at(0, 1), to: at(0, 2) })).toEqual({
      error: 'The water at row 1, column 1 flows first (highest first, then in reading order).',
    });
    expect(applyCrackers(d, { type: 'flow', from: at(0, 0), to: at(0, 1) })).toEqual({
      error: 'Water from row 1, column 1 cannot come to rest at row 1, column 2; it may go to row 1, column 3.',
    });
    d = run(d, { type: 'flow', from: at(0, 0), to: at(0, 2) });
    expect(text(d)).toBe('01L 10a 01C\n30 30 30\n00P 00 00L');
    // Still water: the turn passes (only crew a is on this board, so to the Captain).
    expect(playOf(d)).toMatchObject({ turn: 'captain', done: false });
    expect(applyCrackers(d, { type: 'settle' })).toEqual({ error: 'No water needs to flow now.' });
  });

  it('lets the Captain skip only a sandbag move that no cell allows', () => {
    // Every cell but the pod and control room is under water, so nothing can take a sandbag.
    let d = run(imported('30L 30 31C', '31 31 31', '31P 31 31L'), { type: 'start' });
    expect(playOf(d).turn).toBe('captain');
    d = run(d, { type: 'shape', shape: 2 });
    expect(applyCrackers(d, { type: 'skip' })).toEqual({ error: 'Pump first: only a sandbag move that no cell allows can be skipped.' });
    d = run(d, { type: 'pump', leak: 0, to: null });
    expect(applyCrackers(d, { type: 'sandbag', cell: at(1, 1), change: 'place' })).toEqual({ error: 'Row 2, column 2 is under water: sandbags go only on dry cells.' });
    expect(applyCrackers(d, { type: 'sandbag', cell: at(0, 1), change: 'place' })).toEqual({
      error: 'Row 1, column 2 already has 3 sandbags, the most a stack may hold.',
    });
    // The only dry cell is full, the rest are wet: the two placings are skipped.
    d = run(d, { type: 'skip' });
    expect(playOf(d)).toMatchObject({ round: 2, turn: 'captain', shape: null });
  });
});

describe('outcomes', () => {

  it('ends the game with its reason after the adjustment, refuses play after it, and undo (replay) leads back', () => {
    let d = moat();
    expect(playOf(d)).toMatchObject({ turn: 'b', over: null });
    d = run(d, ...stays('b', d), { type: 'shape', shape: 0 });
    const before = d;
    d = run(d, { type: 'pump', leak: 0, to: null });
    expect(text(d)).toBe('30Cb 03 03\n22L 03 03\n21P 03 03L');
    expect(playOf(d).over).toEqual({ winner: 'captain', reason: 'Crew b is cut off from the escape pod.' });
    expect(applyCrackers(d, { type: 'pump', leak: 0, to: null })).toEqual({
      error: 'The game is over: Crew b is cut off from the escape pod. Undo to take moves back.',
    });
    expect(playOf(before).over).toBeNull();
  });

  it('gives the crew the game when the last round ends with every pawn able to reach the pod', () => {
    const d = run(newDoc(), { type: 'size', width: 3, height: 3 }, { type: 'start' });
    const last = (round: number): CrackersDoc => ({ mode: 'play', board: d.board, play: { ...playOf(d), round, turn: 'captain' } });
    const captain: CrackersAction[] = [{ type: 'shape', shape: 2 }, { type: 'pump', leak: 0, to: null }, { type: 'sandbag', cell: at(2, 1), change: 'place' }, { type: 'sandbag', cell: at(2, 1), change: 'place' }];
    expect(playOf(run(last(7), ...captain))).toMatchObject({ round: 8, turn: 'a', over: null });
    expect(playOf(run(last(8), ...captain)).over).toEqual({
      winner: 'crew',
      reason: 'The last round has ended with every crew member able to reach the escape pod.',
    });
  });

  it('drowns a crew member that steps into depth 2', () => {
    let d = run(imported('10La 02 10C', '30 30 30', '00P 00 00L'), { type: 'start' });
    // (0,1) at depth 2 cannot flow: lifted to level 1, it finds nothing lower.
    d = run(d, { type: 'crewMove', who: 'a', to: at(0, 1) });
    expect(playOf(d).over).toEqual({ winner: 'captain', reason: 'Crew a drowned.' });
  });
});

describe('calculator', () => {

  it('edits cells freely, moves one unit to a picked target, and settles the rest', () => {
    let d = run(basin(), { type: 'cell', cell: at(1, 2), sandbags: 0, depth: 3 });
    d = run(d, { type: 'flow', from: at(1, 2), to: at(3, 2) });
    expect(text(d)).toBe('30L 30 30 30 30\n30 20 02L 20 30\n30 00 20 00 30\n30P 30 01 30 30C');
    d = run(d, { type: 'cell', cell: at(1, 2), sandbags: 0, depth: 5 });
    // 5 at (1,2): level 4 reaches the dry (2,1), then (2,3); at level 2 the lowest cells
    // are the three at 1, and the first in reading order, (2,1), takes it; 2 stay behind the walls.
    d = run(d, { type: 'settle' });
    expect(text(d)).toBe('30L 30 30 30 30\n30 20 02L 20 30\n30 02 20 01 30\n30P 30 01 30 30C');
    expect(applyCrackers(d, { type: 'cell', cell: at(0, 0), sandbags: 4, depth: 0 })).toEqual({ error: 'A sandbag stack holds a whole number from 0 to 3.' });
  });

  it('starts a game on the calculator board, and goes back to setup from play', () => {
    const d = run(basin(), { type: 'start' });
    expect(playOf(d)).toMatchObject({ round: 1, turn: 'captain' });
    const back = run(d, { type: 'mode', mode: 'setup' });
    expect(back).toEqual({ mode: 'setup', board: d.board });
  });
});

describe('readBoardText', () => {
  it('keeps a board that round-trips through its text', () => {
    const rows = '30L 30 30\n30 02L 20\n30P 00 30Cab';
    const b = readBoardText(rows);
    expect('error' in b ? b.error : formatBoard(b)).toBe(rows);
    expect(parseBoard(rows)).toEqual(b);
  });
});
