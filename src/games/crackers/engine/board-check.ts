import { isInt, isObj, isOneOf } from '../../rules-kit/read';
import { type Board, CREW, MAX_DEPTH, MAX_SANDBAGS, MAX_SIDE } from './board';

/** Why `value` is not a valid Board (e.g. loaded from storage), or null when it is. */
export function boardProblem(value: unknown): string | null {
  if (!isObj(value)) return 'the board is not an object';
  const { width, height, sandbags, depth, leaks, pod, controlRoom, crew } = value;
  if (!isInt(width, 1, MAX_SIDE) || !isInt(height, 1, MAX_SIDE)) return `width and height must be whole numbers from 1 to ${MAX_SIDE}`;
  const n = width * height;
  const cellOk = (c: unknown) => isObj(c) && isInt(c.row, 0, height - 1) && isInt(c.col, 0, width - 1);
  if (!Array.isArray(sandbags) || sandbags.length !== n || !sandbags.every((s) => isInt(s, 0, MAX_SANDBAGS))) {
    return `sandbags must list ${n} stacks of 0 to ${MAX_SANDBAGS}`;
  }
  if (!Array.isArray(depth) || depth.length !== n || !depth.every((w) => isInt(w, 0, MAX_DEPTH))) {
    return `depth must list ${n} depths of 0 to ${MAX_DEPTH}`;
  }
  if (!Array.isArray(leaks) || leaks.length !== 2 || !leaks.every(cellOk)) return 'there must be two leak points on the board';
  const [l0, l1] = leaks as unknown as Board['leaks'];
  if (l0.row === l1.row && l0.col === l1.col) return 'the two leak points share a cell';
  if (!cellOk(pod)) return 'the escape pod is not on the board';
  if (!cellOk(controlRoom)) return 'the control room is not on the board';
  if (!isObj(crew)) return 'the crew is missing';
  for (const key of Object.keys(crew)) {
    if (!isOneOf(key, CREW)) return `unknown crew member "${key}"`;
    if (!cellOk(crew[key])) return `crew ${key} is not on the board`;
  }
  return null;
}
