import type { ComponentChildren } from 'preact';
import { usePinnedBar } from './pinned-bar';
import './FootBar.css';

/**
 * A bar pinned at the foot of the screen while the page scrolls above it (`data-pinned-foot`): the one button
 * that moves the game on stays where the thumb is, and the page's scroll padding keeps what is revealed clear of it.
 */
export function FootBar({ children, class: cls }: { children: ComponentChildren; class?: string }) {
  const bar = usePinnedBar<HTMLDivElement>('foot');
  return (
    <div class={cls ? `foot-bar ${cls}` : 'foot-bar'} data-pinned-foot ref={bar}>
      {children}
    </div>
  );
}
