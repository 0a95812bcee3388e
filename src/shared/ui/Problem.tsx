import { type ReadonlySignal, signal } from '@preact/signals';
import { createContext } from 'preact';
import { useCallback, useContext, useState } from 'preact/hooks';
import { isRefusal } from '../refusal';

/**
 * The open game's change mark: a value that is new after every move that goes through (the
 * shell gives the session's record, which dispatch, undo, redo and replace renew and a refusal
 * leaves as it was). Outside a game it never changes.
 */
export const GameChanges = createContext<ReadonlySignal<unknown>>(signal(null));

/** A refusal on screen, and the game's change mark when it was shown. */
type Shown = { text: string; at: unknown };

/**
 * What a component hands `useRefusal`'s setter: a model action's answer as it is (a `Refusal`, or
 * null when the move went through; any other answer, such as CAM 8's "choose first", shows
 * nothing), or a reason of the screen's own as text.
 */
export type Shows = string | { error: string } | object | null | undefined | void;

/** The text to show for an answer: a refusal's reason, a text as it is, else nothing. */
export function refusalText(answer: Shows): string | null {
  if (typeof answer === 'string') return answer || null;
  return isRefusal(answer) ? answer.error : null;
}

/**
 * A component's last refusal and the setter that shows one, in place of `useState`: run a move
 * through it (`show(model.endTurn())`) and its refusal is kept for `<Problem>` (a move that goes
 * through clears it). The refusal goes once any move of the game goes through after it was shown,
 * wherever that move was made, and each call shows it again, even with the same text.
 */
export function useRefusal(): [text: string | null, show: (answer: Shows) => void] {
  const changes = useContext(GameChanges);
  const [shown, setShown] = useState<Shown | null>(null);
  // A fresh object on every call: a second failed attempt redraws even with the same text.
  const show = useCallback(
    (answer: Shows) => {
      const text = refusalText(answer);
      setShown(text ? { text, at: changes.peek() } : null);
    },
    [changes],
  );
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
