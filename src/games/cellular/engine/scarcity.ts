// The Scarcity roll, first half: contenders, and their secret picks of dice made one at a time.
import { andList } from '../../rules-kit/words';
import { countDice, fitsIn, noDice, readDice } from './dice';
import { busyProblem, nameOf, playerProblem, scarcityOpen, scarcityPlaceProblem } from './state';
import type { CellularState, DiceSet, Refusal, Scarcity } from './types';

/** Starts a Scarcity roll for `prize` among `contenders` (2 or more players; kept in seat order). */
export function startScarcity(state: CellularState, contenders: number[], prize: string): CellularState | Refusal {
  const bad = busyProblem(state);
  if (bad) return { error: bad };
  // The screens offer a Scarcity roll only during the Rounds; after Round 3 only a tie for the most Nutrients starts one.
  if (state.phase === 'genomes') return { error: 'A Scarcity roll is made during the Rounds: finish the Starting Genome draft first' };
  if (state.phase !== 'rounds') return { error: 'All 3 Rounds are over: only a tie for the most Nutrients goes to a Scarcity roll' };
  return openScarcity(state, contenders, prize, false);
}

/** A new Scarcity roll (also used for the end-of-game tie, which decides the game). */
export function openScarcity(state: CellularState, contenders: number[], prize: string, decidesGame: boolean): CellularState | Refusal {
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
  const { state: next, skipped } = skipEmptyHands({ ...state, scarcity });
  const then = nextToCommit(next);
  const first = then === null ? allInText(next) : `${nameOf(state, then)} picks dice first`;
  return { ...next, receipt: `Scarcity roll for ${what} among ${names}${skippedText(state, skipped)}: ${first}` };
}

// Every contender still to pick whose Microbe holds no dice has nothing to pick: its empty pick is made at once,
// as the roll starts (dice cannot move while it is open, so it would have none when its turn came either).
// Having no dice is public (the dice table shows it), so this tells nobody anything of a pick, and nobody
// passes the phone for nothing.
function skipEmptyHands(state: CellularState): { state: CellularState; skipped: number[] } {
  const s = state.scarcity as Scarcity;
  let next = state;
  const skipped: number[] = [];
  for (const [i, p] of s.contenders.entries()) {
    if (s.commits[i] !== null || countDice((state.players[p] as { dice: DiceSet }).dice) > 0) continue;
    next = withPick(next, p, noDice());
    skipped.push(p);
  }
  return { state: next, skipped };
}

// `player`'s pick recorded; once every pick is in, the mode: the chosen dice, or a d8 each when nobody committed one.
function withPick(state: CellularState, player: number, pick: DiceSet): CellularState {
  const s = state.scarcity as Scarcity;
  const commits = s.commits.map((c, i) => (s.contenders[i] === player ? pick : c));
  const allIn = !commits.includes(null);
  const anyDie = commits.some((c) => c !== null && (c.d4 || c.d6 || c.d8 || c.d12));
  return { ...state, scarcity: { ...s, commits, mode: allIn ? (anyDie ? 'chosen' : 'd8') : null } };
}

const allInText = (state: CellularState) => (state.scarcity?.mode === 'chosen' ? 'all picks are in: reveal and roll' : 'nobody committed a die: every contender rolls 1 d8');
const skippedText = (state: CellularState, skipped: number[]) =>
  skipped.length ? `; ${andList(skipped.map((p) => nameOf(state, p)))} ${skipped.length === 1 ? 'has' : 'have'} no dice and ${skipped.length === 1 ? 'picks' : 'pick'} nothing` : '';

/** The contender who picks dice next (hand them the phone), or null when all have picked. */
export function nextToCommit(state: CellularState): number | null {
  const s = state.scarcity;
  if (!s || s.winner !== null) return null;
  const i = s.commits.indexOf(null);
  return i < 0 ? null : (s.contenders[i] as number);
}

/** `player` secretly commits any of the dice in its Microbe (none is allowed). The pick stays hidden until all are in. */
export function commitDice(state: CellularState, player: number, dice: Partial<DiceSet>): CellularState | Refusal {
  const s = state.scarcity;
  if (!s || !scarcityOpen(state)) return { error: 'No Scarcity roll is under way' };
  const misplaced = scarcityPlaceProblem(state);
  if (misplaced) return { error: misplaced };
  if (alreadySkipped(state, player, dice)) return state;
  const next = nextToCommit(state);
  if (next === null) return { error: 'Every contender has already picked: roll the dice' };
  if (player !== next) return { error: `It is ${nameOf(state, next)}'s turn to pick dice` };
  const pick = readDice(dice, 'Dice to roll');
  if ('error' in pick) return pick;
  const mine = (state.players[player] as { dice: DiceSet }).dice;
  if (!fitsIn(pick, mine)) return { error: `${nameOf(state, player)} can only pick dice from their Microbe` };
  const { state: after, skipped } = skipEmptyHands(withPick(state, player, pick));
  const then = nextToCommit(after);
  // Only a roll saved before skipping can still wait for an empty Microbe's pick (made with one tap, no phone passed).
  const who = countDice(mine) === 0 ? `${nameOf(state, player)} has no dice and picks nothing` : `${nameOf(state, player)} has picked`;
  const skip = skippedText(after, skipped);
  const receipt = then !== null ? `${who}${skip}; hand the phone to ${nameOf(state, then)}` : `${who}${skip}; ${allInText(after)}`;
  return { ...after, receipt };
}

// A game saved before contenders without dice were skipped holds their empty picks, made by hand. Replayed
// (undo, redo) on a roll where that pick is already made, such a pick changes nothing instead of breaking the history.
function alreadySkipped(state: CellularState, player: number, dice: Partial<DiceSet>): boolean {
  const s = state.scarcity as Scarcity;
  const i = s.contenders.indexOf(player);
  if (i < 0 || s.commits[i] === null || s.rolls.length > 0) return false;
  const pick = readDice(dice, 'Dice to roll');
  return !('error' in pick) && countDice(pick) === 0 && countDice((state.players[player] as { dice: DiceSet }).dice) === 0;
}

/**
 * What the screen may show of each pick: whether it is made, whether it was skipped for want of dice (public:
 * the dice table shows an empty Microbe), and the dice only once every pick is in.
 */
export function commitStatus(state: CellularState): Array<{ player: number; committed: boolean; skipped: boolean; dice: DiceSet | null }> {
  const s = state.scarcity;
  if (!s) return [];
  const revealed = s.mode !== null;
  return s.contenders.map((player, i) => {
    const c = s.commits[i] ?? null;
    const empty = countDice((state.players[player] as { dice: DiceSet }).dice) === 0;
    return { player, committed: c !== null, skipped: c !== null && empty && s.rolls.length === 0, dice: revealed ? c : null };
  });
}
