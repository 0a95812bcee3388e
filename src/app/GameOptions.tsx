import type { VNode } from 'preact';
import { useState } from 'preact/hooks';
import { Dialog } from '../shared/ui/Dialog';
import { showToast } from '../shared/ui/toast';
import { type GameSummary, NAME_LIMIT } from '../shared/storage/record';
import { ExportButtons } from './backup-ui';
import { deleteGame, exportRecords, renameGame, restoreGame } from './library';
import type { HandOver } from '../shared/transfer/fit';
import { gameEntry } from '../games/registry';
import { loadGame } from './load-game';
import { Problem } from '../shared/ui/Problem';

// A code that cannot be made (its chunk not loaded, offline before the first full visit) says so.
const qrFailed = () => showToast({ text: 'The QR code could not be shown here.' });

/** The dialog with the code that hands this game over: the whole game, or without what a table can lose to fit one code. */
async function gameCode(game: GameSummary, onClose: () => void): Promise<VNode> {
  const entry = gameEntry(game.kind);
  // The encoder and the dialog load only now; the game's rules say what it may leave behind to fit.
  const [{ qrDialog }, [record], module] = await Promise.all([import('../shared/transfer/show-qr'), exportRecords([game.id]), entry ? loadGame(entry.load) : null]);
  return qrDialog({ title: `QR code: ${game.name}`, what: `“${game.name}”`, record, trim: module?.def.handOver as HandOver<unknown> | undefined }, onClose);
}

/** Rename, export, hand over (QR code) or delete one saved game. */
export function GameOptions({ game, onClose }: { game: GameSummary; onClose: () => void }) {
  const [name, setName] = useState(game.name);
  const [error, setError] = useState<string | null>(null);
  const [qr, setQr] = useState<VNode | null>(null);
  const save = (e: Event) => {
    e.preventDefault();
    const bad = renameGame(game.id, name);
    setError(bad);
    if (!bad) onClose();
  };
  const remove = async () => {
    onClose();
    const r = await deleteGame(game.id);
    if (r) showToast({ text: `Deleted "${r.name}".`, action: { label: 'Undo', run: () => restoreGame(r) }, ms: 8000 });
  };
  return (
    <Dialog title={`Options: ${game.name}`} open onClose={onClose}>
      <form class="stack" onSubmit={save}>
        <label class="field">
          <span>Name</span>
          <input value={name} maxLength={NAME_LIMIT} onInput={(e) => setName(e.currentTarget.value)} aria-invalid={!!error} />
        </label>
        <Problem text={error} />
        <button type="submit" class="btn btn-primary">Save name</button>
      </form>
      <h3>Back up this game</h3>
      <ExportButtons ids={[game.id]} label="Export game" />
      <h3>Hand over to another phone</h3>
      <button type="button" class="btn" onClick={() => gameCode(game, () => setQr(null)).then(setQr, qrFailed)}>
        Show QR code
      </button>
      {qr}
      <h3>Delete</h3>
      <button type="button" class="btn btn-danger" onClick={() => void remove()}>
        Delete game
      </button>
    </Dialog>
  );
}
