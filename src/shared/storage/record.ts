import type { LogEntry } from '../history/log';
import type { Step, Timeline } from '../history/timeline';
import { overLimits } from './guard';

/** The version of the saved-game record's shape that this app writes. */
export const RECORD_VERSION = 2;

/** The longest name a game may have (the rename field's limit too). */
export const NAME_LIMIT = 60;

/** One saved game: one IndexedDB value, one entry in a backup file. */
export interface GameRecord {
  v: typeof RECORD_VERSION;
  id: string;
  kind: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  /** The game's own state version (GameDef.stateVersion) when it was saved. */
  stateVersion: number;
  timeline: Timeline<unknown, unknown>;
  log: LogEntry[];
  /** Where the game stands ("Turn 3 · Feed"), written with each change for the saved-games list; optional. */
  status?: string;
}

/** The longest status line kept (a longer one is cut). */
export const STATUS_LIMIT = 80;

/** What the home screen lists for a record. */
export type GameSummary = Pick<GameRecord, 'id' | 'kind' | 'name' | 'createdAt' | 'updatedAt' | 'status'>;

/** A record check: the upgraded record, or what is wrong with it. */
export type RecordCheck = { ok: true; record: GameRecord } | { ok: false; error: string };

type Obj = Record<string, unknown>;

const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/**
 * Version 1 is the bare record `{ id, kind, name, updatedAt, state }`: the least another
 * tool (or a hand-edited backup) has to write. It becomes a game with no history yet.
 */
function fromV1(r: Obj): Obj {
  const at = isTime(r.updatedAt) ? r.updatedAt : 0;
  return {
    v: 2,
    id: r.id,
    kind: r.kind,
    name: r.name,
    createdAt: at,
    updatedAt: at,
    stateVersion: 1,
    timeline: { base: r.state, past: [], future: [], present: r.state },
    log: [],
  };
}

/** Upgrades from version n to n + 1, by n. */
const MIGRATIONS: Record<number, (r: Obj) => Obj> = { 1: fromV1 };

function checkSteps(x: unknown, where: string): string | null {
  if (!Array.isArray(x)) return `${where} is not a list`;
  for (let i = 0; i < x.length; i++) {
    const s = x[i] as Partial<Step<unknown>>;
    if (!isObj(s) || !('action' in s) || !isTime(s.at)) return `${where} step ${i + 1} is not an action with a time`;
  }
  return null;
}

function checkV2(r: Obj): string | null {
  if (typeof r.id !== 'string' || r.id === '') return 'its id is missing';
  if (typeof r.kind !== 'string' || r.kind === '') return 'its game kind is missing';
  if (typeof r.name !== 'string') return 'its name is missing';
  if (r.name.length > NAME_LIMIT) return `its name is ${r.name.length.toLocaleString('en')} characters long (at most ${NAME_LIMIT})`;
  if (!isTime(r.createdAt) || !isTime(r.updatedAt)) return 'its dates are not valid times';
  if (!Number.isInteger(r.stateVersion) || (r.stateVersion as number) < 1) return 'its state version is not valid';
  const tl = r.timeline;
  if (!isObj(tl)) return 'its history is missing';
  if (!('base' in tl) || !('present' in tl)) return 'its history has no state';
  const steps = checkSteps(tl.past, 'its undo list') ?? checkSteps(tl.future, 'its redo list');
  if (steps) return steps;
  if (!Array.isArray(r.log) || !r.log.every((e) => isObj(e) && isTime(e.at) && typeof e.text === 'string')) {
    return 'its log is not a list of timed lines';
  }
  return null;
}

const step = (s: Step<unknown>): Step<unknown> => ({ action: s.action, at: s.at });

/**
 * The record with only the fields a record, its history, its steps and its log lines have: anything else a
 * file or a link carries is dropped here, never stored. The game's own state and actions are its kind's to
 * clean (`GameDef.shape`, in src/app/validate.ts).
 */
function ownFields(r: Obj): GameRecord {
  const tl = r.timeline as Timeline<unknown, unknown>;
  return {
    v: RECORD_VERSION,
    id: r.id as string,
    kind: r.kind as string,
    name: r.name as string,
    createdAt: r.createdAt as number,
    updatedAt: r.updatedAt as number,
    stateVersion: r.stateVersion as number,
    timeline: { base: tl.base, past: tl.past.map(step), future: tl.future.map(step), present: tl.present },
    log: (r.log as LogEntry[]).map((e) => ({ at: e.at, text: e.text })),
    ...(typeof r.status === 'string' ? { status: r.status } : {}),
  };
}

/** Options of `readRecord`. */
export interface ReadOptions {
  /** Shorten a name over the limit instead of refusing the record (for games already stored). */
  clipName?: boolean;
}

/**
 * Checks a stored or imported value and upgrades it to the current record version.
 * Never throws: anything unreadable comes back as an error naming what is wrong, and anything past the
 * limits of depth and size (`guard.ts`) is refused before it is looked at, saying where.
 */
export function readRecord(raw: unknown, { clipName = false }: ReadOptions = {}): RecordCheck {
  if (!isObj(raw)) return { ok: false, error: 'it is not a saved game' };
  const over = overLimits(raw);
  if (over) return { ok: false, error: `it holds ${over}` };
  let r = raw;
  let v = r.v === undefined ? 1 : r.v;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { ok: false, error: 'its version is not valid' };
  if (v > RECORD_VERSION) {
    return {
      ok: false,
      error: `it was saved by a newer Tablemate (record version ${v}; this app reads up to ${RECORD_VERSION})`,
    };
  }
  if (v === 1 && typeof r.id !== 'string') return { ok: false, error: 'its id is missing' };
  if (v === 1 && !('state' in r)) return { ok: false, error: 'its state is missing' };
  while (v < RECORD_VERSION) {
    r = MIGRATIONS[v]!(r);
    v += 1;
  }
  if (clipName && typeof r.name === 'string' && r.name.length > NAME_LIMIT) r = { ...r, name: r.name.slice(0, NAME_LIMIT) };
  // The status line is a convenience for lists: one that is not a short string is dropped, never a reason to refuse.
  if ('status' in r) {
    const { status, ...rest } = r;
    r = typeof status === 'string' ? { ...rest, status: status.slice(0, STATUS_LIMIT) } : rest;
  }
  const error = checkV2(r);
  return error ? { ok: false, error } : { ok: true, record: ownFields(r) };
}

/** The summary of a record for lists. */
export function summarize(r: GameRecord): GameSummary {
  return { id: r.id, kind: r.kind, name: r.name, createdAt: r.createdAt, updatedAt: r.updatedAt, ...(r.status === undefined ? {} : { status: r.status }) };
}
