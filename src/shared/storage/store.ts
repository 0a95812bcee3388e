import { type Expect, type GameDb, HEAD_VERSION, type Head, type StoredGame, WriteConflict, type WriteOp, matches, memoryGameDb } from './db';
import { type Tracked, bytes, clip, isObj, summaryOf } from './heads';
import { type GameRecord, type GameSummary, summarize } from './record';
import { type RescueItem, type RescueSlot, noRescue } from './rescue';

/** A stored value that could not be read as a game; it is left where it is, untouched. */
export interface DamagedRecord {
  /** The value's own key (a string for games; anything for stray values), for deleting it. */
  key: IDBValidKey;
  /** The key as text, for lists and file names. */
  label: string;
  error: string;
  raw: unknown;
}

/** Why saving is not working right now, in words for the player; null when all is well. */
export type StorageProblem = { kind: 'unavailable' | 'write-failed' | 'slow'; message: string } | null;

/** Why another tab's data won over this tab's change. */
export type ConflictReason = WriteConflict['reason'];

/** What the store tells the app as it works. */
export interface StoreHooks {
  problem?(p: StorageProblem): void;
  /** These games' changes are on disk now (another tab may want to follow). */
  saved?(ids: string[]): void;
  /** This game's changes were dropped: another tab changed or deleted it first. */
  conflict?(id: string, reason: ConflictReason): void;
  /** The games with changes not on disk yet, and how many changes each, changed. */
  unsaved?(counts: ReadonlyMap<string, number>): void;
}

/** Limits, in ms: how long opening may take before the app plays in memory, and a write before it says so. */
export interface StoreTimes {
  openMs: number;
  slowWriteMs: number;
}

/** What `open` finds on the device. */
export interface StoredGames {
  games: GameSummary[];
  damaged: DamagedRecord[];
}

/** A game read from storage, or why it cannot be (`damaged`: its stored data is unreadable, and `error` says what is wrong with it). */
export type Loaded = { ok: true; record: GameRecord } | { ok: false; error: string; missing: boolean; damaged?: true };

/**
 * What became of a change handed to the store: on disk (`saved`); not on disk but to be shown all the same,
 * because storage failed, is slow or is memory only and the banner says so (`unsaved`, still queued for a
 * retry); or refused because another tab changed or deleted the game first (`dropped`, never written).
 */
export type SaveOutcome = 'saved' | 'unsaved' | 'dropped';

type Settle = (o: SaveOutcome) => void;

// `n`: how many changes (taps) a save carries once several are folded into one write. `wait`: whoever waits
// to hear that the changes folded into the op are on disk (a game screen shows a change only then).
type Op =
  | { t: 'create'; record: GameRecord; n?: number; wait?: Settle[] }
  | { t: 'save'; record: GameRecord; n?: number; wait?: Settle[] }
  | { t: 'replace'; record: GameRecord; expect: Expect; n?: number; wait?: Settle[] }
  | { t: 'rename'; id: string; name: string; at: number }
  // Housekeeping, not a player's change: never counted as unsaved, never rescued.
  | { t: 'status'; id: string; rev: number; status?: string }
  | { t: 'delete'; key: IDBValidKey };

/** Tells everyone waiting on these ops what became of them, once. */
function settle(ops: readonly Op[], outcome: SaveOutcome): void {
  for (const op of ops) {
    if (!('wait' in op) || !op.wait?.length) continue;
    const wait = op.wait;
    op.wait = [];
    for (const f of wait) f(outcome);
  }
}

const opId = (op: Op): string | null => (op.t === 'delete' ? (typeof op.key === 'string' ? op.key : null) : 'record' in op ? op.record.id : op.id);
const keyLabel = (k: IDBValidKey) => (typeof k === 'string' ? k : JSON.stringify(k) ?? String(k));

/** The journal's code, loaded with the first game read (see journal.ts). */
type Journal = typeof import('./journal');
const loadJournal = (): Promise<Journal> => import('./journal');

