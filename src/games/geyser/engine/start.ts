// The start roll: everybody rolls a d6 at once; only those tied for highest roll again.
import { facesProblem } from './rings';
import { nameOf } from './state';
import type { Refusal, GeyserState, StartDie } from './types';
import { andList } from '../../rules-kit/words';

/** Who must roll next for the start (in seat order): everyone first, then the tied; [] once settled. */
export function startRollers(state: GeyserState): number[] {
  if (state.starter !== null) return [];
  const last = state.startRolls.at(-1);
  if (!last) return state.players.map((_, i) => i);
  const top = Math.max(...last.map((d) => d.face));
  return last.filter((d) => d.face === top).map((d) => d.player);
}

/** Play order: the starter, then each next player to the left (seat order, wrapping). */
export function playOrder(players: number, starter: number): number[] {
  return Array.from({ length: players }, (_, i) => (starter + i) % players);
}

/** Records one start roll, `faces` in the order of `startRollers`; a single highest roll starts the game. */
export function rollStart(state: GeyserState, faces: number[]): GeyserState | Refusal {
  if (state.phase !== 'start') return { error: 'The starting player is already settled' };
  const rollers = startRollers(state);
  const bad = facesProblem(faces, rollers.length, 'Start roll');
  if (bad) return { error: bad };
  const dice: StartDie[] = rollers.map((player, i) => ({ player, face: faces[i] as number }));
  const top = Math.max(...faces);
  const best = dice.filter((d) => d.face === top).map((d) => d.player);
  const startRolls = [...state.startRolls, dice];
  // The receipt names every die: "Start roll: Ana 5, Bo 5, Cy 2: Ana and Bo tie with 5 and roll again".
  const thrown = dice.map((d) => `${nameOf(state, d.player)} ${d.face}`).join(', ');
  if (best.length > 1) {
    const names = andList(best.map((p) => nameOf(state, p)));
    return { ...state, startRolls, receipt: `Start roll: ${thrown}: ${names} tie with ${top} and roll again` };
  }
  const starter = best[0] as number;
  return {
    ...state,
    startRolls,
    starter,
    order: playOrder(state.players.length, starter),
    phase: 'turns',
    round: 1,
    turn: 0,
    receipt: `Start roll: ${thrown}: ${nameOf(state, starter)} starts`,
  };
}
