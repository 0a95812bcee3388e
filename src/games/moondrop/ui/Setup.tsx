import { MAX_PLAYERS, NAME_MAX, ROUNDS } from '../doc';
import type { MoonDropModel } from '../model';
import { CardsPicker } from './Cards';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/** A new table: the players (1 to 6, a sheet each) and the cards; then play on the app's sheets or transcribe paper ones. */
export function Setup({ model }: { model: MoonDropModel }) {
  const doc = model.doc.value;
  const [error, setError] = useRefusal();
  const names = doc.players.map((p) => p.name);
  const setNames = (next: string[]) => setError(model.setNames(next));
  return (
    <div class="stack">
      <h2>New game of Moon Drop</h2>
      <section class="stack" aria-labelledby="md-players-h">
        <h3 id="md-players-h">Players</h3>
        {names.map((n, i) => (
          <div key={i} class="md-player-row">
            <label class="field grow">
              <span>Player {i + 1}</span>
              <input value={n} maxLength={NAME_MAX} onInput={(e) => setNames(names.map((m, j) => (j === i ? e.currentTarget.value : m)))} />
            </label>
            {names.length > 1 && (
              <button type="button" class="btn btn-icon md-remove" aria-label={`Remove ${model.name(i)}`} onClick={() => setNames(names.filter((_, j) => j !== i))}>
                ✕
              </button>
            )}
          </div>
        ))}
        {names.length < MAX_PLAYERS && (
          <button type="button" class="btn" onClick={() => setNames([...names, `Player ${names.length + 1}`])}>
            + Add a player
          </button>
        )}
      </section>
      <section aria-labelledby="md-cards-h">
        <h3 id="md-cards-h">Crisis and Goal cards</h3>
        <CardsPicker model={model} setError={setError} />
      </section>
      <Problem text={error} />
      <button type="button" class="btn btn-primary btn-big" onClick={() => setError(model.start(false))}>
        Play {ROUNDS} rounds here
      </button>
      <button type="button" class="btn" onClick={() => setError(model.start(true))}>
        Transcribe paper sheets to score them
      </button>
    </div>
  );
}
