import './Regulars.css';

/** One of the roster's regulars as a setup offers them; the colour is shown where the game has colours. */
export interface RegularChip {
  name: string;
  colour?: string;
}

/** The roster's regulars not seated yet, one button each: one tap seats that player. Nothing when there are none. */
export function Regulars<T extends RegularChip>({ id, regulars, onSeat }: { id: string; regulars: readonly T[]; onSeat: (r: T) => void }) {
  if (regulars.length === 0) return null;
  return (
    <div class="regulars" role="group" aria-labelledby={id}>
      <p id={id} class="muted">
        Regulars: one tap seats them
      </p>
      <div class="chip-row">
        {regulars.map((r) => (
          <button key={r.name} type="button" class="btn chip" style={r.colour ? { borderLeftColor: r.colour } : undefined} onClick={() => onSeat(r)}>
            + {r.name}
          </button>
        ))}
      </div>
    </div>
  );
}
