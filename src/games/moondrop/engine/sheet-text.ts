import { MODULES, SIZE, type Module, type Sheet, type SheetCell } from './types';

const LETTERS = new Set<string>(MODULES);

function describe(ch: string): string {
  if (ch === '\r') return 'a carriage return';
  if (ch === '\t') return 'a tab';
  if (ch === ' ') return 'a space';
  return `"${ch}"`;
}

function parseChar(ch: string, line: number, col: number): SheetCell {
  if (ch === '.') return null;
  if (LETTERS.has(ch)) return { module: ch as Module, crossed: false };
  const upper = ch.toUpperCase();
  if (ch !== upper && LETTERS.has(upper)) return { module: upper as Module, crossed: true };
  throw new Error(
    `Line ${line}, column ${col}: ${describe(ch)} is not a cell; use . or one of C L H Q D R (lowercase = crossed out)`,
  );
}

/** Sheet text (9 lines of 9 characters) → sheet; throws an Error naming the line and column of the first fault. */
export function parseSheet(text: string): Sheet {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const lines = body.split('\n');
  const rows: SheetCell[][] = [];
  for (const [i, line] of lines.entries()) {
    if (i >= SIZE) throw new Error(`Line ${i + 1}: a sheet has only ${SIZE} lines`);
    const chars = Array.from(line);
    const row: SheetCell[] = [];
    for (const [j, ch] of chars.entries()) {
      if (j >= SIZE) throw new Error(`Line ${i + 1}, column ${j + 1}: a line has only ${SIZE} characters`);
      row.push(parseChar(ch, i + 1, j + 1));
    }
    if (chars.length < SIZE) {
      throw new Error(`Line ${i + 1}, column ${chars.length + 1}: the line has ${chars.length} characters; expected ${SIZE}`);
    }
    rows.push(row);
  }
  if (rows.length < SIZE) throw new Error(`Line ${rows.length + 1}: the sheet has ${rows.length} lines; expected ${SIZE}`);
  return rows;
}

function cellChar(cell: SheetCell): string {
  if (cell === null) return '.';
  return cell.crossed ? cell.module.toLowerCase() : cell.module;
}

/** Sheet → canonical sheet text: 9 lines joined by '\n', lowercase for crossed modules, no trailing newline. */
export function formatSheet(sheet: Sheet): string {
  return sheet.map((row) => row.map(cellChar).join('')).join('\n');
}

/** Sheet → the share-link form: the 9 lines joined by '/'. */
export function sheetToParam(sheet: Sheet): string {
  return formatSheet(sheet).split('\n').join('/');
}

/** Share-link form (lines joined by '/') → sheet; throws like parseSheet. */
export function parseSheetParam(param: string): Sheet {
  return parseSheet(param.split('/').join('\n'));
}
