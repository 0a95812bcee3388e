import type { GameRecord } from '../storage/record';
import { packGame, receiveHash } from './link-form';

// One QR code that a phone's camera reads from another phone's screen: version 22 at error correction L
// is 105 modules, 113 with the 4-module quiet zone: 3.1 CSS px a module across the 350 px the code's dialog
// gives it on a 360 px screen. It holds 1,003 bytes; a link is plain ASCII, one byte a character.

/** The largest QR code version shown (module count 17 + 4 × version). */
export const QR_MAX_VERSION = 22;

/** The error correction level of the codes shown (L: 7 % of the code may be unreadable; a screen is flat and clean). */
export const QR_ECC = 'L';

/** The most characters of a link that one code holds (byte mode, version 22, level L). */
export const CODE_BYTES = 1003;

/** A list in a game's state that a table can lose to fit one code (`GameDef.handOver`): its length, its newest `n` entries, the words for `n` left behind. */
export interface HandOver<S> {
  count(state: S): number;
  keep(state: S, n: number): S;
  words(n: number): string;
}

/** A game made to fit one code: the link, and what stayed behind on this phone. */
export interface Fitted {
  link: string;
  record: GameRecord;
  /** The undo (and redo) steps left out. */
  droppedSteps: number;
  /** The oldest log lines left out. */
  droppedLines: number;
  /** The game's own words for the oldest entries of its state left out ("the 3 oldest rolls"), or null. */
  droppedEntries: string | null;
}

/** The record as it stands now, with no undo or redo history (the present state becomes the start). */
export function withoutHistory(r: GameRecord): GameRecord {
  const { present } = r.timeline;
  return { ...r, timeline: { base: present, past: [], future: [], present } };
}

/**
 * The link that carries `record` in one code of at most `limit` characters (`base` is the app's address,
 * origin and path): the whole game when it fits, else without the undo history, and with only the newest
 * log lines (and, where the game has `handOver`, the newest entries of its list) that fit; null when even
 * the bare present state is too large.
 */
export async function fitRecord(record: GameRecord, base: string, trim?: HandOver<unknown>, limit = CODE_BYTES): Promise<Fitted | null> {
  const linkOf = async (r: GameRecord) => `${base}${receiveHash(r.kind, await packGame(r))}`;
  const whole = await linkOf(record);
  if (whole.length <= limit) return { link: whole, record, droppedSteps: 0, droppedLines: 0, droppedEntries: null };
  const { present } = record.timeline;
  const entries = trim ? trim.count(present) : 0;
  const keep = (n: number): GameRecord => {
    const state = trim && n < entries ? trim.keep(present, n) : present;
    return { ...record, timeline: { base: state, past: [], future: [], present: state }, log: n === 0 ? [] : record.log.slice(-n) };
  };
  // The most newest lines (and entries) that fit, by halving: about 10 packings for a 1,000-line log.
  let lo = -1;
  let hi = Math.max(record.log.length, entries);
  let best: { link: string; n: number } | null = null;
  while (lo < hi) {
    const mid = Math.ceil((lo + 1 + hi) / 2);
    const link = await linkOf(keep(mid));
    if (link.length <= limit) {
      best = { link, n: mid };
      lo = mid;
      if (mid === hi) break;
    } else hi = mid - 1;
  }
  if (!best) return null;
  const left = Math.max(0, entries - best.n);
  return {
    link: best.link,
    record: keep(best.n),
    droppedSteps: record.timeline.past.length + record.timeline.future.length,
    droppedLines: Math.max(0, record.log.length - best.n),
    droppedEntries: trim && left > 0 ? trim.words(left) : null,
  };
}
