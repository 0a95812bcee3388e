// Counting dice: sets of d4/d6/d8/d12, and moving them between the Center and a Microbe.
import { DICE, type CellularState, type DiceSet, type Die, type Refusal } from './types';
import { busyProblem, nameOf, playerProblem } from './state';

/** No dice. */
export function noDice(): DiceSet {
  return { d4: 0, d6: 0, d8: 0, d12: 0 };
}

/** How many dice in a set. */
export function countDice(d: DiceSet): number {
  return DICE.reduce((n, k) => n + d[k], 0);
}

/** a + b, kind by kind. */
export function addDice(a: DiceSet, b: DiceSet): DiceSet {
  return { d4: a.d4 + b.d4, d6: a.d6 + b.d6, d8: a.d8 + b.d8, d12: a.d12 + b.d12 };
}

/** a − b, kind by kind (callers check b fits in a). */
export function subtractDice(a: DiceSet, b: DiceSet): DiceSet {
  return { d4: a.d4 - b.d4, d6: a.d6 - b.d6, d8: a.d8 - b.d8, d12: a.d12 - b.d12 };
}

/** True when every kind of `part` is at most that of `whole`. */
export function fitsIn(part: DiceSet, whole: DiceSet): boolean {
  return DICE.every((k) => part[k] <= whole[k]);
}

/** The dice of a set one by one, smallest first: { d4: 1, d8: 2 } → ['d4', 'd8', 'd8']. */
export function expandDice(d: DiceSet): Die[] {
  return DICE.flatMap((k) => Array.from({ length: d[k] }, () => k));
}

/** "2 d4, 1 d8", or "no dice". */
export function formatDice(d: DiceSet): string {
  const parts = DICE.filter((k) => d[k] > 0).map((k) => `${d[k]} ${k}`);
  return parts.length ? parts.join(', ') : 'no dice';
}

/** Reads a partial set of non-negative whole counts, or names the first bad one. */
export function readDice(x: unknown, what: string): DiceSet | Refusal {
  if (typeof x !== 'object' || x === null) return { error: `${what}: expected dice counts` };
  const out = noDice();
  for (const [k, v] of Object.entries(x)) {
    if (!(DICE as readonly string[]).includes(k)) return { error: `${what}: ${k} is not a die of this game` };
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return { error: `${what}: ${String(v)} ${k} is not a count` };
    out[k as Die] = v;
  }
  return out;
}

/** `player` takes dice from the Center; when the Center is short, only what is there ("you only take what you can get"). */
export function takeDice(state: CellularState, player: number, dice: Partial<DiceSet>): CellularState | Refusal {
  const bad = busyProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  const asked = readDice(dice, 'Dice to take');
  if ('error' in asked) return asked;
  const got: DiceSet = { d4: 0, d6: 0, d8: 0, d12: 0 };
  for (const k of DICE) got[k] = Math.min(asked[k], state.center[k]);
  const short = countDice(got) < countDice(asked) ? ` (asked for ${formatDice(asked)}; the Center was short)` : '';
  return {
    ...state,
    center: subtractDice(state.center, got),
    players: state.players.map((m, i) => (i === player ? { ...m, dice: addDice(m.dice, got) } : m)),
    receipt: `${nameOf(state, player)} takes ${formatDice(got)} from the Center${short}`,
  };
}

/** `player` puts dice from its Microbe back into the Center. */
export function returnDice(state: CellularState, player: number, dice: Partial<DiceSet>): CellularState | Refusal {
  const bad = busyProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  const back = readDice(dice, 'Dice to return');
  if ('error' in back) return back;
  const mine = (state.players[player] as { dice: DiceSet }).dice;
  if (!fitsIn(back, mine)) return { error: `${nameOf(state, player)} has only ${formatDice(mine)} in their Microbe` };
  return {
    ...state,
    center: addDice(state.center, back),
    players: state.players.map((m, i) => (i === player ? { ...m, dice: subtractDice(m.dice, back) } : m)),
    receipt: `${nameOf(state, player)} returns ${formatDice(back)} to the Center`,
  };
}
