import { PlayersEditor } from '../../../shared/ui/PlayersEditor';
import { SetupActions, useSetupForm } from '../../../shared/ui/SetupActions';
import { DEFAULT_RINGS, MAX_PLAYERS, MIN_PLAYERS, ringsText } from '../engine';
import { Reading } from './Reading';
import type { GeyserModel } from '../model';

/** Players (2 to 4) in seating order, with name and colour, then Start; the board's rings, rarely changed, below it. */
export function Setup({ model }: { model: GeyserModel }) {
  const form = useSetupForm(model);
  if (!form) return null;
  const { setup: s, update } = form;
  return (
    <div class="geyser stack setup">
      <h2>New game of Geyser</h2>
      <p class="muted">In seating order: each next player sits to the left, where play and the Firing dice go.</p>
      <PlayersEditor
        compact
        players={s.players}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        colours={MAX_PLAYERS}
        onChange={(players) => update({ ...s, players })}
        newPlayer={(i, colour) => ({ name: `Player ${i + 1}`, colour })}
      />
      <SetupActions error={form.error} onStart={form.start} />
      <label class="field">
        <span>The board's rings: the 2d6 sums on each ring of geysers, rings apart by commas</span>
        <input value={s.rings ?? ringsText(DEFAULT_RINGS)} spellcheck={false} autocomplete="off" onInput={(e) => update({ ...s, rings: e.currentTarget.value })} />
      </label>
      <Reading entry="ring-pairs">
        The rule text names only the 6/8 ring; pairing every other sum n with 14 − n (7 alone) is the app's reading. If your board prints other pairs, type them here.
      </Reading>
    </div>
  );
}
