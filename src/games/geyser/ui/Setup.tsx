import { PlayersEditor } from '../../../shared/ui/PlayersEditor';
import { SetupActions, useSetupForm } from '../../../shared/ui/SetupActions';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine';
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
        onChange={(players) => update({ players })}
        newPlayer={(i, colour) => ({ name: `Player ${i + 1}`, colour })}
      />
      <SetupActions error={form.error} onStart={form.start} />
    </div>
  );
}
