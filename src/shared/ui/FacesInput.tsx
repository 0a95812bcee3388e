import { useState } from 'preact/hooks';
import { FacesForm } from './FacesForm';

/** Props of FacesInput. */
export interface FacesInputProps {
  /** How many dice. */
  count: number;
  sides?: number;
  /** What the dice are for, e.g. "Breed": used in labels. */
  label: string;
  /** The app rolls. */
  onRoll: () => void;
  /** Faces typed from real dice, already checked to be in range. */
  onFaces: (faces: number[]) => void;
  /** Text of the app-roll button; default "Roll N dice". */
  rollText?: string;
}

/** Roll in the app, or type the faces rolled on real dice: the same receipts either way. */
export function FacesInput({ count, sides = 6, label, onRoll, onFaces, rollText }: FacesInputProps) {
  const [real, setReal] = useState(false);
  const dice = count === 1 ? '1 die' : `${count} dice`;
  return (
    <div class="faces-input">
      <div class="button-row">
        <button type="button" class="btn btn-primary grow-btn" onClick={onRoll}>
          {rollText ?? `Roll ${dice}`}
        </button>
        <button type="button" class="btn" aria-expanded={real} onClick={() => setReal(!real)}>
          Real dice
        </button>
      </div>
      {real && <FacesForm sides={Array<number>(count).fill(sides)} label={label} onFaces={onFaces} />}
    </div>
  );
}
