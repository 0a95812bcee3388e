import { type ComponentType, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadChunk } from './load-game';

/**
 * A screen whose code is its own chunk, fetched the first time it is shown (precached by the
 * service worker, so it works offline): home's JS carries none of it. If an update took its
 * file away, the page reloads once onto the new version.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyScreen(props: P) {
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
    if (loaded) return h(loaded, props);
    return (
      <main class="screen" id="main">
        {failed ? (
          <p class="error" role="alert">
            This screen could not be loaded; check the connection and try again. <a href="#/">Back to saved games</a>
          </p>
        ) : (
          <p class="muted">Opening…</p>
        )}
      </main>
    );
  };
}

/** A part of a screen (a dialog, a rarely shown list) in its own chunk: nothing shows until it is loaded. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyPart(props: P) {
    const [, redraw] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      loadChunk(load).then(
        (c) => {
          loaded = c;
          if (live) redraw((n) => n + 1);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, []);
    return loaded ? h(loaded, props) : null;
  };
}
