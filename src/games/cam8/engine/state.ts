// Small shared helpers: checking players, copying whales, moving the Feral tracker, formatting dice.
import { isFace } from '../../rules-kit/read';
import { moveOnTrack } from './track';
import { REVOLT_AFTER, type Cam8State, type DieReceipt, type GameOver, type Whale } from './types';

/** Why `player` cannot take part (bad index or starved), or null when it can. */
export function playerProblem(state: Cam8State, player: unknown, role = 'Player'): string | null {
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= state.players.length) {
    return `${role} ${String(player)} is not in this game`;
  }
  const w = state.players[player] as Whale;
  return w.out ? `${w.name} has starved and is out of the game` : null;
}

/** The whale of `player` (the index has been checked). */
export function whaleOf(state: Cam8State, player: number): Whale {
  return state.players[player] as Whale;
}

/** A new state with `player`'s whale replaced by `fn(whale)`. */
export function withWhale(state: Cam8State, player: number, fn: (w: Whale) => Whale): Cam8State {
  return { ...state, players: state.players.map((w, i) => (i === player ? fn(w) : w)) };
}

/** The state without an Assist's payment still open: its moment passes with the next move of Command & Resolve. */
export function paybackDone(state: Cam8State): Cam8State {
  const { payback: _passed, ...rest } = state;
  return rest;
}

/** The token after `delta` spaces on this game's track (never below the start), the level there, and whether it is the revolt. */
export function moveFeral(state: Pick<Cam8State, 'track' | 'feralSpace' | 'feralLevel'>, delta: number): { space: number; level: number; revolt: boolean } {
  return moveOnTrack(state.track, state.feralSpace, state.feralLevel, delta);
}

/** The state with the token on `moved.space` (and its level), ending the game in the revolt when it is. */
export function withFeral(state: Cam8State, moved: { space: number; level: number; revolt: boolean }): Cam8State {
  const s = { ...state, feralSpace: moved.space, feralLevel: moved.level };
  return moved.revolt ? { ...s, gameOver: revolt() } : s;
}

/** "Feral 2" or "Feral past 5" for a level a move reached. */
export function feralName(level: number): string {
  return level > REVOLT_AFTER ? `past ${REVOLT_AFTER}` : String(level);
}

/** The revolt ending: everyone loses. */
export function revolt(): GameOver {
  return {
    kind: 'revolt',
    winner: null,
    reason: `The Feral Hamsters moved past ${REVOLT_AFTER}, revolted and took over CAM 8: everyone loses`,
  };
}

/** "The game is over" when it is, else null. */
export function overProblem(state: Cam8State): string | null {
  return state.gameOver ? `The game is over: ${state.gameOver.reason}` : null;
}

/** "+2", "−1", "±0" with a real minus sign. */
export function signed(n: number): string {
  if (n === 0) return '±0';
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** A number with a real minus sign when negative: "−2", "0", "3". */
export function withMinus(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** "5−1=4", or just "5" when unmodified. */
export function formatDie(d: Pick<DieReceipt, 'face' | 'modifier' | 'result'>): string {
  if (d.modifier === 0) return String(d.face);
  return `${d.face}${signed(d.modifier)}=${withMinus(d.result)}`;
}

/** Checks a list of d6 faces; `count` when the number is fixed. */
export function facesProblem(faces: unknown, count: number | null, what: string): string | null {
  if (!Array.isArray(faces)) return `${what}: expected a list of die faces`;
  const bad = faces.find((f) => !isFace(f));
  if (bad !== undefined) return `${what}: ${String(bad)} is not a d6 face (1 to 6)`;
  if (count !== null && faces.length !== count) {
    return `${what}: needs ${count} ${count === 1 ? 'die' : 'dice'}, got ${faces.length}`;
  }
  return null;
}
