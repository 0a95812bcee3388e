import { type ReadonlySignal, signal } from '@preact/signals';
import { createContext } from 'preact';
import { useCallback, useContext, useState } from 'preact/hooks';

/**
 * The open game's change mark: a value that is new after every move that goes through (the
 * shell gives the session's record, which dispatch, undo, redo and replace renew and a refusal
 * leaves as it was). Outside a game it never changes.
 */
export const GameChanges = createContext<ReadonlySignal<unknown>>(signal(null));

/** A refusal on screen, and the game's change mark when it was shown. */
type Shown = { text: string; at: unknown };

/**
 * A component's last refusal and the setter that shows one (null clears it), in place of
 * `useState`: the refusal goes once any move of the game goes through after it was shown,
 * wherever that move was made, and each call shows it again, even with the same text.
 */
export function useRefusal(): [text: string | null, show: (text: string | null) => void] {
  const changes = useContext(GameChanges);
  const [shown, setShown] = useState<Shown | null>(null);
  // A fresh object on every call: a second failed attempt redraws even with the same text.
  const show = useCallback((text: string | null) => setShown(text ? { text, at: changes.peek() } : null), [changes]);
  // The mark is read only while a refusal is kept, so a component without one does not redraw on every move.
  return [shown !== null && shown.at === changes.value ? shown.text : null, show];
}

/** A refusal shown where the player is looking and announced at once; nothing when there is none. Keep its text with `useRefusal`. */
export function Problem({ text }: { text: string | null | undefined }) {
  return text ? (
    <p class="error" role="alert">
      {text}
    </p>
  ) : null;
}
