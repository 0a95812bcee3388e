import { FOLDER, rootFolder } from './mirror-root';
import { type GameRecord, readRecord } from './record';

/**
 * The second copy: every game's whole record in the Origin Private File System, apart from IndexedDB
 * (which Chromium deletes whole when it finds it damaged, as after a full disk). Written in the
 * background some hundreds of ms after the last save, one file per game plus an index of the games it
 * holds. Also keeps a reserve: a ballast file freed when a write meets a full disk, so that the retry lands.
 */

/** One game the mirror holds, as its index lists it. */
export interface MirrorEntry {
  id: string;
  name: string;
  updatedAt: number;
  file: string;
}

/** What the mirror needs of a file handle (the Origin Private File System's, or a fake one in tests). */
export interface MirrorFile {
  getFile(): Promise<{ size: number; text(): Promise<string> }>;
  createWritable(): Promise<{ write(data: string | Uint8Array<ArrayBuffer>): Promise<void>; close(): Promise<void>; abort(): Promise<void> }>;
}

/** What the mirror needs of its folder. */
export interface MirrorDir {
  getFileHandle(name: string, options?: { create?: boolean }): Promise<MirrorFile>;
  removeEntry(name: string): Promise<void>;
}

/** A game's whole record as the app holds it now; 'gone' when it is not stored (deleted), 'unknown' when it cannot be read now. */
export type MirrorSource = (id: string) => Promise<GameRecord | 'gone' | 'unknown'>;

/** How the mirror works; tests pass their own. */
export interface MirrorOptions {
  /** Quiet time after the last change before the copies are written (ms). */
  delayMs?: number;
  /** The longest a change waits for its copy while changes keep coming (ms). */
  maxDelayMs?: number;
  /** The ballast kept to free when the disk is full (bytes; 0: none). */
  reserveBytes?: number;
  /** Room left for this site, in bytes (the reserve is made again only when there is plenty). */
  room?: () => Promise<number>;
  /** Runs `f` alone among this site's tabs (Web Locks), when the browser has them. */
  exclusive?: <T>(f: () => Promise<T>) => Promise<T>;
}

const INDEX = 'index.json';
const RESERVE = 'reserve.bin';

/** The file of a game: a hash of its id, since an id may hold characters no file name may. */
export function fileOf(id: string): string {
  // Two FNV-1a hashes with different seeds: 64 bits, and the record inside names its id anyway.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ id.length;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `game-${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}.json`;
}

const isEntry = (x: unknown): x is MirrorEntry => {
  const e = x as Partial<MirrorEntry> | null;
  return typeof e === 'object' && e !== null && typeof e.id === 'string' && typeof e.name === 'string' && typeof e.updatedAt === 'number' && typeof e.file === 'string';
};

const isMissing = (e: unknown) => (e as { name?: string } | null)?.name === 'NotFoundError';

/** Writes a whole file: the browser writes a swap file and puts it in place on close, so a kill leaves the old file whole. */
async function writeFile(dir: MirrorDir, name: string, data: string | Uint8Array<ArrayBuffer>): Promise<void> {
  const w = await (await dir.getFileHandle(name, { create: true })).createWritable();
  try {
    await w.write(data);
  } catch (e) {
    await w.abort().catch(() => undefined);
    throw e;
  }
  await w.close();
}

