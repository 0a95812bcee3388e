// Card-effect rolls where players roll against each other (rule text, Rolling Dice): "the dice you choose are
// kept secret from your opponents until the dice are cast". As in a Scarcity roll, the rollers pick one after
// another in seat order, passing the phone; nothing shows a pick until all are cast together.
import { andList } from '../../rules-kit/words';
import { addDice, countDice, expandDice, fitsIn, noDice, readDice, subtractDice } from './dice';
import { busyProblem, contestOpen, nameOf, playerProblem } from './state';
import { type CellularState, type DiceSet, type EffectContest, type Refusal, type ScarcityRoll, SIDES } from './types';

const names = (g: CellularState, list: readonly number[]) => andList(list.map((p) => nameOf(g, p)));
const outOfPlace = (g: CellularState) => (g.phase === 'rounds' ? null : 'Card effects are rolled during the Rounds');

// Every roller still to pick whose Microbe holds no dice picks nothing at once (an empty Microbe is public).
function skipEmpty(g: CellularState, c: EffectContest): { contest: EffectContest; skipped: number[] } {
  const skipped: number[] = [];
  const commits = c.commits.map((pick, i) => {
    const p = c.rollers[i]!;
    if (pick !== null || countDice(g.players[p]!.dice) > 0) return pick;
    skipped.push(p);
    return noDice();
  });
  return { contest: { ...c, commits }, skipped };
}

const skippedText = (g: CellularState, skipped: number[]) =>
  skipped.length ? `; ${names(g, skipped)} ${skipped.length === 1 ? 'has' : 'have'} no dice and ${skipped.length === 1 ? 'picks' : 'pick'} nothing` : '';

/** The roller who picks dice next (hand them the phone), or null when all have picked or none is under way. */
export function nextContestPicker(state: CellularState): number | null {
  const c = state.contest;
  if (!c || c.rolls !== null) return null;
  const i = c.commits.indexOf(null);
  return i < 0 ? null : c.rollers[i]!;
}

/**
 * Starts a card-effect roll among `rollers` (2 or more, kept in seat order), each picking in secret; `keep`
 * when the card says the dice stay in the Microbes. Those with no dice pick nothing at once; at least one
 * roller must have a die.
 */
export function startContest(state: CellularState, rollers: number[], keep: boolean): CellularState | Refusal {
  const bad = busyProblem(state) ?? outOfPlace(state);
  if (bad) return { error: bad };
  if (!Array.isArray(rollers)) return { error: 'Choose who rolls' };
  for (const p of rollers) {
    const who = playerProblem(state, p, 'Roller');
    if (who) return { error: who };
  }
  const seats = [...new Set(rollers)].sort((a, b) => a - b);
  if (seats.length < 2) return { error: 'Players roll against each other: choose at least 2' };
  if (seats.every((p) => countDice(state.players[p]!.dice) === 0)) return { error: `${names(state, seats)} have no dice in their Microbes: take some from the Center first` };
  const { contest, skipped } = skipEmpty(state, { rollers: seats, commits: seats.map(() => null), keep: keep === true, rolls: null });
  const next = { ...state, contest, effect: null };
  const first = nextContestPicker(next)!;
  return { ...next, receipt: `Card-effect roll among ${names(state, seats)}${skippedText(state, skipped)}: ${nameOf(state, first)} picks dice first, in secret` };
}

/** `player` secretly picks any of the dice in its Microbe (none is allowed) for the card-effect roll under way. */
export function pickForContest(state: CellularState, player: number, dice: Partial<DiceSet>): CellularState | Refusal {
  const c = state.contest;
  if (!c || !contestOpen(state)) return { error: 'No card-effect roll is being picked' };
  const bad = outOfPlace(state);
  if (bad) return { error: bad };
  const next = nextContestPicker(state);
  if (next === null) return { error: 'Every roller has picked: cast the dice' };
  if (player !== next) return { error: `It is ${nameOf(state, next)}'s turn to pick dice` };
  const pick = readDice(dice, 'Dice to roll');
  if ('error' in pick) return pick;
  if (!fitsIn(pick, state.players[player]!.dice)) return { error: `${nameOf(state, player)} can only pick dice from their Microbe` };
  const commits = c.commits.map((x, i) => (c.rollers[i] === player ? pick : x));
  const after = { ...state, contest: { ...c, commits } };
  const then = nextContestPicker(after);
  const rest = then === null ? 'all picks are in: cast the dice together' : `hand the phone to ${nameOf(state, then)}`;
  return { ...after, receipt: `${nameOf(state, player)} has picked; ${rest}` };
}

