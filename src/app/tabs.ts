// Web Locks: one writer per game (loaded with the game screen and Settings, not with home).
const LOCK_PREFIX = 'tablemate-game:';

/** This tab's claim on one open game. */
export interface GameHold {
  /** Takes the game from the tab that has it ("Use it here"). */
  takeOver(): void;
  /** Lets the game go (the screen closed); a tab waiting for it gets it. */
  release(): void;
}

/**
 * One game, one writer: holds the Web Lock named for the game while its screen is open.
 * `onOwner(true)` when this tab may change the game, `onOwner(false)` while another tab has
 * it; a tab that does not have it waits in line and gets it when the other tab closes the
 * game, or at once with `takeOver`. Without Web Locks every tab may write (each write is
 * still checked against the stored version).
 */
export function holdGame(id: string, onOwner: (owner: boolean) => void): GameHold {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    onOwner(true);
    return { takeOver: () => {}, release: () => {} };
  }
  const name = LOCK_PREFIX + id;
  let closed = false;
  let letGo: (() => void) | null = null;
  let waiting: AbortController | null = null;

  const granted = (lock: Lock | null): Promise<void> | undefined => {
    if (!lock || closed) return undefined;
    onOwner(true);
    return new Promise<void>((resolve) => (letGo = resolve));
  };
  // The lock was taken by another tab ("Use it here" there): wait for it to come back.
  const lost = () => {
    letGo = null;
    if (closed) return;
    onOwner(false);
    wait();
  };
  const wait = () => {
    if (waiting || closed) return;
    const ac = new AbortController();
    waiting = ac;
    let got = false;
    locks
      .request(name, { signal: ac.signal }, (lock) => {
        got = true;
        if (waiting === ac) waiting = null;
        return granted(lock);
      })
      // Rejected after it was granted: stolen. Before: this tab stopped waiting itself.
      .catch(() => got && lost());
  };

  locks
    .request(name, { ifAvailable: true }, (lock) => {
      if (lock) return granted(lock);
      if (!closed) onOwner(false);
      wait();
      return undefined;
    })
    .catch(lost);

  return {
    takeOver() {
      if (closed) return;
      waiting?.abort();
      waiting = null;
      locks.request(name, { steal: true }, granted).catch(lost);
    },
    release() {
      closed = true;
      waiting?.abort();
      letGo?.();
    },
  };
}

/** The ids of games that tabs hold open right now (this tab's own included), where Web Locks can tell. */
export async function gamesOpenInTabs(): Promise<string[] | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.query) return null;
  try {
    const { held = [] } = await locks.query();
    return held.map((l) => l.name ?? '').filter((n) => n.startsWith(LOCK_PREFIX)).map((n) => n.slice(LOCK_PREFIX.length));
  } catch {
    return null;
  }
}
