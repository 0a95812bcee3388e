// How the dice roller reads a roll of the Moon Drop preset (RULES.md §3): the blue die picks the block's
// shape, the four white dice sorted low to high fill its squares 1 to 4. (The table is RULES.md's; a test
// checks it against Moon Drop's own engine.)

/** The six shapes by blue face 1..6, each with the (row, col) of squares 1..4 as drawn unturned. */
export const MOON_SHAPES: ReadonlyArray<{ name: string; cells: ReadonlyArray<readonly [number, number]> }> = [
  { name: 'I', cells: [[0, 0], [0, 1], [0, 2], [0, 3]] },
  { name: 'L', cells: [[0, 0], [1, 0], [2, 0], [2, 1]] },
  { name: 'J', cells: [[0, 1], [1, 1], [2, 1], [2, 0]] },
  { name: 'T', cells: [[0, 0], [0, 1], [0, 2], [1, 1]] },
  { name: 'S', cells: [[1, 0], [1, 1], [0, 1], [0, 2]] },
  { name: 'Z', cells: [[0, 0], [0, 1], [1, 1], [1, 2]] },
];

/** What a white face builds. */
export const MOON_MODULES = ['', 'Corridor', 'Corridor', 'Life Support or Hydroponics', 'Quarters', 'Dock', 'Research'] as const;

/** A Moon Drop block from a roll: its shape and, square by square, the white face and what it builds. */
export interface MoonBlock {
  blue: number;
  shape: string;
  cells: ReadonlyArray<readonly [number, number]>;
  squares: Array<{ face: number; module: string }>;
}

const isD6Face = (f: unknown) => Number.isInteger(f) && (f as number) >= 1 && (f as number) <= 6;

/** The block a roll of the preset makes (faces in preset order: blue, then the four whites), or null if it is not one. */
export function moonBlock(faces: readonly number[]): MoonBlock | null {
  const [blue, ...whites] = faces;
  if (faces.length !== 5 || !faces.every(isD6Face)) return null;
  const shape = MOON_SHAPES[(blue as number) - 1]!;
  const sorted = [...whites].sort((a, b) => a - b);
  return { blue: blue as number, shape: shape.name, cells: shape.cells, squares: sorted.map((face) => ({ face, module: MOON_MODULES[face]! })) };
}

/** True for the Moon Drop preset's pool: 1 blue d6 and 4 white d6, no modifiers. */
export function isMoonPool(pool: { groups: ReadonlyArray<{ sides: number; count: number; label?: string }>; perDie: number; total: number }): boolean {
  const [b, w] = pool.groups;
  return pool.groups.length === 2 && b?.label === 'Blue' && b.sides === 6 && b.count === 1 && w?.label === 'White' && w.sides === 6 && w.count === 4 && pool.perDie === 0 && pool.total === 0;
}
