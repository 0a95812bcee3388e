import { useEffect, useMemo, useState } from 'preact/hooks';
import { type GameSession, stepsAfter } from '../shared/history/session';
import type { Step } from '../shared/history/timeline';
import { usePinnedBar } from '../shared/ui/pinned-bar';
import { keepAwake as takeWakeLock } from '../shared/device/wake-lock';
import { GameChanges } from '../shared/ui/Problem';
import { PinnedToasts, showToast } from '../shared/ui/toast';
import { clockTime } from '../shared/ui/time';
import { storageProblem, unsavedGames } from './library';
import { storageNotAnswering } from './StorageBanner';
import type { GameKind } from '../games/registry';
import type { GameDef, PinnedLine } from '../games/types';
import { type OpenGame, useDraftGame, useOpenGame } from './open-game';
import { keepAwake } from './settings';
import { lazyPart } from './lazy';

// Asked only when the log's "Undo to here" is tapped: its code loads then (precached, so offline too).
const ConfirmDialog = lazyPart(() => import('../shared/ui/ConfirmDialog').then((m) => m.ConfirmDialog));
// Shown only while storage does not answer.
const NotAnswering = lazyPart(() => import('./NotAnswering').then((m) => m.NotAnswering));

/** The game log, newest first; its lines are drawn only while it is open (a tap then redraws only the count). */
function GameLog({ session, canPlay }: { session: GameSession<unknown, unknown>; canPlay: boolean }) {
  const [open, setOpen] = useState(false);
  const [back, setBack] = useState<{ at: number; text: string; count: number } | null>(null);
  // The question's code is fetched at the first "Undo to here"; it stays drawn after, so closing it gives the focus back.
  const [asked, setAsked] = useState<{ at: number; text: string; count: number } | null>(null);
  const ask = (line: { at: number; text: string; count: number }) => {
    setBack(line);
    setAsked(line);
  };
  const log = session.log.value;
  const past = (session.record.value.timeline as { past: Step<unknown>[] }).past;
  const recent = useMemo(() => (open ? log.slice(-100).reverse() : []), [log, open]);
  return (
    <details class="log" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>Game log ({log.length})</summary>
      <ol class="plain-list" reversed>
        {recent.map((e, i) => {
          // A line whose step can still be undone, with later steps after it: the table can go back to just after it.
          const count = stepsAfter(past, e.at);
          return (
            <li key={log.length - i} class="log-line">
              <span>
                <time class="muted">{clockTime(e.at)}</time> {e.text}
              </span>
              {count !== null && count > 0 && (
                <button type="button" class="btn btn-text" disabled={!canPlay} onClick={() => ask({ at: e.at, text: e.text, count })}>
                  Undo to here
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {asked && (
        <ConfirmDialog
          title="Undo to here?"
          open={back !== null}
          confirmText={asked.count === 1 ? 'Undo 1 change' : `Undo ${asked.count} changes`}
          onCancel={() => setBack(null)}
          onConfirm={() => {
            act(() => session.undoTo(asked.at));
            setBack(null);
          }}
        >
          <p>
            The game goes back to just after “{asked.text}”: {asked.count === 1 ? 'the change after it is' : `the ${asked.count} changes after it are`} undone. Redo
            brings them back one by one.
          </p>
        </ConfirmDialog>
      )}
    </details>
  );
}

/** What the last undo or redo did, pinned with the status line and said to screen readers (and empty otherwise). */
function HistoryNoteLine({ session }: { session: GameSession<unknown, unknown> }) {
  const note = session.note.value;
  // A move made again after Undo says first that it is a second try and what the first was (the line is clamped to two rows).
  const text = note === null ? '' : note.kind === 'undid' ? `Undid: ${note.text}` : note.kind === 'redid' ? `Redid: ${note.text}` : `Again after Undo (was “${note.was}”): ${note.text}`;
  return (
    <p class={`pin-note${note?.kind === 'instead' ? ' pin-note-instead' : ''}`} role="status" data-testid="history-note">
      {text ? <span>{text}</span> : null}
    </p>
  );
}

/**
 * The pinned words: where the game stands and its numbers, with the save state. Its own component, so a tap
 * redraws this line, not the whole shell and the game's screen under it.
 */
function PinText({ def, session, id, shown }: { def: GameDef<unknown, unknown> | null; session: GameSession<unknown, unknown> | null; id: string | null; shown: boolean }) {
  const line = def && session && shown ? pinnedLine(def, session.state.value) : null;
  return (
    <div class="pin-text">
      <p class="pin-where" data-testid="pin-where">
        {line?.where || (session ? session.name.value : 'Game')}
      </p>
      <p class="pin-numbers">
        {line?.numbers && <span data-testid="pin-numbers">{line.numbers}</span>}
        {shown && <SaveIndicator id={id} />}
      </p>
    </div>
  );
}

/** Undo and Redo, pinned; disabled while another tab has the game. */
function UndoRedo({ session, canPlay }: { session: GameSession<unknown, unknown>; canPlay: boolean }) {
  return (
    <>
      <button type="button" class="btn btn-icon" aria-label="Undo" disabled={!canPlay || !session.canUndo.value} onClick={() => act(session.undo)}>
        ↶
      </button>
      <button type="button" class="btn btn-icon" aria-label="Redo" disabled={!canPlay || !session.canRedo.value} onClick={() => act(session.redo)}>
        ↷
      </button>
    </>
  );
}

/** The save state of a saved game, or what a new game's is until it starts. */
function SaveIndicator({ id }: { id: string | null }) {
  return id === null ? (
    <span class="save-state" data-state="draft" data-testid="save-state">
      Saved once it starts
    </span>
  ) : (
    <SaveState id={id} />
  );
}

/** The line pinned at the top of a game: where it stands and its numbers (the game's `pinned`, else its status). */
function pinnedLine(def: GameDef<unknown, unknown>, state: unknown): PinnedLine {
  try {
    if (def.pinned) return def.pinned(state);
    return { where: def.status?.(state) ?? '' };
  } catch {
    return { where: '' };
  }
}

function act(f: () => string | null): void {
  const err = f();
  if (err) showToast({ text: err });
}

/**
 * Whether this game's changes are on disk: "Saved"; "Saving…" (with how many changes are not
 * on disk yet when taps come faster than the disk); "Not saved" while the banner says why.
 */
function SaveState({ id }: { id: string }) {
  const unsaved = unsavedGames.value.get(id) ?? 0;
  const p = storageProblem.value;
  const state = p?.kind === 'unavailable' ? 'memory' : !unsaved ? 'saved' : p ? 'failed' : 'saving';
  const text = {
    saved: 'Saved',
    saving: unsaved > 1 ? `Saving ${unsaved} changes…` : 'Saving…',
    failed: unsaved > 1 ? `${unsaved} changes not saved` : 'Not saved',
    memory: 'This tab only',
  }[state];
  return (
    <span class="save-state" data-state={state} data-unsaved={unsaved} data-testid="save-state">
      {text}
    </span>
  );
}

/**
 * A saved game by its id, or a new one of `kind` from a home tile (`id` null) that is saved once it
 * starts: then `id` arrives and the same screen goes on with the same session (the App keeps its key).
 */
export function GameScreen({ id, kind }: { id: string | null; kind?: GameKind }) {
  const { game: fresh, draft } = useDraftGame(id === null ? (kind ?? null) : null);
  const saved = useOpenGame(id, draft);
  // The render in which a new game's id arrives, before the saved game has taken its session over.
  const handing = id !== null && saved.view.status === 'loading' && draft?.session.id === id;
  return <GameShell game={id === null || handing ? fresh : saved} id={id} />;
}

/** The shell around any open game: back, name, save state, undo/redo, the game's own screen, its log. */
function GameShell({ game, id }: { game: OpenGame; id: string | null }) {
  useEffect(() => (keepAwake.value ? takeWakeLock() : undefined), [keepAwake.value]);
  const { view, owner } = game;
  const opened = view.status === 'open' ? view : null;
  const session = opened?.session ?? null;
  const shown = opened && owner !== null;
  const canPlay = owner === true && !game.gone;
  const pin = usePinnedBar<HTMLDivElement>('top');
  return (
    <main class="screen" id="main">
      {/* Pinned while the page scrolls: back, where the game stands and its numbers, the save state, undo and redo. */}
      <div class="pin" data-pinned ref={pin}>
        <header class="top-bar pin-bar">
          <a class="btn btn-icon" href="#/" aria-label="Back to home">
            ←
          </a>
          <PinText def={opened?.module.def ?? null} session={session} id={id} shown={!!shown} />
          {session && <UndoRedo session={session} canPlay={canPlay} />}
        </header>
        {session ? <HistoryNoteLine session={session} /> : <p class="pin-note" role="status" data-testid="history-note" />}
        <PinnedToasts />
      </div>
      <h1 class="game-title">{session ? session.name.value : 'Game'}</h1>
      {view.status === 'error' && id !== null && storageNotAnswering() ? (
        // Storage never answered, so the app plays in memory: a saved game is not found there, yet it is not gone.
        <>
          <NotAnswering what="game" />
          <p>
            <a href="#/">Back to saved games</a>
          </p>
        </>
      ) : view.status === 'error' ? (
        <p class="error" role="alert">
          {view.error} <a href="#/">Back to saved games</a>
        </p>
      ) : !shown ? (
        <p class="muted">Opening…</p>
      ) : (
        <>
          {game.gone ? (
            <div class="banner banner-warn tab-bar" role="alert">
              <span>This game was deleted in another tab. What is on screen is not saved anywhere.</span>
              <button type="button" class="btn" onClick={game.saveAgain}>
                Save it again
              </button>
            </div>
          ) : (
            owner === false && (
              <div class="banner banner-info tab-bar" role="status">
                <span>This game is open in another tab. This tab follows it.</span>
                <button type="button" class="btn btn-primary" onClick={game.takeOver}>
                  Use it here
                </button>
              </div>
            )
          )}
          {game.notice && (
            <div class="banner banner-warn tab-bar" role="alert">
              <span>{game.notice}</span>
              <button type="button" class="btn" onClick={game.dismiss}>
                OK
              </button>
            </div>
          )}
          {/* A disabled fieldset disables every control of the game at once while another tab has it. */}
          <fieldset class="game-body" disabled={!canPlay}>
            {/* Every refusal on screen goes once a move of this game goes through, wherever it was made. */}
            <GameChanges.Provider value={opened.session.record}>
              <opened.module.Screen key={opened.session.id} session={opened.session} />
            </GameChanges.Provider>
          </fieldset>
          <a class="btn rules-link" href={`#/rules/${opened.session.kind}`}>
            Rules and the app's readings
          </a>
          <GameLog key={opened.session.id} session={opened.session} canPlay={canPlay} />
        </>
      )}
    </main>
  );
}
