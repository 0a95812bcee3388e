import { createStore, promisifyRequest } from 'idb-keyval';
import type { Patch } from './patch';
import type { GameRecord } from './record';

/**
 * How a game is stored (one object store, three kinds of key):
 * - `id` (a string): the game's head, small: name, dates, status line and `rev`, the number of its last change;
 * - `[id, 'snap']`: a snapshot `{ seq, record }`, the whole record as it was at change `seq`;
 * - `[id, 'j', seq]`: one journal entry per change after the snapshot, a patch to the record.
 * A tap writes one small entry and the head in one transaction; the snapshot is rewritten
 * now and then (compaction). Records of versions 1 and 2 (the whole record under its id) are
 * read as a head and snapshot in one, and converted on their first change.
 */
export interface Head {
  v: 3;
  id: string;
  kind: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  rev: number;
  /** Where the game stands, for lists (optional: older heads have none). */
  status?: string;
}

/** The whole record as it was at change `seq`. */
export interface Snapshot {
  seq: number;
  record: GameRecord;
}

/** One change after the snapshot: the patch from the record at `seq - 1` to the record at `seq`. */
export interface Entry {
  p: Patch;
}

/** The version of the head that this app writes. */
export const HEAD_VERSION = 3;

/** What a write expects to find under the game's id: the change it is based on. */
export type Expect = { rev: number } | { legacy: number } | 'absent';

/** One step of an atomic write. */
export type WriteOp =
  /** A new game (nothing may be stored under its id yet). */
  | { t: 'create'; record: GameRecord }
  /**
   * Change `seq` of a game based on `expect`; a legacy record is converted with `legacy` as its snapshot.
   * `status` is the record's status line after the change (absent: it has none), for the head.
   */
  | { t: 'append'; id: string; expect: Expect; seq: number; entry: Entry; at: number; status?: string; legacy?: GameRecord }
  /** The whole record as the game's next change (rescued changes); clears the journal. */
  | { t: 'replace'; id: string; expect: Expect; record: GameRecord }
  /** Rewrites the snapshot at change `seq` (no newer snapshot may exist) and drops the journal up to it. */
  | { t: 'compact'; id: string; seq: number; record: GameRecord }
  | { t: 'rename'; id: string; name: string; at: number }
  /** Sets the head's status line if the game is still at change `rev` (else nothing: a later change wrote its own). */
  | { t: 'status'; id: string; rev: number; status?: string }
  /** Deletes the value under `key` and, for a game, all its parts. */
  | { t: 'delete'; key: IDBValidKey };

/** Why a write was refused: another tab changed (`stale`) or deleted (`gone`) the game first. */
export class WriteConflict extends Error {
  constructor(
    readonly id: string,
    readonly reason: 'stale' | 'gone' | 'exists',
  ) {
    super(`The saved game ${id} is ${reason}`);
    this.name = 'WriteConflict';
  }
}

/** One game's stored parts: its head (or legacy record), snapshot and journal from `after` + 1. */
export interface StoredGame {
  head: unknown;
  snap: unknown;
  entries: { seq: number; value: unknown }[];
}

/** The game storage: IndexedDB in the app, memory when IndexedDB is missing and in tests. */
export interface GameDb {
  /** Every value that is not a game's part, with its own key: heads, legacy records, stray values. */
  tops(): Promise<[IDBValidKey, unknown][]>;
  /** One game's head and journal after change `after`, and its snapshot unless `after` is given. */
  game(id: string, after?: number): Promise<StoredGame>;
  /** Runs `ops` in order in one transaction: all of it is stored, or none of it (a conflict throws `WriteConflict`). */
  write(ops: readonly WriteOp[]): Promise<void>;
}

const snapKey = (id: string): IDBValidKey => [id, 'snap'];
const entryKey = (id: string, seq: number): IDBValidKey => [id, 'j', seq];

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** True for a version 1 or 2 record: the whole game under its id. */
export function isLegacy(x: unknown): x is { updatedAt?: unknown; name?: unknown } {
  return isObj(x) && (x.v === undefined || x.v === 1 || x.v === 2);
}

