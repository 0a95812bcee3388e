import { computed, signal } from '@preact/signals';
import { GAMES, gameEntry } from '../games/registry';
import type { ImportPlan, SaidPlan } from '../shared/storage/backup';
import { type GameDb, idbGameDb } from '../shared/storage/db';
import { type GameRecord, type GameSummary, NAME_LIMIT, summarize } from '../shared/storage/record';
import { type RescueSlot, localRescue, noRescue } from '../shared/storage/rescue';
import { type ConflictReason, type DamagedRecord, GameStore, type Loaded, type SaveOutcome, type StorageProblem, type StoreTimes } from '../shared/storage/store';
import type { Mirror } from '../shared/storage/mirror';
import { copiedGames } from '../shared/storage/mirror-root';
import type { SecondCopyStart } from './second-copy';
import { type TabNews, tabNews } from './tab-news';

/** Every saved game's summary (no game's history is held here). */
const summaries = signal<ReadonlyMap<string, GameSummary>>(new Map());

/** Saved games for the home list, most recently played first. */
export const games = computed<GameSummary[]>(() => [...summaries.value.values()].sort((a, b) => b.updatedAt - a.updatedAt));
/** Stored values that could not be read; kept as they are and listed apart. */
export const damaged = signal<DamagedRecord[]>([]);
/** Why saving is not working, or null. */
export const storageProblem = signal<StorageProblem>(null);
/** False until the saved games have been listed. */
export const ready = signal(false);
/** Games with changes that are not on disk yet, and how many changes each. */
export const unsavedGames = signal<ReadonlyMap<string, number>>(new Map());
/** What Tablemate's second copy put back as the app started, in words for the player; null when nothing was. */
export const restoredNotice = signal<string | null>(null);
/** The player has read what the second copy put back. */
export function dismissRestoredNotice(): void {
  restoredNotice.value = null;
}
/** Why no second copy of the games is kept (the browser lacks the file storage it needs), or null while one is. */
export const secondCopyOff = signal<string | null>(null);

/** What an open game hears about itself: another tab stored a change, or won over this tab's change. */
export type GameEvent = { type: 'remote' } | { type: 'conflict'; reason: ConflictReason };

const listeners = new Map<string, Set<(e: GameEvent) => void>>();
let store = new GameStore(null);
let news: TabNews | null = null;
/** The second copy (src/shared/storage/mirror.ts), once its chunk is loaded and it opened. */
let mirror: Mirror | null = null;
/** Games the player deleted: never brought back from the second copy. */
const forgotten = new Set<string>();
// Kept in localStorage as well (written at once, in the tap's task): a reload right after Delete, before the
// second copy's index has let the game go, must not bring it back. Only the app's own start uses it.
const DELETED_KEY = 'tablemate:deleted';
let keepDeleted = false;
function saveForgotten(): void {
  if (!keepDeleted) return;
  try {
    localStorage.setItem(DELETED_KEY, JSON.stringify([...forgotten].slice(-500)));
  } catch {
    // Storage full: the second copy's own index still forgets the game once its write lands.
  }
}
function loadForgotten(): void {
  forgotten.clear();
  if (!keepDeleted) return;
  try {
    const ids = JSON.parse(localStorage.getItem(DELETED_KEY) ?? '[]') as unknown;
    if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') forgotten.add(id);
  } catch {
    // Unreadable: nothing is remembered as deleted beyond the second copy's index.
  }
}
/** Games changed before the second copy opened: copied once it has. */
const early = new Set<string>();

/** These games changed: their second copy is written in the background (its code loads with the first). */
function copySoon(ids: Iterable<string>): void {
  if (mirror) mirror.note(ids);
  else {
    for (const id of ids) early.add(id);
    void openCopy();
  }
}

/** The player deleted this game: it leaves the second copy first, so that it never comes back. */
function forgetCopy(id: string): void {
  forgotten.add(id);
  saveForgotten();
  early.delete(id);
  void mirror?.forget(id);
}

/** A write failed: free the reserve (a ballast file beside the second copy) and retry at once if that made room. */
async function makeRoom(): Promise<void> {
  await openCopy();
  if (mirror && (await mirror.freeReserve())) void store.flush();
}

