import { useState } from 'preact/hooks';
import { COLOURS, COLOUR_NAMES, type SetupDraft } from '../doc';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine';
import type { CellularModel } from '../model';
import { SetupSheet } from './SetupSheet';

/** Players (2 to 4) in seat order with name and colour, the Advanced Setup's snake draft, and the setup sheet. */
export function Setup({ model }: { model: CellularModel }) {
  const doc = model.doc.value;
  const [error, setError] = useState<string | null>(null);
  if (doc.stage !== 'setup') return null;
  const s = doc.setup;
  const update = (next: SetupDraft) => {
    const r = model.setSetup(next);
    setError(r ? r.error : null);
  };
  const setPlayer = (i: number, patch: Partial<SetupDraft['players'][number]>) => update({ ...s, players: s.players.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const add = () => {
    const free = COLOURS.find((c) => !s.players.some((p) => p.colour === c)) ?? COLOURS[0];
    update({ ...s, players: [...s.players, { name: `Player ${s.players.length + 1}`, colour: free }] });
  };
  const start = () => {
    const r = model.start();
    setError(r ? r.error : null);
  };
  return (
    <div class="cellular stack">
      <h2>New game of Cellular Powerhouse</h2>
      <p class="muted">Enter the players in seat order: hands pass to the left, and the snake draft follows this order.</p>
      {s.players.map((p, i) => (
        <fieldset key={i} class="microbe-setup" style={{ borderLeftColor: p.colour }}>
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
            <button type="button" class="btn btn-danger" onClick={() => update({ ...s, players: s.players.filter((_, j) => j !== i) })}>
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
      <label class="choice">
        <input type="checkbox" checked={s.snakeDraft} onChange={(e) => update({ ...s, snakeDraft: e.currentTarget.checked })} />
        Advanced Setup: Starting Genomes by snake draft
      </label>
      <section aria-labelledby="sheet-h">
        <h3 id="sheet-h">Setup sheet for {s.players.length} players</h3>
        <SetupSheet players={s.players.length} snakeDraft={s.snakeDraft} />
      </section>
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
