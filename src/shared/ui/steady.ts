// A button that ends a turn or a phase, where the next turn's button appears under the same finger.
import { useEffect, useRef, useState } from 'preact/hooks';

/** How long after a tap that ends a turn the next one is ignored: longer than a double tap, shorter than a deliberate second tap. */
export const STEADY_MS = 500;

/** What `useSteady` gives a screen: whether it is settling, and two ways to run a tap through it. */
export interface Steady {
  /** True for STEADY_MS after a tap went through: the buttons show it as `aria-disabled`. */
  settling: boolean;
  /** Runs `f` now unless a tap went through just before (a double tap), and gives its answer, or undefined when ignored. */
  run: <R>(f: () => R) => R | undefined;
  /** `f` as a click handler that goes through `run`. */
  steady: <T extends unknown[]>(f: (...args: T) => unknown) => (...args: T) => void;
}

/**
 * For buttons that end a turn, a phase or a pick, where the next one's button lands under the same finger:
 * a tap through `run` or `steady` goes through, then taps are ignored for STEADY_MS (while `settling`, which the
 * button shows as `aria-disabled`), so a double tap on "End Ana's turn" ends Ana's turn, not Ben's too. The time is
 * kept by the component that calls this, so call it in one that stays while the turns change.
 */
export function useSteady(): Steady {
  const [settling, setSettling] = useState(false);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = <R,>(f: () => R): R | undefined => {
    const now = performance.now();
    // Measured from the last tap that went through, not from the render: a second tap may reach the old screen's handler.
    if (now - last.current < STEADY_MS) return undefined;
    last.current = now;
    setSettling(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSettling(false), STEADY_MS);
    return f();
  };
  return {
    settling,
    run,
    steady:
      (f) =>
      (...args) =>
        void run(() => f(...args)),
  };
}