/** What identifies the stored version of a legacy record: its updatedAt (0 when it has none). */
export function legacyStamp(x: { updatedAt?: unknown }): number {
  return typeof x.updatedAt === 'number' ? x.updatedAt : 0;
}

/** True when `head` is the stored version `expect` names. */
export function matches(head: unknown, expect: Exclude<Expect, 'absent'>): boolean {
  if (head === undefined) return false;
  return 'rev' in expect ? isObj(head) && head.v === HEAD_VERSION && head.rev === expect.rev : isLegacy(head) && legacyStamp(head) === expect.legacy;
}

/** The head of a record at change `rev`. */
export function headOf(r: GameRecord, rev: number, updatedAt = r.updatedAt, name = r.name): Head {
  return { v: HEAD_VERSION, id: r.id, kind: r.kind, name, createdAt: r.createdAt, updatedAt, rev, ...(r.status === undefined ? {} : { status: r.status }) };
}

/** The head with `status` as its status line (none when undefined). */
function withStatus(head: Head, status: string | undefined): Head {
  const next: Head = { ...head };
  delete next.status;
  return status === undefined ? next : { ...next, status };
}

/** What a step writes: values to put and keys to delete, after clearing a game's parts or journal. */
interface Plan {
  clear?: { id: string; journalUpTo?: number };
  puts: [IDBValidKey, unknown][];
  dels: IDBValidKey[];
}

/** The keys a step must read first (the head, and for compaction the snapshot). */
function reads(op: WriteOp): IDBValidKey[] {
  switch (op.t) {
    case 'create':
      return [op.record.id];
    case 'delete':
      return [];
    case 'compact':
      return [op.id, snapKey(op.id)];
    default:
      return [op.id];
  }
}

function check(id: string, head: unknown, expect: Expect): void {
  if (expect === 'absent') {
    if (head !== undefined) throw new WriteConflict(id, 'exists');
    return;
  }
  if (head === undefined) throw new WriteConflict(id, 'gone');
  if (!matches(head, expect)) throw new WriteConflict(id, 'stale');
}

/** Decides one step from what it read; throws `WriteConflict` when the game is not as expected. */
function plan(op: WriteOp, read: unknown[]): Plan {
  const [head, snap] = read;
  switch (op.t) {
    case 'create':
      check(op.record.id, head, 'absent');
      return {
        clear: { id: op.record.id },
        puts: [
          [snapKey(op.record.id), { seq: 0, record: op.record } satisfies Snapshot],
          [op.record.id, headOf(op.record, 0)],
        ],
        dels: [],
      };
    case 'append': {
      check(op.id, head, op.expect);
      if (op.legacy) {
        // The first change of a version 1 or 2 record: its whole record becomes snapshot 0.
        return {
          clear: { id: op.id },
          puts: [
            [snapKey(op.id), { seq: 0, record: op.legacy } satisfies Snapshot],
            [entryKey(op.id, 1), op.entry],
            [op.id, withStatus(headOf(op.legacy, 1, op.at), op.status)],
          ],
          dels: [],
        };
      }
      // The stored name wins: a rename in another tab is not undone by a tap here. The status is the
      // change's own: the list shows where the game stands now, not where it stood when it was made.
      const next = withStatus({ ...(head as unknown as Head), rev: op.seq, updatedAt: op.at }, op.status);
      return { puts: [[entryKey(op.id, op.seq), op.entry], [op.id, next]], dels: [] };
    }
    case 'replace': {
      check(op.id, head, op.expect);
      const rev = isObj(head) && head.v === HEAD_VERSION ? (head as unknown as Head).rev + 1 : 1;
      const name = isObj(head) && typeof head.name === 'string' ? head.name : op.record.name;
      return {
        clear: { id: op.id },
        puts: [
          [snapKey(op.id), { seq: rev, record: op.record } satisfies Snapshot],
          [op.id, headOf(op.record, rev, op.record.updatedAt, name)],
        ],
        dels: [],
      };
    }
    case 'compact': {
      if (!isObj(head) || head.v !== HEAD_VERSION || (head as unknown as Head).rev < op.seq) throw new WriteConflict(op.id, 'stale');
      // Never replace a newer snapshot (another tab compacted further): its entries are gone.
      if (isObj(snap) && typeof snap.seq === 'number' && snap.seq >= op.seq) return { puts: [], dels: [] };
      return { clear: { id: op.id, journalUpTo: op.seq }, puts: [[snapKey(op.id), { seq: op.seq, record: op.record } satisfies Snapshot]], dels: [] };
    }
    case 'rename':
      if (head === undefined) throw new WriteConflict(op.id, 'gone');
      // A legacy record keeps its own updatedAt: it is what an open tab's next change expects.
      return { puts: [[op.id, isLegacy(head) ? { ...head, name: op.name } : { ...(head as unknown as Head), name: op.name, updatedAt: op.at }]], dels: [] };
    case 'status':
      // Only the change it was read at: after a newer change the head already has that change's status.
      if (!isObj(head) || head.v !== HEAD_VERSION || (head as unknown as Head).rev !== op.rev) return { puts: [], dels: [] };
      return { puts: [[op.id, withStatus(head as unknown as Head, op.status)]], dels: [] };
    case 'delete':
      return { clear: typeof op.key === 'string' ? { id: op.key } : undefined, puts: [], dels: [op.key] };
  }
}

