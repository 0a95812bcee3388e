import { useReveal } from '../../../shared/ui/reveal';
import { type MoonBlock, type Roll, rollBlock } from '../engine';
import { DieFace } from './DieFace';

/** A Moon Drop roll as a block: its shape drawn with squares 1 to 4, and each white face in order with what it builds. */
function BlockView({ block }: { block: MoonBlock }) {
  const rows = Math.max(...block.cells.map(([r]) => r)) + 1;
  const cols = Math.max(...block.cells.map(([, c]) => c)) + 1;
  return (
    <div class="moon-block" data-testid="moon-block">
      <p class="total">
        <span class="total-label">Block</span> <strong>{block.shape}</strong> <span class="muted">(blue {block.blue})</span>
      </p>
      <div class="block-body">
        <div class="block-shape" role="img" aria-label={`Shape ${block.shape}, squares 1 to 4`} style={{ gridTemplateColumns: `repeat(${cols}, 1.5rem)`, gridTemplateRows: `repeat(${rows}, 1.5rem)` }}>
          {block.cells.map(([r, c], i) => (
            <span key={i} style={{ gridRow: r + 1, gridColumn: c + 1 }}>
              {i + 1}
            </span>
          ))}
        </div>
        <ol class="block-squares" aria-label="White dice, low to high: squares 1 to 4">
          {block.squares.map((s, i) => (
            <li key={i}>
              <strong>{s.face}</strong> {s.module}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The last roll, readable at arm's length: the total, then every die's receipt by group. */
export function RollResult({ roll }: { roll: Roll | null }) {
  // A roll made from further down (a preset, real faces) comes into view; the live region says it, so the
  // focus stays on what rolled it (Roll again is one tap).
  const box = useReveal<HTMLElement>(roll?.at ?? null, { focus: false });
  if (!roll) return <p class="result-empty muted">Pick your dice and roll.</p>;
  const groups = roll.pool.groups.map((g, i) => ({ g, dice: roll.dice.filter((d) => d.group === i) }));
  // The Moon Drop preset's total means nothing in Moon Drop: the block it makes is shown instead.
  const block = rollBlock(roll);
  return (
    <section class={block ? 'result result-block' : 'result'} aria-labelledby="last-roll-h" key={roll.at} ref={box}>
      <h2 id="last-roll-h" class="visually-hidden">
        Last roll
      </h2>
      {block ? (
        <BlockView block={block} />
      ) : (
        <p class="total">
          <span class="total-label">Total</span> <strong data-testid="roll-total">{roll.total}</strong>
        </p>
      )}
      <div class="receipt-groups">
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
      </div>
      {roll.pool.total !== 0 && (
        <p class="muted">
          Total modifier {roll.pool.total > 0 ? '+' : '−'}
          {Math.abs(roll.pool.total)}
        </p>
      )}
    </section>
  );
}
