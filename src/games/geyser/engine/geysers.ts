// Geysers controlled per player: claiming and losing normal geysers, moving into and off the Mother Geyser.
import { MOTHER_NEEDS } from './setup';
import { boardRings, ringName } from './rings';
import { currentPlayer, nameOf, normalGeysers, overProblem, playerProblem, tribeOf, withTribe } from './state';
import { RINGS, type Refusal, type GeyserState, type Ring } from './types';

// Why `ring` is not a ring of this game's board: not a ring slot at all, or a slot this board leaves empty
// (a board set at setup with fewer rings). Geysers are only ever counted on rings the board prints.
function ringProblem(state: GeyserState, ring: unknown): string | null {
  if (!(RINGS as readonly unknown[]).includes(ring)) return `${String(ring)} is not a ring of geysers`;
  if ((state.rings[RINGS.indexOf(ring as Ring)] ?? []).length > 0) return null;
  const names = boardRings(state).map((r) => ringName(state, r));
  return `This board has ${names.length} rings (${names.join(', ')}): ring slot ${String(ring)} is not one of them`;
}

/** What landing on a geyser allows (rule text: a new token "around that geyser", never on another player's square). */
export function newTokenHint(state: GeyserState, player: number): string {
  return `${nameOf(state, player)} may place a new token on a free square around that geyser (not on another player's square)`;
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
 * The turn's move: the player whose turn it is moves a piece onto a geyser of `ring` and claims it. The
 * receipt says a new token may go around it. After it, only End turn is left.
 */
export function landOnGeyser(state: GeyserState, player: number, ring: Ring): GeyserState | Refusal {
  const bad = moveProblem(state, player) ?? ringProblem(state, ring);
  if (bad) return { error: bad };
  const next = withTribe(state, player, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] + 1 } }));
  const name = nameOf(state, player);
  return { ...next, moved: true, receipt: `${name} moves onto a ${ringName(state, ring)} geyser and claims it (${normalGeysers(next, player)} in all). ${newTokenHint(state, player)}` };
}

/** A correction by hand: `player` holds one more geyser on `ring` than the app counted (logged as a correction). */
export function claimGeyser(state: GeyserState, player: number, ring: Ring): GeyserState | Refusal {
  const bad = overProblem(state) ?? playerProblem(state, player) ?? ringProblem(state, ring);
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
  const bad = overProblem(state) ?? playerProblem(state, player) ?? ringProblem(state, ring);
  if (bad) return { error: bad };
  if (tribeOf(state, player).geysers[ring] < 1) return { error: `${nameOf(state, player)} holds no geyser on ring ${ringName(state, ring)}` };
  const contested = contestedProblem(state, player, ring);
  if (contested) return { error: contested };
  const next = withTribe(state, player, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] - 1 } }));
  return { ...next, receipt: `Correction: ${nameOf(state, player)} holds one ${ringName(state, ring)} geyser fewer (${normalGeysers(next, player)} left)` };
}

/** Why `player` may not move into the Mother Geyser now, or null when it may. */
export function motherProblem(state: GeyserState, player: number): string | null {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return bad;
  const name = nameOf(state, player);
  if (state.mother === player) return `${name} already holds the Mother Geyser`;
  const move = moveProblem(state, player);
  if (move) return move;
  const n = normalGeysers(state, player);
  if (n < MOTHER_NEEDS) return `${name} controls ${n} normal ${n === 1 ? 'geyser' : 'geysers'}: moving into the Mother Geyser needs ${MOTHER_NEEDS}`;
  if (state.mother !== null) return `${nameOf(state, state.mother)} holds the Mother Geyser: battle for it`;
  return null;
}

/**
 * The player whose turn it is moves into the empty Mother Geyser (needs 3 normal geysers). It is a geyser
 * landed on, so a new token may go around it, as after a battle won there (the app's reading).
 */
export function enterMother(state: GeyserState, player: number): GeyserState | Refusal {
  const bad = motherProblem(state, player);
  if (bad) return { error: bad };
  return { ...state, mother: player, moved: true, receipt: `${nameOf(state, player)} moves into the Mother Geyser. ${newTokenHint(state, player)}` };
}

/**
 * A correction by hand: nobody holds the Mother Geyser. Its holder never moves off it in play (a claimed
 * geyser keeps a piece at all times); it is lost only to a battle.
 */
export function leaveMother(state: GeyserState): GeyserState | Refusal {
  const over = overProblem(state);
  if (over) return { error: over };
  if (state.mother === null) return { error: 'Nobody holds the Mother Geyser' };
  const b = state.battle;
  if (b && b.ended === null && b.at === 'mother') {
    return { error: `${nameOf(state, b.attacker)} is battling ${nameOf(state, b.defender)} for the Mother Geyser: finish the battle first` };
  }
  return { ...state, mother: null, receipt: `Correction: ${nameOf(state, state.mother)} is not on the Mother Geyser` };
}
