import { PlayersEditor } from '../../../shared/ui/PlayersEditor';
import { SetupActions, useSetupForm } from '../../../shared/ui/SetupActions';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine';
import type { CellularModel } from '../model';
import { SetupSheet } from './SetupSheet';

/** Players (2 to 4) in seat order with name and colour, the Advanced Setup's snake draft, Start, then the setup sheet to lay out. */
export function Setup({ model }: { model: CellularModel }) {
  const form = useSetupForm(model);
  if (!form) return null;
  const { setup: s, update } = form;
  return (
    <div class="cellular stack setup">
      <h2>New game of Cellular Powerhouse</h2>
      {/* Players first, Start in reach; what seat order means and the sheet to lay out follow it. */}
      <PlayersEditor
        compact
        players={s.players}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        colours={MAX_PLAYERS}
        onChange={(players) => update({ ...s, players })}
        newPlayer={(i, colour) => ({ name: `Player ${i + 1}`, colour })}
      />
      <label class="choice">
        <input type="checkbox" checked={s.snakeDraft} onChange={(e) => update({ ...s, snakeDraft: e.currentTarget.checked })} />
        Advanced Setup: Starting Genomes by snake draft
      </label>
      <SetupActions error={form.error} onStart={form.start} />
      <p class="muted small">Players in seat order: hands pass to the left, and the snake draft follows this order.</p>
      <section aria-labelledby="sheet-h">
        <h3 id="sheet-h">Setup sheet for {s.players.length} players</h3>
        <SetupSheet players={s.players.length} snakeDraft={s.snakeDraft} />
      </section>
    </div>
  );
}
