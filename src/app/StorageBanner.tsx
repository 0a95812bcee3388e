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