/**
 * A game's whole record for its second copy: 'gone' once the player deleted it, else 'unknown' when it
 * cannot be read. A game IndexedDB no longer has is never dropped from the copy for that alone: the
 * browser may have lost the database, which is what the copy is for.
 */
async function copyOf(id: string): Promise<GameRecord | 'gone' | 'unknown'> {
  if (forgotten.has(id) && !summaries.value.has(id)) return 'gone';
  const read = await store.snapshot(id);
  const s = summaries.value.get(id);
  // A rename is in the head alone (with its time): the copy carries both.
  if (read.ok) return s ? { ...read.record, name: s.name, updatedAt: Math.max(read.record.updatedAt, s.updatedAt) } : read.record;
  return 'unknown';
}

function tell(id: string, e: GameEvent): void {
  for (const f of listeners.get(id) ?? []) f(e);
}

function setSummary(s: GameSummary): void {
  const next = new Map(summaries.value);
  next.set(s.id, s);
  summaries.value = next;
}

function dropSummary(id: string): void {
  if (!summaries.value.has(id)) return;
  const next = new Map(summaries.value);
  next.delete(id);
  summaries.value = next;
}

const summaryOf = (r: GameRecord): GameSummary => summarize(r);

/** The summary with `status` as where the game stands (none when undefined). */
function withStatus(s: GameSummary, status: string | undefined): GameSummary {
  const next = { ...s };
  delete next.status;
  return status === undefined ? next : { ...next, status };
}

/** Another tab changed these games: list them as they are stored now, and tell their open screens. */
async function heardOf(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    // This tab's own unsaved changes come first: its list keeps them, and its next write is
    // checked against what the other tab stored (a conflict is reported then).
    if (store.unsaved.has(id)) {
      // Its name is the other tab's (a rename is in the head alone), and its open screen reads it.
      const s = await store.summary(id);
      const mine = summaries.value.get(id);
      if (mine && s && s !== 'unknown' && s.name !== mine.name) setSummary({ ...mine, name: s.name });
      tell(id, { type: 'remote' });
      continue;
    }
    const s = await store.summary(id);
    if (s === null) dropSummary(id);
    else if (s !== 'unknown') setSummary(s);
    tell(id, { type: 'remote' });
  }
}

/** Where the app keeps things: storage (IndexedDB unless given), a rescue slot, and limits; tests pass their own. */
export interface LibraryOptions {
  db?: GameDb | null;
  rescue?: RescueSlot;
  times?: StoreTimes;
  /** Listen to and tell other tabs (off in unit tests). */
  tabs?: boolean;
}

function defaultDb(): GameDb | null {
  try {
    return typeof indexedDB === 'undefined' ? null : idbGameDb();
  } catch {
    return null;
  }
}

/** Opens storage and lists every saved game. */
export async function openLibrary({ db = defaultDb(), rescue, times, tabs = true }: LibraryOptions = {}): Promise<void> {
  news?.close();
  news = tabs ? tabNews((ids) => void heardOf(ids)) : null;
  mirror = null;
  opening = null;
  early.clear();
  keepDeleted = rescue === undefined && typeof localStorage !== 'undefined';
  loadForgotten();
  const slot = rescue ?? (typeof localStorage === 'undefined' ? noRescue : localRescue(localStorage));
  store = new GameStore(
    db,
    {
      problem: (p) => {
        storageProblem.value = p;
        if (p?.kind === 'write-failed') void makeRoom();
      },
      saved: (ids) => {
        news?.tell(ids);
        copySoon(ids);
      },
      conflict: (id, reason) => {
        if (reason === 'gone') dropSummary(id);
        tell(id, { type: 'conflict', reason });
      },
      unsaved: (counts) => {
        unsavedGames.value = counts;
        // While writes fail (a full disk), the second copy keeps the changes IndexedDB could not take.
        if (storageProblem.value && storageProblem.value.kind !== 'unavailable') copySoon(counts.keys());
      },
    },
    slot,
    times,
  );
  const found = await store.open();
  summaries.value = new Map(found.games.map((g) => [g.id, g]));
  damaged.value = found.damaged;
  const held = copyOn && storageProblem.value?.kind !== 'unavailable' ? await copiedGames() : null;
  if (held) {
    const stored = summaries.value;
    const skip = new Set(found.damaged.map((d) => d.label));
    // The second copy holds a game storage lost, or later changes: put them back before listing the games (within a limit).
    if ([...held].some(([id, at]) => !skip.has(id) && at > (stored.get(id)?.updatedAt ?? -1))) {
      await Promise.race([openCopy(skip), new Promise((done) => setTimeout(done, COPY_WAIT_MS))]);
    } else if ([...stored.values()].some((g) => (held.get(g.id) ?? -1) < g.updatedAt)) void openCopy(skip);
  }
  ready.value = true;
}

