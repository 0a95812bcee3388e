import { useState } from 'preact/hooks';
import type { MoveResult } from '../model';

/** Props of DiceEntry. */
export interface DiceEntryProps {
  /** Whose die each d6 is, e.g. ["Ana's die (attacks)", "Bo's die (defends)"]. */
  labels: readonly string[];
  /** Text of the app-roll button. */
  rollText: string;
  onRoll: () => MoveResult;
  /** Faces typed from real dice, already checked to be 1 to 6. */
  onFaces: (faces: number[]) => MoveResult;
}

/** d6s named by whose they are: the app rolls them, or the table types the faces of real dice. */
export function DiceEntry({ labels, rollText, onRoll, onFaces }: DiceEntryProps) {
  const [real, setReal] = useState(false);
  const [values, setValues] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const done = (r: MoveResult) => setError(r ? r.error : null);
  const submit = (e: Event) => {
    e.preventDefault();
    const faces = labels.map((_, i) => Number(values[i] || NaN));
    const bad = faces.findIndex((f) => !Number.isInteger(f) || f < 1 || f > 6);
    if (bad >= 0) return setError(`${labels[bad]} must show a whole number from 1 to 6.`);
    const r = onFaces(faces);
    done(r);
    if (!r) setValues([]);
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
        <form class="named-faces" onSubmit={submit} noValidate>
          {labels.map((l, i) => (
            <label key={i} class="named-face">
              <span>{l}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={6}
                value={values[i] ?? ''}
                onInput={(e) => {
                  const next = [...values];
                  next[i] = e.currentTarget.value;
                  setValues(next);
                }}
              />
            </label>
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
