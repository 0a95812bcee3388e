import type { Expect } from './db';
import { type GameRecord, readRecord } from './record';

/**
 * A game whose changes could not be written: its whole record, and the stored version it is based on;
 * or a game whose deletion might not have landed (the page went while it was being written).
 */
export type RescueItem = { expect: Expect; record: GameRecord } | { deleted: string };

/**
 * A second, small place for changes that IndexedDB refused (a full disk, a write that hangs),
 * so that a reload does not lose them: they are written again when the app next opens.
 */
export interface RescueSlot {
  read(): RescueItem[];
  /** Replaces the slot's content; an empty list clears it. Never throws. */
  write(items: RescueItem[]): void;
}

/** No rescue slot (tests, and browsers without localStorage). */
export const noRescue: RescueSlot = { read: () => [], write: () => {} };

const isExpect = (x: unknown): x is Expect =>
  x === 'absent' ||
  (typeof x === 'object' && x !== null && ((Number.isInteger((x as { rev?: unknown }).rev)) || typeof (x as { legacy?: unknown }).legacy === 'number'));

/** The rescue slot in `localStorage` (its own quota in browsers, apart from IndexedDB's). */
export function localRescue(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined, key = 'tablemate:unsaved'): RescueSlot {
  return {
    read() {
      try {
        const data = JSON.parse(storage?.getItem(key) ?? '[]') as unknown;
        if (!Array.isArray(data)) return [];
        const out: RescueItem[] = [];
        for (const x of data as { expect?: unknown; record?: unknown; deleted?: unknown }[]) {
          if (typeof x?.deleted === 'string') {
            out.push({ deleted: x.deleted });
            continue;
          }
          const r = readRecord(x?.record, { clipName: true });
          // A rescued copy that cannot be read is dropped: the stored game is still there.
          if (r.ok && isExpect(x.expect)) out.push({ expect: x.expect, record: r.record });
        }
        return out;
      } catch {
        return [];
      }
    },
    write(items) {
      try {
        if (items.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(items));
      } catch {
        // The slot is full too: the banner already says the changes are not saved.
      }
    },
  };
}
