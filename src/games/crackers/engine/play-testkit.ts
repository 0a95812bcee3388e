import type { CrackersAction, CrackersDoc } from './game';
import { CAPTAIN_TURNS, cellAt, crewMoves, flowTargets, pendingFlows, placeProblem, pump, removeProblem } from './index';
import { canPlaceSomewhere, canRemoveSomewhere, captainLeft } from './turn';

// Test support: a player that only makes the moves the screens offer.

const cells = (d: CrackersDoc) => d.board.depth.map((_, i) => cellAt(d.board, i));

/** The moves a table could make now, as the screens offer them. */
export function choices(d: CrackersDoc): CrackersAction[] {
  if (d.mode !== 'play' || d.play.over) return [];
  const { board, play } = d;
  const from = pendingFlows(board)[0];
  if (from) return [...flowTargets(board, from).map((to): CrackersAction => ({ type: 'flow', from, to })), { type: 'settle' }];
  if (play.turn !== 'captain') {
    const who = play.turn;
    if (!play.moved) return [...crewMoves(board, who).map((to): CrackersAction => ({ type: 'crewMove', who, to })), { type: 'crewStay', who }];
    const at = board.crew[who]!;
    return [
      { type: 'crewSandbag', who, change: 'none' },
      ...(placeProblem(board, at) === null ? [{ type: 'crewSandbag', who, change: 'place' } as const] : []),
      ...(removeProblem(board, at) === null ? [{ type: 'crewSandbag', who, change: 'remove' } as const] : []),
    ];
  }
  const left = captainLeft(play);
  if (!left) {
    return CAPTAIN_TURNS.flatMap((t, shape): CrackersAction[] =>
      (t.place > 0 && !canPlaceSomewhere(board)) || (t.remove > 0 && !canRemoveSomewhere(board)) ? [] : [{ type: 'shape', shape }]);
  }
  const out: CrackersAction[] = [];
  if (left.pump > 0) {
    for (const leak of [0, 1] as const) {
      const wet = pump(board, leak);
      const targets = 'error' in wet ? [] : flowTargets(wet, board.leaks[leak]);
      if (targets.length === 0) out.push({ type: 'pump', leak, to: null });
      for (const to of targets) out.push({ type: 'pump', leak, to });
    }
  }
  for (const change of ['place', 'remove'] as const) {
    if (left[change] < 1) continue;
    for (const cell of cells(d)) {
      if ((change === 'place' ? placeProblem : removeProblem)(board, cell) === null) out.push({ type: 'sandbag', cell, change });
    }
  }
  if (out.length === 0) out.push({ type: 'skip' });
  return out;
}
