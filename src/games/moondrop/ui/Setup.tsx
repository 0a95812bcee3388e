import { MAX_PLAYERS, NAME_MAX, ROUNDS } from '../engine/game';
import type { MoonDropModel } from '../model';
import { CardsPicker } from './Cards';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { rememberPlayers, roster, seatFor } from '../../../shared/roster';
import { seatColour } from '../../../shared/players';
import { Regulars } from '../../../shared/ui/Regulars';

/** A new table: the players (1 to 6, a sheet each) and the cards; then play on the app's sheets or score paper ones (by hand or from photos). */
export function Setup({ model, onStart }: { model: MoonDropModel; /** The game started; `photos`: its paper sheets are to be read from photos. */ onStart?: (photos: boolean) => void }) {
  const doc = model.doc.value;
  const [error, setError] = useRefusal();
  const names = doc.players.map((p) => p.name);
  const setNames = (next: string[]) => setError(model.setNames(next));
  // The roster's regulars (Moon Drop sheets have no colours: names only), one tap each into the first "Player N" seat.
  const seat = seatFor(names.map((name) => ({ name })), MAX_PLAYERS);
  const here = new Set(names.map((n) => n.trim().toLocaleLowerCase()));
  const regulars = seat === null ? [] : roster.value.filter((r) => !here.has(r.name.toLocaleLowerCase()));
  const seatRegular = (name: string) => seat !== null && setNames(seat < names.length ? names.map((m, j) => (j === seat ? name : m)) : [...names, name]);
  const start = (paper: boolean, photos = false) => {
    const refused = model.start(paper);
    setError(refused);
    if (!refused) onStart?.(photos);
    // The players of a game that starts join the roster (in their seat colour, as the other games' setups offer).
    if (!refused) rememberPlayers(names.map((name, i) => ({ name, colour: seatColour(i) })));
  };
  return (
    <div class="stack">
      <h2>New game of Moon Drop</h2>
      <section class="stack" aria-labelledby="md-players-h">
        <h3 id="md-players-h">Players</h3>
        {/* Names only: Moon Drop's sheets have no colours. */}
        <Regulars id="md-regulars-h" regulars={regulars.map((r) => ({ name: r.name }))} onSeat={(r) => seatRegular(r.name)} />
        {names.map((n, i) => (
          <div key={i} class="md-player-row">
            <label class="field grow md-player-field">
              <span>Player {i + 1}</span>
              {/* Empty until named: a blank name plays as the placeholder's "Player N". */}
              <input
                value={n}
                placeholder={`Player ${i + 1}`}
                maxLength={NAME_MAX}
                autoComplete="off"
                onInput={(e) => setNames(names.map((m, j) => (j === i ? e.currentTarget.value : m)))}
              />
            </label>
            {names.length > 1 && (
              <button type="button" class="btn btn-icon md-remove" aria-label={`Remove ${model.name(i)}`} onClick={() => setNames(names.filter((_, j) => j !== i))}>
                ✕
              </button>
            )}
          </div>
        ))}
        {names.length < MAX_PLAYERS && (
          <button type="button" class="btn" onClick={() => setNames([...names, ''])}>
            + Add a player
          </button>
        )}
      </section>
      <section aria-labelledby="md-cards-h">
        <h3 id="md-cards-h">Crisis and Goal cards</h3>
        <CardsPicker model={model} setError={setError} fold />
      </section>
      <Problem text={error} />
      <button type="button" class="btn btn-primary btn-big md-start" onClick={() => start(false)}>
        {/* With no card picked, the app deals them as play starts (one tap instead of two). */}
        {model.dealsOnStart.value ? `Deal and play ${ROUNDS} rounds here` : `Play ${ROUNDS} rounds here`}
      </button>
      <button type="button" class="btn" onClick={() => start(true, true)}>
        Score paper sheets from photos
      </button>
      <button type="button" class="btn" onClick={() => start(true)}>
        Transcribe paper sheets to score them
      </button>
    </div>
  );
}
