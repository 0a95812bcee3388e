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

/** How many screens back the trail remembers. */
const TRAIL_LIMIT = 30;

/**
 * Scrolls for the screen now on show, named by `key` (its route and part): a screen the player just
 * left for this one (Back, or a part's own way back) returns to where it was; any other opens at its top.
 * `document.documentElement.dataset` says which (`screen`, `screenOpened`: "top" or "back"), for tests.
 */
export function showScreen(key: string): void {
  const top = trail[trail.length - 1];
  if (top?.key === key) return;
  restoring?.();
  restoring = null;
  const before = trail[trail.length - 2];
  const root = document.documentElement;
  if (top) top.y = scrollY;
  if (before?.key === key) {
    trail.pop();
    root.dataset.screenOpened = 'back';
    restoring = restoreTo(before.y);
  } else {
    trail.push({ key, y: 0 });
    if (trail.length > TRAIL_LIMIT) trail.shift();
    root.dataset.screenOpened = 'top';
    scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }
  root.dataset.screen = key;
}

/**
 * Scrolls back to `y` once the page is tall enough (a list may still be loading), giving up after about
 * two seconds or as soon as the player scrolls or taps. Returns the way to stop it.
 */
function restoreTo(y: number): () => void {
  let frames = 0;
  let id = 0;
  const stop = () => {
    cancelAnimationFrame(id);
    for (const e of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) removeEventListener(e, stop, true);
  };
  for (const e of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) addEventListener(e, stop, { capture: true, passive: true });
  const step = () => {
    const room = document.documentElement.scrollHeight - innerHeight;
    if (room >= y || frames++ > 120) {
      scrollTo({ top: Math.min(y, Math.max(0, room)), left: 0, behavior: 'instant' });
      stop();
      return;
    }
    id = requestAnimationFrame(step);
  };
  step();
  return stop;
}
