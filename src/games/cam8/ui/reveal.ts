// Bringing what a tap opened into view on a phone, below CAM 8's sticky Feral tracker.

/** Scrolls `box` into view below the tracker (smoothly unless the player asks for less motion) and moves focus to `head`. */
export function reveal(box: HTMLElement | null, head: HTMLElement | null): void {
  if (!box) return;
  // The tracker stays stuck at the top while the page scrolls: what it covers does not count as in view.
  const tracker = box.closest('.cam8')?.querySelector<HTMLElement>('.feral');
  const covered = tracker ? (Number.parseFloat(getComputedStyle(tracker).top) || 0) + tracker.offsetHeight : 0;
  box.style.scrollMarginTop = `${Math.round(covered) + 8}px`;
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Focus first, without its own jump, so screen readers start at the choice's name while the page glides there.
  head?.focus({ preventScroll: true });
  box.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}