/** A journal this much bigger than its snapshot (or than 32 KB) is folded into a new snapshot. */
const COMPACT_MIN = 32 * 1024;
/** How long writes must pause before a compaction (a whole snapshot) is written. */
const COMPACT_PAUSE_MS = 1500;

function describeWriteError(e: unknown, game: string | null): string {
  const name = (e as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') {
    return 'This device is out of storage space, so the latest changes are not saved yet. They are kept in this tab, with a spare copy for a reload: free some space or export your games.';
  }
  const detail = e instanceof Error ? e.message : String(e);
  // One game that cannot be written is named: the other games go on saving.
  const which = game === null ? 'Saving failed' : `Saving “${game}” failed`;
  const others = game === null ? '' : ' Other games are saved as usual.';
  return `${which} (${detail.slice(0, 160)}). Its changes are kept in this tab and saving is retried on the next change; export your games to be safe.${others}`;
}

// The game an op belongs to, for keeping a failing game apart (a stray value: its key as text).
const groupId = (op: Op): string => opId(op) ?? `#${keyLabel((op as { key: IDBValidKey }).key)}`;

/** The ops split by game, each game's in order; the games in `alone` each on their own, the rest together. */
function apart(batch: readonly Op[], alone: ReadonlySet<string>): Op[][] {
  const rest: Op[] = [];
  const own = new Map<string, Op[]>();
  for (const op of batch) {
    const id = groupId(op);
    if (!alone.has(id)) rest.push(op);
    else own.set(id, [...(own.get(id) ?? []), op]);
  }
  return [...(rest.length ? [rest] : []), ...own.values()];
}

/** The message when storage cannot be used at all. */
export const UNAVAILABLE =
  'This browser is not letting Tablemate save (IndexedDB is unavailable, as in some private windows). Games are kept in this tab only: export them before you close it.';
/** The message when storage does not answer. */
export const NOT_ANSWERING =
  'Storage on this device is not answering, so Tablemate is playing in memory: games are kept in this tab only. Export them before you close it, or reload to try again.';
const SLOW =
  'Saving is taking unusually long (storage is not answering). Your changes are kept in this tab and are saved when storage answers; export your games to be safe.';

/** Sorts stored top-level values into game summaries and damaged values. */
function classify(rows: [IDBValidKey, unknown][]): { games: Map<string, GameSummary>; damaged: DamagedRecord[]; heads: Map<string, unknown> } {
  const games = new Map<string, GameSummary>();
  const damaged: DamagedRecord[] = [];
  const heads = new Map<string, unknown>();
  for (const [key, raw] of rows) {
    const s = summaryOf(key, raw);
    if (typeof s === 'string') damaged.push({ key, label: keyLabel(key), raw, error: s });
    else {
      games.set(s.id, s);
      heads.set(s.id, raw);
    }
  }
  return { games, damaged, heads };
}

function timeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DOMException('Storage did not answer in time.', 'TimeoutError')), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

/**
 * Saves games as small journal entries, with writes coalesced per tick: the changes made in
 * one task become one transaction, started before the next frame. Every change is checked
 * against the version it is based on, so a tab with stale data can never overwrite newer data.
 * Failed writes stay queued (and are copied to the rescue slot) and are retried on the next
 * change or flush; the problem is reported, never swallowed.
 */
export class GameStore {
  private db: GameDb;
  private queue: Op[] = [];
  private inFlight: Op[] = [];
  private running: Promise<void> | null = null;
  private problem: StorageProblem = null;
  private tracked = new Map<string, Tracked>();
  private held = new Map<string, number>();
  private rescued = false;
  /** Games whose last write failed (not a conflict): written apart from the rest until one lands. */
  private failing = new Set<string>();
  /** True while playing in memory (no IndexedDB, or it did not answer): nothing is on disk. */
  private inMemory = false;
  private lastUnsaved = '';

