import { useState } from 'preact/hooks';

// A move answers null when it went through; any other answer may carry a refusal to show.
const refusalIn = (answer: object | null): string | null => (answer !== null && 'error' in answer ? (answer as { error: string }).error : null);

/** A screen's last refusal, and `report(answer)` to show a move's refusal or clear it once a move went through. */
export function useRefusal(): [error: string | null, report: (answer: object | null) => void] {
  const [error, setError] = useState<string | null>(null);
  return [error, (answer) => setError(refusalIn(answer))];
}

/** Props of SetupActions. */
export interface SetupActionsProps {
  /** The last refusal (from useRefusal), or null. */
  error: string | null;
  onStart: () => void;
}

/** The foot of a game's setup screen: the last refusal, announced at once, and "Start the game". */
export function SetupActions({ error, onStart }: SetupActionsProps) {
  return (
    <>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="button" class="btn btn-primary btn-big" onClick={onStart}>
        Start the game
      </button>
    </>
  );
}
