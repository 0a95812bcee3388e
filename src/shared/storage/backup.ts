import { type GameRecord, RECORD_VERSION, readRecord } from './record';

/** The `app` field every Tablemate backup file carries. */
export const BACKUP_APP = 'tablemate';

/** A backup file's content. */
export interface Backup {
  app: typeof BACKUP_APP;
  /** The record version the games were written with. */
  version: number;
  exportedAt: string;
  games: GameRecord[];
  /** The player roster (names and colours offered at setup); optional, read leniently. */
  roster?: unknown[];
}

/** The text of a backup file holding `records`. */
export function makeBackup(records: readonly GameRecord[], now: Date, roster: readonly unknown[] = []): string {
  const backup: Backup = { app: BACKUP_APP, version: RECORD_VERSION, exportedAt: now.toISOString(), games: [...records], ...(roster.length ? { roster: [...roster] } : {}) };
  return JSON.stringify(backup, null, 1);
}

/** A file name for a backup: "tablemate-<what>-<yyyy-mm-dd>.json", safe on every system. */
export function backupFileName(what: string, now: Date): string {
  const slug = what.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'game';
  return `tablemate-${slug}-${now.toISOString().slice(0, 10)}.json`;
}

/** A game-specific check of a record (kind known, state valid); returns what is wrong or null. */
export type RecordValidator = (record: GameRecord) => Promise<string | null> | string | null;

/** What reading a backup file gives: the games to add, or one message saying what is wrong. */
export type BackupRead = { ok: true; records: GameRecord[]; roster?: unknown } | { ok: false; error: string };

function jsonErrorPlace(text: string, e: unknown): string {
  const m = /position (\d+)/.exec(String((e as Error)?.message));
  if (!m) return '';
  const before = text.slice(0, Number(m[1]));
  const line = before.split('\n').length;
  const col = before.length - before.lastIndexOf('\n');
  return ` (line ${line}, column ${col})`;
}

/**
 * Reads a backup file's text and checks every game in it. Nothing is saved here: the caller
 * adds the records only when the whole file is good, so a bad file changes nothing.
 */
export async function readBackup(text: string, validate: RecordValidator): Promise<BackupRead> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `This file is not a Tablemate backup: it is not valid JSON${jsonErrorPlace(text, e)}.` };
  }
  const b = data as Partial<Backup> | null;
  if (typeof b !== 'object' || b === null || Array.isArray(b) || b.app !== BACKUP_APP) {
    return { ok: false, error: 'This file is JSON, but not a Tablemate backup (it has no "app": "tablemate").' };
  }
  if (typeof b.version !== 'number' || !Number.isInteger(b.version) || b.version < 1) {
    return { ok: false, error: 'This backup has no valid version number.' };
  }
  if (b.version > RECORD_VERSION) {
    return {
      ok: false,
      error: `This backup was made by a newer version of Tablemate (version ${b.version}; this app reads up to ${RECORD_VERSION}). Update the app, then import it again.`,
    };
  }
  if (!Array.isArray(b.games)) return { ok: false, error: 'This backup has no list of games.' };
  if (b.games.length === 0) return { ok: false, error: 'This backup holds no games.' };
  const records: GameRecord[] = [];
  for (const [i, raw] of b.games.entries()) {
    const full = (raw as { name?: unknown })?.name;
    // A message quotes at most 40 characters of a name (a damaged file may hold a very long one).
    const name = typeof full === 'string' ? ` ("${full.length > 40 ? `${full.slice(0, 40)}…` : full}")` : '';
    const where = `Game ${i + 1} of ${b.games.length}${name}`;
    const check = readRecord(raw);
    if (!check.ok) return { ok: false, error: `${where} cannot be imported: ${check.error}. Nothing was imported.` };
    const bad = await validate(check.record);
    if (bad) return { ok: false, error: `${where} cannot be imported: ${bad}. Nothing was imported.` };
    records.push(check.record);
  }
  return { ok: true, records, roster: b.roster };
}

/** Two versions of one game (same id): the same content when kind and whole history agree (name and log aside). */
export function sameGame(a: GameRecord, b: GameRecord): boolean {
  return a.kind === b.kind && JSON.stringify(a.timeline) === JSON.stringify(b.timeline);
}

/** How a backup's games meet the games on the device: new ones, ones already here as they are, and other versions of ones here. */
export interface ImportPlan {
  add: GameRecord[];
  same: GameRecord[];
  /** The incoming version and the one on the device. */
  differ: Array<{ incoming: GameRecord; here: GameRecord }>;
}

/**
 * Sorts imported records by what is on the device: `here(id)` is the stored game with that id, or
 * undefined. A game the file holds twice counts once (its first copy).
 */
export function planImport(records: readonly GameRecord[], here: (id: string) => GameRecord | undefined): ImportPlan {
  const plan: ImportPlan = { add: [], same: [], differ: [] };
  const seen = new Set<string>();
  for (const r of records) {
    const mine = here(r.id);
    if (!mine) plan.add.push(r);
    else if (sameGame(r, mine)) plan.same.push(r);
    else if (!seen.has(r.id)) plan.differ.push({ incoming: r, here: mine });
    seen.add(r.id);
  }
  return plan;
}

/**
 * Makes imported records safe to add: a record whose id is already taken (or repeated in the
 * file) gets a new id and "(copy)" after its name, so nothing is overwritten.
 */
export function prepareImport(records: readonly GameRecord[], takenIds: ReadonlySet<string>, newId: () => string): GameRecord[] {
  const taken = new Set(takenIds);
  return records.map((r) => {
    if (!taken.has(r.id)) {
      taken.add(r.id);
      return r;
    }
    let id = newId();
    while (taken.has(id)) id = newId();
    taken.add(id);
    return { ...r, id, name: `${r.name} (copy)` };
  });
}
