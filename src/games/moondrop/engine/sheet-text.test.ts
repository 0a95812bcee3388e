import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSheet, parseSheet, parseSheetParam, sheetToParam } from './sheet-text';
import { smallSheet } from './sheets-testkit';

const TEXT = ['QCd......', '.........', '.........', '.........', '.........', '.........', '.........', '.........', '....r...L'].join('\n');

describe('sheet text', () => {
  it('reads letters as modules and lowercase as crossed out', () => {
    const sheet = parseSheet(TEXT);
    expect(sheet).toHaveLength(9);
    expect(sheet[0]![0]).toEqual({ module: 'Q', crossed: false });
    expect(sheet[0]![1]).toEqual({ module: 'C', crossed: false });
    expect(sheet[0]![2]).toEqual({ module: 'D', crossed: true });
    expect(sheet[0]![3]).toBeNull();
    expect(sheet[8]![4]).toEqual({ module: 'R', crossed: true });
    expect(sheet[8]![8]).toEqual({ module: 'L', crossed: false });
  });

  it('writes the canonical text with no trailing newline', () => {
    expect(formatSheet(parseSheet(TEXT))).toBe(TEXT);
    expect(formatSheet(parseSheet(`${TEXT}\n`))).toBe(TEXT);
  });

  it('round-trips any sheet', () => {
    fc.assert(
      fc.property(smallSheet(30), (sheet) => {
        expect(parseSheet(formatSheet(sheet))).toEqual(sheet);
        expect(parseSheetParam(sheetToParam(sheet))).toEqual(sheet);
      }),
    );
  });

  it('joins lines with / in share links', () => {
    expect(sheetToParam(parseSheet(TEXT))).toBe('QCd....../........./........./........./........./........./........./........./....r...L');
  });

  it('rejects a bad character naming its line and column', () => {
    const bad = TEXT.replace('....r...L', '....r.X.L');
    expect(() => parseSheet(bad)).toThrow('Line 9, column 7: "X" is not a cell');
    expect(() => parseSheet(TEXT.replace('QCd', 'Q d'))).toThrow('Line 1, column 2: a space is not a cell');
    expect(() => parseSheet(TEXT.replaceAll('\n', '\r\n'))).toThrow('Line 1, column 10: a line has only 9 characters');
  });

  it('rejects short and long lines naming the line', () => {
    expect(() => parseSheet(TEXT.replace('QCd......', 'QCd.....'))).toThrow('Line 1, column 9: the line has 8 characters; expected 9');
    expect(() => parseSheet(TEXT.replace('....r...L', '....r...L.'))).toThrow('Line 9, column 10: a line has only 9 characters');
  });

  it('rejects a wrong number of lines', () => {
    const lines = TEXT.split('\n');
    expect(() => parseSheet(lines.slice(0, 8).join('\n'))).toThrow('Line 9: the sheet has 8 lines; expected 9');
    expect(() => parseSheet(`${TEXT}\n.........`)).toThrow('Line 10: a sheet has only 9 lines');
    // Only one trailing newline is ignored.
    expect(() => parseSheet(`${TEXT}\n\n`)).toThrow('Line 10: a sheet has only 9 lines');
    expect(() => parseSheet('')).toThrow('Line 1, column 1: the line has 0 characters; expected 9');
  });
});
