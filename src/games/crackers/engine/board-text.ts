import { type Board, type Cell, type CrewMember, MAX_DEPTH, MAX_SANDBAGS, MAX_SIDE } from './board';

type Marker = 'L' | 'P' | 'C' | CrewMember;
const MARKERS: readonly Marker[] = ['L', 'P', 'C', 'a', 'b', 'c'];
const NAMES: Record<Marker, string> = {
  L: 'leak point (L)', P: 'escape pod (P)', C: 'control room (C)', a: 'crew a', b: 'crew b', c: 'crew c',
};

/**
 * Board text (RULES.md §4) → board. Throws an Error naming the 1-based row and column of
 * the first bad cell token, or a missing/duplicated marker.
 */
export function parseBoard(text: string): Board {
  const lines = (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
  if (lines.length > MAX_SIDE) fail(`Row ${MAX_SIDE + 1}, column 1: a board has at most ${MAX_SIDE} rows.`);
  const sandbags: number[] = [];
  const depth: number[] = [];
  const found: Record<Marker, Cell[]> = { L: [], P: [], C: [], a: [], b: [], c: [] };
  let width = 0;
  lines.forEach((line, row) => {
    if (line === '') fail(`Row ${row + 1}, column 1: empty row (only one trailing newline is allowed).`);
    const tokens = line.split(' ');
    if (row === 0) width = tokens.length;
    if (tokens.length > MAX_SIDE) fail(`Row ${row + 1}, column ${MAX_SIDE + 1}: a board has at most ${MAX_SIDE} columns.`);
    // Cells are read left to right first, so the error names the first bad token of the row.
    tokens.slice(0, width).forEach((token, col) => {
      const where = `Row ${row + 1}, column ${col + 1}`;
      const m = /^(\d)(\d+)([A-Za-z]*)$/.exec(token);
      if (!m) {
        fail(token === ''
          ? `${where}: empty cell (cells are separated by single spaces).`
          : `${where}: "${token}" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).`);
      }
      const [, s, w, marks] = m;
      const bags = Number(s);
      const water = Number(w);
      if (bags > MAX_SANDBAGS) fail(`${where}: ${bags} sandbags (a stack holds at most ${MAX_SANDBAGS}).`);
      if (water > MAX_DEPTH) fail(`${where}: depth ${water} is too deep (at most ${MAX_DEPTH}).`);
      sandbags.push(bags);
      depth.push(water);
      const here = new Set<string>();
      for (const ch of marks!) {
        if (!(MARKERS as readonly string[]).includes(ch)) fail(`${where}: unknown marker "${ch}" (markers are L P C a b c).`);
        const mk = ch as Marker;
        if (here.has(mk)) fail(`${where}: marker ${mk} appears twice in one cell.`);
        here.add(mk);
        found[mk].push({ row, col });
        const most = mk === 'L' ? 2 : 1;
        if (found[mk].length > most) {
          fail(`${where}: one ${NAMES[mk]} too many (the board has ${mk === 'L' ? 'exactly 2' : mk === 'a' || mk === 'b' || mk === 'c' ? 'at most 1' : 'exactly 1'}).`);
        }
      }
    });
    if (tokens.length > width) fail(`Row ${row + 1}, column ${width + 1}: extra cell (row 1 has ${width} cells).`);
    if (tokens.length < width) fail(`Row ${row + 1}, column ${tokens.length + 1}: missing cell (row 1 has ${width} cells).`);
  });
  if (found.L.length < 2) fail(`The board needs exactly 2 leak points (L); it has ${found.L.length}.`);
  if (found.P.length < 1) fail('The board needs an escape pod (P).');
  if (found.C.length < 1) fail('The board needs a control room (C).');
  const crew: Partial<Record<CrewMember, Cell>> = {};
  for (const who of ['a', 'b', 'c'] as const) if (found[who][0]) crew[who] = found[who][0];
  return {
    width, height: lines.length, sandbags, depth,
    leaks: [found.L[0]!, found.L[1]!], pod: found.P[0]!, controlRoom: found.C[0]!, crew,
  };
}

/** The board's canonical text: no trailing newline, depth without leading zeros, markers in the order L P C a b c. */
export function formatBoard(board: Board): string {
  const rows: string[] = [];
  for (let r = 0; r < board.height; r++) {
    const cells: string[] = [];
    for (let c = 0; c < board.width; c++) {
      const i = r * board.width + c;
      const at = (x: Cell | undefined) => x !== undefined && x.row === r && x.col === c;
      let marks = '';
      if (at(board.leaks[0]) || at(board.leaks[1])) marks += 'L';
      if (at(board.pod)) marks += 'P';
      if (at(board.controlRoom)) marks += 'C';
      for (const who of ['a', 'b', 'c'] as const) if (at(board.crew[who])) marks += who;
      cells.push(`${board.sandbags[i]}${board.depth[i]}${marks}`);
    }
    rows.push(cells.join(' '));
  }
  return rows.join('\n');
}

function fail(message: string): never {
  throw new Error(message);
}
