import { DiceEntry } from './DiceEntry';
import { plainDice } from './FacesForm';

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

/** `count` alike dice for one purpose: roll in the app, or type the faces of real dice. */
export function FacesInput({ count, sides = 6, label, onRoll, onFaces, rollText }: FacesInputProps) {
  return (
    <DiceEntry
      groups={plainDice(Array<number>(count).fill(sides), label)}
      rollText={rollText ?? `Roll ${count === 1 ? '1 die' : `${count} dice`}`}
      onRoll={onRoll}
      onFaces={(f) => onFaces(f[0] ?? [])}
    />
  );
}
