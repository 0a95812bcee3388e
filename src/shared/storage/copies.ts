// Two copies of one game (the same id): one here, one arriving from a backup file or a QR link. A copy
// handed over by QR code lacks the undo history and the oldest log lines (and, for some games, the oldest
// entries of a list in its state: src/shared/transfer/fit.ts); it is still the same game, only with less
// of its past. This tells that apart from two copies that really went different ways.
import type { LogEntry } from '../history/log';
import type { Step } from '../history/timeline';
import type { GameRecord } from './record';

/**
 * A list in a game's state that a hand-over may cut to its newest entries (`GameDef.handOver`, Dice: its
 * rolls): enough to see that a cut copy's state is the whole one's with fewer old entries.
 */
export interface ListCut {
  count(state: never): number;
  keep(state: never, n: number): unknown;
  words(n: number): string;
}

/** Which of the two copies: the one on this device, or the one arriving. */
export type Side = 'here' | 'incoming';

/** What one copy holds beyond the other: undo and redo steps, log lines, and old entries of its list (with the game's words for them). */
export interface Extra {
  undo: number;
  redo: number;
  lines: number;
  entries: number;
  entryWords: string | null;
}

/** One way two copies that are not one game's fuller and lesser copy differ. */
export type Difference =
  | { t: 'kind' }
  | { t: 'position' }
  /** `copy` is the other one played on from the same start, `moves` further. */
  | { t: 'ahead'; copy: Side; moves: number }
  | { t: 'steps'; copy: Side; n: number }
  | { t: 'history' }
  | { t: 'redo'; copy: Side; n: number }
  | { t: 'lines'; copy: Side; n: number }
  | { t: 'log' }
  | { t: 'start' };

/**
 * How two copies stand: the same game as it is (names aside, and logs that differ only in their lines
 * aside, as before); one holds all of the other and more (`fuller`); or they differ, with which one
 * was changed last (`newer`, null for the same moment) and how.
 */
export type Copies = { t: 'same' } | { t: 'fuller'; copy: Side; more: Extra } | { t: 'differ'; newer: Side | null; differences: Difference[] };

/** Structural equality of JSON values (key order aside: a record may come back through another writer). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    return a.length === bs.length && a.every((x, i) => sameValue(x, bs[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  return keys.length === Object.keys(y).filter((k) => y[k] !== undefined).length && keys.every((k) => sameValue(x[k], y[k]));
}

const sameStep = (a: Step<unknown>, b: Step<unknown>) => a.at === b.at && sameValue(a.action, b.action);
const sameLine = (a: LogEntry, b: LogEntry) => a.at === b.at && a.text === b.text;

/** True when `part` is the last `part.length` items of `whole`. */
function endsWith<T>(whole: readonly T[], part: readonly T[], same: (a: T, b: T) => boolean): boolean {
  const off = whole.length - part.length;
  return off >= 0 && part.every((x, i) => same(whole[off + i]!, x));
}

/** True when `part` is the first `part.length` items of `whole`. */
function startsWith<T>(whole: readonly T[], part: readonly T[], same: (a: T, b: T) => boolean): boolean {
  return part.length <= whole.length && part.every((x, i) => same(whole[i]!, x));
}

/** How many old entries of its list `whole`'s state has beyond `part`'s, when `part`'s state is `whole`'s cut to its newest entries; else null. */
function cutBy(whole: unknown, part: unknown, cut: ListCut | undefined): number | null {
  if (!cut) return null;
  try {
    const n = cut.count(part as never);
    const all = cut.count(whole as never);
    return n < all && sameValue(cut.keep(whole as never, n), part) ? all - n : null;
  } catch {
    // A state the game's code cannot read is no cut of the other.
    return null;
  }
}

