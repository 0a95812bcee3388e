// Revealing a part that waits only when nothing before it on screen waits (a Scarcity roll comes first).
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { reveal } from '../../../shared/ui/reveal';

/**
 * `useReveal` for a part that waits behind another: while `quiet` (a Scarcity roll under way or just won is
 * what the table reads), a new `key` counts as seen without moving the page or the focus; the next new key
 * after that reveals it as `useReveal` would.
 */
export function useRevealAfter<T extends HTMLElement>(key: string | null, quiet: boolean): RefObject<T | null> {
  const box = useRef<T>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) {
      shown.current = null;
      if (box.current) delete box.current.dataset.waits;
      return;
    }
    if (shown.current === key) return;
    shown.current = key;
    if (!quiet) reveal(box.current, null, key);
  }, [key, quiet]);
  return box;
}
