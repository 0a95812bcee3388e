import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

const still = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A roll's dice entry, ignoring taps while the screen's last move settles (`settling`); when its real-dice
 * faces are opened or closed, the roll around it (the box that waits, else this group) is scrolled back into
 * view, so the faces and their Use open on screen, not below it.
 */
export function RollGroup({ label, settling, children }: { label: string; settling: boolean; children: ComponentChildren }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = group.current;
    if (!el) return;
    // A click on the toggle (a tap or the keyboard's Enter or Space alike), handled for the whole group.
    const toggled = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest('button[aria-expanded]')) return;
      // After the faces are drawn: two frames, the render and its layout.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const box = el.closest<HTMLElement>('[data-waits]') ?? el;
          box.scrollIntoView({ block: 'nearest', behavior: still() ? 'auto' : 'smooth' });
        }),
      );
    };
    el.addEventListener('click', toggled);
    return () => el.removeEventListener('click', toggled);
  }, []);
  return (
    <div role="group" aria-label={label} aria-disabled={settling || undefined} ref={group}>
      {children}
    </div>
  );
}