async function readText(dir: MirrorDir, name: string): Promise<string | null> {
  try {
    return await (await (await dir.getFileHandle(name)).getFile()).text();
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
}

/** The second copy of every game, in a folder; see the file's comment. */
export class Mirror {
  /** Always true: a mirror that cannot work is `OFF_MIRROR`. */
  readonly on: true = true;
  readonly why: null = null;
  private pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstPending = 0;
  private chain: Promise<void> = Promise.resolve();
  private reserveKnown: boolean | null = null;
  private readonly opts: Required<MirrorOptions>;
  /** The last error a write met (a full disk), or null after a write landed. */
  lastError: unknown = null;

  constructor(
    private readonly dir: MirrorDir,
    private readonly source: MirrorSource,
    opts: MirrorOptions = {},
  ) {
    this.opts = {
      delayMs: 400,
      maxDelayMs: 4000,
      reserveBytes: 2 * 1024 * 1024,
      room: async () => Number.POSITIVE_INFINITY,
      exclusive: (f) => f(),
      ...opts,
    };
  }

  /** The games the mirror holds, as its index lists them (an unreadable index lists none). */
  async entries(): Promise<MirrorEntry[]> {
    try {
      const data = JSON.parse((await readText(this.dir, INDEX)) ?? '{}') as { games?: unknown };
      return Array.isArray(data.games) ? data.games.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  /** A game's record as the mirror holds it, or null (not held, or its file cannot be read). */
  async read(id: string): Promise<GameRecord | null> {
    try {
      const text = await readText(this.dir, fileOf(id));
      if (text === null) return null;
      const r = readRecord(JSON.parse(text), { clipName: true });
      return r.ok && r.record.id === id ? r.record : null;
    } catch {
      return null;
    }
  }

  /** These games changed: their copies are written once changes pause (never on the tap's path). */
  note(ids: Iterable<string>): void {
    const now = Date.now();
    if (this.pending.size === 0) this.firstPending = now;
    for (const id of ids) this.pending.add(id);
    if (this.pending.size === 0) return;
    if (this.timer) clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.opts.delayMs, this.firstPending + this.opts.maxDelayMs - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, wait);
  }

  /** The player deleted this game: it leaves the index at once (before the file), so that it is never brought back. */
  forget(id: string): Promise<void> {
    this.pending.delete(id);
    return this.enqueue(() => this.update([], [id]));
  }

  /** Writes every copy noted so far now, and resolves when all writes started so far are done. */
  settle(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.run();
  }

  /**
   * Frees the reserve (removes the ballast file) so that a write refused for lack of space can land
   * when retried. True if it freed space; false when there was no reserve (or it could not be removed).
   * Never throws. The reserve is made again once a write lands and there is room.
   */
  async freeReserve(): Promise<boolean> {
    try {
      const size = (await (await this.dir.getFileHandle(RESERVE)).getFile()).size;
      await this.dir.removeEntry(RESERVE);
      this.reserveKnown = false;
      return size > 0;
    } catch {
      this.reserveKnown = false;
      return false;
    }
  }

  /** Makes the reserve if it is not there and the site has room for it several times over. */
  async keepReserve(): Promise<boolean> {
    const bytes = this.opts.reserveBytes;
    if (bytes <= 0) return false;
    try {
      if (this.reserveKnown === null) {
        const size = await this.dir
          .getFileHandle(RESERVE)
          .then((h) => h.getFile())
          .then((f) => f.size)
          .catch(() => 0);
        this.reserveKnown = size >= bytes;
      }
      if (this.reserveKnown) return true;
      // Space just came back: leave plenty for the games before putting ballast in the way again.
      if ((await this.opts.room()) < bytes * 4) return false;
      await writeFile(this.dir, RESERVE, new Uint8Array(bytes));
      this.reserveKnown = true;
      return true;
    } catch {
      await this.dir.removeEntry(RESERVE).catch(() => undefined);
      return false;
    }
  }

  private enqueue(f: () => Promise<void>): Promise<void> {
    const next = this.chain.then(f).catch((e: unknown) => void (this.lastError = e));
    this.chain = next;
    return next;
  }

  private run(): Promise<void> {
    const ids = [...this.pending];
    this.pending.clear();
    if (ids.length === 0) return this.enqueue(async () => {});
    return this.enqueue(async () => {
      const put: GameRecord[] = [];
      const gone: string[] = [];
      for (const id of ids) {
        const r = await this.source(id);
        if (r === 'gone') gone.push(id);
        else if (r !== 'unknown') put.push(r);
      }
      try {
        await this.update(put, gone);
      } catch (e) {
        // A full disk: these copies are tried again with the next change.
        for (const r of put) this.pending.add(r.id);
        throw e;
      }
      await this.keepReserve();
    });
  }

  /** Writes these records' files and drops these games, then the index, alone among tabs. */
  private update(put: readonly GameRecord[], gone: readonly string[]): Promise<void> {
    return this.opts.exclusive(async () => {
      const index = new Map((await this.entries()).map((e) => [e.id, e]));
      // A deletion leaves the index first: a kill before the file goes never brings the game back.
      if (gone.some((id) => index.delete(id))) await writeFile(this.dir, INDEX, JSON.stringify({ v: 1, games: [...index.values()] }));
      for (const id of gone) await this.dir.removeEntry(fileOf(id)).catch(() => undefined);
      let changed = false;
      for (const r of put) {
        // Another tab may have written a newer copy meanwhile: an older one never replaces it.
        if ((index.get(r.id)?.updatedAt ?? -1) > r.updatedAt) continue;
        await writeFile(this.dir, fileOf(r.id), JSON.stringify(r));
        index.set(r.id, { id: r.id, name: r.name, updatedAt: r.updatedAt, file: fileOf(r.id) });
        changed = true;
      }
      if (changed) await writeFile(this.dir, INDEX, JSON.stringify({ v: 1, games: [...index.values()] }));
      this.lastError = null;
    });
  }
}

/** What the app is given when there is no second copy: it holds nothing and says why. */
export interface MirrorOff {
  readonly on: false;
  readonly why: string;
}

/** Why the browser cannot keep a second copy, or null when it can. */
export function mirrorSupport(g: typeof globalThis = globalThis): string | null {
  const storage = (g.navigator as Navigator | undefined)?.storage;
  if (typeof storage?.getDirectory !== 'function') return 'This browser has no private file storage (Origin Private File System), so Tablemate keeps no second copy of the games.';
  const handle = (g as { FileSystemFileHandle?: { prototype: object } }).FileSystemFileHandle;
  if (!handle || !('createWritable' in handle.prototype)) return 'This browser cannot write files in its private file storage, so Tablemate keeps no second copy of the games.';
  return null;
}

/** The browser's room left for this site, in bytes (unknown: plenty). */
async function roomLeft(): Promise<number> {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    return quota === undefined || usage === undefined ? Number.POSITIVE_INFINITY : quota - usage;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function webLock<T>(f: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('tablemate-mirror', f) : f();
}

let opened: Promise<Mirror | MirrorOff> | null = null;

/** The mirror's folder in the Origin Private File System, or why there is none. */
async function openFolder(): Promise<MirrorDir | string> {
  const why = mirrorSupport();
  if (why) return why;
  try {
    const root = await rootFolder();
    return await root.getDirectoryHandle(FOLDER, { create: true });
  } catch (e) {
    return `Tablemate could not open its second copy (${e instanceof Error ? e.message : String(e)}).`;
  }
}

/** Opens the second copy in the Origin Private File System; where the browser lacks it, a mirror that is off and says why. Never throws. */
export function openMirror(source: MirrorSource, opts: MirrorOptions = {}): Promise<Mirror | MirrorOff> {
  opened = openFolder().then((dir) => (typeof dir === 'string' ? { on: false, why: dir } : new Mirror(dir, source, { room: roomLeft, exclusive: webLock, ...opts })));
  return opened;
}

/**
 * Frees the reserve (see `Mirror.freeReserve`): call it when a write fails for lack of space, then
 * retry the write if it says true. Uses the mirror `openMirror` opened, else the folder itself (a write
 * that fails before the mirror is open). False where the browser keeps no second copy. Never throws.
 */
export async function freeReserve(): Promise<boolean> {
  if (opened) {
    const m = await opened;
    return m.on ? m.freeReserve() : false;
  }
  const dir = await openFolder();
  return typeof dir === 'string' ? false : new Mirror(dir, async () => 'unknown').freeReserve();
}

/** Forgets the mirror `openMirror` opened (tests). */
export function closeMirror(): void {
  opened = null;
}
