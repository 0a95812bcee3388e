// Where a screen opens: at its top when it is new, where it was left when the player comes back to it.
import { signal } from '@preact/signals';
import { useLayoutEffect } from 'preact/hooks';

/**
 * The part of a game shown inside its route ("setup", "play", "final:photo"), set by the game's screen
 * with `useScreenPart`: a new part is a new screen, as a new route is.
 */
export const screenPart = signal('');

/** Marks the game's screen as showing `part`; a change of part opens the new part at its top. */
export function useScreenPart(part: string): void {
  useLayoutEffect(() => {
    screenPart.value = part;
  }, [part]);
  useLayoutEffect(
    () => () => {
      screenPart.value = '';
    },
    [],
  );
}

interface Shown {
  key: string;
  y: number;
}

// The screens the player came through, oldest first, each with where it was scrolled when left.
const trail: Shown[] = [];
let restoring: (() => void) | null = null;
// While a screen the player came back to is put back where it was, and a moment after, nothing on it
// scrolls itself into view.
let putBack = false;
let returnedAt = Number.NEGATIVE_INFINITY;
const RETURN_MS = 1500;

/**
 * True from the moment the player comes back to a screen (Back) until it stands where they left it and then
 * about 1.5 s more, or until they touch it: what the screen waits for is where they left it, and `reveal`
 * leaves the page where it was put back.
 */
export function returning(): boolean {
  return putBack || performance.now() - returnedAt < RETURN_MS;
}

// Where the screen on show was last scrolled by the player. Read when it is left, it is the place before the
// next screen's shorter page pulled the scroll up (scroll events come a frame later than the new page).
let lastY = 0;

// A tap or a key on the screen it came back to is the player at work again: what follows may come into view.
if (typeof addEventListener === 'function') {
  // A tap or a key may open the next screen before the scroll event of a swipe just made has come: read it now.
  for (const e of ['pointerdown', 'keydown'] as const) {
    addEventListener(
      e,
      () => {
        returnedAt = Number.NEGATIVE_INFINITY;
        lastY = scrollY;
      },
      { capture: true, passive: true },
    );
  }
  addEventListener('scroll', () => (lastY = scrollY), { passive: true });
  addEventListener('hashchange', () => (lastY = scrollY), { capture: true });
}

/** How many screens back the trail remembers. */
const TRAIL_LIMIT = 30;

// The same screen: the same key, or the same route where one of the two has no part named yet (a game's
// screen is "Opening…" until its part is known).
function sameScreen(a: string, b: string): boolean {
  if (a === b) return true;
  const [ra, pa] = a.split('|', 2);
  const [rb, pb] = b.split('|', 2);
  return ra === rb && (!pa || !pb);
}

/**
 * Scrolls for the screen now on show, named by `key` (its route, "|", its part): a screen the player came
 * through before (Back, a part's own way back, the back arrow home) returns to where it was; any other opens
 * at its top. `document.documentElement.dataset` says which (`screen`, `screenOpened`: "top" or "back"), for tests.
 */
export function showScreen(key: string): void {
  const top = trail[trail.length - 1];
  const root = document.documentElement;
  if (top && sameScreen(top.key, key)) {
    // Its part named now (or for a moment not): the same screen, where it is.
    if (key.split('|', 2)[1]) top.key = key;
    root.dataset.screen = top.key;
    return;
  }
  restoring?.();
  restoring = null;
  if (top) top.y = lastY;
  let back = -1;
  for (let i = trail.length - 2; i >= 0; i--) {
    if (sameScreen(trail[i]!.key, key)) {
      back = i;
      break;
    }
  }
  if (back >= 0) {
    const to = trail[back]!;
    trail.length = back + 1;
    if (key.split('|', 2)[1]) to.key = key;
    root.dataset.screenOpened = 'back';
    restoring = restoreTo(to.y);
  } else {
    returnedAt = Number.NEGATIVE_INFINITY;
    trail.push({ key, y: 0 });
    if (trail.length > TRAIL_LIMIT) trail.shift();
    root.dataset.screenOpened = 'top';
    scrollTo({ top: 0, left: 0, behavior: 'instant' });
    lastY = 0;
  }
  root.dataset.screen = key;
}

/** How long a screen that is still loading (a saved game being read) may take to grow tall enough to be put back. */
const RESTORE_MS = 6000;

/**
 * Scrolls back to `y` once the page is tall enough (a list or a game may still be loading), giving up after
 * RESTORE_MS or as soon as the player scrolls or taps. Returns the way to stop it.
 */
function restoreTo(y: number): () => void {
  const from = performance.now();
  let id = 0;
  putBack = true;
  const stop = () => {
    cancelAnimationFrame(id);
    putBack = false;
    for (const e of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) removeEventListener(e, stop, true);
  };
  for (const e of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) addEventListener(e, stop, { capture: true, passive: true });
  const step = () => {
    const room = document.documentElement.scrollHeight - innerHeight;
    if (room >= y || performance.now() - from > RESTORE_MS) {
      scrollTo({ top: Math.min(y, Math.max(0, room)), left: 0, behavior: 'instant' });
      lastY = scrollY;
      stop();
      returnedAt = performance.now();
      return;
    }
    id = requestAnimationFrame(step);
  };
  step();
  return stop;
}