  constructor(
    db: GameDb | null,
    private readonly hooks: StoreHooks = {},
    private readonly rescue: RescueSlot = noRescue,
    private readonly times: StoreTimes = { openMs: 5000, slowWriteMs: 4000 },
  ) {
    this.db = db ?? memoryGameDb();
    this.inMemory = !db;
    if (!db) this.report({ kind: 'unavailable', message: UNAVAILABLE });
  }

  /** Lists every stored game (heads only: no game's history is read); falls back to memory, and says so, when storage cannot be opened or does not answer. */
  async open(): Promise<StoredGames> {
    let rows: [IDBValidKey, unknown][];
    try {
      rows = await timeout(this.db.tops(), this.times.openMs);
    } catch (e) {
      this.db = memoryGameDb();
      this.inMemory = true;
      this.report({ kind: 'unavailable', message: (e as Error)?.name === 'TimeoutError' ? NOT_ANSWERING : UNAVAILABLE });
      rows = [];
    }
    const { games, damaged, heads } = classify(rows);
    const restored = this.restore(heads);
    for (const id of restored.deleted) games.delete(id);
    for (const r of restored.records) games.set(r.id, summarize(r));
    return { games: [...games.values()], damaged };
  }

  /** Lists what is stored now (to catch up with other tabs); null when storage does not answer. */
  async list(): Promise<StoredGames | null> {
    try {
      const { games, damaged } = classify(await timeout(this.db.tops(), this.times.openMs));
      return { games: [...games.values()], damaged };
    } catch {
      return null;
    }
  }

  /** One game's summary as stored now: null when it is not stored, 'unknown' when it cannot be read. */
  async summary(id: string): Promise<GameSummary | null | 'unknown'> {
    try {
      const { head } = await timeout(this.db.game(id, Number.MAX_SAFE_INTEGER), this.times.openMs);
      if (head === undefined) return null;
      const s = summaryOf(id, head);
      return typeof s === 'string' ? 'unknown' : s;
    } catch {
      return 'unknown';
    }
  }

  /** Queues the changes the rescue slot kept from a write that failed before the last reload. */
  private restore(heads: Map<string, unknown>): { records: GameRecord[]; deleted: string[] } {
    const items = this.rescue.read();
    if (!items.length) return { records: [], deleted: [] };
    const out: GameRecord[] = [];
    const deleted: string[] = [];
    for (const item of items) {
      // A deletion the page may have left unwritten: done again if the game is still there.
      if ('deleted' in item) {
        if (heads.has(item.deleted) && !this.inMemory) {
          this.queue.push({ t: 'delete', key: item.deleted });
          heads.delete(item.deleted);
          deleted.push(item.deleted);
        }
        continue;
      }
      const { expect, record } = item;
      const head = heads.get(record.id);
      // The write the copy was kept for (on leaving the page) landed after all: nothing to rescue.
      if (!this.inMemory && (head as { updatedAt?: unknown } | undefined)?.updatedAt === record.updatedAt) continue;
      // In memory nothing is stored: show the rescued games; the slot keeps them for a start on disk.
      const same = this.inMemory || (expect === 'absent' ? head === undefined : matches(head, expect));
      if (same) {
        this.queue.push(expect === 'absent' || this.inMemory ? { t: 'create', record } : { t: 'replace', record, expect });
        out.push(record);
      } else {
        // The stored game moved on since: keep the rescued changes beside it, never over it.
        const copy = { ...record, id: `${record.id}-rescued-${record.updatedAt}`, name: clip(`${record.name} (unsaved changes)`) };
        if (heads.has(copy.id)) continue;
        this.queue.push({ t: 'create', record: copy });
        out.push(copy);
      }
    }
    this.rescued = true;
    // Every copy had landed: the slot is emptied now rather than after the next write.
    if (out.length === 0 && deleted.length === 0 && !this.inMemory) this.keepRescue();
    this.kick();
    return { records: out, deleted };
  }

