// The cells a scoring step is about, read from the sheet as it then stood (RULES.md §3): the Corridors a
// Breach finds exposed, and the cells each Goal counts. Pure; the scorer counts the same (a test checks).
import { type Cell, type GoalId, type Sheet, GOAL_NAMES, SIZE, cellName } from '../engine/screens';

const live = (sheet: Sheet, r: number, c: number, m: string) => {
  const x = sheet[r]?.[c];
  return !!x && !x.crossed && x.module === m;
};
const inGrid = (r: number, c: number) => r >= 0 && c >= 0 && r < SIZE && c < SIZE;
const STEPS = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;
const near = (r: number, c: number) => STEPS.map(([dr, dc]) => [r + dr, c + dc] as const).filter(([a, b]) => inGrid(a, b));

/** Uncrossed Corridors next to an empty cell of the grid (the grid's edge is not a cell): what a Breach counts. */
export function exposedCorridors(sheet: Sheet): Cell[] {
  const out: Cell[] = [];
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) if (live(sheet, r, c, 'C') && near(r, c).some(([a, b]) => sheet[a]![b] === null)) out.push({ row: r, col: c });
  return out;
}

// Connected groups of the cells `keep` accepts, in reading order of their first cell.
function groups(keep: (r: number, c: number) => boolean): Cell[][] {
  const seen = new Set<number>();
  const out: Cell[][] = [];
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      if (!keep(r, c) || seen.has(r * SIZE + c)) continue;
      const group: Cell[] = [];
      const todo = [[r, c] as const];
      seen.add(r * SIZE + c);
      while (todo.length) {
        const [a, b] = todo.pop()!;
        group.push({ row: a, col: b });
        for (const [x, y] of near(a, b)) {
          if (!keep(x, y) || seen.has(x * SIZE + y)) continue;
          seen.add(x * SIZE + y);
          todo.push([x, y]);
        }
      }
      out.push(group.sort((p, q) => p.row - q.row || p.col - q.col));
    }
  }
  return out;
}

/** The cells that earn a Goal's points on a final sheet, and one line saying how they count. */
export function goalCells(sheet: Sheet, goal: GoalId): { cells: Cell[]; how: string } {
  const all = (m: string) => groups((r, c) => live(sheet, r, c, m)).flat();
  switch (goal) {
    case 'research':
      return { cells: all('R'), how: '1 point per Research' };
    case 'population':
      return { cells: all('Q'), how: '1 point per Quarters' };
    case 'efficiency': {
      const largest = groups((r, c) => live(sheet, r, c, 'C')).reduce<Cell[]>((best, g) => (g.length > best.length ? g : best), []);
      return { cells: largest, how: '1 point per cell of the largest group of Corridors' };
    }
    case 'mining': {
      const empty = (r: number, c: number) => sheet[r]![c] === null;
      const enclosed = groups(empty).filter((g) => !g.some((x) => x.row === 0 || x.col === 0 || x.row === SIZE - 1 || x.col === SIZE - 1));
      return { cells: enclosed.flat(), how: '1 point per empty cell walled off from the edge' };
    }
    case 'security': {
      const buildings = groups((r, c) => sheet[r]![c] !== null).filter((g) => g.some((x) => live(sheet, x.row, x.col, 'D')));
      const docks = buildings.flatMap((g) => g.filter((x) => live(sheet, x.row, x.col, 'D')));
      return { cells: docks, how: `${buildings.length} ${buildings.length === 1 ? 'Building holds' : 'Buildings hold'} a Dock: 4 points for each beyond the first` };
    }
  }
}

/** "Research: row 1 col 2, row 4 col 5 (1 point per Research)". */
export function goalLine(sheet: Sheet, goal: GoalId): string {
  const { cells, how } = goalCells(sheet, goal);
  return `${GOAL_NAMES[goal]}: ${cells.length ? cells.map(cellName).join(', ') : 'no cells'} (${how})`;
}
