import { useState } from 'preact/hooks';
import { type Die, SIDES } from '../engine';
import type { MoveResult } from '../model';

/** One contender's dice in a throw. */
export type DiceGroup = { name: string; dice: Die[] };

/** Props of DiceEntry. */
export interface DiceEntryProps {
  groups: readonly DiceGroup[];
  rollText: string;
  onRoll: () => MoveResult;
  /** Faces typed from real dice, one list per group, already checked to be on the die. */
  onFaces: (faces: number[][]) => MoveResult;
}

// "Ana's d4 (die 1)": the name of one box.
const label = (g: DiceGroup, j: number) => `${g.name}'s ${g.dice[j]}${g.dice.length > 1 ? ` (die ${j + 1})` : ''}`;

/** Every contender's dice cast together: the app rolls them, or the table types the faces of real dice. */
export function DiceEntry({ groups, rollText, onRoll, onFaces }: DiceEntryProps) {
  const [real, setReal] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const done = (r: MoveResult) => setError(r ? r.error : null);
  const submit = (e: Event) => {
    e.preventDefault();
    const faces: number[][] = [];
    for (const [i, g] of groups.entries()) {
      const row: number[] = [];
      for (const [j, die] of g.dice.entries()) {
        const f = Number(values[`${i}-${j}`] || NaN);
        if (!Number.isInteger(f) || f < 1 || f > SIDES[die]) return setError(`${label(g, j)} must show a whole number from 1 to ${SIDES[die]}.`);
        row.push(f);
      }
      faces.push(row);
    }
    const r = onFaces(faces);
    done(r);
    if (!r) setValues({});
  };
  return (
    <div class="dice-entry">
      <div class="button-row">
        <button type="button" class="btn btn-primary grow-btn" onClick={() => done(onRoll())}>
          {rollText}
        </button>
        <button type="button" class="btn" aria-expanded={real} onClick={() => setReal(!real)}>
          Real dice
        </button>
      </div>
      {real && (
        <form class="grouped-faces" onSubmit={submit} noValidate>
          {groups.map((g, i) => (
            <fieldset key={i} class="face-group">
              <legend>{g.name}</legend>
              {g.dice.length === 0 && <p class="muted">No dice: scores 0.</p>}
              <div class="face-inputs">
                {g.dice.map((die, j) => (
                  <label key={j} class="face-input">
                    <span>{die}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={SIDES[die]}
                      aria-label={label(g, j)}
                      value={values[`${i}-${j}`] ?? ''}
                      onInput={(e) => setValues({ ...values, [`${i}-${j}`]: e.currentTarget.value })}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" class="btn btn-primary">
            Use these faces
          </button>
        </form>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
