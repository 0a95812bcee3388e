// What the parts of a game in play share so the next thing to tap is on screen and taps once.
import type { ComponentChildren } from 'preact';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Receipt } from '../engine';

/** The play screen's shared flow: the steady tap of buttons that end a turn, a phase or a pick, and the receipt made in this phase. */
export interface PlayFlow {
  settling: boolean;
  /** Runs `f` unless a turn-ending tap went through just before (a double tap): its answer, or undefined when ignored. */
  run: <T>(f: () => T) => T | undefined;
  /** The last receipt, while it belongs to this phase (null once a new phase begins). */
  receipt: Receipt | null;
}

/** The flow of the game in play (Play provides it). */
export const Flow = createContext<PlayFlow>({ settling: false, run: (f) => f(), receipt: null });

/** The flow of the game in play. */
export const useFlow = (): PlayFlow => useContext(Flow);

/** A button that ends a turn, a phase or a pick: a second tap within a double tap's time is ignored (shared/ui/steady.ts). */
export function SteadyButton({ onTap, primary, children }: { onTap: () => unknown; primary?: boolean; children: ComponentChildren }) {
  const { settling, run } = useFlow();
  return (
    <button type="button" class={primary ? 'btn btn-primary' : 'btn'} aria-disabled={settling || undefined} onClick={() => run(onTap)}>
      {children}
    </button>
  );
}
