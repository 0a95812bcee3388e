import { rememberPlayers } from '../roster';
import { Problem, useRefusal } from './Problem';

// A move answers null when it went through; any other answer may carry a refusal to show.
const refusalIn = (answer: object | null): string | null => (answer !== null && 'error' in answer ? (answer as { error: string }).error : null);

/** What a setup screen needs of its game's model: the saved game, and the form's two actions. */
export interface SetupModel<S> {
  doc: { readonly value: { stage: 'setup'; setup: S } | { stage: 'play' } };
  setSetup: (setup: S) => object | null;
  start: () => object | null;
}

/** A setup screen's state: the form, the last refusal, and the form's actions (each shows its refusal or clears it). */
export interface SetupForm<S> {
  setup: S;
  error: string | null;
  update: (next: S) => void;
  start: () => void;
}

/** The setup form of `model` while its game is still being set up, else null. */
export function useSetupForm<S>(model: SetupModel<S>): SetupForm<S> | null {
  const doc = model.doc.value;
  const [error, setError] = useRefusal();
  if (doc.stage !== 'setup') return null;
  return {
    setup: doc.setup,
    error,
    update: (next) => setError(refusalIn(model.setSetup(next))),
    start: () => {
      const refusal = refusalIn(model.start());
      setError(refusal);
      // The players of a game that starts join the roster, offered at the next setup.
      const players = (doc.setup as { players?: unknown }).players;
      if (!refusal && Array.isArray(players)) rememberPlayers(players as { name: string; colour: string }[]);
    },
  };
}

/** Props of SetupActions. */
export interface SetupActionsProps {
  /** The last refusal (a SetupForm's error), or null. */
  error: string | null;
  onStart: () => void;
}

/** The foot of a game's setup screen: the last refusal, announced at once, and "Start the game". */
export function SetupActions({ error, onStart }: SetupActionsProps) {
  return (
    <>
      <Problem text={error} />
      <button type="button" class="btn btn-primary btn-big" onClick={onStart}>
        Start the game
      </button>
    </>
  );
}
