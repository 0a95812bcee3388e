// Exact battle odds: all 36 pairs of attacker and defender faces, counted by hand.
import type { Refusal, GeyserState } from './types';
import { geysersControlled, playerProblem } from './state';

/** An exact chance: `ways` out of 36 face pairs, as a number and as a reduced fraction ("5/12"). */
export type Chance = { ways: number; p: number; fraction: string };
/** The attacker's chances of winning, losing and tying one battle roll. */
export type BattleOdds = { win: Chance; lose: Chance; tie: Chance; attackerBonus: number; defenderBonus: number };

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** `ways` out of `total` as an exact chance. */
export function chance(ways: number, total: number): Chance {
  if (ways === 0) return { ways, p: 0, fraction: '0' };
  if (ways === total) return { ways, p: 1, fraction: '1' };
  const g = gcd(ways, total);
  return { ways, p: ways / total, fraction: `${ways / g}/${total / g}` };
}

/** Odds of one battle roll: each side rolls 1d6 and adds its bonus (geysers controlled). */
export function battleOdds(attackerBonus: number, defenderBonus: number): BattleOdds {
  let win = 0;
  let tie = 0;
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      const diff = a + attackerBonus - (d + defenderBonus);
      if (diff > 0) win++;
      else if (diff === 0) tie++;
    }
  }
  return { win: chance(win, 36), lose: chance(36 - win - tie, 36), tie: chance(tie, 36), attackerBonus, defenderBonus };
}

/** Odds of one battle roll between two players, each adding the geysers they control now. */
export function battleOddsFor(state: GeyserState, attacker: number, defender: number): BattleOdds | Refusal {
  const bad = playerProblem(state, attacker, 'Attacker') ?? playerProblem(state, defender, 'Defender');
  if (bad) return { error: bad };
  return battleOdds(geysersControlled(state, attacker), geysersControlled(state, defender));
}


/**
 * The attacker's chance of winning the whole battle when it attacks again after every tie (never
 * retreating): each roll is won, lost or tied, and a tie rolls again, so it is win / (win + lose). For +2
 * against +0 that is 26/32 = 13/16, not one roll's 26/36.
 */
export function battleWinChance(attackerBonus: number, defenderBonus: number): Chance {
  const o = battleOdds(attackerBonus, defenderBonus);
  return chance(o.win.ways, o.win.ways + o.lose.ways);
}
