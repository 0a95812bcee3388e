import { NOT_ANSWERING } from '../shared/storage/store';
import { storageProblem } from './library';

/** Says plainly when games are not being saved, and why. */
export function StorageBanner() {
  const p = storageProblem.value;
  if (!p) return null;
  return (
    <div class="banner banner-warn" role="alert">
      <strong>{p.kind === 'unavailable' ? 'Not saving on this device.' : 'Latest changes not saved.'}</strong> {p.message}
    </div>
  );
}

/** Storage did not answer as the app opened, so it plays in memory: the games saved before are there, only unread. */
export function storageNotAnswering(): boolean {
  return storageProblem.value?.message === NOT_ANSWERING;
}

/** What to do when storage does not answer, in the player's words. */
export const TRY_AGAIN = 'Reload to try again. If that does not help, close Tablemate in your other tabs, or close the browser and open it again.';

/**
 * Where saved games would be read while storage is not answering (home's list, a saved game's link): they are
 * not gone, storage is not answering, and what to do. `what` says what cannot be shown.
 */
export function NotAnswering({ what }: { what: 'games' | 'more games' | 'game' }) {
  const lead = {
    games: 'Your saved games cannot be shown now: storage on this device is not answering. They are still on this device, not deleted.',
    'more games': 'Only the games of this tab are listed: storage on this device is not answering. The games saved before are still on this device, not deleted.',
    game: 'This game cannot be opened now: storage on this device is not answering. It is still on this device, not deleted.',
  }[what];
  return (
    <div class="banner banner-info stack" role="status" data-testid="not-answering">
      <span>
        {lead} {TRY_AGAIN}
      </span>
      <button type="button" class="btn" onClick={() => location.reload()}>
        Reload
      </button>
    </div>
  );
}