/** How long the start waits for the second copy to put games back before listing them anyway (it goes on after). */
const COPY_WAIT_MS = 2000;

/** Whether this browser can keep a second copy at all (checked without loading its code). */
const copyOn = typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function';

let opening: Promise<void> | null = null;

/**
 * Loads the second copy's code (its own chunk) and opens it, once: puts back what storage lost (games it
 * no longer lists, later changes a full disk kept from it) and says so once; then copies every game it lacks.
 */
function openCopy(skip: ReadonlySet<string> = new Set(damaged.value.map((d) => d.label))): Promise<void> {
  opening ??= import('./second-copy')
    .then(({ startSecondCopy }) =>
      startSecondCopy({
        source: copyOf,
        stored: new Map([...summaries.value.values()].map((g) => [g.id, g.updatedAt])),
        skip: new Set([...forgotten, ...skip]),
        read: async (id) => {
          const s = await store.snapshot(id);
          return s.ok ? s.record : null;
        },
        now: Date.now(),
      }),
    )
    .then(putBack, () => undefined);
  return opening;
}

function putBack(found: SecondCopyStart): void {
  secondCopyOff.value = found.why;
  const m = found.mirror;
  if (!m) return;
  for (const r of found.add.filter((g) => !forgotten.has(g.id) && !summaries.value.has(g.id))) {
    setSummary(summaryOf(r));
    void store.create(r);
  }
  for (const r of found.replace.filter((g) => !forgotten.has(g.id) && !store.unsaved.has(g.id))) {
    store.remove(r.id);
    setSummary(summaryOf(r));
    void store.create(r);
  }
  for (const r of found.beside) {
    setSummary(summaryOf(r));
    void store.create(r);
  }
  if (found.notice) restoredNotice.value = found.notice;
  mirror = m;
  for (const id of forgotten) void m.forget(id);
  void m.entries().then((held) => {
    const copied = new Map(held.map((e) => [e.id, e.updatedAt]));
    // Games saved before this version (or while the copy could not be written) are copied once.
    for (const g of summaries.value.values()) if ((copied.get(g.id) ?? -1) < g.updatedAt) early.add(g.id);
    m.note(early);
    early.clear();
    void m.keepReserve();
  });
}

/** Lists the games as stored now (other tabs may have changed them while this one slept) and tells open games to catch up. */
export async function resyncLibrary(): Promise<void> {
  if (!ready.value) return;
  const found = await store.list();
  if (!found) return;
  const next = new Map(found.games.map((g) => [g.id, g]));
  // Games with changes this tab has not written yet stay as this tab has them.
  for (const id of store.unsaved) {
    const mine = summaries.value.get(id);
    if (mine) next.set(id, mine);
    else next.delete(id);
  }
  summaries.value = next;
  damaged.value = found.damaged;
  for (const id of listeners.keys()) tell(id, { type: 'remote' });
}

/** Listens to what happens to one open game; returns the way to stop. */
export function onGameEvent(id: string, f: (e: GameEvent) => void): () => void {
  const set = listeners.get(id) ?? new Set();
  set.add(f);
  listeners.set(id, set);
  return () => set.delete(f);
}

