import { type Board, type Refusal, isRefusal } from './board';
import { parseBoard } from './board-text';

/** Test support: returns `x`, or throws when a move that should be legal was refused. */
export function must<T>(x: T | Refusal): T {
  if (isRefusal(x)) throw new Error(x.error);
  return x;
}

/** Test support: a board from rows of board text. */
export function boardOf(...rows: string[]): Board {
  return parseBoard(rows.join('\n'));
}
