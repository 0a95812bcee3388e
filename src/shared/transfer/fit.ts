import type { GameRecord } from '../storage/record';
import { packGame, receiveHash } from './link-form';

// One QR code that a phone's camera reads from another phone's screen: version 22 at error correction L
// is 105 modules, 113 with the 4-module quiet zone, so about 3 CSS px a module on a 360 px screen (2.9 px
// across the 328 px a dialog leaves). It holds 1,003 bytes; a link is plain ASCII, one byte a character.

/** The largest QR code version shown (module count 17 + 4 × version). */
export const QR_MAX_VERSION = 22;

/** The error correction level of the codes shown (L: 7 % of the code may be unreadable; a screen is flat and clean). */
export const QR_ECC = 'L';

/** The most characters of a link that one code holds (byte mode, version 22, level L). */
export const CODE_BYTES = 1003;

/** A game made to fit one code: the link, and what stayed behind on this phone. */
export interface Fitted {
  link: string;
  record: GameRecord;
  /** The undo (and redo) steps left out. */
  droppedSteps: number;
  /** The oldest log lines left out. */
  droppedLines: number;
}

/** The record as it stands now, with no undo or redo history (the present state becomes the start). */
export function withoutHistory(r: GameRecord): GameRecord {
  const { present } = r.timeline;
  return { ...r, timeline: { base: present, past: [], future: [], present } };
}

/**
 * The link that carries `record` in one code of at most `limit` characters (`base` is the app's address,
 * origin and path): the whole game when it fits, else without the undo history, else with only the newest
 * log lines that fit as well; null when even the bare present state is too large.
 */
export async function fitRecord(record: GameRecord, base: string, limit = CODE_BYTES): Promise<Fitted | null> {
  const linkOf = async (r: GameRecord) => `${base}${receiveHash(r.kind, await packGame(r))}`;
  const whole = await linkOf(record);
  if (whole.length <= limit) return { link: whole, record, droppedSteps: 0, droppedLines: 0 };
  const bare = withoutHistory(record);
  const droppedSteps = record.timeline.past.length + record.timeline.future.length;
  const keep = (n: number): GameRecord => ({ ...bare, log: n === 0 ? [] : record.log.slice(-n) });
  // The most newest lines that fit, by halving (about 10 packings for a 1,000-line log).
  let lo = -1;
  let hi = record.log.length;
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
  return { link: best.link, record: keep(best.n), droppedSteps, droppedLines: record.log.length - best.n };
}
