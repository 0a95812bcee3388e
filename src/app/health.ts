import { signal } from '@preact/signals';

/** The browser's answer about keeping storage persistent: asked at start and on request. */
export type PersistAnswer = 'granted' | 'denied' | 'unsupported' | 'unknown';

const EXPORT_KEY = 'tablemate:last-export';

function readExport(): number | null {
  try {
    const n = Number(localStorage.getItem(EXPORT_KEY));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** When every game was last exported (ms), or null if never on this device. */
export const lastExport = signal<number | null>(typeof localStorage === 'undefined' ? null : readExport());
/** What the browser answered when asked to keep storage persistent. */
export const persistAnswer = signal<PersistAnswer>('unknown');

/** A backup older than this many days gets a reminder. */
export const EXPORT_REMINDER_DAYS = 7;

/** Remembers that every game was just exported. */
export function markExported(at = Date.now()): void {
  lastExport.value = at;
  try {
    localStorage.setItem(EXPORT_KEY, String(at));
  } catch {
    // Private modes may refuse localStorage: the date is known for this visit only.
  }
}

/** True when there are games and no backup of them, or only an old one. */
export function exportIsOld(gameCount: number, now = Date.now(), last = lastExport.value): boolean {
  return gameCount > 0 && (last === null || now - last > EXPORT_REMINDER_DAYS * 86_400_000);
}

/** Asks the browser to keep Tablemate's storage (never cleared to free space) and records its answer. */
export async function askPersist(): Promise<PersistAnswer> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return (persistAnswer.value = 'unsupported');
  try {
    if (await storage.persisted?.()) return (persistAnswer.value = 'granted');
    return (persistAnswer.value = (await storage.persist()) ? 'granted' : 'denied');
  } catch {
    return (persistAnswer.value = 'denied');
  }
}
