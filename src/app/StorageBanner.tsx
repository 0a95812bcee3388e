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
