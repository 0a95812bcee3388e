import { type GameRecord, NAME_LIMIT, RECORD_VERSION } from '../storage/record';

/** FNV-1a, 32 bits, as 8 hex digits: a short name for a text (not a secret). */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * A new saved game that starts from `state` (a Moon Drop sheet with its cards, a Crackers board), to hand
 * over by a code. Its id comes from its content, so receiving the same one twice adds it once.
 */
export function stateRecord(kind: string, name: string, state: unknown, stateVersion: number, now: number): GameRecord {
  return {
    v: RECORD_VERSION,
    id: `${kind}-${fnv1a(`${kind}|${JSON.stringify(state)}`)}`,
    kind,
    name: name.slice(0, NAME_LIMIT),
    createdAt: now,
    updatedAt: now,
    stateVersion,
    timeline: { base: state, past: [], future: [], present: state },
    log: [{ at: now, text: 'Handed over by QR code' }],
  };
}
