// Battles: 1d6 + geysers controlled on each side; the loser's token goes; on a tie the attacker chooses.
import { MOTHER_NEEDS } from './setup';
import { isFace, ringName } from './rings';
import { endTurn } from './rounds';
import { newTokenHint } from './geysers';
import { currentPlayer, geysersControlled, nameOf, normalGeysers, overProblem, playerProblem, tribeOf, withTribe } from './state';
import { RINGS, type Battle, type BattleRoll, type Refusal, type GeyserState, type Square } from './types';

/** True while a battle waits for a roll (its first, or another after a tie). */
export function battleOpen(state: GeyserState): boolean {
  return state.battle !== null && state.battle.ended === null;
}

/**
 * The player whose turn it is attacks `defender` by moving onto its square. `at` says what that square is:
 * a geyser of a ring the defender holds, the Mother Geyser, or plain ground (null).
 */
export function startBattle(state: GeyserState, attacker: number, defender: number, at: Square = null): GeyserState | Refusal {
  const over = overProblem(state);
  if (over) return { error: over };
  const bad = playerProblem(state, attacker, 'Attacker') ?? playerProblem(state, defender, 'Defender');
  if (bad) return { error: bad };
  if (currentPlayer(state) !== attacker) return { error: `It is not ${nameOf(state, attacker)}'s turn: only the player whose turn it is attacks` };
  if (attacker === defender) return { error: `${nameOf(state, attacker)} cannot battle their own token` };
  if (battleOpen(state)) return { error: 'A battle is already under way: roll it or retreat' };
  // A battle is the turn's move (moving into the defender's square): one a turn.
  if (state.moved) return { error: `${nameOf(state, attacker)} has made this turn's move: only End turn is left` };
  const them = nameOf(state, defender);
  if (at === 'mother') {
    if (state.mother !== defender) return { error: `${them} does not hold the Mother Geyser` };
    const n = normalGeysers(state, attacker);
    if (n < MOTHER_NEEDS) {
      return { error: `${nameOf(state, attacker)} controls ${n} normal ${n === 1 ? 'geyser' : 'geysers'}: moving into the Mother Geyser needs ${MOTHER_NEEDS}` };
    }
  } else if (at !== null) {
    if (!(RINGS as readonly string[]).includes(at)) return { error: `${String(at)} is not a ring of geysers` };
    if (tribeOf(state, defender).geysers[at] < 1) return { error: `${them} holds no geyser on ring ${ringName(state, at)}` };
  }
  const battle: Battle = { attacker, defender, at, rolls: [], ended: null };
  return { ...state, battle, moved: true, receipt: `${nameOf(state, attacker)} attacks ${them}` };
}

// One side of a roll as "face+geysers=total".
function side(roll: BattleRoll['attacker']): string {
  return `${roll.face}+${roll.geysers}=${roll.total}`;
}

/**
 * One battle roll (the first, or attacking again after a tie). The winner takes the square: when it is a
 * geyser and the attacker wins, control of it passes from the defender to the attacker.
 */
export function rollBattle(state: GeyserState, attackerFace: number, defenderFace: number): GeyserState | Refusal {
  const b = state.battle;
  if (!b || b.ended !== null) return { error: 'No battle is under way' };
  if (!isFace(attackerFace)) return { error: `Attacker's die: ${String(attackerFace)} is not a d6 face (1 to 6)` };
  if (!isFace(defenderFace)) return { error: `Defender's die: ${String(defenderFace)} is not a d6 face (1 to 6)` };
  const ga = geysersControlled(state, b.attacker);
  const gd = geysersControlled(state, b.defender);
  const a = { player: b.attacker, face: attackerFace, geysers: ga, total: attackerFace + ga };
  const d = { player: b.defender, face: defenderFace, geysers: gd, total: defenderFace + gd };
  const outcome = a.total > d.total ? 'win' : a.total < d.total ? 'lose' : 'tie';
  const roll: BattleRoll = { attacker: a, defender: d, outcome };
  const [an, dn] = [nameOf(state, b.attacker), nameOf(state, b.defender)];
  const dice = `${an} ${side(a)} vs ${dn} ${side(d)}`;
  if (outcome === 'tie') {
    return { ...state, battle: { ...b, rolls: [...b.rolls, roll] }, receipt: `${dice}: a tie, ${an} retreats or attacks again` };
  }
  const battle: Battle = { ...b, rolls: [...b.rolls, roll], ended: outcome === 'win' ? 'attacker won' : 'defender won' };
  if (outcome === 'lose') return { ...state, battle, receipt: `${dice}: ${dn} wins, ${an} removes that token` };
  // Won on a geyser, the attacker has landed on it: a new token may go around it, as for any geyser landed on.
  const landed = b.at === null ? '' : `. ${newTokenHint(state, b.attacker)}`;
  let next: GeyserState = { ...state, battle, receipt: `${dice}: ${an} wins, ${dn} removes that token${landed}` };
  if (b.at === 'mother') next = { ...next, mother: b.attacker };
  else if (b.at !== null) {
    const ring = b.at;
    next = withTribe(next, b.defender, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] - 1 } }));
    next = withTribe(next, b.attacker, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] + 1 } }));
  }
  return next;
}

/** After a tied roll the attacker retreats to the square it came from, and its turn is over. */
export function retreat(state: GeyserState): GeyserState | Refusal {
  const b = state.battle;
  if (!b || b.ended !== null) return { error: 'No battle is under way' };
  if (b.rolls.at(-1)?.outcome !== 'tie') return { error: 'The attacker may retreat only after a tied roll' };
  const name = nameOf(state, b.attacker);
  const ended = endTurn({ ...state, battle: { ...b, ended: 'retreated' } });
  if ('error' in ended) return ended;
  // endTurn clears the battle; keep the finished one on screen.
  return { ...ended, battle: { ...b, ended: 'retreated' }, receipt: `${name} retreats; ${ended.receipt ?? ''}` };
}
