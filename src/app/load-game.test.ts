import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameEntry } from '../games/registry';
import { type GuardStorage, RELOAD_GUARD_MS, RELOAD_KEY, claimReload, loadGame, mayReload } from './load-game';

/** A sessionStorage stand-in; `broken` makes every call throw, as when site data is blocked. */
function memory(broken = false): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => {
      if (broken) throw new Error('blocked');
      return data.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (broken) throw new Error('blocked');
      data.set(k, v);
    },
  };
}

const T = 1_700_000_000_000;

/** A game whose file is gone, as Chromium reports it. */
const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('mayReload', () => {
  it('allows the first reload online', () => {
    expect(mayReload(null, T, true)).toBe(true);
  });

  it('never reloads offline: the new page could not load either', () => {
    expect(mayReload(null, T, false)).toBe(false);
  });

  it('refuses a second reload within the guard time, allows one after it', () => {
    expect(mayReload(String(T), T + 1, true)).toBe(false);
    expect(mayReload(String(T), T + RELOAD_GUARD_MS - 1, true)).toBe(false);
    expect(mayReload(String(T), T + RELOAD_GUARD_MS, true)).toBe(true);
  });

  it('counts a stored time ahead of the clock as recent, and a stored non-time as none', () => {
    expect(mayReload(String(T + 5_000), T, true)).toBe(false);
    expect(mayReload('garbage', T, true)).toBe(true);
  });
});

describe('claimReload', () => {
  it('stores the time of the reload it allows, so the next failure soon after is refused', () => {
    const s = memory();
    expect(claimReload(s, T, true)).toBe(true);
    expect(s.data.get(RELOAD_KEY)).toBe(String(T));
    expect(claimReload(s, T + 2_000, true)).toBe(false);
    expect(claimReload(s, T + RELOAD_GUARD_MS + 1, true)).toBe(true);
  });

  it('refuses when the guard cannot be kept (no storage, or storage that throws)', () => {
    expect(claimReload(undefined, T, true)).toBe(false);
    expect(claimReload(memory(true), T, true)).toBe(false);
  });

  it('stores nothing offline', () => {
    const s = memory();
    expect(claimReload(s, T, false)).toBe(false);
    expect(s.data.size).toBe(0);
  });
});

describe('loadGame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('passes a loaded module through', async () => {
    const dice = gameEntry('dice')!.load!;
    expect((await loadGame(dice)).def.kind).toBe('dice');
  });

  it('reloads once onto the same address when the file is missing, then lets the second failure through', async () => {
    const reload = vi.fn<() => void>();
    vi.stubGlobal('sessionStorage', memory());
    vi.stubGlobal('location', { reload });
    vi.stubGlobal('navigator', { onLine: true });
    // The first failure reloads and never settles (the page is going away).
    let settled = false;
    const done = () => void (settled = true);
    void loadGame(missing).then(done, done);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(settled).toBe(false);
    // After that reload the same failure is reported, so the caller shows its message.
    await expect(loadGame(missing)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports the failure without reloading offline', async () => {
    const reload = vi.fn<() => void>();
    vi.stubGlobal('sessionStorage', memory());
    vi.stubGlobal('location', { reload });
    vi.stubGlobal('navigator', { onLine: false });
    await expect(loadGame(missing)).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });
});