/** The dice `player` casts in the card-effect roll, smallest first ([] before the picks are in). */
export function contestDice(state: CellularState, player: number) {
  const c = state.contest;
  if (!c || c.commits.includes(null)) return [];
  const pick = c.commits[c.rollers.indexOf(player)];
  return pick ? expandDice(pick) : [];
}

/**
 * All picks are in: every roller's dice are cast together; `faces[i]` are the faces of `rollers[i]`'s dice in
 * `contestDice` order ([] for a roller who picked none). The dice go back to the Center unless the card keeps them.
 */
export function castContest(state: CellularState, faces: number[][]): CellularState | Refusal {
  const c = state.contest;
  if (!c || !contestOpen(state)) return { error: 'No card-effect roll is under way' };
  const bad = outOfPlace(state);
  if (bad) return { error: bad };
  if (c.commits.includes(null)) return { error: 'Not every roller has picked dice yet' };
  if (!Array.isArray(faces) || faces.length !== c.rollers.length) return { error: `Faces are needed for ${c.rollers.length} rollers` };
  const rolls: ScarcityRoll[] = [];
  for (const [i, p] of c.rollers.entries()) {
    const dice = contestDice(state, p);
    const f = faces[i];
    const name = nameOf(state, p);
    if (!Array.isArray(f) || f.length !== dice.length) return { error: `${name} rolls ${dice.length} ${dice.length === 1 ? 'die' : 'dice'}` };
    for (const [j, die] of dice.entries()) {
      const x = f[j];
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > SIDES[die]) return { error: `${name}'s ${die}: ${String(x)} is not a face (1 to ${SIDES[die]})` };
    }
    rolls.push({ player: p, dice: dice.map((die, j) => ({ die, face: f[j]! })), total: f.reduce((a, b) => a + b, 0) });
  }
  let next: CellularState = { ...state, contest: { ...c, rolls } };
  if (!c.keep) {
    let center = state.center;
    const players = state.players.map((m, p) => {
      const pick = c.rollers.includes(p) ? c.commits[c.rollers.indexOf(p)]! : noDice();
      center = addDice(center, pick);
      return { ...m, dice: subtractDice(m.dice, pick) };
    });
    next = { ...next, center, players };
  }
  return { ...next, receipt: contestText(next) };
}

/** What the cast came to: every roller's dice and total, who rolled highest, and where the dice went. */
export function contestText(g: CellularState): string {
  const c = g.contest;
  if (!c || !c.rolls) return '';
  const each = c.rolls.map((r) => `${nameOf(g, r.player)} ${r.dice.length ? r.dice.map((d) => `${d.die} ${d.face}`).join(' + ') : 'no dice'} = ${r.total}`).join('; ');
  const top = Math.max(...c.rolls.map((r) => r.total));
  const high = c.rolls.filter((r) => r.total === top).map((r) => r.player);
  const who = high.length === 1 ? `${nameOf(g, high[0]!)} rolls highest` : `${names(g, high)} tie with ${top}`;
  return `Card-effect roll: ${each}. ${who}; ${c.keep ? 'the dice stay in the Microbes' : 'the dice go back to the Center'}`;
}

/**
 * What the screen may show of each roller's pick: whether it is made, whether it was skipped for want of dice
 * (public), and the dice only once they are cast.
 */
export function contestStatus(state: CellularState): Array<{ player: number; picked: boolean; skipped: boolean; dice: DiceSet | null }> {
  const c = state.contest;
  if (!c) return [];
  return c.rollers.map((player, i) => {
    const pick = c.commits[i] ?? null;
    const skipped = pick !== null && c.rolls === null && countDice(state.players[player]!.dice) === 0;
    return { player, picked: pick !== null, skipped, dice: c.rolls ? pick : null };
  });
}
