// The Scarcity roll, second half: everyone rolls at once; tied contenders roll the same dice again.
import { expandDice, formatDice, noDice, addDice, subtractDice } from './dice';
import { nameOf, scarcityPlaceProblem } from './state';
import { SIDES, type CellularState, type Die, type Refusal, type ScarcityRoll } from './types';

/** Who rolls next: every contender first, then only those tied for highest; [] before all picks are in or once won. */
export function scarcityRollers(state: CellularState): number[] {
  const s = state.scarcity;
  if (!s || s.mode === null || s.winner !== null) return [];
  const last = s.rolls.at(-1);
  if (!last) return s.contenders;
  const top = Math.max(...last.map((r) => r.total));
  return last.filter((r) => r.total === top).map((r) => r.player);
}

/** The dice `player` rolls in this Scarcity roll, smallest first (one d8 when nobody committed a die). */
export function scarcityDice(state: CellularState, player: number): Die[] {
  const s = state.scarcity;
  if (!s || s.mode === null) return [];
  if (s.mode === 'd8') return ['d8'];
  const c = s.commits[s.contenders.indexOf(player)];
  return c ? expandDice(c) : [];
}

/**
 * One throw: `faces[i]` are the faces of `scarcityRollers()[i]`'s dice, in `scarcityDice` order. Highest
 * total wins; a tie for highest leaves those contenders to roll again. The chosen dice leave the Microbes
 * for the Center on the first throw (re-rolls use the same dice; the d8 from anywhere goes back where it was).
 */
export function rollScarcity(state: CellularState, faces: number[][]): CellularState | Refusal {
  const s = state.scarcity;
  if (!s || s.winner !== null) return { error: 'No Scarcity roll is under way' };
  const misplaced = scarcityPlaceProblem(state);
  if (misplaced) return { error: misplaced };
  if (s.mode === null) return { error: 'Not every contender has picked dice yet' };
  const rollers = scarcityRollers(state);
  if (!Array.isArray(faces) || faces.length !== rollers.length) return { error: `Faces are needed for ${rollers.length} contenders` };
  const rolls: ScarcityRoll[] = [];
  for (const [i, player] of rollers.entries()) {
    const dice = scarcityDice(state, player);
    const f = faces[i];
    const name = nameOf(state, player);
    if (!Array.isArray(f) || f.length !== dice.length) return { error: `${name} rolls ${dice.length} ${dice.length === 1 ? 'die' : 'dice'}` };
    for (const [j, die] of dice.entries()) {
      const x = f[j];
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > SIDES[die]) return { error: `${name}'s ${die}: ${String(x)} is not a face (1 to ${SIDES[die]})` };
    }
    rolls.push({ player, dice: dice.map((die, j) => ({ die, face: f[j] as number })), total: f.reduce((a, b) => a + b, 0) });
  }
  const top = Math.max(...rolls.map((r) => r.total));
  const tied = rolls.filter((r) => r.total === top).map((r) => r.player);
  const winner = tied.length === 1 ? (tied[0] as number) : null;
  let next: CellularState = { ...state, scarcity: { ...s, rolls: [...s.rolls, rolls], winner } };
  if (s.rolls.length === 0 && s.mode === 'chosen') next = returnCommitted(next);
  const shown = rolls.map((r) => `${nameOf(state, r.player)} ${r.total}`).join(', ');
  if (winner === null) {
    return { ...next, receipt: `${shown}: ${tied.map((p) => nameOf(state, p)).join(' and ')} tie and roll again` };
  }
  const won = `${shown}: ${nameOf(state, winner)} wins ${s.prize}`;
  if (s.decidesGame) return { ...next, phase: 'over', winner, receipt: won };
  return { ...next, receipt: won };
}

// Rolled dice go back to the Center: every committed die leaves its Microbe.
function returnCommitted(state: CellularState): CellularState {
  const s = state.scarcity;
  if (!s) return state;
  let center = state.center;
  const players = state.players.map((m, p) => {
    const c = s.commits[s.contenders.indexOf(p)] ?? noDice();
    center = addDice(center, c);
    return { ...m, dice: subtractDice(m.dice, c) };
  });
  return { ...state, center, players };
}

/** The committed dice of each contender, for the reveal ("Ana: 1 d4, 2 d6"). */
export function revealLine(state: CellularState): string {
  const s = state.scarcity;
  if (!s || s.mode === null) return '';
  return s.contenders.map((p, i) => `${nameOf(state, p)}: ${formatDice(s.commits[i] ?? noDice())}`).join('; ');
}
