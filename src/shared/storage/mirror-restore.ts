import type { MirrorEntry } from './mirror';
import type { GameRecord } from './record';

/** What the second copy has that IndexedDB lacks, on start: games it lost, and games whose copy is further on. */
export interface RestorePlan {
  /** Games the mirror holds that IndexedDB does not list (the browser deleted them). */
  missing: MirrorEntry[];
  /** Games whose copy in the mirror is newer than the stored one (changes a full disk kept off IndexedDB). */
  newer: MirrorEntry[];
}

/**
 * Compares the mirror's index with the games storage listed (`stored`: id to updatedAt, rescued changes
 * included). `skip`: games never to bring back (the player deleted them; unreadable values kept as they are).
 * A copy that is not newer than the stored game is left alone.
 */
export function planRestore(entries: readonly MirrorEntry[], stored: ReadonlyMap<string, number>, skip: ReadonlySet<string>): RestorePlan {
  const missing: MirrorEntry[] = [];
  const newer: MirrorEntry[] = [];
  for (const e of entries) {
    if (skip.has(e.id)) continue;
    const at = stored.get(e.id);
    if (at === undefined) missing.push(e);
    else if (e.updatedAt > at) newer.push(e);
  }
  return { missing, newer };
}

/**
 * True when `copy` is `stored` played further: the same game (made at the same moment, same kind) whose
 * log holds the stored log's last line. Only such a copy replaces a stored game; any other newer copy is
 * kept beside it.
 */
export function continues(stored: GameRecord, copy: GameRecord): boolean {
  if (stored.id !== copy.id || stored.kind !== copy.kind || stored.createdAt !== copy.createdAt || copy.updatedAt <= stored.updatedAt) return false;
  const last = stored.log[stored.log.length - 1];
  return !last || copy.log.some((l) => l.at === last.at && l.text === last.text);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14:02", or "2 Dec 14:02" on another day than `now`. */
export function clock(at: number, now: number): string {
  const d = new Date(at);
  const n = new Date(now);
  const hm = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  const sameDay = d.getFullYear() === n.getFullYear() && d.getMonth() === n.getMonth() && d.getDate() === n.getDate();
  return sameDay ? hm : `${d.getDate()} ${MONTHS[d.getMonth()]}${d.getFullYear() === n.getFullYear() ? '' : ` ${d.getFullYear()}`} ${hm}`;
}

const games = (n: number, what = 'game') => (n === 1 ? `1 ${what} was` : `${n} ${what}s were`);

/**
 * What the player is told once the second copy put games back: `restored` (games storage had lost; `all`:
 * storage listed no game at all) and `caughtUp` (stored games given their later changes). Null when nothing was.
 */
export function restoreWords(restored: readonly GameRecord[], caughtUp: readonly GameRecord[], all: boolean, now: number): string | null {
  const every = [...restored, ...caughtUp];
  if (every.length === 0) return null;
  const asOf = clock(Math.max(...every.map((r) => r.updatedAt)), now);
  const lines: string[] = [];
  if (restored.length) {
    const lost = all ? 'The browser lost its saved-games database' : `The browser lost ${restored.length === 1 ? 'a saved game' : `${restored.length} saved games`}`;
    lines.push(`${lost} (this can happen after the disk was full). ${games(restored.length)} restored from Tablemate's second copy, as of ${asOf}.`);
  }
  if (caughtUp.length) {
    const which = caughtUp.length === 1 ? `“${caughtUp[0]!.name}” had changes` : `${caughtUp.length} games had changes`;
    lines.push(`${which} that the browser did not save before it closed (the disk was full); they were put back from Tablemate's second copy, as of ${asOf}.`);
  }
  return lines.join(' ');
}
