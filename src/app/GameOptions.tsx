import { useState } from 'preact/hooks';
import { Dialog } from '../shared/ui/Dialog';
import { showToast } from '../shared/ui/toast';
import { type GameSummary, NAME_LIMIT } from '../shared/storage/record';
import { ExportButtons } from './backup-ui';
import { deleteGame, renameGame, restoreGame } from './library';
import { Problem } from '../shared/ui/Problem';

/** Rename, export or delete one saved game. */
export function GameOptions({ game, onClose }: { game: GameSummary; onClose: () => void }) {
  const [name, setName] = useState(game.name);
  const [error, setError] = useState<string | null>(null);
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
      <h3>Delete</h3>
      <button type="button" class="btn btn-danger" onClick={() => void remove()}>
        Delete game
      </button>
    </Dialog>
  );
}
