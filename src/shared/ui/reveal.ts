// Bringing what the app now waits for (a choice, a result, a confirm) into view on a phone, below the pinned line.
import { type RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { returning } from './screen';

export { usePinnedBar } from './pinned-bar';

/** How far the pinned line at the top of a game screen reaches down: what it covers is not in view. */
export function pinnedBottom(): number {
  const pin = document.querySelector<HTMLElement>('[data-pinned]');
  return pin ? Math.max(0, pin.getBoundingClientRect().bottom) : 0;
}

/** Where a bar pinned at the foot of the screen (`data-pinned-foot`, e.g. the dice roller's Roll) begins: what it covers is not in view. */
export function footTop(): number {
  const foot = document.querySelector<HTMLElement>('[data-pinned-foot]');
  return foot ? Math.min(innerHeight, foot.getBoundingClientRect().top) : innerHeight;
}

const still = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Options of `reveal` and `useReveal`. */
export interface RevealOptions {
  /**
   * False for a result a live region already says (the dice roller's roll): the focus stays where it is,
   * on the button that rolls again. Default true: the focus moves to the box's heading.
   */
  focus?: boolean;
}

/**
 * Scrolls `box` into view below the pinned line, only as far as it needs (not at all when it is already in
 * view; its top first when it is taller than the screen), and moves focus to its heading (or `head`) so a
 * screen reader starts there. `box` is marked `data-waits` with `key`, which the end-to-end suite checks.
 */
export function reveal(box: HTMLElement | null, head?: HTMLElement | null, key = '1', { focus: moveFocus = true }: RevealOptions = {}): void {
  // Back on a screen the player left: it stays where they left it.
  if (!box || returning()) return;
  const top = pinnedBottom();
  const foot = footTop();
  // The page's scroll padding keeps clear of the pinned bars (usePinnedBar), but it follows their size a frame
  // late (a note just added to the pinned line): the margin makes up what it lacks now.
  const padding = getComputedStyle(document.documentElement);
  const padTop = Number.parseFloat(padding.scrollPaddingTop) || 0;
  const padFoot = Number.parseFloat(padding.scrollPaddingBottom) || 0;
  box.style.scrollMarginTop = `${Math.max(8, Math.round(top) + 8 - padTop)}px`;
  box.style.scrollMarginBottom = `${Math.max(8, Math.round(innerHeight - foot) + 8 - padFoot)}px`;
  box.dataset.waits = key;
  if (moveFocus) {
    delete box.dataset.waitsSaid;
    const focus = head ?? box.querySelector<HTMLElement>('[data-focus], h2, h3, h4') ?? box;
    if (!focus.hasAttribute('tabindex') && !focus.matches('button, input, select, textarea, a[href]')) focus.tabIndex = -1;
    // Focus first, without its own jump, so screen readers start at the choice's name while the page glides there.
    focus.focus({ preventScroll: true });
  } else box.dataset.waitsSaid = '';
  const r = box.getBoundingClientRect();
  const room = foot - top;
  const block = r.height > room - 16 ? 'start' : 'nearest';
  if (block === 'nearest' && r.top >= top && r.bottom <= foot) return;
  box.scrollIntoView({ block, behavior: still() ? 'auto' : 'smooth' });
}

/**
 * A ref whose element is revealed (see `reveal`) each time `key` becomes a new value that is not null or
 * false: a new choice to make, a new result to read. The same key again (a redraw) leaves the page still.
 */
export function useReveal<T extends HTMLElement>(key: string | number | null | false | undefined, options: RevealOptions = {}): RefObject<T | null> {
  const box = useRef<T>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || key === false || key === undefined) {
      shown.current = null;
      if (box.current) delete box.current.dataset.waits;
      return;
    }
    const k = String(key);
    if (shown.current === k) return;
    shown.current = k;
    reveal(box.current, null, k, options);
  }, [key]);
  return box;
}
