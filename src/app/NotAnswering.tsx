// Shown only while storage does not answer (home's list, a saved game's link): its code loads then, not with home.

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
