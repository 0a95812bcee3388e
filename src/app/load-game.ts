import type { GameModule } from '../games/types';
import { flushSaves } from './library';

/** The sessionStorage key holding when this tab last reloaded because a game's file was missing. */
export const RELOAD_KEY = 'tablemate:reloaded-for-missing-file';

/** A failure this soon after such a reload is not an old page: say so instead of reloading again. */
export const RELOAD_GUARD_MS = 60_000;

/** The part of sessionStorage the guard uses. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a failed game load may reload the page now: only online, and only if this tab did
 * not already reload for that within RELOAD_GUARD_MS (then reloading again could loop).
 * `last` is what RELOAD_KEY holds.
 */
export function mayReload(last: string | null, now: number, online: boolean): boolean {
  if (!online) return false;
  if (last === null) return true;
  const at = Number(last);
  // A value that is no time proves no recent reload; a time ahead of the clock counts as recent.
  return !Number.isFinite(at) || now - at >= RELOAD_GUARD_MS;
}

/**
 * Records a reload about to happen and says whether it may: false when `mayReload` says no or
 * the guard cannot be stored (without it, nothing would stop a reload loop).
 */
export function claimReload(storage: GuardStorage | undefined, now: number, online: boolean): boolean {
  if (!storage) return false;
  try {
    if (!mayReload(storage.getItem(RELOAD_KEY), now, online)) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStore(): GuardStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Some browsers throw on merely reading sessionStorage when site data is blocked.
    return undefined;
  }
}

/**
 * Runs a game's `load()`. When its file cannot be fetched, the likeliest cause online is an
 * update another tab took: this page's files were replaced. Then it saves everything and
 * reloads once onto the same address (the new version opens the same screen); a second
 * failure soon after, or one offline, rejects as before so the caller shows its message.
 */
export function loadGame(load: () => Promise<GameModule>): Promise<GameModule> {
  return loadChunk(load);
}

/** Runs any lazy chunk's import the same way (a screen of the shell, a game's code). */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    const online = globalThis.navigator?.onLine !== false;
    if (!claimReload(sessionStore(), Date.now(), online)) throw e;
    await flushSaves();
    location.reload();
    // The page is going away: never settle, so no error message flashes before it does.
    return new Promise<T>(() => {});
  }
}
