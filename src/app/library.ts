import { computed, signal } from '@preact/signals';
import { GAMES, gameEntry } from '../games/registry';
import type { GameKind } from '../games/types';
import { startTimeline } from '../shared/history/timeline';
import { type BackupRead, prepareImport, readBackup } from '../shared/storage/backup';
import { type GameRecord, type GameSummary, RECORD_VERSION, summarize } from '../shared/storage/record';
import { type DamagedRecord, GameStore, type StorageProblem, idbStore } from '../shared/storage/store';
import { prepareRecord } from './validate';

/** Every saved game, held in memory and written through the store. */
const records = signal<ReadonlyMap<string, GameRecord>>(new Map());

/** Saved games for the home list, most recently played first. */
export const games = computed<GameSummary[]>(() =>
  [...records.value.values()].map(summarize).sort((a, b) => b.updatedAt - a.updatedAt),
);
/** Stored values that could not be read; kept as they are and listed apart. */
export const damaged = signal<DamagedRecord[]>([]);
/** Why saving is not working, or null. */
export const storageProblem = signal<StorageProblem>(null);
/** False until the saved games have been read. */
export const ready = signal(false);

let store: GameStore = new GameStore(null);

function setRecord(r: GameRecord): void {
  const next = new Map(records.value);
  next.set(r.id, r);
  records.value = next;
}

/** Opens storage and reads every saved game. `kv` replaces IndexedDB in tests. */
export async function openLibrary(kv: ConstructorParameters<typeof GameStore>[0] | undefined = undefined): Promise<void> {
  let backend = kv;
  if (backend === undefined) {
    try {
      backend = typeof indexedDB === 'undefined' ? null : idbStore();
    } catch {
      backend = null;
    }
  }
  store = new GameStore(backend, (p) => (storageProblem.value = p));
  const found = await store.open();
  records.value = new Map(found.records.map((r) => [r.id, r]));
  damaged.value = found.damaged;
  ready.value = true;
}

/** The full record of a saved game. */
export function getRecord(id: string): GameRecord | undefined {
  return records.value.get(id);
}

/** Stores a changed record (coalesced write) and updates the lists. */
export function saveRecord(r: GameRecord): void {
  setRecord(r);
  store.save(r);
}

/** Writes everything pending now; call on pagehide, visibilitychange and before reloading. */
export function flushSaves(): Promise<void> {
  return store.flush();
}

/** A fresh unique id. */
export function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Starts a new saved game of `kind` with a numbered default name; returns its id. */
export async function createGame(kind: GameKind, now = Date.now()): Promise<string> {
  const entry = gameEntry(kind);
  if (!entry?.load) throw new Error(`${kind} is not available yet`);
  const { def } = await entry.load();
  const taken = new Set(games.value.map((g) => g.name));
  // "Dice 1", but "CAM 8 #1": a title ending in a digit needs the number set apart.
  const nameFor = (n: number) => (/\d$/.test(entry.title) ? `${entry.title} #${n}` : `${entry.title} ${n}`);
  let n = 1;
  while (taken.has(nameFor(n))) n++;
  const record: GameRecord = {
    v: RECORD_VERSION,
    id: newId(),
    kind,
    name: nameFor(n),
    createdAt: now,
    updatedAt: now,
    stateVersion: def.stateVersion,
    timeline: startTimeline(def.create()),
    log: [{ at: now, text: 'New game' }],
  };
  saveRecord(record);
  return record.id;
}

/** Renames a saved game; blank names are refused. */
export function renameGame(id: string, name: string): string | null {
  const r = records.value.get(id);
  const clean = name.trim().slice(0, 60);
  if (!r) return 'That game no longer exists.';
  if (!clean) return 'A name cannot be empty.';
  saveRecord({ ...r, name: clean });
  return null;
}

/** Deletes a saved game and returns its record so that the caller can offer undo. */
export function deleteGame(id: string): GameRecord | undefined {
  const r = records.value.get(id);
  if (!r) return undefined;
  const next = new Map(records.value);
  next.delete(id);
  records.value = next;
  store.remove(id);
  return r;
}

/** Puts a deleted game back exactly as it was. */
export function restoreGame(r: GameRecord): void {
  saveRecord(r);
}

/** Forgets a damaged stored value for good (only on the player's explicit request). */
export function discardDamaged(key: string): void {
  damaged.value = damaged.value.filter((d) => d.key !== key);
  store.remove(key);
}

/** Reads a backup file and adds its games (new ids where taken); nothing changes on error. */
export async function importBackup(text: string): Promise<BackupRead> {
  const read = await readBackup(text, async (r) => {
    const p = await prepareRecord(r);
    return p.ok ? null : p.error;
  });
  if (!read.ok) return read;
  const taken = new Set([...records.value.keys(), ...damaged.value.map((d) => d.key)]);
  const added = prepareImport(read.records, taken, newId);
  for (const r of added) saveRecord(r);
  await store.flush();
  return { ok: true, records: added };
}

/** The registry, re-exported for screens that list games. */
export { GAMES };
