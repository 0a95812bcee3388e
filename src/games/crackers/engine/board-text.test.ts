import { describe, it, expect } from 'vitest';
import { formatBoard, parseBoard } from './board-text';

const text = '00 30 02L 00P\n112 00C 10a 00\n00L 00b 00c 01';

// One row of n cells holding every marker.
const wideRow = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? '00LPC' : i === 1 ? '00L' : '00')).join(' ');
describe('parseBoard', () => {
  it('reads sandbags, depth and every marker', () => {
    const b = parseBoard(text);
    expect(b.width).toBe(4);
    expect(b.height).toBe(3);
    expect(b.sandbags).toEqual([0, 3, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0]);
    expect(b.depth).toEqual([0, 0, 2, 0, 12, 0, 0, 0, 0, 0, 0, 1]);
    expect(b.leaks).toEqual([{ row: 0, col: 2 }, { row: 2, col: 0 }]);
    expect(b.pod).toEqual({ row: 0, col: 3 });
    expect(b.controlRoom).toEqual({ row: 1, col: 1 });
    expect(b.crew).toEqual({ a: { row: 1, col: 2 }, b: { row: 2, col: 1 }, c: { row: 2, col: 2 } });
  });

  it('round-trips canonical text, and canonicalises marker order, leading zeros and one trailing newline', () => {
    expect(formatBoard(parseBoard(text))).toBe(text);
    expect(formatBoard(parseBoard('00cbaCPL 0007L\n'))).toBe('00LPCabc 07L');
  });

  it('accepts a board without some crew members', () => {
    expect(parseBoard('00L 00L 00P 00C').crew).toEqual({});
  });

  it.each([
    ['00L 00L 40P 00C', 'Row 1, column 3: 4 sandbags (a stack holds at most 3).'],
    ['00L 00L\n00P 0x0C', 'Row 2, column 2: "0x0C" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).'],
    ['00L 3 00P 00C', 'Row 1, column 2: "3" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).'],
    ['00L 00L 00P 00Cd', 'Row 1, column 4: unknown marker "d" (markers are L P C a b c).'],
    ['00L 00L 00PP 00C', 'Row 1, column 3: marker P appears twice in one cell.'],
    ['00L  00L 00P 00C', 'Row 1, column 2: empty cell (cells are separated by single spaces).'],
    ['00L 00L 00P 00C ', 'Row 1, column 5: empty cell (cells are separated by single spaces).'],
    ['00L 00L\n00P', 'Row 2, column 2: missing cell (row 1 has 2 cells).'],
    ['00L 00L\n00P 00C 00', 'Row 2, column 3: extra cell (row 1 has 2 cells).'],
    ['00L 00L\n0x 00P 00C', 'Row 2, column 1: "0x" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).'],
    ['00L 00L 00\n00P 0y', 'Row 2, column 2: "0y" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).'],
    ['00L 00L\n00P 00C 00La', 'Row 2, column 3: extra cell (row 1 has 2 cells).'],
    ['00L 00L 00L 00P 00C', 'Row 1, column 3: one leak point (L) too many (the board has exactly 2).'],
    ['00L 00L 00P 00P 00C', 'Row 1, column 4: one escape pod (P) too many (the board has exactly 1).'],
    ['00L 00LC 00P 00C', 'Row 1, column 4: one control room (C) too many (the board has exactly 1).'],
    ['00La 00L 00Pa 00C', 'Row 1, column 3: one crew a too many (the board has at most 1).'],
    ['00L 01000 00P 00C', 'Row 1, column 2: depth 1000 is too deep (at most 999).'],
    ['00L 00\r\n00P 00C', 'Row 1, column 2: "00\r" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).'],
    ['00L 00L 00P 00C\n\n', 'Row 2, column 1: empty row (only one trailing newline is allowed).'],
    ['00L 00L\n\n00P 00C', 'Row 2, column 1: empty row (only one trailing newline is allowed).'],
    ['', 'Row 1, column 1: empty row (only one trailing newline is allowed).'],
  ])('rejects %j naming row and column', (bad, message) => {
    expect(() => parseBoard(bad)).toThrow(message);
  });

  it.each([
    ['00L 00 00P 00C', 'The board needs exactly 2 leak points (L); it has 1.'],
    ['00L 00L 00 00C', 'The board needs an escape pod (P).'],
    ['00L 00L 00P 00', 'The board needs a control room (C).'],
  ])('rejects %j for a missing marker', (bad, message) => {
    expect(() => parseBoard(bad)).toThrow(message);
  });

  it('accepts 64 columns and 64 rows, and rejects 65 of either', () => {
    expect(parseBoard(wideRow(64)).width).toBe(64);
    expect(() => parseBoard(wideRow(65))).toThrow('Row 1, column 65: a board has at most 64 columns.');
    const rows = (n: number) => [wideRow(2), ...Array<string>(n - 1).fill('00 00')].join('\n');
    expect(parseBoard(rows(64)).height).toBe(64);
    expect(() => parseBoard(rows(65))).toThrow('Row 65, column 1: a board has at most 64 rows.');
  });
});
