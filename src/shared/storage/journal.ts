// The journal's code: reading a game from its snapshot and entries, and turning a change into
// an entry. Only a game screen (and an export) needs it, so it is a chunk of its own that the
// store loads on demand: the home screen never carries it.
import { type Entry, type Head, HEAD_VERSION, type StoredGame, type WriteOp, isLegacy, legacyStamp } from './db';
import { type Tracked, bytes, clip, isObj, summaryOf } from './heads';
import { applyPatch, diff } from './patch';
import { type GameRecord, readRecord } from './record';

const bad = (why: string) => ({ ok: false as const, error: why, missing: false, damaged: true as const });

/** Builds a game's record from its stored parts: a legacy record as it is, else snapshot plus journal. */
export function materialize(id: string, s: StoredGame): { ok: true; tracked: Tracked } | { ok: false; error: string; missing: boolean } {
  if (s.head === undefined) return { ok: false, error: 'This game is not saved on this device (it may have been deleted).', missing: true };
  if (isLegacy(s.head)) {
    const check = readRecord(s.head, { clipName: true });
    if (!check.ok) return bad(check.error);
    return { ok: true, tracked: { rev: 0, legacy: legacyStamp(s.head), view: check.record, journal: 0, snap: bytes(check.record) } };
  }
  const summary = summaryOf(id, s.head);
  if (typeof summary === 'string') {
    const v = isObj(s.head) ? s.head.v : undefined;
    return bad(typeof v === 'number' && v > HEAD_VERSION ? `it was saved by a newer Tablemate (version ${v}); update the app first` : summary);
  }
  const head = s.head as Head;
  const snap = s.snap as { seq?: unknown; record?: unknown } | undefined;
  if (!isObj(snap) || !Number.isInteger(snap.seq)) return bad('its saved snapshot is missing');
  let record: unknown = snap.record;
  let journal = 0;
  let seq = snap.seq as number;
  try {
    for (const e of s.entries) {
      if (e.seq <= seq) continue;
      if (e.seq !== seq + 1) return bad(`its saved history is missing change ${seq + 1}`);
      record = applyPatch(record, (e.value as Entry).p);
      journal += bytes((e.value as Entry).p);
      seq = e.seq;
    }
  } catch (e) {
    return bad(`change ${seq + 1} of its saved history cannot be read (${e instanceof Error ? e.message : String(e)})`);
  }
  if (seq !== head.rev) return bad(`its saved history stops at change ${seq} of ${head.rev}`);
  const check = readRecord(record, { clipName: true });
  if (!check.ok) return bad(check.error);
  const view = { ...check.record, name: summary.name, updatedAt: summary.updatedAt };
  return { ok: true, tracked: { rev: head.rev, legacy: null, view, journal, snap: bytes(snap.record) } };
}

/** The game after the entries another tab stored since this tab's copy; null when they do not follow on from it. */
export function follow(t: Tracked, s: StoredGame): Tracked | null {
  const head = s.head as Head;
  const n = s.entries.length;
  if (t.legacy !== null || !isObj(s.head) || s.head.v !== HEAD_VERSION || head.rev !== t.rev + n || (n > 0 && s.entries[0]!.seq !== t.rev + 1)) return null;
  let view = t.view;
  let journal = t.journal;
  try {
    for (const e of s.entries) {
      view = applyPatch(view, (e.value as Entry).p) as GameRecord;
      journal += bytes((e.value as Entry).p);
    }
  } catch {
    return null;
  }
  return { ...t, rev: head.rev, view: { ...view, name: clip(head.name), updatedAt: head.updatedAt }, journal };
}

/** The write step that stores `record` as the game's next change, and the game once it is written; null when nothing changed. */
export function change(t: Tracked, record: GameRecord): { op: WriteOp; next: Tracked } | null {
  const p = diff(t.view, record);
  if (p === undefined) return null;
  const size = bytes(p);
  const { id, updatedAt: at } = record;
  // The head carries the status line of the record as changed, so lists show where the game stands now.
  const status = record.status === undefined ? {} : { status: record.status };
  if (t.legacy !== null) {
    return {
      op: { t: 'append', id, expect: { legacy: t.legacy }, seq: 1, entry: { p }, at, ...status, legacy: t.view },
      next: { rev: 1, legacy: null, view: record, journal: size, snap: bytes(t.view) },
    };
  }
  return { op: { t: 'append', id, expect: { rev: t.rev }, seq: t.rev + 1, entry: { p }, at, ...status }, next: { ...t, rev: t.rev + 1, view: record, journal: t.journal + size } };
}
