import { signal } from '@preact/signals';
import { type DieGroup, FacesForm } from './FacesForm';
import { Problem, type Shows, useRefusal } from './Problem';

const KEY = 'tablemate:real-dice';

function remembered(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether this phone's table rolls real dice: the faces stay open for every roll until "Real dice" is tapped again. */
const realDice = signal(remembered());

function setRealDice(on: boolean): void {
  realDice.value = on;
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // Private modes may refuse localStorage: the choice then holds until the page closes.
  }
}

/** Props of DiceEntry. */
export interface DiceEntryProps {
  groups: readonly DieGroup[];
  /** Text of the app-roll button. */
  rollText: string;
  /** The app rolls. */
  onRoll: () => Shows;
  /** Faces tapped from real dice, one list per group, already checked to be on their dice. */
  onFaces: (faces: number[][]) => Shows;
}

/** Roll in the app, or tap the faces rolled on real dice: the same receipts either way. The choice is kept for the next roll. */
export function DiceEntry({ groups, rollText, onRoll, onFaces }: DiceEntryProps) {
  const real = realDice.value;
  const [error, setError] = useRefusal();
  return (
    <div class="faces-input">
      <div class="button-row">
        <button type="button" class="btn btn-primary grow-btn" onClick={() => setError(onRoll())}>
          {rollText}
        </button>
        <button type="button" class="btn" aria-expanded={real} onClick={() => setRealDice(!real)}>
          Real dice
        </button>
      </div>
      {real && <FacesForm groups={groups} onFaces={onFaces} />}
      <Problem text={error} />
    </div>
  );
}
