import { isObj, isTime } from '../../rules-kit/read';
import { type Pool, checkPool, isDieSize, poolDice } from './pool';
import { type Receipt, checkFace, resolveRoll } from './roll';


function checkRoll(x: unknown, n: number): string | null {
  if (!isObj(x)) return `roll ${n} is not a roll`;
  if (!isTime(x.at)) return `roll ${n} has no valid time`;
  const pool = checkPool(x.pool);
  if (pool) return `roll ${n}: ${pool}`;
  if (!Array.isArray(x.dice) || x.dice.length === 0) return `roll ${n} has no dice`;
  for (const [i, d] of (x.dice as unknown[]).entries()) {
    if (!isObj(d) || !isDieSize(d.sides)) return `roll ${n}, die ${i + 1} has no valid size`;
    const bad = checkFace(d.face, d.sides, i + 1);
    if (bad) return `roll ${n}: ${bad}`;
    if (![d.mod, d.result, d.group].every(Number.isInteger)) return `roll ${n}, die ${i + 1} has invalid numbers`;
  }
  if (!Number.isInteger(x.total)) return `roll ${n} has no valid total`;
  if (x.source !== 'app' && x.source !== 'real') return `roll ${n} has an unknown source`;
  return checkArithmetic(x as { pool: Pool; dice: Receipt[]; total: number; at: number; source: 'app' | 'real' }, n);
}

/** A stored roll must add up: each die's result is its face plus the pool's modifier, the total their sum plus the total's. */
function checkArithmetic(x: { pool: Pool; dice: Receipt[]; total: number; at: number; source: 'app' | 'real' }, n: number): string | null {
  const want = poolDice(x.pool).length;
  if (x.dice.length !== want) return `roll ${n} has ${x.dice.length} dice but its pool has ${want}`;
  const again = resolveRoll(x.pool, x.dice.map((d) => d.face), x.at, x.source);
  if ('error' in again) return `roll ${n}: ${again.error}`;
  for (const [i, d] of x.dice.entries()) {
    const ok = again.dice[i]!;
    if (d.sides !== ok.sides) return `roll ${n}, die ${i + 1} is a d${d.sides} but its pool calls for a d${ok.sides}`;
    if (d.mod !== ok.mod || d.result !== ok.result || d.group !== ok.group) {
      return `roll ${n}, die ${i + 1} counts ${d.result}, but its face ${d.face} with the modifier ${ok.mod} makes ${ok.result}`;
    }
  }
  return x.total === again.total ? null : `roll ${n} has the total ${x.total}, but its dice make ${again.total}`;
}

/** Why `state` is not a dice roller state, or null when it is. */
export function checkDiceState(state: unknown): string | null {
  if (!isObj(state)) return 'the roller state is missing';
  const pool = checkPool(state.pool);
  if (pool) return `the current dice are not valid: ${pool}`;
  if (state.mode !== 'app' && state.mode !== 'real') return 'the dice mode is neither app nor real';
  if (!Array.isArray(state.rolls)) return 'the roll history is not a list';
  for (let i = 0; i < state.rolls.length; i++) {
    const bad = checkRoll(state.rolls[i], i + 1);
    if (bad) return bad;
  }
  return null;
}
