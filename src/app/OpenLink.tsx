import { useEffect, useState } from 'preact/hooks';
import { type GameKind, gameEntry } from '../games/registry';
import type { GameDef } from '../games/types';
import { isRefusal } from '../shared/refusal';
import { createGame } from './draft';
import { ready } from './library';
import { loadGame } from './load-game';
import { hashFor, route } from './route';
import { lazyScreen } from './lazy';

// Its own chunk, so the links' screen (listed in home's preload map) grows by nothing.
const Receive = lazyScreen(() => import('./Receive').then((m) => m.Receive));

type Opened = { id: string } | { error: string };

/** A link's query as the getter a game's `fromLink` takes. */
function linkParam(query: string): (name: string) => string | null {
  const params = new URLSearchParams(query);
  return (name) => params.get(name);
}

/** Reads a link with the game's `fromLink`, then saves a new game that starts from what it read. */
async function openLink(kind: GameKind, sub: string | undefined, query: string): Promise<Opened> {
  const entry = gameEntry(kind);
  const title = entry?.title ?? kind;
  if (!entry) return { error: `${title} is not available in this version of Tablemate.` };
  let def: GameDef<unknown, unknown>;
  try {
    def = (await loadGame(entry.load)).def as GameDef<unknown, unknown>;
  } catch {
    return { error: `The ${title} screen could not be loaded; check the connection and try again.` };
  }
  if (!def.fromLink) return { error: `${title} games cannot be opened from a link.` };
  const state = def.fromLink(linkParam(query), sub);
  if (isRefusal(state)) return state;
  const bad = def.checkState(state);
  if (bad) return { error: `The link does not make a valid game: ${bad}.` };
  return { id: await createGame(kind, { state, logText: 'Opened from a link' }) };
}

/** A link such as `#/crackers?board=…`: makes a new saved game from it and shows it in the link's place, or says why it cannot. */
export function OpenLink({ kind, sub, query }: { kind: GameKind; sub?: string; query: string }) {
  // `#/<kind>/receive?g=…` hands over a whole saved game (a QR code): read like a backup, not by the game's fromLink.
  return sub === 'receive' ? <Receive kind={kind} query={query} /> : <LinkGame kind={kind} sub={sub} query={query} />;
}

function LinkGame({ kind, sub, query }: { kind: GameKind; sub?: string; query: string }) {
  const [error, setError] = useState<string | null>(null);
  const isReady = ready.value;
  useEffect(() => {
    if (!isReady) return;
    let live = true;
    setError(null);
    openLink(kind, sub, query).then(
      (r) => {
        if (!live) return;
        if ('error' in r) return setError(r.error);
        // Replace the link in the history, so Back does not make the game a second time.
        const game = { name: 'game', id: r.id } as const;
        history.replaceState(null, '', hashFor(game));
        route.value = game;
      },
      () => live && setError('The game could not be saved on this device.'),
    );
    return () => {
      live = false;
    };
  }, [isReady, kind, sub, query]);
  return (
    <main class="screen" id="main">
      <header class="top-bar">
        <a class="btn btn-icon" href="#/" aria-label="Back to home">
          ←
        </a>
        <h1 class="grow">Open a link</h1>
      </header>
      {error ? (
        <p class="error" role="alert">
          This link cannot be opened. {error} <a href="#/">Go to the saved games</a>
        </p>
      ) : (
        <p class="muted">Opening the link…</p>
      )}
    </main>
  );
}
