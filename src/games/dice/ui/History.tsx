import { clockTime } from '../../../shared/ui/time';
import { type Roll, rollText } from '../engine';

/** Past rolls, newest first, with their times. */
export function History({ rolls, onClear }: { rolls: readonly Roll[]; onClear: () => void }) {
  const shown = rolls.slice(-50).reverse();
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
      {rolls.length > shown.length && <p class="muted">Showing the latest {shown.length} of {rolls.length} rolls.</p>}
    </section>
  );
}