  /**
   * Copies the games whose changes are not on disk yet to the rescue slot, at once (localStorage writes
   * before the page goes): a reload that cuts a write short loses no tap. Call on pagehide.
   */
  keepUnsaved(): void {
    if (this.inFlight.length > 0 || this.queue.length > 0) this.keepRescue();
  }

  /** Reads a game (the newest this tab knows, if it has unsaved changes) and keeps it ready for changes until `release`. */
  async load(id: string): Promise<Loaded> {
    const latest = this.latest(id);
    if (latest) {
      this.hold(id);
      return { ok: true, record: latest };
    }
    const before = this.tracked.get(id);
    const read = await this.read(id);
    if (!read.ok) return read;
    // A change this tab wrote during the read is newer than what was read: the tab's own copy stays.
    if (!this.pendingFor(id) && this.tracked.get(id) === before) this.tracked.set(id, read.tracked);
    this.hold(id);
    return { ok: true, record: this.latest(id) ?? read.tracked.view };
  }

  /**
   * Reads what other tabs stored since this tab's copy (only the new journal entries when it can). What it
   * reads becomes the base of this tab's next change only once the screen takes it (`adopt`): a screen that
   * keeps its own newer changes instead never has them written as a diff against a version it does not show.
   */
  async refresh(id: string): Promise<Loaded> {
    const t = this.tracked.get(id);
    // Changes of this tab are queued: its own copy is the newest it can show (with the stored name).
    if (this.pendingFor(id)) return this.named(id, this.latest(id));
    if (!t) {
      const read = await this.read(id);
      if (!read.ok || this.tracked.has(id) || this.pendingFor(id)) return read.ok ? this.named(id, this.latest(id) ?? this.tracked.get(id)?.view ?? null) : read;
      this.offered.set(id, { from: undefined, next: read.tracked });
      return { ok: true, record: read.tracked.view };
    }
    let s: StoredGame;
    let j: Journal;
    try {
      [j, s] = await Promise.all([this.journal(), timeout(this.db.game(id, t.legacy === null ? t.rev : undefined), this.times.openMs)]);
    } catch {
      return { ok: false, error: 'Storage did not answer; the game is shown as this tab last saw it.', missing: false };
    }
    // This tab wrote a change while it read: what it read is not newer than its own copy, which it keeps.
    const mine = this.ownNewer(id, t);
    if (mine) return mine;
    if (s.head === undefined) return { ok: false, error: 'This game was deleted in another tab.', missing: true };
    // Only the entries after this tab's copy, in order; anything else (a compaction, a
    // conversion, a game deleted and made again) reads the whole game.
    const next = j.follow(t, s);
    if (!next) return this.reload(id, t);
    this.offered.set(id, { from: t, next });
    return { ok: true, record: next.view };
  }

  /** The record `refresh` read is on screen now: it is the base of this tab's next change (unless this tab moved on since). */
  adopt(id: string, record: GameRecord): void {
    const o = this.offered.get(id);
    this.offered.delete(id);
    if (!o || o.next.view !== record || this.tracked.get(id) !== o.from) return;
    this.tracked.set(id, o.next);
  }

  /** Reads offered to the screen and not taken yet, with the copy each was read on top of. */
  private offered = new Map<string, { from: Tracked | undefined; next: Tracked }>();

  private async reload(id: string, t: Tracked): Promise<Loaded> {
    const read = await this.read(id);
    const mine = this.ownNewer(id, t);
    if (mine) return mine;
    if (!read.ok) return read;
    this.offered.set(id, { from: t, next: read.tracked });
    return { ok: true, record: read.tracked.view };
  }

  /** The game as this tab has it, when it changed it (or queued a change) since its copy `t`: never older than a read. */
  private ownNewer(id: string, t: Tracked): Promise<Loaded> | null {
    const now = this.tracked.get(id);
    if (now === t && !this.pendingFor(id)) return null;
    return this.named(id, this.latest(id) ?? now?.view ?? null);
  }

