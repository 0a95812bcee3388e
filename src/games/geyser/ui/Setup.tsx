import { useState } from 'preact/hooks';
import { COLOURS, COLOUR_NAMES, type SetupDraft } from '../doc';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine';
import type { GeyserModel } from '../model';

/** Players (2 to 4) in seating order, with name and colour. */
export function Setup({ model }: { model: GeyserModel }) {
  const doc = model.doc.value;
  const [error, setError] = useState<string | null>(null);
  if (doc.stage !== 'setup') return null;
  const s = doc.setup;
  const update = (next: SetupDraft) => {
    const r = model.setSetup(next);
    setError(r ? r.error : null);
  };
  const setPlayer = (i: number, patch: Partial<SetupDraft['players'][number]>) => update({ players: s.players.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const add = () => {
    const free = COLOURS.find((c) => !s.players.some((p) => p.colour === c)) ?? COLOURS[0];
    update({ players: [...s.players, { name: `Player ${s.players.length + 1}`, colour: free }] });
  };
  const start = () => {
    const r = model.start();
    setError(r ? r.error : null);
  };
  return (
    <div class="geyser stack">
      <h2>New game of Geyser</h2>
      <p class="muted">Enter the players in seating order: each next player sits to the left of the one before. Play and the Firing dice go to the left.</p>
      {s.players.map((p, i) => (
        <fieldset key={i} class="tribe-setup" style={{ borderLeftColor: p.colour }}>
          <legend>Player {i + 1}</legend>
          <label class="field">
            <span>Name</span>
            <input value={p.name} maxLength={24} onInput={(e) => setPlayer(i, { name: e.currentTarget.value })} />
          </label>
          <label class="field">
            <span>Colour</span>
            <select value={p.colour} onChange={(e) => setPlayer(i, { colour: e.currentTarget.value })}>
              {COLOURS.map((c) => (
                <option key={c} value={c}>
                  {COLOUR_NAMES[c]}
                </option>
              ))}
            </select>
          </label>
          {s.players.length > MIN_PLAYERS && (
            <button type="button" class="btn btn-danger" onClick={() => update({ players: s.players.filter((_, j) => j !== i) })}>
              Remove {p.name || `player ${i + 1}`}
            </button>
          )}
        </fieldset>
      ))}
      {s.players.length < MAX_PLAYERS && (
        <button type="button" class="btn" onClick={add}>
          + Add a player
        </button>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="button" class="btn btn-primary btn-big" onClick={start}>
        Start the game
      </button>
    </div>
  );
}
