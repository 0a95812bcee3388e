import { PlayersEditor } from '../../../shared/ui/PlayersEditor';
import { SetupActions, useSetupForm } from '../../../shared/ui/SetupActions';
import { DEFAULT_RINGS, MAX_PLAYERS, MIN_PLAYERS, ringsText } from '../engine';
import { Reading } from './Reading';
import type { GeyserModel } from '../model';

/** Players (2 to 4) in seating order, with name and colour. */
export function Setup({ model }: { model: GeyserModel }) {
  const form = useSetupForm(model);
  if (!form) return null;
  const { setup: s, update } = form;
  return (
    <div class="geyser stack">
      <h2>New game of Geyser</h2>
      <p class="muted">Enter the players in seating order: each next player sits to the left of the one before. Play and the Firing dice go to the left.</p>
      <PlayersEditor
        players={s.players}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        colours={MAX_PLAYERS}
        onChange={(players) => update({ ...s, players })}
        newPlayer={(i, colour) => ({ name: `Player ${i + 1}`, colour })}
      />
      <label class="field">
        <span>The board's rings: the 2d6 sums on each ring of geysers, rings apart by commas</span>
        <input value={s.rings ?? ringsText(DEFAULT_RINGS)} spellcheck={false} autocomplete="off" onInput={(e) => update({ ...s, rings: e.currentTarget.value })} />
      </label>
      <Reading entry="ring-pairs">
        The rule text names only the 6/8 ring; pairing every other sum n with 14 − n (7 alone) is the app's reading. If your board prints other pairs, type them here.
      </Reading>
      <SetupActions error={form.error} onStart={form.start} />
    </div>
  );
}
