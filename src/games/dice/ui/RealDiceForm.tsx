import { useEffect, useState } from 'preact/hooks';
import { type Pool, checkFace, poolDice } from '../engine';

/** Type the faces rolled on real dice, one box per die, and get the same receipts. */
export function RealDiceForm({ pool, onEnter }: { pool: Pool; onEnter: (faces: number[]) => string | null }) {
  const sides = poolDice(pool);
  const [values, setValues] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValues((v) => sides.map((_, i) => v[i] ?? '')), [sides.join(',')]);
  const submit = (e: Event) => {
    e.preventDefault();
    const faces = sides.map((_, i) => Number(values[i] || NaN));
    const bad = sides.map((s, i) => checkFace(faces[i], s, i + 1)).find(Boolean);
    const err = bad ?? onEnter(faces);
    setError(err);
    if (!err) setValues(sides.map(() => ''));
  };
  if (sides.length === 0) return <p class="muted">Add dice below, then type what they show.</p>;
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
              aria-label={`Die ${i + 1} (d${s}) face`}
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
      <button type="submit" class="btn btn-primary btn-big">
        Use these faces
      </button>
    </form>
  );
}
