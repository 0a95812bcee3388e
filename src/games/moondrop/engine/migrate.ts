// Saved Moon Drop tables of state version 1 (the crises kept in the order they were dealt or set, and scored in it).
import { isObj } from '../../rules-kit/read';
import { crisisSet } from './game';
import { type CrisisId, isCrisisId } from './screens';

const crisisList = (x: unknown): x is CrisisId[] => Array.isArray(x) && x.every((c) => typeof c === 'string' && isCrisisId(c));

/**
 * A version 1 table in the shape of version 2. Version 1 resolved the crises in the order it kept them (dealt,
 * tapped, or set after play). A table setting up or in play keeps its crises as the dealt set, to be shuffled at
 * the end. A table already at its final sheets was scored in that order: it becomes the shuffled order
 * (`by: 'saved'`), so its scores do not change. Anything unreadable is left as it is for the checks to refuse.
 */
export function migrateMoonDrop(doc: unknown, from: number): unknown {
  if (from >= 2 || !isObj(doc) || !crisisList(doc.crises)) return doc;
  const crises = doc.crises;
  if (doc.stage === 'end') return { ...doc, crises: crisisSet(crises), shuffle: { order: [...crises], by: 'saved' } };
  return { ...doc, crises: crisisSet(crises), shuffle: null };
}
