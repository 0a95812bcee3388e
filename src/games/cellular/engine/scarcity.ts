// The Scarcity roll, first half: contenders, and their secret picks of dice made one at a time.
import { fitsIn, readDice } from './dice';
import { busyProblem, nameOf, playerProblem, scarcityOpen } from './state';
import type { CellularState, DiceSet, Failure, Scarcity } from './types';

/** Starts a Scarcity roll for `prize` among `contenders` (2 or more players; kept in seat order). */
export function startScarcity(state: CellularState, contenders: number[], prize: string): CellularState | Failure {
  const bad = busyProblem(state);
  if (bad) return { error: bad };
  return openScarcity(state, contenders, prize, false);
}

/** A new Scarcity roll (also used for the end-of-game tie, which decides the game). */
export function openScarcity(state: CellularState, contenders: number[], prize: string, decidesGame: boolean): CellularState | Failure {
  if (!Array.isArray(contenders)) return { error: 'Choose the contenders' };
  for (const p of contenders) {
    const bad = playerProblem(state, p, 'Contender');
    if (bad) return { error: bad };
  }
  const seats = [...new Set(contenders)].sort((a, b) => a - b);
  if (seats.length < 2) return { error: 'A Scarcity roll needs at least 2 contenders' };
  const what = typeof prize === 'string' && prize.trim() !== '' ? prize.trim() : 'the resource';
  const scarcity: Scarcity = { prize: what, contenders: seats, commits: seats.map(() => null), mode: null, rolls: [], winner: null, decidesGame };
  const names = seats.map((p) => nameOf(state, p)).join(', ');
  return { ...state, scarcity, receipt: `Scarcity roll for ${what} among ${names}: ${nameOf(state, seats[0] as number)} picks dice first` };
}

/** The contender who picks dice next (hand them the phone), or null when all have picked. */
export function nextToCommit(state: CellularState): number | null {
  const s = state.scarcity;
  if (!s || s.winner !== null) return null;
  const i = s.commits.indexOf(null);
  return i < 0 ? null : (s.contenders[i] as number);
}

/** `player` secretly commits any of the dice in its Microbe (none is allowed). The pick stays hidden until all are in. */
export function commitDice(state: CellularState, player: number, dice: Partial<DiceSet>): CellularState | Failure {
  const s = state.scarcity;
  if (!s || !scarcityOpen(state)) return { error: 'No Scarcity roll is under way' };
  const next = nextToCommit(state);
  if (next === null) return { error: 'Every contender has already picked: roll the dice' };
  if (player !== next) return { error: `It is ${nameOf(state, next)}'s turn to pick dice` };
  const pick = readDice(dice, 'Dice to roll');
  if ('error' in pick) return pick;
  const mine = (state.players[player] as { dice: DiceSet }).dice;
  if (!fitsIn(pick, mine)) return { error: `${nameOf(state, player)} can only pick dice from their Microbe` };
  const commits = s.commits.map((c, i) => (s.contenders[i] === player ? pick : c));
  const allIn = !commits.includes(null);
  const anyDie = commits.some((c) => c !== null && (c.d4 || c.d6 || c.d8 || c.d12));
  const scarcity: Scarcity = { ...s, commits, mode: allIn ? (anyDie ? 'chosen' : 'd8') : null };
  const after = { ...state, scarcity };
  const then = nextToCommit(after);
  const receipt = then !== null
    ? `${nameOf(state, player)} has picked; hand the phone to ${nameOf(state, then)}`
    : anyDie ? 'All picks are in: reveal and roll' : 'Nobody committed a die: every contender rolls 1 d8';
  return { ...after, receipt };
}

/** What the screen may show of each pick: whether it is made, and the dice only once every pick is in. */
export function commitStatus(state: CellularState): Array<{ player: number; committed: boolean; dice: DiceSet | null }> {
  const s = state.scarcity;
  if (!s) return [];
  const revealed = s.mode !== null;
  return s.contenders.map((player, i) => {
    const c = s.commits[i] ?? null;
    return { player, committed: c !== null, dice: revealed ? c : null };
  });
}
