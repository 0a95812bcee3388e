import './RestoredNotice.css';
import { dismissRestoredNotice, restoredNotice } from './library';

/** Says once, plainly, that games the browser lost were put back from Tablemate's second copy. */
export function RestoredNotice() {
  const text = restoredNotice.value;
  if (!text) return null;
  return (
    <div class="banner banner-info restored-notice" role="status">
      <p>{text}</p>
      <button type="button" class="btn" onClick={dismissRestoredNotice}>
        OK
      </button>
    </div>
  );
}
