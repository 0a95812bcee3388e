import { type MoonBlock, isMoonPool, moonBlock } from './moon-block';
import { type DieSize, type Pool, checkPool, poolDice, poolText } from './pool';

/** One die's receipt: what it showed, the modifier applied to it, and what it counts as. */
export interface Receipt {
  sides: DieSize;
  face: number;
  mod: number;
  result: number;
  /** Index of the pool group the die belongs to. */
  group: number;
}

/** A resolved roll: every die's receipt and the total. */
export interface Roll {
  at: number;
  pool: Pool;
  dice: Receipt[];
  total: number;
  /** 'app' when the app rolled, 'real' when the faces were typed in from real dice. */
  source: 'app' | 'real';
}

/** Why a typed face is not valid for its die, or null. Positions are 1-based. */
export function checkFace(face: unknown, sides: DieSize, position: number): string | null {
  if (!Number.isInteger(face) || (face as number) < 1 || (face as number) > sides) {
    return `Die ${position} (d${sides}) must show a whole number from 1 to ${sides}.`;
  }
  return null;
}

/** Resolves `faces` (one per die of the pool, in order) into receipts and a total. */
export function resolveRoll(pool: Pool, faces: readonly number[], at: number, source: Roll['source']): Roll | { error: string } {
  const bad = checkPool(pool);
  if (bad) return { error: `Cannot roll: ${bad}.` };
  const sides = poolDice(pool);
  if (sides.length === 0) return { error: 'Add at least one die to roll.' };
  if (faces.length !== sides.length) return { error: `Expected ${sides.length} faces, got ${faces.length}.` };
  for (let i = 0; i < sides.length; i++) {
    const e = checkFace(faces[i], sides[i]!, i + 1);
    if (e) return { error: e };
  }
  const groupOf = pool.groups.flatMap((g, i) => Array<number>(g.count).fill(i));
  const dice = sides.map((s, i) => ({ sides: s, face: faces[i]!, mod: pool.perDie, result: faces[i]! + pool.perDie, group: groupOf[i]! }));
  const total = dice.reduce((n, d) => n + d.result, 0) + pool.total;
  return { at, pool, dice, total, source };
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** One die's receipt as text: "5", or "5−2=3" with a modifier. */
export function receiptText(d: Receipt): string {
  const result = d.result < 0 ? `−${-d.result}` : `${d.result}`;
  return d.mod ? `${d.face}${signed(d.mod)}=${result}` : result;
}

/** The Moon Drop block a roll of that preset makes (its total means nothing there), or null for any other roll. */
export function rollBlock(roll: Roll): MoonBlock | null {
  return isMoonPool(roll.pool) ? moonBlock(roll.dice.map((d) => d.face)) : null;
}

/** A block in words: "block L (blue 2), whites 1 3 4 6" (the whites low to high, as they fill squares 1 to 4). */
export function blockText(block: MoonBlock): string {
  return `block ${block.shape} (blue ${block.blue}), whites ${block.squares.map((s) => s.face).join(' ')}`;
}

/** A roll as one log line, e.g. "Rolled 2d6: 4+3 = 7", or "Rolled 1d6 Blue + 4d6 White: block L (blue 2), whites 1 3 4 6". */
export function rollText(roll: Roll): string {
  const block = rollBlock(roll);
  const real = roll.source === 'real' ? ' (real dice)' : '';
  // The whites' order as rolled does not matter in Moon Drop: they are said low to high, as they fill the block.
  if (block) return `Rolled ${poolText(roll.pool)}${real}: ${blockText(block)}`;
  const dice = roll.dice.map((d) => (d.mod ? `(${d.face}${signed(d.mod)})` : `${d.face}`)).join('+');
  const tot = roll.pool.total ? ` ${signed(roll.pool.total)}` : '';
  return `Rolled ${poolText({ ...roll.pool, perDie: 0, total: 0 })}${real}: ${dice}${tot} = ${roll.total}`;
}