  /** This tab's own record of a game, with the name stored now (a rename in another tab is in the head alone). */
  private async named(id: string, record: GameRecord | null): Promise<Loaded> {
    if (!record) return { ok: false, error: 'This game is not open in this tab.', missing: false };
    const s = await this.summary(id);
    return { ok: true, record: s && s !== 'unknown' && s.name !== record.name ? { ...record, name: s.name } : record };
  }

  /** Reads and rebuilds a game from storage without keeping it. */
  private async read(id: string): Promise<{ ok: true; tracked: Tracked } | { ok: false; error: string; missing: boolean }> {
    try {
      const [j, stored] = await Promise.all([this.journal(), timeout(this.db.game(id), this.times.openMs)]);
      const read = j.materialize(id, stored);
      if (read.ok) this.restatus(id, stored.head, read.tracked);
      return read;
    } catch (e) {
      const late = (e as Error)?.name === 'TimeoutError';
      return { ok: false, error: late ? 'Storage is not answering, so this game cannot be read now. Reload to try again.' : `This game could not be read (${String(e)}).`, missing: false };
    }
  }

  /**
   * Versions before the head carried each change's status kept the first status ever written: a head
   * whose status is not its record's is set right once the whole game is read (the head alone, only
   * while the game is still at that change).
   */
  private restatus(id: string, head: unknown, t: Tracked): void {
    if (t.legacy !== null || !isObj(head) || head.v !== HEAD_VERSION || (head as unknown as Head).status === t.view.status) return;
    this.push({ t: 'status', id, rev: t.rev, ...(t.view.status === undefined ? {} : { status: t.view.status }) });
  }

  private journalCode: Journal | null = null;

  /** The journal's code (its own chunk), loaded once. */
  private async journal(): Promise<Journal> {
    this.journalCode ??= await loadJournal();
    return this.journalCode;
  }

  /** The whole record of a game for a backup: the newest this tab knows, else as stored. */
  async snapshot(id: string): Promise<Loaded> {
    const latest = this.latest(id);
    if (latest) return { ok: true, record: latest };
    const read = await this.read(id);
    return read.ok ? { ok: true, record: read.tracked.view } : read;
  }

  /** Lets go of a game loaded with `load` (its copy is dropped once its changes are written). */
  release(id: string): void {
    const n = (this.held.get(id) ?? 1) - 1;
    if (n > 0) this.held.set(id, n);
    else {
      this.held.delete(id);
      if (!this.pendingFor(id)) this.tracked.delete(id);
    }
  }

  private hold(id: string): void {
    this.held.set(id, (this.held.get(id) ?? 0) + 1);
  }

  /** Queues a new game; resolves once it is on disk (see `SaveOutcome`). */
  create(record: GameRecord): Promise<SaveOutcome> {
    return this.waited((wait) => this.push({ t: 'create', record, wait }), record.id);
  }

  /**
   * Queues a changed record of a game that was loaded or created (coalesced with other changes in this task);
   * resolves once it (or a newer record of the game folded with it) is on disk, or cannot be for now.
   */
  save(record: GameRecord): Promise<SaveOutcome> {
    return this.waited((wait) => {
      let i = this.queue.length - 1;
      while (i >= 0 && opId(this.queue[i]!) !== record.id) i--;
      const last = this.queue[i];
      if (last && (last.t === 'save' || last.t === 'create' || last.t === 'replace')) {
        this.queue[i] = { ...last, record, n: (last.n ?? 1) + 1, wait: [...(last.wait ?? []), ...wait] };
        last.wait = [];
        // The queue may hold only a failed write waiting for a retry: this change is that retry.
        this.kick();
      } else this.push({ t: 'save', record, wait });
    }, record.id);
  }

  /**
   * Queues an op that someone waits on. In memory, while writes hang, and for a game whose writes fail, the
   * change is shown at once (the banner says it is not saved); it stays queued all the same.
   */
  private waited(queue: (wait: Settle[]) => void, id: string): Promise<SaveOutcome> {
    return new Promise<SaveOutcome>((resolve) => {
      const now = this.inMemory || this.problem?.kind === 'slow' || this.failing.has(id);
      queue(now ? [] : [resolve]);
      if (now) resolve('unsaved');
    });
  }

