import { useEffect, useState } from 'preact/hooks';

/** Props of FacesForm. */
export interface FacesFormProps {
  /** The sides of each die, in order (e.g. [6, 6, 8]). */
  sides: readonly number[];
  /** What the dice are for, e.g. "Breed": used in the boxes' labels. */
  label?: string;
  /** Called with faces already checked to be in range; returns a refusal to show, or null. */
  onFaces: (faces: number[]) => string | null | void;
  /** The submit button's text. */
  submitText?: string;
}

/** One box per die for the faces rolled on real dice, checked before they are used. */
export function FacesForm({ sides, label, onFaces, submitText = 'Use these faces' }: FacesFormProps) {
  const [values, setValues] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const key = sides.join(',');
  useEffect(() => setValues((v) => sides.map((_, i) => v[i] ?? '')), [key]);
  const name = (i: number) => `${label ? `${label}: die ${i + 1}` : `Die ${i + 1}`} (d${sides[i]}) face`;
  const submit = (e: Event) => {
    e.preventDefault();
    const faces = sides.map((_, i) => Number(values[i] || NaN));
    const bad = faces.findIndex((f, i) => !Number.isInteger(f) || f < 1 || f > sides[i]!);
    const err =
      bad >= 0
        ? `${label ? `${label}: die` : 'Die'} ${bad + 1} (d${sides[bad]}) must show a whole number from 1 to ${sides[bad]}.`
        : (onFaces(faces) ?? null);
    setError(err);
    if (!err) setValues(sides.map(() => ''));
  };
  return (
    <form class="real-dice" onSubmit={submit} noValidate>
      <div class="face-inputs">
        {sides.map((s, i) => (
          <label key={i} class="face-input">
            <span>d{s}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={s}
              value={values[i] ?? ''}
              aria-label={name(i)}
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
        {submitText}
      </button>
    </form>
  );
}
