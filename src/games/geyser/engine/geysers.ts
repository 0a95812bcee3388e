// Geysers controlled per player: claiming and losing normal geysers, moving into and off the Mother Geyser.
import { MOTHER_NEEDS } from './setup';
import { boardRings, ringName } from './rings';
import { currentPlayer, nameOf, normalGeysers, overProblem, playerProblem, tribeOf, withTribe } from './state';
import { RINGS, type Refusal, type GeyserState, type Recount, type Ring } from './types';

// Why `ring` is not a ring of this game's board: not a ring slot at all, or a slot this board leaves empty
// (a board set at setup with fewer rings). Geysers are only ever counted on rings the board prints.
function ringProblem(state: GeyserState, ring: unknown): string | null {
  if (!(RINGS as readonly unknown[]).includes(ring)) return `${String(ring)} is not a ring of geysers`;
  if ((state.rings[RINGS.indexOf(ring as Ring)] ?? []).length > 0) return null;
  const names = boardRings(state).map((r) => ringName(state, r));
  return `This board has ${names.length} rings (${names.join(', ')}): ring slot ${String(ring)} is not one of them`;
}

/**
 * What landing on a geyser allows. Rule text: a new token on "any permissible square around that geyser",
 * never on a square another player occupies; two of a player's own tokens may share a square, so a square
 * the tribe's own tokens hold is allowed.
 */
export function newTokenHint(state: GeyserState, player: number): string {
  const name = nameOf(state, player);
  return `${name} may place a new token on any square around that geyser that no other player holds (${name}'s own tokens may be there)`;
}

/** Why the player whose turn it is may not make a move now (one move a turn: one piece, one square), or null. */
export function moveProblem(state: GeyserState, player: number): string | null {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return bad;
  const name = nameOf(state, player);
  if (currentPlayer(state) !== player) return `It is not ${name}'s turn`;
  if (state.moved && state.battle?.ended === null) return `${name}'s battle is this turn's move: roll it (or retreat after a tie), then only End turn is left`;
  if (state.moved) return `${name} has made this turn's move: only End turn is left`;
  return null;
}

/**
 * The turn's move: the player whose turn it is moves a piece onto a geyser of `ring`. A geyser the tribe did
 * not hold is claimed (one more on that ring). With `held`, it is one the tribe already holds: the landing
 * earns the new token all the same, but the tribe still holds that geyser once, so no count changes (not the
 * battle bonus, not the three normal geysers the Mother Geyser needs). Either way the receipt says a new
 * token may go around it, and only End turn is left.
 */
export function landOnGeyser(state: GeyserState, player: number, ring: Ring, held = false): GeyserState | Refusal {
  const bad = moveProblem(state, player) ?? ringProblem(state, ring);
  if (bad) return { error: bad };
  const name = nameOf(state, player);
  const hint = newTokenHint(state, player);
  if (held) {
    const n = tribeOf(state, player).geysers[ring];
    if (n < 1) return { error: `${name} holds no ${ringName(state, ring)} geyser yet: moving onto one claims it` };
    const all = normalGeysers(state, player);
    return { ...state, moved: true, receipt: `${name} moves onto a ${ringName(state, ring)} geyser ${name} already holds: still ${all} ${all === 1 ? 'geyser' : 'geysers'} in all, none new. ${hint}` };
  }
  const next = withTribe(state, player, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] + 1 } }));
  return { ...next, moved: true, receipt: `${name} moves onto a ${ringName(state, ring)} geyser and claims it (${normalGeysers(next, player)} in all). ${hint}` };
}

/** Why a correction by hand is not offered now: the screens count geysers only once the turns have begun. */
function correctionProblem(state: GeyserState): string | null {
  if (state.phase === 'start') return 'Roll to see who starts first: geysers are counted once the turns begin';
  return overProblem(state);
}

/** A correction by hand: `player` holds one more geyser on `ring` than the app counted (logged as a correction). */
export function claimGeyser(state: GeyserState, player: number, ring: Ring): GeyserState | Refusal {
  const bad = correctionProblem(state) ?? playerProblem(state, player) ?? ringProblem(state, ring);
  if (bad) return { error: bad };
  const next = withTribe(state, player, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] + 1 } }));
  return { ...next, receipt: `Correction: ${nameOf(state, player)} holds one more ${ringName(state, ring)} geyser (${normalGeysers(next, player)} in all)` };
}

// An open battle is fought over a square: a correction may not take that square away mid-battle
// (the defender's last geyser on the contested ring, or the attacker's third normal geyser when the
// Mother Geyser is contested). Roll the battle, or retreat after a tie, then correct.
function contestedProblem(state: GeyserState, player: number, ring: Ring): string | null {
  const b = state.battle;
  if (!b || b.ended !== null) return null;
  const t = tribeOf(state, player);
  const fight = `${nameOf(state, b.attacker)} is battling ${nameOf(state, b.defender)}`;
  if (b.at === ring && player === b.defender && t.geysers[ring] === 1) return `${fight} for this ${ringName(state, ring)} geyser: finish the battle first`;
  if (b.at === 'mother' && player === b.attacker && normalGeysers(state, player) === MOTHER_NEEDS) {
    return `${fight} for the Mother Geyser, which needs ${MOTHER_NEEDS} normal geysers: finish the battle first`;
  }
  return null;
}

