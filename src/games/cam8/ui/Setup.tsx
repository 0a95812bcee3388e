import { CountPicker } from '../../../shared/ui/CountPicker';
import { FootBar } from '../../../shared/ui/FootBar';
import { PlayersEditor, seatName } from '../../../shared/ui/PlayersEditor';
import { SetupActions, useSetupForm } from '../../../shared/ui/SetupActions';
import type { SetupDraft } from '../engine/game';
import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import { MAX_PLAYERS, MAX_SPACES_PER_NUMBER, MIN_PLAYERS, STARTING_HAMSTERS, formatHamsters, noHamsters, parseTrack, trackFor, trackText } from '../engine';
import type { Cam8Model } from '../model';
import { OCCUPATIONS, OCCUPATION_NAMES } from './names';
import { Reading } from './Reading';
import { PLAYER_COUNT_READING, STOREHOUSE_READING } from './readings';

type Player = SetupDraft['players'][number];

// Each player's 3 starting hamsters, inside that player's setup card: the pick in one line, its steppers one tap away
// (open from the start for a player still to pick, and never closed under the player's fingers).
function Hamsters({ p, set }: { p: Player; set: (patch: Partial<Player>) => void }) {
  const picked = OCCUPATIONS.reduce((n, o) => n + (p.hamsters[o] ?? 0), 0);
  const [open] = useState(picked !== STARTING_HAMSTERS);
  return (
    <details class="hamsters" open={open}>
      <summary>
        Hamsters: {picked > 0 ? formatHamsters({ ...noHamsters(), ...p.hamsters }) : 'none yet'}
        {picked !== STARTING_HAMSTERS && ` (${picked} of ${STARTING_HAMSTERS})`}
      </summary>
      <CountPicker
        legend={`${p.name || 'This player'}'s starting hamsters`}
        keys={OCCUPATIONS}
        names={OCCUPATION_NAMES}
        value={p.hamsters}
        total={STARTING_HAMSTERS}
        moveWhenFull
        onChange={(hamsters) => set({ hamsters })}
      />
    </details>
  );
}

const hamsterFields = (p: Player, set: (patch: Partial<Player>) => void) => <Hamsters p={p} set={set} />;

/** Players (2 to 6) with name, colour and 3 starting hamsters each, and the variants. */
export function Setup({ model }: { model: Cam8Model }) {
  const form = useSetupForm(model);
  if (!form) return null;
  const { setup: s, update } = form;
  return (
    <div class="cam8 stack">
      <h2>New game of CAM 8</h2>
      <p class="muted">Whales start at size 1 with 3 hamsters each, their owner's choice.</p>
      <PlayersEditor
        players={s.players}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        onChange={(players) => update({ ...s, players })}
        newPlayer={(i, colour) => ({ name: seatName(i), colour, hamsters: {} })}
        extra={hamsterFields}
      />
      {/* Under the whales they qualify, not above them: every name field stays on the first screen. */}
      <Reading entry="player-count">{PLAYER_COUNT_READING}</Reading>
      <Reading entry="empty-storehouse">{STOREHOUSE_READING}</Reading>
      <TrackField value={s.track} onChange={(track) => update({ ...s, track })} />
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
      {/* At the foot of the screen while the form scrolls: the table starts without hunting for the button. */}
      <FootBar class="setup-foot">
        <SetupActions error={form.error} onStart={form.start} />
      </FootBar>
    </div>
  );
}

/** The Feral Hamster track as printed on this board: spaces per number, or typed space by space. */
function TrackField({ value, onChange }: { value: SetupDraft['track']; onChange: (t: SetupDraft['track']) => void }) {
  const printed = Array.isArray(value);
  const [text, setText] = useState(printed ? trackText(value) : '0 · 1 · 2 · 3 · 4 · 5 ·');
  const [error, setError] = useState<string | null>(null);
  const type = (t: string) => {
    setText(t);
    const read = parseTrack(t);
    setError('error' in read ? read.error : null);
    if (!('error' in read)) onChange(read);
  };
  return (
    <fieldset class="stack">
      <legend>The Feral Hamster track on your board</legend>
      <label class="choice">
        <input type="radio" name="track-kind" checked={!printed} onChange={() => onChange(1)} />
        The same number of spaces for each number
      </label>
      {!printed && (
        <Stepper label="Spaces per number" value={value} min={1} max={MAX_SPACES_PER_NUMBER} onChange={(n) => onChange(n)} />
      )}
      <label class="choice">
        <input type="radio" name="track-kind" checked={printed} onChange={() => type(text)} />
        Typed space by space, as printed
      </label>
      {printed && (
        <label class="field">
          <span>Spaces (numbers; · for a blank)</span>
          <input value={text} onInput={(e) => type(e.currentTarget.value)} aria-invalid={!!error} aria-describedby="track-error" />
        </label>
      )}
      <p class="muted" data-testid="track-preview">
        Track: {trackText(printed ? value : trackFor(value))}. The token moves one space per hamster; on a blank, dice count the last number it was on or passed; from the 5 onto any space beyond is the revolt.
      </p>
      {error && (
        <p class="error" id="track-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