/** Reads a saved game to open it, or says why it cannot be opened. */
export async function readGame(id: string): Promise<Loaded> {
  const listed = damaged.value.find((d) => d.key === id);
  if (listed) {
    return {
      ok: false,
      missing: false,
      damaged: true,
      error: `This game's saved data cannot be read: ${listed.error}. It is kept as it was: "Unreadable saved data" on the home screen can download or delete it.`,
    };
  }
  const read = await store.load(id);
  const shown = summaries.value.get(id);
  // A head written by an older version may hold the first status ever written: the record says where the game stands (the store sets the head right too).
  if (read.ok && shown && shown.status !== read.record.status) setSummary(withStatus(shown, read.record.status));
  // A game listed fine whose history is unreadable: say what is wrong, and that nothing was changed.
  if (!read.ok && read.damaged) return { ...read, error: `This game's saved data cannot be read: ${read.error}. It is kept as it was; delete it from its options on the home screen.` };
  return read;
}

/** Reads what other tabs stored for an open game since this tab last read it. */
export function refreshGame(id: string): Promise<Loaded> {
  return store.refresh(id);
}

/** The game screen took what `refreshGame` read: it is the base of this tab's next change of the game. */
export function adoptRead(id: string, record: GameRecord): void {
  store.adopt(id, record);
}

/** Lets go of a game that is no longer on screen. */
export function releaseGame(id: string): void {
  store.release(id);
}

/** Stores a changed record of an open game (a small journal entry, coalesced per task). */
export function saveRecord(r: GameRecord): Promise<SaveOutcome> {
  const s = summaries.value.get(r.id);
  // The list's name is the stored one: a rename in another tab is never undone by a tap here.
  setSummary({ ...summaryOf(r), name: s?.name ?? r.name });
  return store.save(r);
}

/** Keeps a copy of every change not on disk yet where a reload cannot cut it short (the rescue slot); call on pagehide. */
export function keepUnsaved(): void {
  store.keepUnsaved();
}

/** Writes everything pending now; call on pagehide, visibilitychange and before reloading. */
export function flushSaves(): Promise<void> {
  return store.flush();
}

/** A fresh unique id. */
export function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

// "Dice 1", but "CAM 8 #1": a title ending in a digit needs the number set apart. The first number not taken.
export function freshName(title: string): string {
  const taken = new Set(games.value.map((g) => g.name));
  const nameFor = (n: number) => (/\d$/.test(title) ? `${title} #${n}` : `${title} ${n}`);
  let n = 1;
  while (taken.has(nameFor(n))) n++;
  return nameFor(n);
}

/**
 * Stores a drafted game for the first time (when it starts). Its default name is numbered again
 * if another game took it meanwhile.
 */
export function keepGame(draft: GameRecord): Promise<SaveOutcome> {
  const title = gameEntry(draft.kind)?.title;
  const record = title && games.value.some((g) => g.name === draft.name) && draft.name.startsWith(title) ? { ...draft, name: freshName(title) } : draft;
  setSummary(summaryOf(record));
  return store.create(record);
}

/** Renames a saved game; blank names are refused. */
export function renameGame(id: string, name: string, now = Date.now()): string | null {
  const s = summaries.value.get(id);
  const clean = name.trim().slice(0, NAME_LIMIT);
  if (!s) return 'That game no longer exists.';
  if (!clean) return 'A name cannot be empty.';
  setSummary({ ...s, name: clean, updatedAt: now });
  store.rename(id, clean, now);
  tell(id, { type: 'remote' });
  return null;
}

/** Deletes a saved game and returns its whole record so that the caller can offer undo. */
export async function deleteGame(id: string): Promise<GameRecord | undefined> {
  const s = summaries.value.get(id);
  if (!s) return undefined;
  // The read for "Undo" starts first (so it sees the game), the deletion is queued in the same task as the tap:
  // a reload right after Delete finds it queued (and kept in the rescue slot).
  const reading = store.snapshot(id);
  dropSummary(id);
  forgetCopy(id);
  store.remove(id);
  const read = await reading;
  return read.ok ? { ...read.record, name: s.name } : undefined;
}

/** Puts a deleted game back exactly as it was. */
export function restoreGame(r: GameRecord): void {
  forgotten.delete(r.id);
  saveForgotten();
  setSummary(summaryOf(r));
  store.create(r);
}

