import { describe, it, expect } from 'vitest';
import { formatBoard, parseBoard } from './board-text';
import { boardProblem } from './board-check';
import { defaultBoard, placeMarker, roundsFor, setDepth, setSandbags } from './setup';
import { boardOf, must } from './testkit';

const at = (row: number, col: number) => ({ row, col });

describe('roundsFor', () => {
  it('scales 60 rounds on 64 cells to the board, halves rounded up', () => {
    expect(roundsFor(8, 8)).toBe(60);
    expect(roundsFor(3, 3)).toBe(8); // 8.4375
    expect(roundsFor(12, 12)).toBe(135);
    expect(roundsFor(7, 7)).toBe(46); // 45.9375
    expect(roundsFor(4, 6)).toBe(23); // 22.5
    expect(roundsFor(3, 8)).toBe(23); // 22.5
  });
});

describe('defaultBoard', () => {
  it('lays out an 8×8 board: control room top right, pod bottom left, leaks in the other corners, crew on the middle row', () => {
    const b = must(defaultBoard(8, 8));
    expect(formatBoard(b)).toBe([
      '00L 00 00 00 00 00 00 00C',
      '00 00 00 00 00 00 00 00',
      '00 00 00 00 00 00 00 00',
      '00 00 00 00 00 00 00 00',
      '00 00 00a 00 00b 00 00c 00',
      '00 00 00 00 00 00 00 00',
      '00 00 00 00 00 00 00 00',
      '00P 00 00 00 00 00 00 00L',
    ].join('\n'));
  });

  it('fits every marker on its own cell from 3×3 to 12×12', () => {
    expect(formatBoard(must(defaultBoard(3, 3)))).toBe('00L 00 00C\n00a 00b 00c\n00P 00 00L');
    for (let w = 3; w <= 12; w++) {
      for (let h = 3; h <= 12; h++) {
        const b = must(defaultBoard(w, h));
        expect(boardProblem(b)).toBeNull();
        const spots = [...b.leaks, b.pod, b.controlRoom, b.crew.a!, b.crew.b!, b.crew.c!].map((c) => `${c.row},${c.col}`);
        expect(new Set(spots).size).toBe(7);
        expect(parseBoard(formatBoard(b))).toEqual(b);
      }
    }
  });

  it('refuses sizes outside 3 to 12', () => {
    expect(defaultBoard(2, 8)).toEqual({ error: "The board's width must be a whole number from 3 to 12." });
    expect(defaultBoard(8, 13)).toEqual({ error: "The board's height must be a whole number from 3 to 12." });
    expect(defaultBoard(8.5, 8)).toEqual({ error: "The board's width must be a whole number from 3 to 12." });
  });
});

describe('setup and calculator editing', () => {
  const board = boardOf('00L 00 00C', '00a 00 00', '00P 00 00L');

  it('moves markers; two leaks never share a cell; only crew can leave', () => {
    expect(must(placeMarker(board, 'pod', at(1, 1))).pod).toEqual(at(1, 1));
    expect(must(placeMarker(board, 'controlRoom', at(2, 1))).controlRoom).toEqual(at(2, 1));
    expect(must(placeMarker(board, 'leak1', at(0, 1))).leaks).toEqual([at(0, 0), at(0, 1)]);
    expect(placeMarker(board, 'leak0', at(2, 2))).toEqual({ error: 'The other leak point is already at row 3, column 3.' });
    expect(must(placeMarker(board, 'b', at(1, 2))).crew).toEqual({ a: at(1, 0), b: at(1, 2) });
    expect(must(placeMarker(board, 'a', null)).crew).toEqual({});
    expect(placeMarker(board, 'pod', null)).toEqual({ error: 'Only a crew pawn can be taken off the board.' });
    expect(placeMarker(board, 'pod', at(3, 0))).toEqual({ error: 'That cell is off the board.' });
  });

  it('sets sandbags 0 to 3 and depth 0 to 999 on any cell, wet or not', () => {
    const wet = must(setDepth(board, at(1, 1), 2));
    expect(must(setSandbags(wet, at(1, 1), 3)).sandbags[4]).toBe(3);
    expect(must(setSandbags(wet, at(1, 1), 3)).depth[4]).toBe(2);
    expect(setSandbags(board, at(1, 1), 4)).toEqual({ error: 'A sandbag stack holds a whole number from 0 to 3.' });
    expect(setSandbags(board, at(1, 1), -1)).toEqual({ error: 'A sandbag stack holds a whole number from 0 to 3.' });
    expect(must(setDepth(board, at(0, 0), 999)).depth[0]).toBe(999);
    expect(setDepth(board, at(0, 0), 1000)).toEqual({ error: 'Water depth is a whole number from 0 to 999.' });
    expect(setDepth(board, at(0, 0), 1.5)).toEqual({ error: 'Water depth is a whole number from 0 to 999.' });
  });
});

describe('boardProblem', () => {
  const good = boardOf('00L 00 00C', '00a 00 00', '00P 00 00L');
  it('accepts a parsed board and names what is wrong with a broken one', () => {
    expect(boardProblem(good)).toBeNull();
    expect(boardProblem(JSON.parse(JSON.stringify(good)))).toBeNull();
    expect(boardProblem(null)).toBe('the board is not an object');
    expect(boardProblem({ ...good, depth: [0] })).toBe('depth must list 9 depths of 0 to 999');
    expect(boardProblem({ ...good, sandbags: good.sandbags.map(() => 4) })).toBe('sandbags must list 9 stacks of 0 to 3');
    expect(boardProblem({ ...good, leaks: [at(0, 0), at(0, 0)] })).toBe('the two leak points share a cell');
    expect(boardProblem({ ...good, pod: at(3, 0) })).toBe('the escape pod is not on the board');
    expect(boardProblem({ ...good, crew: { d: at(0, 0) } })).toBe('unknown crew member "d"');
  });
});
