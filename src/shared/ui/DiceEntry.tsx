import { useState } from 'preact/hooks';
import { type DieGroup, FacesForm } from './FacesForm';
import { Problem, useRefusal } from './Problem';

/** What a roll or typed faces led to: nothing to say, or a refusal (as text or as { error }). */
export type EntryResult = string | null | void | { error: string } | { needs: unknown };

const refusal = (r: EntryResult): string | null => (typeof r === 'string' ? r : r && 'error' in r ? r.error : null);

/** Props of DiceEntry. */
export interface DiceEntryProps {
  groups: readonly DieGroup[];
  /** Text of the app-roll button. */
  rollText: string;
  /** The app rolls. */
  onRoll: () => EntryResult;
  /** Faces typed from real dice, one list per group, already checked to be on their dice. */
  onFaces: (faces: number[][]) => EntryResult;
}

/** Roll in the app, or type the faces rolled on real dice: the same receipts either way. */
export function DiceEntry({ groups, rollText, onRoll, onFaces }: DiceEntryProps) {
  const [real, setReal] = useState(false);
  const [error, setError] = useRefusal();
  return (
    <div class="faces-input">
      <div class="button-row">
        <button type="button" class="btn btn-primary grow-btn" onClick={() => setError(refusal(onRoll()))}>
          {rollText}
        </button>
        <button type="button" class="btn" aria-expanded={real} onClick={() => setReal(!real)}>
          Real dice
        </button>
      </div>
      {real && <FacesForm groups={groups} onFaces={(f) => refusal(onFaces(f))} />}
      <Problem text={error} />
    </div>
  );
}
