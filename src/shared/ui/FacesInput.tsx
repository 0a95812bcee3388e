import { useState } from 'preact/hooks';

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
  const [values, setValues] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const dice = count === 1 ? '1 die' : `${count} dice`;
  const submit = (e: Event) => {
    e.preventDefault();
    const faces = Array.from({ length: count }, (_, i) => Number(values[i] || NaN));
    const bad = faces.findIndex((f) => !Number.isInteger(f) || f < 1 || f > sides);
    if (bad >= 0) return setError(`${label}: die ${bad + 1} must show a whole number from 1 to ${sides}.`);
    setError(null);
    setValues([]);
    onFaces(faces);
  };
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
      {real && (
        <form class="real-dice" onSubmit={submit} noValidate>
          <div class="face-inputs">
            {Array.from({ length: count }, (_, i) => (
              <label key={i} class="face-input">
                <span>d{sides}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={sides}
                  value={values[i] ?? ''}
                  aria-label={`${label}: die ${i + 1} face`}
                  onInput={(e) => {
                    const next = [...values];
                    next[i] = e.currentTarget.value;
                    setValues(next);
                  }}
                />
              </label>
            ))}
          </div>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" class="btn btn-primary">
            Use these faces
          </button>
        </form>
      )}
    </div>
  );
}
