import { mulberry32 } from '../../bench-kit';
import { blockFor, blockModules } from './blocks';
import { blockOnGrid, legalPlacements, placeBlock } from './placement';
import { CRISES, GOALS, SIZE, emptySheet, type CrisisId, type GoalId, type Sheet } from './types';

/** A source of numbers in [0, 1), supplied by the caller (the engine has no randomness of its own). */
export type Rand = () => number;

/** mulberry32 (src/games/bench-kit.ts): the seeded generator for benchmarks and tests. */
export { mulberry32 };

function die(rand: Rand): number {
  return 1 + Math.floor(rand() * 6);
}

/** Pick `k` distinct items. */
export function sample<T>(rand: Rand, items: readonly T[], k: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < k && pool.length > 0) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

/** A white die as a player chasing Population keeps it: mostly 3s (Life Support or Hydroponics) and 4s (Quarters). */
function populationDie(rand: Rand): number {
  const r = rand();
  return r < 0.45 ? 3 : r < 0.85 ? 4 : die(rand);
}

/** A sheet as a game might leave it: `rounds` rolled blocks, random Life Support/Hydroponics picks, random legal places (within the top-left span x span corner). */
export function randomSheet(rand: Rand, rounds = 7, span = SIZE, white: (rand: Rand) => number = die): Sheet {
  let sheet = emptySheet();
  for (let r = 0; r < rounds; r++) {
    const block = blockFor(die(rand), [white(rand), white(rand), white(rand), white(rand)]);
    const picks = block.cells.map((): 'L' | 'H' => (rand() < 0.5 ? 'L' : 'H'));
    const cells = blockModules(block, picks);
    if ('error' in cells) continue;
    const places = legalPlacements(sheet, cells).filter((p) =>
      blockOnGrid(cells, p.anchor, p.rotation).every((c) => c.row < span && c.col < span),
    );
    const at = places[Math.floor(rand() * places.length)];
    if (!at) continue;
    const next = placeBlock(sheet, cells, at.anchor, at.rotation);
    if (!('error' in next)) sheet = next;
  }
  return sheet;
}

/**
 * The scorer's hardest family (issue 14): the sheet of a player chasing Population, built from
 * blocks whose white dice are mostly 3s and 4s (Life Support, Hydroponics, Quarters) packed into
 * the top-left span x span corner (6 or 7).
 */
export function populationSheet(rand: Rand, span: number): Sheet {
  return randomSheet(rand, 7, span, populationDie);
}

/** Goals such a player is dealt: Population and one other most of the time, else any two. */
export function populationGoals(rand: Rand): GoalId[] {
  return rand() < 0.7 ? ['population', sample(rand, GOALS.filter((g) => g !== 'population'), 1)[0]!] : sample(rand, GOALS, 2);
}

/** Random distinct crises and goals, as dealt at the start of a game. */
export function randomCards(rand: Rand, crises = 3, goals = 2): { crises: CrisisId[]; goals: GoalId[] } {
  return { crises: sample(rand, CRISES, crises), goals: sample(rand, GOALS, goals) };
}
