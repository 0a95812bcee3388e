import { useState } from 'preact/hooks';
import { clockTime } from '../../../shared/ui/time';
import { type Roll, rollText } from '../engine';

/** How many rolls the history lists at first, and how many more each "Show older rolls" adds. */
const FIRST = 50;
const MORE = 100;

const count = (n: number) => n.toLocaleString('en');

/**
 * Past rolls, newest first, with their times. Every roll is kept (a game may hold thousands); the list draws the
 * newest 50, and older ones a hundred at a time when asked, so a tap redraws a short list however long the game.
 */
export function History({ rolls, onClear }: { rolls: readonly Roll[]; onClear: () => void }) {
  const [limit, setLimit] = useState(FIRST);
  const shown = rolls.slice(-limit).reverse();
  const older = rolls.length - shown.length;
  return (
    <section aria-labelledby="hist-h" class="history">
      <div class="section-head">
        <h2 id="hist-h">History</h2>
        {rolls.length > 0 && (
          <button type="button" class="btn btn-text" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      {rolls.length === 0 ? (
        <p class="muted">No rolls yet.</p>
      ) : (
        <ol class="plain-list" data-testid="roll-history">
          {shown.map((r, i) => (
            <li key={rolls.length - i}>
              <time class="muted">{clockTime(r.at)}</time> <span>{rollText(r).replace(/^Rolled /, '')}</span>
            </li>
          ))}
        </ol>
      )}
      {older > 0 && (
        <>
          <p class="muted" data-testid="history-count">
            Showing the latest {count(shown.length)} of {count(rolls.length)} rolls; all are kept.
          </p>
          <button type="button" class="btn" onClick={() => setLimit(shown.length + MORE)}>
            Show {count(Math.min(MORE, older))} older {Math.min(MORE, older) === 1 ? 'roll' : 'rolls'}
          </button>
        </>
      )}
    </section>
  );
}