/** Forgets a damaged stored value for good (only on the player's explicit request). */
export function discardDamaged(key: IDBValidKey): void {
  damaged.value = damaged.value.filter((d) => d.key !== key);
  if (typeof key === 'string') forgetCopy(key);
  store.remove(key);
}

/** Why a game from a backup cannot be opened here, or null: the rules' checks (`checkRecord` in validate.ts). */
export type RecordCheck = (r: GameRecord) => Promise<string | null>;

/**
 * Reads a backup file (or a QR link's one-game backup: `from`) and adds its games (new ids where taken),
 * each passing `check`; nothing changes on error. A game here with less of its past than the file's copy
 * (a copy received by QR code) takes the file's fuller copy, keeping its name here; one here with more
 * stays as it is; another version is left for the player to settle, with words saying which is newer.
 */
export async function importBackup(text: string, check: RecordCheck, from: 'file' | 'link' = 'file'): Promise<ImportResult> {
  // The backup reader loads only when a backup is imported, not with home.
  const [{ planImport, prepareImport, readBackup, sayPlan }, { handOverOf }] = await Promise.all([import('../shared/storage/backup'), import('./validate')]);
  const read = await readBackup(text, check);
  if (!read.ok) return read;
  // The games with the same id already here, as they are now: the same game is skipped, another version is asked about.
  const here = new Map<string, GameRecord>();
  for (const r of read.records) {
    if (!summaries.value.has(r.id) || here.has(r.id)) continue;
    const s = await store.snapshot(r.id);
    if (s.ok) here.set(r.id, s.record);
  }
  const plan = await planImport(read.records, (id) => here.get(id), handOverOf);
  const added = addCopies(plan.add, prepareImport);
  replaceGames(plan.fuller.map((f) => ({ ...f.incoming, name: f.here.name })));
  if (read.roster !== undefined) (await import('../shared/roster')).mergeRoster(read.roster);
  await store.flush();
  return { ok: true, records: added, same: plan.same, ...sayPlan(plan, from, Date.now()) };
}

// Adds records, each under a new id with "(copy)" when its id is taken (or repeated in the file).
function addCopies(records: readonly GameRecord[], prepareImport: typeof import('../shared/storage/backup').prepareImport): GameRecord[] {
  const taken = new Set([...summaries.value.keys(), ...damaged.value.map((d) => d.label)]);
  const added = prepareImport(records, taken, newId);
  for (const r of added) {
    setSummary(summaryOf(r));
    store.create(r);
  }
  return added;
}

// Puts these records in the place of the games with their ids (made anew: a tab that had one open reloads it).
function replaceGames(records: readonly GameRecord[]): void {
  for (const r of records) {
    store.remove(r.id);
    setSummary(summaryOf(r));
    store.create(r);
  }
}

/**
 * What importing gave: the games added; those already here as they were; those here with less of their past,
 * which now have the file's fuller copy (`fuller`); those here with more, kept (`lesser`); and other versions
 * of games here (to settle).
 */
export type ImportResult =
  | ({ ok: true; records: GameRecord[]; same: GameRecord[] } & SaidPlan)
  | { ok: false; error: string };

/** Settles other versions of games already here: the file's version replaces the one here, or both are kept (the file's as a copy). */
export async function settleImport(differ: readonly ImportPlan['differ'][number][], choice: 'replace' | 'both'): Promise<GameRecord[]> {
  if (choice === 'both') {
    const { prepareImport } = await import('../shared/storage/backup');
    const added = addCopies(
      differ.map((d) => d.incoming),
      prepareImport,
    );
    await store.flush();
    return added;
  }
  replaceGames(differ.map((d) => d.incoming));
  await store.flush();
  return differ.map((d) => d.incoming);
}

/** The whole records of these games (every saved game when omitted), as they are now, for a backup. */
export async function exportRecords(ids?: readonly string[]): Promise<GameRecord[]> {
  const out: GameRecord[] = [];
  for (const id of ids ?? games.value.map((g) => g.id)) {
    const read = await store.snapshot(id);
    const s = summaries.value.get(id);
    if (read.ok) out.push(s ? { ...read.record, name: s.name } : read.record);
  }
  return out;
}

/** The registry, re-exported for screens that list games. */
export { GAMES };
