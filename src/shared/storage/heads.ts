// What the store and the journal's code share about stored games: heads, summaries, sizes.
import { HEAD_VERSION, type Head } from './db';
import { type GameRecord, type GameSummary, NAME_LIMIT, STATUS_LIMIT, readRecord, summarize } from './record';

/** A game as it is on disk: its record at change `rev`, and what the next compaction weighs. */
export interface Tracked {
  rev: number;
  /** Set while the game is still a version 1 or 2 record: that record's updatedAt. */
  legacy: number | null;
  view: GameRecord;
  /** Bytes (as JSON) of the journal since the snapshot, and of the snapshot. */
  journal: number;
  snap: number;
}

/** The size of a value as JSON, in characters: what compaction weighs. */
export const bytes = (x: unknown): number => JSON.stringify(x)?.length ?? 0;
/** True for a plain object. */
export const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isTime = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x >= 0;
/** A name cut to the limit (names stored by older versions may be longer). */
export const clip = (name: string) => (name.length > NAME_LIMIT ? name.slice(0, NAME_LIMIT) : name);

/** The summary of a head or legacy record, or why it cannot be listed. */
export function summaryOf(key: IDBValidKey, raw: unknown): GameSummary | string {
  if (typeof key !== 'string') return 'it is not stored under a game id';
  if (isObj(raw) && raw.v === HEAD_VERSION) {
    const h = raw as Partial<Head>;
    if (h.id !== key) return 'its id does not match its key';
    if (typeof h.kind !== 'string' || typeof h.name !== 'string' || !isTime(h.createdAt) || !isTime(h.updatedAt) || !Number.isInteger(h.rev)) {
      return 'its summary is not valid';
    }
    const status = typeof h.status === 'string' ? { status: h.status.slice(0, STATUS_LIMIT) } : {};
    return { id: key, kind: h.kind, name: clip(h.name), createdAt: h.createdAt!, updatedAt: h.updatedAt!, ...status };
  }
  const check = readRecord(raw, { clipName: true });
  if (!check.ok) return check.error;
  if (check.record.id !== key) return 'its id does not match its key';
  return summarize(check.record);
}

