import { createStore, entries, promisifyRequest } from 'idb-keyval';
import { type GameRecord, readRecord } from './record';

/** The few key-value operations the game store needs; IndexedDB in the app, a Map in tests. */
export interface KeyValueStore {
  entries(): Promise<[IDBValidKey, unknown][]>;
  /** Puts and deletes in one atomic write: all of it lands, or none of it. */
  write(puts: [string, unknown][], dels: string[]): Promise<void>;
}

/**
 * The app's games database: its own IndexedDB database and object store, via idb-keyval.
 * Writes use one transaction each, committed at once (`commit()`: the put and the commit
 * reach the database together, so a tab closed a moment after a tap still keeps the tap)
 * and with strict durability (on disk, not only in the OS cache, when it completes: a
 * phone whose battery dies keeps what the page said was saved).
 */
export function idbStore(dbName = 'tablemate', storeName = 'games'): KeyValueStore {
  const keyval = createStore(dbName, storeName);
  // idb-keyval keeps the connection (and reopens it when Safari drops it); borrow it.
  const db = () => keyval('readonly', (s) => s.transaction.db);
  return {
    entries: () => entries(keyval),
    write: async (puts, dels) => {
      const tx = (await db()).transaction(storeName, 'readwrite', { durability: 'strict' });
      const done = promisifyRequest(tx);
      const os = tx.objectStore(storeName);
      try {
        for (const [k, v] of puts) os.put(v, k);
        for (const k of dels) os.delete(k);
      } catch (e) {
        // A put that throws (quota, a value that cannot be cloned) writes nothing at all.
        done.catch(() => undefined);
        tx.abort();
        throw e;
      }
      tx.commit?.();
      await done;
    },
  };
}

/** A store that lives only as long as the page: the fallback when IndexedDB is unavailable. */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    entries: async () => [...map.entries()],
    write: async (puts, dels) => {
      // Clone first, so that a value that cannot be stored changes nothing (as in IndexedDB).
      const cloned = puts.map(([k, v]) => [k, structuredClone(v)] as const);
      for (const [k, v] of cloned) map.set(k, v);
      for (const k of dels) map.delete(k);
    },
  };
}

/** A stored value that could not be read as a game; it is left where it is, untouched. */
export interface DamagedRecord {
  key: string;
  error: string;
  raw: unknown;
}

/** Why saving is not working right now, in words for the player; null when all is well. */
export type StorageProblem = { kind: 'unavailable' | 'write-failed'; message: string } | null;

/** What `open` finds on the device. */
export interface StoredGames {
  records: GameRecord[];
  damaged: DamagedRecord[];
}

function describeWriteError(e: unknown): string {
  const name = (e as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') {
    return 'This device is out of storage space, so the latest changes are not saved yet. They are kept in this tab: free some space or export your games.';
  }
  const detail = e instanceof Error ? e.message : String(e);
  return `Saving failed (${detail}). Your changes are kept in this tab and saving is retried on the next change; export your games to be safe.`;
}

/**
 * Saves game records with writes coalesced per tick: many changes in one task become one
 * IndexedDB transaction, started before the next frame. Failed writes stay queued and are
 * retried on the next change or flush; the problem is reported, never swallowed.
 */
export class GameStore {
  private kv: KeyValueStore;
  private pending = new Map<string, GameRecord | null>();
  private running: Promise<void> | null = null;
  private problem: StorageProblem = null;

  constructor(
    kv: KeyValueStore | null,
    private readonly onProblem: (p: StorageProblem) => void = () => {},
  ) {
    this.kv = kv ?? memoryStore();
    if (!kv) this.report({ kind: 'unavailable', message: UNAVAILABLE });
  }

  /** Reads every stored record; falls back to memory (and says so) when storage cannot be opened. */
  async open(): Promise<StoredGames> {
    let rows: [IDBValidKey, unknown][];
    try {
      rows = await this.kv.entries();
    } catch {
      this.kv = memoryStore();
      this.report({ kind: 'unavailable', message: UNAVAILABLE });
      return { records: [], damaged: [] };
    }
    const records: GameRecord[] = [];
    const damaged: DamagedRecord[] = [];
    for (const [key, raw] of rows) {
      const check = readRecord(raw);
      if (check.ok && check.record.id === String(key)) records.push(check.record);
      else damaged.push({ key: String(key), raw, error: check.ok ? 'its id does not match its key' : check.error });
    }
    return { records, damaged };
  }

  /** Queues a record to be written at once (coalesced with other changes in this task). */
  save(record: GameRecord): void {
    this.pending.set(record.id, record);
    this.kick();
  }

  /** Queues a record's deletion. */
  remove(id: string): void {
    this.pending.set(id, null);
    this.kick();
  }

  /** Resolves when everything queued so far has been written (or has failed and been reported). */
  async flush(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  /** True while some change is not yet on disk. */
  get dirty(): boolean {
    return this.pending.size > 0;
  }

  private kick(): void {
    if (this.running || this.pending.size === 0) return;
    this.running = Promise.resolve()
      .then(() => this.drain())
      .finally(() => {
        this.running = null;
      });
  }

  private async drain(): Promise<void> {
    // One pass per batch; a batch that fails stays queued until the next save or flush.
    const batch = new Map(this.pending);
    this.pending.clear();
    const puts: [string, unknown][] = [];
    const dels: string[] = [];
    for (const [id, r] of batch) {
      if (r) puts.push([id, r]);
      else dels.push(id);
    }
    try {
      await this.kv.write(puts, dels);
      if (this.problem?.kind === 'write-failed') this.report(null);
    } catch (e) {
      // Newer changes queued meanwhile win over the failed batch.
      for (const [id, r] of batch) if (!this.pending.has(id)) this.pending.set(id, r);
      this.report({ kind: 'write-failed', message: describeWriteError(e) });
      return;
    }
    if (this.pending.size) await this.drain();
  }

  private report(p: StorageProblem): void {
    this.problem = p;
    this.onProblem(p);
  }
}

const UNAVAILABLE =
  'This browser is not letting Tablemate save (IndexedDB is unavailable, as in some private windows). Games are kept in this tab only: export them before you close it.';
