import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameModule } from '../games/types';
import { createSession, type GameSession } from '../shared/history/session';
import { keepAwake as takeWakeLock } from '../shared/device/wake-lock';
import { showToast } from '../shared/ui/toast';
import { clockTime } from '../shared/ui/time';
import { getRecord, ready, saveRecord } from './library';
import { keepAwake } from './settings';
import { prepareRecord } from './validate';

type Loaded = { module: GameModule; session: GameSession<unknown, unknown> } | { error: string } | null;

function useGame(id: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const isReady = ready.value;
  useEffect(() => {
    if (!isReady) return;
    let live = true;
    setLoaded(null);
    const record = getRecord(id);
    if (!record) {
      setLoaded({ error: 'This game is not saved on this device (it may have been deleted).' });
      return;
    }
    void prepareRecord(record).then((p) => {
      if (!live) return;
      if (!p.ok) setLoaded({ error: `This game cannot be opened: ${p.error}. It is kept as it was.` });
      else setLoaded({ module: p.module, session: createSession(p.record, p.module.def, saveRecord) });
    });
    return () => {
      live = false;
    };
  }, [id, isReady]);
  return loaded;
}

function GameLog({ session }: { session: GameSession<unknown, unknown> }) {
  const log = session.log.value;
  const recent = useMemo(() => log.slice(-100).reverse(), [log]);
  return (
    <details class="log">
      <summary>Game log ({log.length})</summary>
      <ol class="plain-list" reversed>
        {recent.map((e, i) => (
          <li key={log.length - i}>
            <time class="muted">{clockTime(e.at)}</time> {e.text}
          </li>
        ))}
      </ol>
    </details>
  );
}

function act(f: () => string | null): void {
  const err = f();
  if (err) showToast({ text: err });
}

/** The shell around any open game: back, name, undo/redo, the game's own screen, its log. */
export function GameScreen({ id }: { id: string }) {
  const loaded = useGame(id);
  useEffect(() => (keepAwake.value ? takeWakeLock() : undefined), [keepAwake.value]);
  const session = loaded && 'session' in loaded ? loaded.session : null;
  return (
    <main class="screen" id="main">
      <header class="top-bar">
        <a class="btn btn-icon" href="#/" aria-label="Back to home">
          ←
        </a>
        <h1 class="grow">{session ? session.name.value : 'Game'}</h1>
        {session && (
          <>
            <button type="button" class="btn btn-icon" aria-label="Undo" disabled={!session.canUndo.value} onClick={() => act(session.undo)}>
              ↶
            </button>
            <button type="button" class="btn btn-icon" aria-label="Redo" disabled={!session.canRedo.value} onClick={() => act(session.redo)}>
              ↷
            </button>
          </>
        )}
      </header>
      {!loaded ? (
        <p class="muted">Opening…</p>
      ) : 'error' in loaded ? (
        <p class="error" role="alert">
          {loaded.error} <a href="#/">Back to saved games</a>
        </p>
      ) : (
        <>
          <loaded.module.Screen session={loaded.session} />
          <GameLog session={loaded.session} />
        </>
      )}
    </main>
  );
}
