import type { Roll } from '../engine';
import { DieFace } from './DieFace';

/** The last roll, readable at arm's length: the total, then every die's receipt by group. */
export function RollResult({ roll }: { roll: Roll | null }) {
  if (!roll) return <p class="result-empty muted">Pick your dice and roll.</p>;
  const groups = roll.pool.groups.map((g, i) => ({ g, dice: roll.dice.filter((d) => d.group === i) }));
  return (
    <section class="result" aria-labelledby="last-roll-h" key={roll.at}>
      <h2 id="last-roll-h" class="visually-hidden">
        Last roll
      </h2>
      <p class="total">
        <span class="total-label">Total</span> <strong data-testid="roll-total">{roll.total}</strong>
      </p>
      {groups.map(({ g, dice }, i) => (
        <div class="receipt-group" key={i}>
          {g.label && <h3 class={`group-label group-${g.label.toLowerCase()}`}>{g.label}</h3>}
          <ul class="receipts">
            {dice.map((d, j) => (
              <li key={j}>
                <DieFace receipt={d} tone={g.label?.toLowerCase()} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {roll.pool.total !== 0 && (
        <p class="muted">
          Total modifier {roll.pool.total > 0 ? '+' : '−'}
          {Math.abs(roll.pool.total)}
        </p>
      )}
    </section>
  );
}