/**
 * A correction by hand: `player` holds one geyser fewer on `ring` than the app counted. A claimed geyser
 * keeps a piece at all times, so in play control is lost only to a battle or a Firing, which the app counts.
 */
export function loseGeyser(state: GeyserState, player: number, ring: Ring): GeyserState | Refusal {
  const bad = correctionProblem(state) ?? playerProblem(state, player) ?? ringProblem(state, ring);
  if (bad) return { error: bad };
  if (tribeOf(state, player).geysers[ring] < 1) return { error: `${nameOf(state, player)} holds no geyser on ring ${ringName(state, ring)}` };
  const contested = contestedProblem(state, player, ring);
  if (contested) return { error: contested };
  const next = withTribe(state, player, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] - 1 } }));
  return { ...next, receipt: `Correction: ${nameOf(state, player)} holds one ${ringName(state, ring)} geyser fewer (${normalGeysers(next, player)} left)` };
}

/**
 * Why `player` may not move a token into the Mother Geyser now, or null when it may: on its own turn, as
 * the turn's move, with 3 normal geysers, and only if no other tribe holds it (then it is a battle). Its
 * holder may move another token in (a landing on a geyser it holds: a new token, still one geyser).
 */
export function motherProblem(state: GeyserState, player: number): string | null {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return bad;
  const name = nameOf(state, player);
  const move = moveProblem(state, player);
  if (move) return move;
  const n = normalGeysers(state, player);
  if (n < MOTHER_NEEDS) return `${name} controls ${n} normal ${n === 1 ? 'geyser' : 'geysers'}: moving into the Mother Geyser needs ${MOTHER_NEEDS}`;
  if (state.mother !== null && state.mother !== player) return `${nameOf(state, state.mother)} holds the Mother Geyser: battle for it`;
  return null;
}

/**
 * The player whose turn it is moves a token into the Mother Geyser (needs 3 normal geysers). It is a geyser
 * landed on, so a new token may go around it, as after a battle won there (the app's reading). Its holder
 * moving another token in still holds it once: nothing it counts changes.
 */
export function enterMother(state: GeyserState, player: number): GeyserState | Refusal {
  const bad = motherProblem(state, player);
  if (bad) return { error: bad };
  const name = nameOf(state, player);
  if (state.mother === player) {
    return { ...state, moved: true, receipt: `${name} moves another token into the Mother Geyser, which ${name} already holds (still one geyser). ${newTokenHint(state, player)}` };
  }
  return { ...state, mother: player, moved: true, receipt: `${name} moves into the Mother Geyser. ${newTokenHint(state, player)}` };
}

/**
 * A correction by hand: nobody holds the Mother Geyser. Its holder never moves off it in play (a claimed
 * geyser keeps a piece at all times); it is lost only to a battle.
 */
export function leaveMother(state: GeyserState): GeyserState | Refusal {
  const over = correctionProblem(state);
  if (over) return { error: over };
  if (state.mother === null) return { error: 'Nobody holds the Mother Geyser' };
  const b = state.battle;
  if (b && b.ended === null && b.at === 'mother') {
    return { error: `${nameOf(state, b.attacker)} is battling ${nameOf(state, b.defender)} for the Mother Geyser: finish the battle first` };
  }
  return { ...state, mother: null, receipt: `Correction: ${nameOf(state, state.mother)} is not on the Mother Geyser` };
}

/** "Ana 2 × 6/8, Bo 3 × 7": the counts a game saved before version 3 asks the table to check. */
export function recountWords(state: GeyserState, list: readonly Recount[] = state.recount ?? []): string {
  return list.map((c) => `${nameOf(state, c.player)} ${c.count} × ${ringName(state, c.ring)}`).join(', ');
}

/**
 * The counts still to check after a move: an entry stays while its tribe's count on that ring is what was
 * saved (a correction, a battle or a Firing has settled it otherwise); none left, no list.
 */
export function keepRecount(after: GeyserState): GeyserState {
  if (!after.recount) return after;
  const left = after.recount.filter((c) => after.players[c.player]?.geysers[c.ring] === c.count);
  if (left.length === after.recount.length) return after;
  const { recount: _, ...rest } = after;
  return left.length > 0 ? { ...rest, recount: left } : rest;
}

/** The table has checked the board: the counts a game saved before version 3 asked about are right as they are. */
export function confirmCounts(state: GeyserState): GeyserState | Refusal {
  const over = overProblem(state);
  if (over) return { error: over };
  if (!state.recount) return { error: 'No geyser count is waiting to be checked' };
  const { recount, ...rest } = state;
  return { ...rest, receipt: `Checked on the board: ${recountWords(state, recount)}, as counted (separate geysers, not one counted twice)` };
}