/** The key range of a game's parts, or of its journal up to `upTo`. */
function partsRange(id: string, journalUpTo?: number): IDBKeyRange {
  return journalUpTo === undefined ? IDBKeyRange.bound([id], [id, []]) : IDBKeyRange.bound([id, 'j'], [id, 'j', journalUpTo]);
}

/** Makes a step's changes in an IndexedDB transaction. */
function applyPlan(os: IDBObjectStore, p: Plan): void {
  if (p.clear) os.delete(partsRange(p.clear.id, p.clear.journalUpTo));
  for (const k of p.dels) os.delete(k);
  for (const [k, v] of p.puts) os.put(v, k);
}

/**
 * The app's games database: its own IndexedDB database and object store, opened by idb-keyval.
 * A write is one transaction, committed as soon as its last request is made, with strict
 * durability (on disk, not only in the OS cache, when it completes: a phone whose battery
 * dies keeps what the page said was saved).
 */
export function idbGameDb(dbName = 'tablemate', storeName = 'games'): GameDb {
  const keyval = createStore(dbName, storeName);
  // The open connection, kept so that a write opens its transaction at once, in the task of the
  // tap, instead of a promise later (after the screen has redrawn).
  let open: IDBDatabase | null = null;
  const connection = (): Promise<IDBDatabase> =>
    keyval('readonly', (s) => {
      const db = s.transaction.db;
      if (open !== db) db.addEventListener('close', () => (open = null));
      open = db;
      return db;
    });
  const begin = (db: IDBDatabase) => db.transaction(storeName, 'readwrite', { durability: 'strict' });
  return {
    tops: () =>
      keyval('readonly', async (os) => {
        // Every key below the first array key: numbers, dates, strings (heads) and binary keys.
        const range = IDBKeyRange.upperBound([], true);
        const [keys, values] = await Promise.all([promisifyRequest(os.getAllKeys(range)), promisifyRequest(os.getAll(range))]);
        return keys.map((k, i) => [k, values[i]] as [IDBValidKey, unknown]);
      }),
    game: (id, after) =>
      keyval('readonly', async (os) => {
        const lower = after === undefined ? [id, 'j'] : [id, 'j', after];
        const journal = IDBKeyRange.bound(lower, [id, 'j', []], after !== undefined);
        const [head, snap, keys, values] = await Promise.all([
          promisifyRequest(os.get(id)),
          after === undefined ? promisifyRequest(os.get(snapKey(id))) : undefined,
          promisifyRequest(os.getAllKeys(journal)),
          promisifyRequest(os.getAll(journal)),
        ]);
        return { head, snap, entries: keys.map((k, i) => ({ seq: (k as unknown[])[2] as number, value: values[i] })) };
      }),
    write: async (ops) => {
      let tx: IDBTransaction;
      try {
        tx = begin(open ?? (await connection()));
      } catch {
        // The kept connection was closing (Safari drops them): open a new one.
        open = null;
        tx = begin(await connection());
      }
      const os = tx.objectStore(storeName);
      return new Promise<void>((resolve, reject) => {
        let refused: unknown = null;
        tx.addEventListener('complete', () => resolve());
        tx.addEventListener('abort', () => reject(refused ?? tx.error ?? new DOMException('The write was aborted.', 'AbortError')));
        const fail = (e: unknown) => {
          refused ??= e;
          try {
            tx.abort();
          } catch {
            // Already finished: onabort or oncomplete reports it.
          }
        };
        // Steps run one after another, each reading after the previous one's writes.
        const step = (i: number): void => {
          if (refused) return;
          if (i === ops.length) return void tx.commit?.();
          const op = ops[i]!;
          const keys = reads(op);
          if (keys.length === 0) {
            applyPlan(os, plan(op, []));
            return step(i + 1);
          }
          const got: unknown[] = [];
          keys.forEach((k, j) => {
            const req = os.get(k);
            req.addEventListener('success', () => {
              got[j] = req.result;
              if (j < keys.length - 1) return;
              try {
                applyPlan(os, plan(op, got));
                step(i + 1);
              } catch (e) {
                fail(e);
              }
            });
          });
        };
        try {
          step(0);
        } catch (e) {
          // A value that cannot be stored (or a refused step) writes nothing at all.
          fail(e);
        }
      });
    },
  };
}

