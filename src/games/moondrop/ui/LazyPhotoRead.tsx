import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PhotoReadProps } from './PhotoRead';

// The photo screen and its helpers are their own chunk (the reader itself is the worker's):
// Moon Drop's screen grows by this loader only.
let loaded: ComponentType<PhotoReadProps> | null = null;

/** PhotoRead, fetched the first time it is shown (precached by the service worker, so offline too). */
export function LazyPhotoRead(props: PhotoReadProps) {
  const [Read, setRead] = useState(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Read) return;
    let live = true;
    import('./PhotoRead').then(
      (m) => {
        loaded = m.PhotoRead;
        if (live) setRead(() => m.PhotoRead);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (Read) return <Read {...props} />;
  return failed ? (
    <div role="alert" class="stack">
      <p class="error">The photo reader could not be loaded; check the connection and try again.</p>
      <button type="button" class="btn" onClick={props.onHand}>
        Transcribe the sheet by hand
      </button>
    </div>
  ) : (
    <p class="muted">Opening the photo reader…</p>
  );
}
