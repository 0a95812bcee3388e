import { type Difference, type Extra, type ListCut, type Side, compareCopies } from './copies';
import { changedAt, conflictWords, extraWords } from './copy-words';
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

/** A game here and the copy of it arriving: which is which, and what the fuller one holds beyond the other. */
export interface CopyPair {
  incoming: GameRecord;
  here: GameRecord;
  more: Extra;
}

/**
 * How a backup's games meet the games on the device: new ones; ones already here as they are; ones here
 * with less of their past (`fuller`: the file's copy holds all of the one here, and older undo steps, log
 * lines or list entries: it takes the place of the one here); ones here with more (`lesser`: kept as they
 * are); and other versions of ones here, with which copy is newer and what differs.
 */
export interface ImportPlan {
  add: GameRecord[];
  same: GameRecord[];
  fuller: CopyPair[];
  lesser: CopyPair[];
  /** The incoming version and the one on the device. */
  differ: Array<{ incoming: GameRecord; here: GameRecord; newer: Side | null; differences: Difference[] }>;
}

/**
 * Sorts imported records by what is on the device: `here(id)` is the stored game with that id, or
 * undefined; `cutOf(kind)` gives the game's hand-over list (`GameDef.handOver`, from the game's code),
 * so that a copy whose list a QR code cut to its newest entries is known as the same game. A game the
 * file holds twice counts once (its first copy).
 */
export async function planImport(
  records: readonly GameRecord[],
  here: (id: string) => GameRecord | undefined,
  cutOf: (kind: string) => Promise<ListCut | undefined> | ListCut | undefined = () => undefined,
): Promise<ImportPlan> {
  const plan: ImportPlan = { add: [], same: [], fuller: [], lesser: [], differ: [] };
  const seen = new Set<string>();
  const cuts = new Map<string, ListCut | undefined>();
  for (const r of records) {
    const mine = here(r.id);
    const first = !seen.has(r.id);
    seen.add(r.id);
    if (!mine) {
      plan.add.push(r);
      continue;
    }
    if (!cuts.has(r.kind)) cuts.set(r.kind, await cutOf(r.kind));
    const c = compareCopies(mine, r, cuts.get(r.kind));
    if (c.t === 'same') plan.same.push(r);
    else if (!first) continue;
    else if (c.t === 'fuller') plan[c.copy === 'incoming' ? 'fuller' : 'lesser'].push({ incoming: r, here: mine, more: c.more });
    else plan.differ.push({ incoming: r, here: mine, newer: c.newer, differences: c.differences });
  }
  return plan;
}

/** A fuller or lesser copy with what the fuller one holds beyond the other in words ("30 undo steps and 17 older log lines"). */
export type SaidPair = CopyPair & { said: string };

/** Another version of a game here with the question's words: each copy's last change and where it stands, which is newer, what differs. */
export type SaidConflict = ImportPlan['differ'][number] & { said: string };

/** An import plan with the words the player reads. */
export interface SaidPlan {
  fuller: SaidPair[];
  lesser: SaidPair[];
  differ: SaidConflict[];
}

const sayPair = (p: CopyPair): SaidPair => ({ ...p, said: extraWords(p.more) });

/** The words for a plan's copies, arriving in a backup file or a QR link (`from`); `now` says which times are today. */
export function sayPlan(plan: ImportPlan, from: 'file' | 'link', now: number): SaidPlan {
  const names = { here: "this phone's copy", incoming: `the ${from}'s copy` };
  return {
    fuller: plan.fuller.map(sayPair),
    lesser: plan.lesser.map(sayPair),
    differ: plan.differ.map((d) => ({
      ...d,
      said: conflictWords(d.here, d.incoming, { t: 'differ', newer: d.newer, differences: d.differences }, names, (at, other) => changedAt(at, other, now)),
    })),
  };
}

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

/**
 * What an import from `file` did, in one line: "Imported 2 games from "x.json"; 1 game was already on this
 * device as it is; "Dice 1" was here with less history: it now has the file's copy, with 30 undo steps."
 */
export function importSummary(file: string, r: { added: number; same: number; differ: number } & Pick<SaidPlan, 'fuller' | 'lesser'>): string {
  const parts = [`Imported ${games(r.added)} from "${file}"`];
  if (r.same) parts.push(`${games(r.same)} ${r.same === 1 ? 'was' : 'were'} already on this device as ${r.same === 1 ? 'it is' : 'they are'}`);
  // The same game with less of its past (a copy received by QR code) is no question: the fuller copy is kept, and said.
  const [filled] = r.fuller;
  if (filled && r.fuller.length === 1) parts.push(`“${filled.here.name}” was here with less history: it now has the file's copy, with ${filled.said}`);
  else if (r.fuller.length) parts.push(`${games(r.fuller.length)} were here with less history: they now have the file's copies`);
  const [kept] = r.lesser;
  if (kept && r.lesser.length === 1) parts.push(`“${kept.here.name}” is here with more history than the file's copy (${kept.said}): kept as it is`);
  else if (r.lesser.length) parts.push(`${games(r.lesser.length)} are here with more history than the file's copies: kept as they are`);
  if (r.differ) parts.push(`${games(r.differ)} ${r.differ === 1 ? 'is' : 'are'} here in another version`);
  return `${parts.join('; ')}.`;
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
