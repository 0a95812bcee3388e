import { type ComponentChild, type ComponentType, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadChunk } from './load-game';

/**
 * A component whose code is its own chunk, fetched the first time it is shown (precached by the
 * service worker, so it works offline): home's JS carries none of it. If an update took its
 * file away, the page reloads once onto the new version. `wait` shows until it is loaded (or
 * with `failed` set when it could not be).
 */
function lazy<P extends object>(load: () => Promise<ComponentType<P>>, wait: (failed: boolean) => ComponentChild): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function Lazy(props: P) {
    const [, redraw] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      // A chunk an update removed reloads the page once onto the new version (load-game.ts).
      loadChunk(load).then(
        (c) => {
          loaded = c;
          if (live) redraw((n) => n + 1);
        },
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, []);
    return loaded ? h(loaded, props) : wait(failed);
  };
}

/** A whole screen loaded when first shown; "Opening…" meanwhile, and a way home if it cannot load. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(load, (failed) => (
    <main class="screen" id="main">
      {failed ? (
        <p class="error" role="alert">
          This screen could not be loaded; check the connection and try again. <a href="#/">Back to saved games</a>
        </p>
      ) : (
        <p class="muted">Opening…</p>
      )}
    </main>
  ));
}

/** A part of a screen (a dialog, a rarely shown list) in its own chunk: nothing shows until it is loaded. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(load, () => null);
}
