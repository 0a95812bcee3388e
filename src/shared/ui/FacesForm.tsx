import { useState } from 'preact/hooks';
import { Problem, type Shows, refusalText, useRefusal } from './Problem';
import './FacesForm.css';

/** One die to type: its sides and its name, e.g. { sides: 4, label: "Ana's d4 (die 1)" }. */
export interface DieSlot {
  sides: number;
  label: string;
  /** The caption over the box (default "d6"), e.g. "Blue" or "White 2" for named dice. */
  caption?: string;
}

/** Dice that belong together (one player's, one side's), shown under `name` when it is given. */
export interface DieGroup {
  name?: string;
  dice: readonly DieSlot[];
}

/** Props of FacesForm. */
export interface FacesFormProps {
  groups: readonly DieGroup[];
  /** Called with faces (one list per group) already checked to be on their dice; returns a refusal or nothing. */
  onFaces: (faces: number[][]) => Shows;
  submitText?: string;
}

/** Unnamed dice of the given sides, labelled "Die 1 (d6)" or "Breed: die 1 (d6)". */
export function plainDice(sides: readonly number[], label?: string): DieGroup[] {
  return [{ dice: sides.map((s, i) => ({ sides: s, label: `${label ? `${label}: die` : 'Die'} ${i + 1} (d${s})` })) }];
}

/** One box per die for the faces rolled on real dice, checked before they are used. */
export function FacesForm({ groups, onFaces, submitText = 'Use these faces' }: FacesFormProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useRefusal();
  const submit = (e: Event) => {
    e.preventDefault();
    const faces: number[][] = [];
    for (const [g, group] of groups.entries()) {
      const row: number[] = [];
      for (const [d, die] of group.dice.entries()) {
        const f = Number(values[`${g}.${d}`] || NaN);
        if (!Number.isInteger(f) || f < 1 || f > die.sides) return setError(`${die.label} must show a whole number from 1 to ${die.sides}.`);
        row.push(f);
      }
      faces.push(row);
    }
    const err = refusalText(onFaces(faces));
    setError(err);
    if (!err) setValues({});
  };
  const boxes = (group: DieGroup, g: number) => (
    <div class="face-inputs">
      {group.dice.map((die, d) => (
        <label key={d} class="face-input">
          <span>{die.caption ?? `d${die.sides}`}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={die.sides}
            value={values[`${g}.${d}`] ?? ''}
            aria-label={`${die.label} face`}
            onInput={(e) => setValues({ ...values, [`${g}.${d}`]: e.currentTarget.value })}
          />
        </label>
      ))}
      {group.dice.length === 0 && <span class="muted">No dice.</span>}
    </div>
  );
  return (
    <form class="real-dice" onSubmit={submit} noValidate>
      <div class="face-groups">
        {groups.map((group, g) =>
          group.name ? (
            <fieldset key={g} class="face-group">
              <legend>{group.name}</legend>
              {boxes(group, g)}
            </fieldset>
          ) : (
            <div key={g}>{boxes(group, g)}</div>
          ),
        )}
      </div>
      <Problem text={error} />
      <button type="submit" class="btn btn-primary">
        {submitText}
      </button>
    </form>
  );
}
