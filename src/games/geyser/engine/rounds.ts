// The round tracker: turns in play order, then the Geyser Firing rolled by the player whose turn it is to roll.
import { type Refusal, type Firing, type GeyserState, type Tribe } from './types';
import { facesProblem, ringName, ringOf } from './rings';
import { currentPlayer, nameOf, overProblem } from './state';

/** Who rolls the Firing of `round` (1-based): the starter first, then the dice pass left each round. */
export function firingRoller(state: GeyserState, round = state.round): number | null {
  if (state.order.length === 0) return null;
  return state.order[(round - 1) % state.order.length] ?? null;
}

/** Ends the current player's turn; after the last turn of the round the Geyser Firing is due. */
export function endTurn(state: GeyserState): GeyserState | Refusal {
  const over = overProblem(state);
  if (over) return { error: over };
  const who = currentPlayer(state);
  if (who === null) return { error: state.phase === 'start' ? 'Roll to see who starts first' : 'The round is over: roll the Geyser Firing' };
  if (state.battle && state.battle.ended === null) return { error: 'Finish the battle first: attack again or retreat' };
  const last = state.turn + 1 >= state.order.length;
  const roller = firingRoller(state);
  return {
    ...state,
    phase: last ? 'firing' : 'turns',
    turn: last ? state.turn : state.turn + 1,
    battle: null,
    moved: false,
    receipt: last
      ? `${nameOf(state, who)} ended the turn: round ${state.round} is over, ${nameOf(state, roller as number)} rolls the Geyser Firing`
      : `${nameOf(state, who)} ended the turn`,
  };
}

/**
 * The Geyser Firing: 2d6 fire the ring of their sum, destroying every token on its geysers, so nobody
 * controls them any more. Whoever then holds the Mother Geyser wins; otherwise the next round begins.
 */
export function fire(state: GeyserState, faces: [number, number]): GeyserState | Refusal {
  const over = overProblem(state);
  if (over) return { error: over };
  if (state.phase !== 'firing') return { error: 'The Geyser Firing comes after every player has had a turn' };
  const bad = facesProblem(faces, 2, 'Geyser Firing');
  if (bad) return { error: bad };
  const sum = faces[0] + faces[1];
  const ring = ringOf(state, sum);
  const roller = firingRoller(state) as number;
  const lost = state.players.map((t) => t.geysers[ring]);
  const players: Tribe[] = state.players.map((t) => ({ ...t, geysers: { ...t.geysers, [ring]: 0 } }));
  const firing: Firing = { round: state.round, roller, faces: [faces[0], faces[1]], sum, ring, lost };
  const hits = lost.flatMap((n, p) => (n > 0 ? [`${nameOf(state, p)} loses ${n}`] : []));
  const what = `${nameOf(state, roller)} rolled ${faces[0]}+${faces[1]}=${sum}: ${ringName(state, ring)} fires${hits.length ? ` (${hits.join(', ')})` : ', no geysers held there'}`;
  const fired = { ...state, players, firings: [...state.firings, firing], moved: false };
  if (state.mother !== null) {
    return { ...fired, phase: 'over', winner: state.mother, receipt: `${what}. ${nameOf(state, state.mother)} holds the Mother Geyser and wins` };
  }
  return { ...fired, phase: 'turns', round: state.round + 1, turn: 0, receipt: what };
}
