// Geysers controlled per player: claiming and losing normal geysers, moving into and off the Mother Geyser.
import { MOTHER_NEEDS } from './setup';
import { currentPlayer, nameOf, normalGeysers, overProblem, playerProblem, tribeOf, withTribe } from './state';
import { RINGS, type Failure, type GeyserState, type Ring } from './types';

function ringProblem(ring: unknown): string | null {
  return (RINGS as readonly unknown[]).includes(ring) ? null : `${String(ring)} is not a ring of geysers`;
}

/** `player` claims one more geyser on `ring` (landed on it, or a correction by hand). */
export function claimGeyser(state: GeyserState, player: number, ring: Ring): GeyserState | Failure {
  const bad = overProblem(state) ?? playerProblem(state, player) ?? ringProblem(ring);
  if (bad) return { error: bad };
  const next = withTribe(state, player, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] + 1 } }));
  return { ...next, receipt: `${nameOf(state, player)} claims a ${ring} geyser (${normalGeysers(next, player)} in all)` };
}

// An open battle is fought over a square: a correction may not take that square away mid-battle
// (the defender's last geyser on the contested ring, or the attacker's third normal geyser when the
// Mother Geyser is contested). Roll the battle, or retreat after a tie, then correct.
function contestedProblem(state: GeyserState, player: number, ring: Ring): string | null {
  const b = state.battle;
  if (!b || b.ended !== null) return null;
  const t = tribeOf(state, player);
  const fight = `${nameOf(state, b.attacker)} is battling ${nameOf(state, b.defender)}`;
  if (b.at === ring && player === b.defender && t.geysers[ring] === 1) return `${fight} for this ${ring} geyser: finish the battle first`;
  if (b.at === 'mother' && player === b.attacker && normalGeysers(state, player) === MOTHER_NEEDS) {
    return `${fight} for the Mother Geyser, which needs ${MOTHER_NEEDS} normal geysers: finish the battle first`;
  }
  return null;
}

/** `player` gives up one geyser on `ring` (its last token there left or was removed). */
export function loseGeyser(state: GeyserState, player: number, ring: Ring): GeyserState | Failure {
  const bad = overProblem(state) ?? playerProblem(state, player) ?? ringProblem(ring);
  if (bad) return { error: bad };
  if (tribeOf(state, player).geysers[ring] < 1) return { error: `${nameOf(state, player)} holds no geyser on ring ${ring}` };
  const contested = contestedProblem(state, player, ring);
  if (contested) return { error: contested };
  const next = withTribe(state, player, (t) => ({ ...t, geysers: { ...t.geysers, [ring]: t.geysers[ring] - 1 } }));
  return { ...next, receipt: `${nameOf(state, player)} loses a ${ring} geyser (${normalGeysers(next, player)} left)` };
}

/** Why `player` may not move into the Mother Geyser now, or null when it may. */
export function motherProblem(state: GeyserState, player: number): string | null {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return bad;
  const name = nameOf(state, player);
  if (state.mother === player) return `${name} already holds the Mother Geyser`;
  if (currentPlayer(state) !== player) return `It is not ${name}'s turn`;
  const n = normalGeysers(state, player);
  if (n < MOTHER_NEEDS) return `${name} controls ${n} normal ${n === 1 ? 'geyser' : 'geysers'}: moving into the Mother Geyser needs ${MOTHER_NEEDS}`;
  if (state.mother !== null) return `${nameOf(state, state.mother)} holds the Mother Geyser: battle for it`;
  return null;
}

/** The player whose turn it is moves into the empty Mother Geyser (needs 3 normal geysers). */
export function enterMother(state: GeyserState, player: number): GeyserState | Failure {
  const bad = motherProblem(state, player);
  if (bad) return { error: bad };
  return { ...state, mother: player, receipt: `${nameOf(state, player)} moves into the Mother Geyser` };
}

/** Whoever holds the Mother Geyser leaves it (moved off, or a correction by hand). */
export function leaveMother(state: GeyserState): GeyserState | Failure {
  const over = overProblem(state);
  if (over) return { error: over };
  if (state.mother === null) return { error: 'Nobody holds the Mother Geyser' };
  const b = state.battle;
  if (b && b.ended === null && b.at === 'mother') {
    return { error: `${nameOf(state, b.attacker)} is battling ${nameOf(state, b.defender)} for the Mother Geyser: finish the battle first` };
  }
  return { ...state, mother: null, receipt: `${nameOf(state, state.mother)} leaves the Mother Geyser` };
}
