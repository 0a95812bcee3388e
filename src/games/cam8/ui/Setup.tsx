import { CountPicker } from '../../../shared/ui/CountPicker';
import { PlayersEditor } from '../../../shared/ui/PlayersEditor';
import { SetupActions, useSetupForm } from '../../../shared/ui/SetupActions';
import type { SetupDraft } from '../doc';
import { MAX_PLAYERS, MIN_PLAYERS, STARTING_HAMSTERS } from '../engine';
import type { Cam8Model } from '../model';
import { OCCUPATIONS, OCCUPATION_NAMES } from './names';

type Player = SetupDraft['players'][number];

// Each player's 3 starting hamsters, inside that player's setup card.
function hamsterFields(p: Player, set: (patch: Partial<Player>) => void) {
  return (
    <CountPicker
      legend={`${p.name || 'This player'}'s starting hamsters`}
      keys={OCCUPATIONS}
      names={OCCUPATION_NAMES}
      value={p.hamsters}
      total={STARTING_HAMSTERS}
      onChange={(hamsters) => set({ hamsters })}
    />
  );
}

/** Players (2 to 6) with name, colour and 3 starting hamsters each, and the variants. */
export function Setup({ model }: { model: Cam8Model }) {
  const form = useSetupForm(model);
  if (!form) return null;
  const { setup: s, update } = form;
  return (
    <div class="cam8 stack">
      <h2>New game of CAM 8</h2>
      <p class="muted">Every whale starts at size 1 with 3 hamsters of its owner's choice; the Feral Hamsters start at 0.</p>
      <PlayersEditor
        players={s.players}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        onChange={(players) => update({ ...s, players })}
        newPlayer={(i, colour) => ({ name: `Player ${i + 1}`, colour, hamsters: {} })}
        extra={hamsterFields}
      />
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
      <SetupActions error={form.error} onStart={form.start} />
    </div>
  );
}