  /** Queues a new name for a game; the name lives in its head, so it never conflicts with play in another tab. */
  rename(id: string, name: string, at: number): void {
    this.push({ t: 'rename', id, name, at });
  }

  /** Queues the deletion of a game (or of a stray value under any key). */
  remove(key: IDBValidKey): void {
    this.push({ t: 'delete', key });
  }

  /** Resolves when everything queued so far has been written (or has failed and been reported). */
  async flush(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  /** Games with changes not on disk yet. */
  get unsaved(): ReadonlySet<string> {
    return new Set(this.unsavedCounts().keys());
  }

  /** How many changes of each game are not on disk yet. */
  unsavedCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const op of [...this.inFlight, ...this.queue]) {
      const id = op.t === 'status' ? null : opId(op);
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + ('n' in op ? (op.n ?? 1) : 1));
    }
    return counts;
  }

  /** True while some change is not yet on disk. */
  get dirty(): boolean {
    return this.queue.length + this.inFlight.length > 0;
  }

  private pendingFor(id: string): boolean {
    return [...this.inFlight, ...this.queue].some((op) => op.t !== 'status' && opId(op) === id);
  }

  /** The newest record this tab holds for a game (with unsaved changes), if it holds one. */
  private latest(id: string): GameRecord | null {
    const ops = [...this.inFlight, ...this.queue];
    for (let i = ops.length - 1; i >= 0; i--) {
      const op = ops[i]!;
      if (opId(op) !== id) continue;
      if (op.t === 'delete') return null;
      if ('record' in op) return op.record;
    }
    return this.held.has(id) ? (this.tracked.get(id)?.view ?? null) : null;
  }

  private push(op: Op): void {
    this.queue.push(op);
    this.kick();
  }

  private kick(): void {
    this.announce();
    if (this.running || this.queue.length === 0) return;
    this.running = Promise.resolve()
      .then(() => this.drain())
      .finally(() => {
        this.running = null;
        this.announce();
        if (this.queue.length === 0) this.compactSoon();
      });
  }

  private announce(): void {
    const counts = this.unsavedCounts();
    const key = [...counts].sort().join('\n');
    if (key === this.lastUnsaved) return;
    this.lastUnsaved = key;
    this.hooks.unsaved?.(counts);
  }

  /** Turns queued changes into write steps, working out each game's next version as it goes. */
  private prepare(batch: Op[], j: Journal | null): { ops: WriteOp[]; after: Map<string, Tracked | null>; orphans: Op[] } {
    const after = new Map<string, Tracked | null>();
    const ops: WriteOp[] = [];
    // Changes with nothing to base them on: never written, so they are dropped, not saved.
    const orphans: Op[] = [];
    const current = (id: string) => (after.has(id) ? after.get(id) : this.tracked.get(id));
    for (const op of batch) {
      switch (op.t) {
        case 'create':
          ops.push({ t: 'create', record: op.record });
          after.set(op.record.id, { rev: 0, legacy: null, view: op.record, journal: 0, snap: bytes(op.record) });
          break;
        case 'replace': {
          ops.push({ t: 'replace', id: op.record.id, expect: op.expect, record: op.record });
          const rev = op.expect !== 'absent' && 'rev' in op.expect ? op.expect.rev + 1 : 1;
          after.set(op.record.id, { rev, legacy: null, view: op.record, journal: 0, snap: bytes(op.record) });
          break;
        }
        case 'save': {
          const id = op.record.id;
          const t = current(id);
          // A game this tab never loaded (or lost to another tab) has nothing to base a change on.
          if (!t) {
            orphans.push(op);
            break;
          }
          const c = j!.change(t, op.record);
          if (!c) break;
          ops.push(c.op);
          after.set(id, c.next);
          break;
        }
        case 'rename':
          ops.push({ t: 'rename', id: op.id, name: op.name, at: op.at });
          break;
        case 'status':
          ops.push(op);
          break;
        case 'delete':
          ops.push({ t: 'delete', key: op.key });
          if (typeof op.key === 'string') after.set(op.key, null);
          break;
      }
    }
    return { ops, after, orphans };
  }

  private async drain(): Promise<void> {
    // Each game whose write failed is tried once per run (again with the next change): the others go on.
    let retried = false;
    for (;;) {
      const batch = retried ? this.takeHealthy() : this.queue.splice(0);
      if (batch.length === 0) return;
      this.inFlight = batch;
      const failed: Op[] = [];
      // A game whose write failed is written on its own, so that it never holds back the others.
      const fail = (group: Op[], error: unknown) => {
        this.failing.add(groupId(group[0]!));
        failed.push(...group);
        this.report({ kind: 'write-failed', message: describeWriteError(error, this.nameOf(group)) });
        settle(group, 'unsaved');
      };
      for (const group of this.failing.size > 0 ? apart(batch, this.failing) : [batch]) {
        const r = await this.writeGroup(group);
        if (r === 'ok' || r === 'conflict') continue;
        const ids = new Set(group.map(groupId));
        if (ids.size === 1) {
          fail(group, r.error);
          continue;
        }
        // Several games failed together: each alone finds the one that cannot be written.
        for (const one of apart(group, ids)) {
          const alone = await this.writeGroup(one);
          if (alone !== 'ok' && alone !== 'conflict') fail(one, alone.error);
        }
      }
      this.inFlight = [];
      if (failed.length) {
        retried = true;
        // Newer changes queued meanwhile come after the failed ones, which are retried first.
        this.queue.unshift(...failed);
        this.keepRescue();
      } else if (this.rescued) this.keepRescue();
      if (this.failing.size === 0 && this.problem && this.problem.kind !== 'unavailable') this.report(null);
      this.announce();
    }
  }

  /** Takes the queued ops of games whose writes work, leaving the failing games' ops queued in order. */
  private takeHealthy(): Op[] {
    const out: Op[] = [];
    const keep: Op[] = [];
    for (const op of this.queue) (this.failing.has(groupId(op)) ? keep : out).push(op);
    this.queue = keep;
    return out;
  }

  /**
   * Writes ops in one transaction. A conflict drops the game's changes (another tab's data wins) and queues
   * the rest again; a failure leaves the ops to the caller (to find the game that fails, and queue it again).
   */
  private async writeGroup(group: Op[]): Promise<'ok' | 'conflict' | { error: unknown }> {
    let ops: WriteOp[] = [];
    let after = new Map<string, Tracked | null>();
    let orphans: Op[] = [];
    try {
      // A change comes from an open game, which has loaded the journal's code already.
      const j = this.journalCode ?? (group.some((op) => op.t === 'save') ? await this.journal() : null);
      ({ ops, after, orphans } = this.prepare(group, j));
      if (ops.length) await this.timed(this.db.write(ops));
    } catch (e) {
      if (e instanceof WriteConflict) {
        // Another tab's newer data wins: this game's changes (queued ones too) are dropped, the rest retried.
        const mine = (op: Op) => opId(op) === e.id;
        settle(group.filter(mine), 'dropped');
        const later = this.queue.filter((op) => mine(op) && op.t === 'save');
        settle(later, 'dropped');
        this.queue = [...group.filter((op) => !mine(op)), ...this.queue.filter((op) => !later.includes(op))];
        this.inFlight = this.inFlight.filter((op) => !mine(op));
        this.tracked.delete(e.id);
        this.failing.delete(e.id);
        this.hooks.conflict?.(e.id, e.reason);
        return 'conflict';
      }
      return { error: e };
    }
    for (const [id, t] of after) {
      if (t === null) this.tracked.delete(id);
      else if (this.held.has(id) || this.queue.some((op) => opId(op) === id)) this.tracked.set(id, t);
      else this.tracked.delete(id);
    }
    // On disk: no longer in flight, before anyone hears so (a load then reads the stored game).
    this.inFlight = this.inFlight.filter((op) => !group.includes(op));
    settle(orphans, 'dropped');
    settle(group, 'saved');
    const ids = [...new Set(group.map(opId).filter((id): id is string => id !== null))];
    for (const id of group.map(groupId)) this.failing.delete(id);
    if (ids.length) this.hooks.saved?.(ids);
    return 'ok';
  }

  /** The name of the game a failed write was for, when it was for one game. */
  private nameOf(group: readonly Op[]): string | null {
    const ids = new Set(group.map(groupId));
    if (ids.size !== 1) return null;
    const op = group.find((o) => 'record' in o);
    return op && 'record' in op ? op.record.name : null;
  }

  /** Waits for a write; if it takes too long, says so (and keeps a rescue copy) while it goes on waiting. */
  private async timed(p: Promise<void>): Promise<void> {
    const timer = setTimeout(() => {
      this.report({ kind: 'slow', message: SLOW });
      // The changes waiting on this write are shown now, as not saved yet: a tap never waits on a hung disk.
      settle(this.inFlight, 'unsaved');
      this.keepRescue();
    }, this.times.slowWriteMs);
    try {
      await p;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Copies every game with unsaved changes (whole records) to the rescue slot; clears it when none are left. */
  private keepRescue(): void {
    // In memory a write proves nothing: the slot keeps what it holds for a start on disk.
    if (this.inMemory) return;
    const items = new Map<string, RescueItem>();
    for (const op of [...this.inFlight, ...this.queue]) {
      if (op.t === 'rename' || op.t === 'status') continue;
      if (op.t === 'delete') {
        if (typeof op.key === 'string') items.set(op.key, { deleted: op.key });
        continue;
      }
      const id = op.record.id;
      const t = this.tracked.get(id);
      const prev = items.get(id);
      // After a deletion in the same queue the game is made anew: it is absent on disk by then.
      const before: Expect | undefined = prev ? ('expect' in prev ? prev.expect : 'absent') : undefined;
      const base: Expect | null =
        before ?? (op.t === 'create' ? 'absent' : op.t === 'replace' ? op.expect : t ? (t.legacy !== null ? { legacy: t.legacy } : { rev: t.rev }) : null);
      if (base) items.set(id, { expect: base, record: op.record });
    }
    this.rescued = items.size > 0;
    this.rescue.write([...items.values()]);
  }

  private compactTimer: ReturnType<typeof setTimeout> | null = null;

  /** After a pause in the writes, folds long journals into new snapshots (one game at a time), never between fast taps. */
  private compactSoon(): void {
    if (this.compactTimer) clearTimeout(this.compactTimer);
    this.compactTimer = null;
    const due = [...this.tracked].find(([, t]) => t.legacy === null && t.journal > Math.max(COMPACT_MIN, t.snap));
    if (!due) return;
    this.compactTimer = setTimeout(() => {
      this.compactTimer = null;
      void this.compact(due[0]);
    }, COMPACT_PAUSE_MS);
  }

  /** Writes a game's record as its new snapshot and drops the journal before it; a failure changes nothing. */
  async compact(id: string): Promise<void> {
    const t = this.tracked.get(id);
    if (!t || t.legacy !== null || this.running || this.queue.length) return;
    try {
      await this.db.write([{ t: 'compact', id, seq: t.rev, record: t.view }]);
      const now = this.tracked.get(id);
      if (now && now.rev >= t.rev) this.tracked.set(id, { ...now, journal: now.journal - t.journal, snap: bytes(t.view) });
    } catch {
      // Compaction is housekeeping: the journal it would fold stays readable as it is.
    }
    this.compactSoon();
  }

  private report(p: StorageProblem): void {
    this.problem = p;
    this.hooks.problem?.(p);
  }
}