/** What `a` holds beyond `b` when `b` is `a` with less of its past (older steps, log lines, list entries); null when `b` has anything `a` lacks. */
export function holdsAll(a: GameRecord, b: GameRecord, cut?: ListCut): Extra | null {
  if (a.kind !== b.kind) return null;
  const A = a.timeline;
  const B = b.timeline;
  let entries = 0;
  if (!sameValue(A.present, B.present)) {
    // Only a copy with no history of its own was cut down to fit a code.
    const cutOff = B.past.length === 0 && B.future.length === 0 ? cutBy(A.present, B.present, cut) : null;
    if (cutOff === null) return null;
    entries = cutOff;
  }
  if (!endsWith(A.past, B.past, sameStep) || !startsWith(A.future, B.future, sameStep)) return null;
  // Every step the same all the way back: the start must be the same too.
  if (entries === 0 && A.past.length === B.past.length && !sameValue(A.base, B.base)) return null;
  if (!endsWith(a.log, b.log, sameLine)) return null;
  return {
    undo: A.past.length - B.past.length,
    redo: A.future.length - B.future.length,
    lines: a.log.length - b.log.length,
    entries,
    entryWords: entries > 0 && cut ? cut.words(entries) : null,
  };
}

/** How `here` and `incoming`, one game's two copies, stand to each other; `cut` is the game's hand-over list, if it has one. */
export function compareCopies(here: GameRecord, incoming: GameRecord, cut?: ListCut): Copies {
  const hereHolds = holdsAll(here, incoming, cut);
  const incomingHolds = holdsAll(incoming, here, cut);
  if (hereHolds && incomingHolds) return { t: 'same' };
  if (incomingHolds) return { t: 'fuller', copy: 'incoming', more: incomingHolds };
  if (hereHolds) return { t: 'fuller', copy: 'here', more: hereHolds };
  // The same history with logs that went different ways (a log line is no move): the same game, as before.
  if (here.kind === incoming.kind && sameValue(here.timeline, incoming.timeline)) return { t: 'same' };
  const newer = here.updatedAt === incoming.updatedAt ? null : here.updatedAt > incoming.updatedAt ? 'here' : 'incoming';
  return { t: 'differ', newer, differences: differences(here, incoming, cut) };
}

/** `a` played on from `b`: the same start, `b`'s steps the first of `a`'s; how many moves further, else 0. */
function playedOn(a: GameRecord, b: GameRecord): number {
  const A = a.timeline;
  const B = b.timeline;
  return A.past.length > B.past.length && sameValue(A.base, B.base) && startsWith(A.past, B.past, sameStep) ? A.past.length - B.past.length : 0;
}

/** The side with more, of two counts that differ. */
const moreOf = (h: number, i: number): Side => (h > i ? 'here' : 'incoming');

/** What differs between two copies that are neither the same nor one the other's fuller copy. */
function differences(here: GameRecord, incoming: GameRecord, cut?: ListCut): Difference[] {
  if (here.kind !== incoming.kind) return [{ t: 'kind' }];
  const H = here.timeline;
  const I = incoming.timeline;
  const out: Difference[] = [];
  const samePlace = sameValue(H.present, I.present) || cutBy(H.present, I.present, cut) !== null || cutBy(I.present, H.present, cut) !== null;
  const hereOn = playedOn(here, incoming);
  const incomingOn = playedOn(incoming, here);
  if (!samePlace && hereOn) out.push({ t: 'ahead', copy: 'here', moves: hereOn });
  else if (!samePlace && incomingOn) out.push({ t: 'ahead', copy: 'incoming', moves: incomingOn });
  else {
    if (!samePlace) out.push({ t: 'position' });
    if (H.past.length !== I.past.length) out.push({ t: 'steps', copy: moreOf(H.past.length, I.past.length), n: Math.abs(H.past.length - I.past.length) });
    else if (!sameValue(H.past, I.past)) out.push({ t: 'history' });
  }
  if (H.future.length !== I.future.length) out.push({ t: 'redo', copy: moreOf(H.future.length, I.future.length), n: Math.abs(H.future.length - I.future.length) });
  if (here.log.length !== incoming.log.length) out.push({ t: 'lines', copy: moreOf(here.log.length, incoming.log.length), n: Math.abs(here.log.length - incoming.log.length) });
  else if (!sameValue(here.log, incoming.log)) out.push({ t: 'log' });
  // Nothing else differs: only where their histories start (an old step folded into one's start).
  return out.length ? out : [{ t: 'start' }];
}