const rank = (k: IDBValidKey) => (typeof k === 'number' ? 0 : k instanceof Date ? 1 : typeof k === 'string' ? 2 : Array.isArray(k) ? 4 : 3);
/** IndexedDB's order of keys (numbers, dates, strings, binary, arrays), for the memory store's lists. */
function compareKeys(a: IDBValidKey, b: IDBValidKey): number {
  const d = rank(a) - rank(b);
  if (d || rank(a) === 3) return d;
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  return x < y ? -1 : x > y ? 1 : 0;
}

const keyText = (k: IDBValidKey) => JSON.stringify([typeof k, k instanceof Date ? k.getTime() : k]);

/** Storage that lives only as long as the page: the fallback when IndexedDB is unavailable, and tests (`seed`: values stored as they are). */
export function memoryGameDb(seed: [IDBValidKey, unknown][] = []): GameDb {
  const rows = new Map<string, [IDBValidKey, unknown]>(seed.map(([k, v]) => [keyText(k), [k, structuredClone(v)]]));
  const partsOf = (id: string) => [...rows].filter(([, [k]]) => Array.isArray(k) && k[0] === id);
  const get = (k: IDBValidKey) => structuredClone(rows.get(keyText(k))?.[1]);
  const apply = (p: Plan) => {
    if (p.clear) {
      const { id, journalUpTo } = p.clear;
      for (const [t, [k]] of partsOf(id)) {
        const key = k as unknown[];
        if (journalUpTo === undefined || (key[1] === 'j' && (key[2] as number) <= journalUpTo)) rows.delete(t);
      }
    }
    for (const k of p.dels) rows.delete(keyText(k));
    for (const [k, v] of p.puts) rows.set(keyText(k), [k, structuredClone(v)]);
  };
  return {
    tops: async () =>
      [...rows.values()]
        .filter(([k]) => !Array.isArray(k))
        .sort(([a], [b]) => compareKeys(a, b))
        .map(([k, v]) => [k, structuredClone(v)]),
    game: async (id, after) => ({
      head: get(id),
      snap: after === undefined ? get(snapKey(id)) : undefined,
      entries: partsOf(id)
        .map(([, [k, v]]) => ({ k: k as unknown[], v }))
        .filter(({ k }) => k[1] === 'j' && (after === undefined || (k[2] as number) > after))
        .sort((a, b) => (a.k[2] as number) - (b.k[2] as number))
        .map(({ k, v }) => ({ seq: k[2] as number, value: structuredClone(v) })),
    }),
    write: async (ops) => {
      // Keep a copy to put back, so that a refused step changes nothing.
      const copy = new Map(rows);
      try {
        for (const op of ops) apply(plan(op, reads(op).map(get)));
      } catch (e) {
        rows.clear();
        for (const [t, row] of copy) rows.set(t, row);
        throw e;
      }
    },
  };
}
