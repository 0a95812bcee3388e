import { useState } from 'preact/hooks';
import { CountPicker } from '../../../shared/ui/CountPicker';
import { COLOURS, type SetupDraft } from '../doc';
import { MAX_PLAYERS, MIN_PLAYERS, STARTING_HAMSTERS } from '../engine';
import type { Cam8Model } from '../model';
import { OCCUPATIONS, OCCUPATION_NAMES } from './names';

const COLOUR_NAMES: Record<string, string> = {
  '#1f6fd1': 'Blue',
  '#d1451f': 'Orange',
  '#2f9e44': 'Green',
  '#b8860b': 'Gold',
  '#8e44ad': 'Purple',
  '#0f8b8d': 'Teal',
};

/** Players (2 to 6) with name, colour and 3 starting hamsters each, and the variants. */
export function Setup({ model }: { model: Cam8Model }) {
  const doc = model.doc.value;
  const [error, setError] = useState<string | null>(null);
  if (doc.stage !== 'setup') return null;
  const s = doc.setup;
  const update = (next: SetupDraft) => {
    const r = model.setSetup(next);
    setError(r && 'error' in r ? r.error : null);
  };
  const setPlayer = (i: number, patch: Partial<SetupDraft['players'][number]>) =>
    update({ ...s, players: s.players.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const add = () => {
    const free = COLOURS.find((c) => !s.players.some((p) => p.colour === c)) ?? COLOURS[0];
    update({ ...s, players: [...s.players, { name: `Player ${s.players.length + 1}`, colour: free, hamsters: {} }] });
  };
  const start = () => {
    const r = model.start();
    setError(r && 'error' in r ? r.error : null);
  };
  return (
    <div class="cam8 stack">
      <h2>New game of CAM 8</h2>
      <p class="muted">Every whale starts at size 1 with 3 hamsters of its owner's choice; the Feral Hamsters start at 0.</p>
      {s.players.map((p, i) => (
        <fieldset key={i} class="player-setup" style={{ borderLeftColor: p.colour }}>
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
          <CountPicker
            legend={`${p.name || `Player ${i + 1}`}'s starting hamsters`}
            keys={OCCUPATIONS}
            names={OCCUPATION_NAMES}
            value={p.hamsters}
            total={STARTING_HAMSTERS}
            onChange={(hamsters) => setPlayer(i, { hamsters })}
          />
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
      <fieldset class="stack">
        <legend>Variants</legend>
        <label class="choice">
          <input type="checkbox" checked={s.variants.giantFeral} onChange={(e) => update({ ...s, variants: { ...s.variants, giantFeral: e.currentTarget.checked } })} />
          Attack of the Giant Feral Hamsters (trades between unconnected whales can be lost)
        </label>
        <label class="choice">
          <input type="checkbox" checked={s.variants.hamsterTrails} onChange={(e) => update({ ...s, variants: { ...s.variants, hamsterTrails: e.currentTarget.checked } })} />
          Hamster Trails (Diggers may lay trails instead of tunnels)
        </label>
      </fieldset>
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
