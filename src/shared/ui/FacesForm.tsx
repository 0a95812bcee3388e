import { useRef, useState } from 'preact/hooks';
import { Problem, type Shows, refusalText, useRefusal } from './Problem';
import './FacesForm.css';

/** One die to enter: its sides and its name, e.g. { sides: 4, label: "Ana's d4 (die 1)" }. */
export interface DieSlot {
  sides: number;
  label: string;
  /** The caption over the faces (default "d6"), e.g. "Blue" or "White 2" for named dice. */
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

let forms = 0;

/**
 * Faces rolled on real dice, tapped: a row of faces per die (1 to its sides), the next die's row takes
 * the focus after each tap, then the button that uses them. One tap a die, instead of a box to open and
 * a number to type.
 */
export function FacesForm({ groups, onFaces, submitText = 'Use these faces' }: FacesFormProps) {
  const [values, setValues] = useState<Record<string, number>>({});
  const [error, setError] = useRefusal();
  const [id] = useState(() => `faces-${++forms}`);
  const form = useRef<HTMLFormElement>(null);
  // Focus moves on only after a tap: arrow keys inside a row change that die's face and stay on it.
  const tapped = useRef(false);
  const slots = groups.flatMap((group, g) => group.dice.map((die, d) => ({ die, key: `${g}.${d}` })));
  const submit = (e: Event) => {
    e.preventDefault();
    const faces: number[][] = [];
    for (const [g, group] of groups.entries()) {
      const row: number[] = [];
      for (const [d, die] of group.dice.entries()) {
        const f = values[`${g}.${d}`];
        if (f === undefined || !Number.isInteger(f) || f < 1 || f > die.sides) return setError(`Tap the face ${die.label} shows (1 to ${die.sides}).`);
        row.push(f);
      }
      faces.push(row);
    }
    const err = refusalText(onFaces(faces));
    setError(err);
    if (!err) setValues({});
  };
  const pick = (key: string, face: number) => {
    setValues({ ...values, [key]: face });
    if (!tapped.current) return;
    tapped.current = false;
    const at = slots.findIndex((s) => s.key === key);
    // The next die with no face yet, else the button: the table taps down the dice in order.
    const next = slots.slice(at + 1).find((s) => values[s.key] === undefined);
    const el = next
      ? form.current?.querySelector<HTMLInputElement>(`input[name="${id}-${next.key}"]`)
      : form.current?.querySelector<HTMLButtonElement>('button[type=submit]');
    el?.focus();
  };
  const faces = (group: DieGroup, g: number) => (
    <div class="face-dice">
      {group.dice.map((die, d) => {
        const key = `${g}.${d}`;
        return (
          <div key={d} class="face-die" role="radiogroup" aria-label={`${die.label} face`}>
            <span class="face-die-name" aria-hidden="true">
              {die.caption ?? `d${die.sides}`}
            </span>
            <span class="face-chips">
              {Array.from({ length: die.sides }, (_, i) => i + 1).map((f) => (
                <label key={f} class="face-chip">
                  <input type="radio" name={`${id}-${key}`} value={f} checked={values[key] === f} aria-label={String(f)} onChange={() => pick(key, f)} />
                  <span aria-hidden="true">{f}</span>
                </label>
              ))}
            </span>
          </div>
        );
      })}
      {group.dice.length === 0 && <span class="muted">No dice.</span>}
    </div>
  );
  return (
    <form class="real-dice" ref={form} onSubmit={submit} onPointerDown={() => (tapped.current = true)} noValidate>
      <div class="face-groups">
        {groups.map((group, g) =>
          group.name ? (
            <fieldset key={g} class="face-group">
              <legend>{group.name}</legend>
              {faces(group, g)}
            </fieldset>
          ) : (
            <div key={g}>{faces(group, g)}</div>
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
