// A button that ends a turn or a phase, where the next turn's button appears under the same finger.
import { useEffect, useRef, useState } from 'preact/hooks';

/** How long after a tap that ends a turn the next one is ignored: longer than a double tap, shorter than a deliberate second tap. */
export const STEADY_MS = 500;

/**
 * For buttons that end a turn, a phase or a pick, where the next one's button lands under the same finger:
 * `steady(f)` runs `f` on a tap, then ignores taps for STEADY_MS (while `settling`, which the button shows as
 * `aria-disabled`), so a double tap on "End Ana's turn" ends Ana's turn, not Ben's too. The time is kept by
 * the component that calls this, so call it in one that stays while the turns change.
 */
export function useSteady(): { settling: boolean; steady: <T extends unknown[]>(f: (...args: T) => unknown) => (...args: T) => void } {
  const [settling, setSettling] = useState(false);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    settling,
    steady:
      (f) =>
      (...args) => {
        const now = performance.now();
        // Measured from the last tap that went through, not from the render: a second tap may reach the old screen's handler.
        if (now - last.current < STEADY_MS) return;
        last.current = now;
        setSettling(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSettling(false), STEADY_MS);
        f(...args);
      },
  };
}
