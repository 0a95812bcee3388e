// Bars pinned at the top or foot of the screen, and the page's scroll padding that keeps clear of them.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * A ref for a bar pinned at the `top` or `foot` of the screen: while it is shown, the page's scroll padding
 * on that side follows its height, so whatever the browser scrolls to (a focused field, a link's target)
 * lands clear of it, not under it.
 */
export function usePinnedBar<T extends HTMLElement>(side: 'top' | 'foot'): RefObject<T | null> {
  const bar = useRef<T>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const prop = side === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
    const fit = () => (root[prop] = `${Math.round(el.getBoundingClientRect().height) + 8}px`);
    const watch = new ResizeObserver(fit);
    watch.observe(el);
    fit();
    return () => {
      watch.disconnect();
      root[prop] = '';
    };
  }, [side]);
  return bar;
}
