// Loaded after the saved games are listed (its own chunk, not the shell's): Tablemate's second copy of
// every game (src/shared/storage/mirror.ts) and what it puts back on start.
import { type Mirror, type MirrorSource, openMirror } from '../shared/storage/mirror';
import { continues, planRestore, restoreWords } from '../shared/storage/mirror-restore';
import { type GameRecord, NAME_LIMIT } from '../shared/storage/record';

/** What the start check needs from the library. */
export interface SecondCopyNeeds {
  /** A game's whole record as the app holds it now, for the copy. */
  source: MirrorSource;
  /** The games storage listed: id to updatedAt (rescued changes included). */
  stored: ReadonlyMap<string, number>;
  /** Games never to bring back: deleted by the player, or kept unreadable as they are. */
  skip: ReadonlySet<string>;
  /** A stored game's whole record, or null. */
  read(id: string): Promise<GameRecord | null>;
  now: number;
}

/** What the start check found: the mirror (null when off, with why), games to add, to replace and to keep beside, and the words. */
export interface SecondCopyStart {
  mirror: Mirror | null;
  why: string | null;
  add: GameRecord[];
  replace: GameRecord[];
  beside: GameRecord[];
  notice: string | null;
}

/** Opens the second copy and works out what it puts back: games storage lost, and later changes a full disk kept from it. Never throws. */
export async function startSecondCopy(needs: SecondCopyNeeds): Promise<SecondCopyStart> {
  const m = await openMirror(needs.source);
  const none = { add: [], replace: [], beside: [], notice: null };
  if (!m.on) return { mirror: null, why: m.why, ...none };
  const plan = planRestore(await m.entries(), needs.stored, needs.skip);
  const add: GameRecord[] = [];
  const replace: GameRecord[] = [];
  const beside: GameRecord[] = [];
  for (const e of plan.missing) {
    const r = await m.read(e.id);
    if (r) add.push(r);
  }
  for (const e of plan.newer) {
    const [copy, stored] = await Promise.all([m.read(e.id), needs.read(e.id)]);
    if (!copy || !stored || copy.updatedAt <= stored.updatedAt) continue;
    if (continues(stored, copy)) replace.push({ ...copy, name: stored.name });
    // Another line of play than the stored one: kept beside it, never over it.
    else if (!needs.stored.has(`${e.id}-copy-${copy.updatedAt}`)) {
      beside.push({ ...copy, id: `${e.id}-copy-${copy.updatedAt}`, name: `${copy.name} (second copy)`.slice(0, NAME_LIMIT) });
    }
  }
  const notice = restoreWords(add, [...replace, ...beside], needs.stored.size === 0, needs.now);
  return { mirror: m, why: null, add, replace, beside, notice };
}
