import { useState } from 'preact/hooks';
import { type DieGroup, FacesForm } from './FacesForm';
import { Problem, type Shows, useRefusal } from './Problem';

/** Props of DiceEntry. */
export interface DiceEntryProps {
  groups: readonly DieGroup[];
  /** Text of the app-roll button. */
  rollText: string;
  /** The app rolls. */
  onRoll: () => Shows;
  /** Faces typed from real dice, one list per group, already checked to be on their dice. */
  onFaces: (faces: number[][]) => Shows;
}

/** Roll in the app, or type the faces rolled on real dice: the same receipts either way. */
export function DiceEntry({ groups, rollText, onRoll, onFaces }: DiceEntryProps) {
  const [real, setReal] = useState(false);
  const [error, setError] = useRefusal();
  return (
    <div class="faces-input">
      <div class="button-row">
        <button type="button" class="btn btn-primary grow-btn" onClick={() => setError(onRoll())}>
          {rollText}
        </button>
        <button type="button" class="btn" aria-expanded={real} onClick={() => setReal(!real)}>
          Real dice
        </button>
      </div>
      {real && <FacesForm groups={groups} onFaces={onFaces} />}
      <Problem text={error} />
    </div>
  );
}
