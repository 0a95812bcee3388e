export { type Refusal, isRefusal } from '../../../shared/refusal';

/** A cell of the grid: row 0 at the top, col 0 at the left. */
export type Cell = { row: number; col: number };

/** A module: Corridor, Life Support, Hydroponics, Quarters, Dock, Research. */
export type Module = 'C' | 'L' | 'H' | 'Q' | 'D' | 'R';

/** One square of the sheet: empty (null) or a module, maybe crossed out. */
export type SheetCell = { readonly module: Module; readonly crossed: boolean } | null;

/** A player's sheet: 9 rows of 9 cells, row 0 at the top. */
export type Sheet = ReadonlyArray<ReadonlyArray<SheetCell>>;

/** The six Crisis cards. */
export type CrisisId = 'fire' | 'breach' | 'plague' | 'quake' | 'fungus' | 'sabotage';

/** The five Goal cards. */
export type GoalId = 'research' | 'mining' | 'efficiency' | 'population' | 'security';

/** Rows and columns of a sheet. */
export const SIZE = 9;

/** Every module letter, in the order of the white die faces. */
export const MODULES: readonly Module[] = ['C', 'L', 'H', 'Q', 'D', 'R'];

/** Every crisis id. */
export const CRISES: readonly CrisisId[] = ['fire', 'breach', 'plague', 'quake', 'fungus', 'sabotage'];

/** Every goal id. */
export const GOALS: readonly GoalId[] = ['research', 'mining', 'efficiency', 'population', 'security'];

/** Each module's name as the rules say it. */
export const MODULE_NAMES: Readonly<Record<Module, string>> = {
  C: 'Corridor',
  L: 'Life Support',
  H: 'Hydroponics',
  Q: 'Quarters',
  D: 'Dock',
  R: 'Research',
};

/** Each crisis card's title. */
export const CRISIS_NAMES: Readonly<Record<CrisisId, string>> = {
  fire: 'Fire',
  breach: 'Breach',
  plague: 'Plague',
  quake: 'Quake',
  fungus: 'Fungus',
  sabotage: 'Sabotage',
};

/** Each goal card's title. */
export const GOAL_NAMES: Readonly<Record<GoalId, string>> = {
  research: 'Research',
  mining: 'Mining',
  efficiency: 'Efficiency',
  population: 'Population',
  security: 'Security',
};

/** A cell as players read it: 1-based, "row 2 col 3". */
export function cellName(cell: Cell): string {
  return `row ${cell.row + 1} col ${cell.col + 1}`;
}

/** An empty 9x9 sheet. */
export function emptySheet(): Sheet {
  return Array.from({ length: SIZE }, () => Array.from({ length: SIZE }, (): SheetCell => null));
}

/** True when a text (e.g. from a share link) names a crisis card. */
export function isCrisisId(text: string): text is CrisisId {
  return (CRISES as readonly string[]).includes(text);
}

/** True when a text (e.g. from a share link) names a goal card. */
export function isGoalId(text: string): text is GoalId {
  return (GOALS as readonly string[]).includes(text);
}
