// Setup checks that every game's engine shares: how many players sit down, and each one's name
// and colour. Pure (no DOM, storage or UI), so engines may import it; tsconfig.engine.json checks it.
import type { Refusal } from '../../shared/refusal';

/** Who may sit at a table: the game's name, as the player-count message says it, and its limits. */
export type Table = { game: string; min: number; max: number };

/** One player as a setup form gives it (checked here: it may come from an import or an old app). */
export type PlayerAnswer = { name: string; colour: string };

/** Why `count` players cannot play at `table` ("Geyser needs 2 to 4 players, got 5"), or null. */
export function playerCountProblem(table: Table, count: number): string | null {
  if (Number.isInteger(count) && count >= table.min && count <= table.max) return null;
  return `${table.game} needs ${table.min} to ${table.max} players, got ${count}`;
}

/**
 * The players of a setup in seat order, each made by `seat` from the answer and its trimmed name,
 * or the first bad answer in seat order: a blank name, a name taken already (case aside), a missing
 * colour, or a reason `seat` gives for that player.
 */
export function readPlayers<P extends PlayerAnswer, T extends object>(
  list: readonly P[],
  seat: (answer: P, name: string, i: number) => T | Refusal,
): T[] | Refusal {
  const players: T[] = [];
  const seen = new Set<string>();
  for (const [i, p] of list.entries()) {
    const name = typeof p?.name === 'string' ? p.name.trim() : '';
    if (name === '') return { error: `Player ${i + 1} needs a name` };
    if (seen.has(name.toLowerCase())) return { error: `Two players are called ${name}: names must differ` };
    seen.add(name.toLowerCase());
    if (typeof p.colour !== 'string' || p.colour.trim() === '') return { error: `${name} needs a colour` };
    const player = seat(p, name, i);
    if ('error' in player) return player;
    players.push(player);
  }
  return players;
}
