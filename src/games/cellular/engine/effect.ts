// Rolls for card effects: dice from a Microbe, back to the Center afterwards (rule text, Rolling Dice).
import { expandDice, fitsIn, formatDice, readDice, subtractDice, addDice } from './dice';
import { busyProblem, nameOf, playerProblem } from './state';
import { type CellularState, type DiceSet, type EffectRoll, type Refusal, type RolledDie, SIDES } from './types';

/**
 * `player` rolls `dice` from its Microbe for a card effect; `faces` has one face per die in
 * `expandDice(dice)` order. "The chosen dice must come from your Microbe" and "after rolling any dice,
 * they get returned to the Center, unless specified otherwise": the dice move to the Center unless
 * `keep` (the card says otherwise). Only dice in the Microbe can be picked ("you roll what you can").
 */
export function rollForEffect(state: CellularState, player: number, dice: DiceSet, faces: number[], keep: boolean): CellularState | Refusal {
  const bad = busyProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (state.phase !== 'rounds') return { error: 'Card effects are rolled during the Rounds' };
  const pick = readDice(dice, 'Dice to roll');
  if ('error' in pick) return pick;
  const name = nameOf(state, player);
  const mine = (state.players[player] as { dice: DiceSet }).dice;
  if (!fitsIn(pick, mine)) return { error: `${name} can only roll dice from their Microbe (${formatDice(mine)})` };
  const kinds = expandDice(pick);
  if (kinds.length === 0) return { error: `Pick at least one of ${name}'s dice to roll` };
  if (!Array.isArray(faces) || faces.length !== kinds.length) return { error: `${kinds.length} ${kinds.length === 1 ? 'face is' : 'faces are'} needed` };
  const rolled: RolledDie[] = [];
  for (const [i, die] of kinds.entries()) {
    const f = faces[i];
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > SIDES[die]) return { error: `${name}'s ${die}: ${String(f)} is not a face (1 to ${SIDES[die]})` };
    rolled.push({ die, face: f });
  }
  const total = rolled.reduce((a, d) => a + d.face, 0);
  const effect: EffectRoll = { player, dice: rolled, total, kept: keep === true };
  const moved = effect.kept
    ? state
    : { ...state, center: addDice(state.center, pick), players: state.players.map((m, i) => (i === player ? { ...m, dice: subtractDice(m.dice, pick) } : m)) };
  const where = effect.kept ? `the dice stay in ${name}'s Microbe` : 'the dice go back to the Center';
  return { ...moved, effect, contest: null, receipt: `${name} rolls ${rolled.map((d) => `${d.die} ${d.face}`).join(' + ')} = ${total} for a card effect; ${where}` };
}
