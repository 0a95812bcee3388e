import { useState } from 'preact/hooks';
import type { GameSummary } from '../shared/storage/record';
import { relativeTime } from '../shared/ui/time';
import { ExportButtons, ImportButton } from './backup-ui';
import { lazyPart } from './lazy';
import { exportIsOld, lastExport } from './health';
import { GAMES, damaged, games, ready } from './library';
import { go } from './route';
import { storageNotAnswering } from './StorageBanner';

const titleOf = (kind: string) => GAMES.find((g) => g.kind === kind)?.title ?? kind;

function SavedGame({ game, now, onOptions }: { game: GameSummary; now: number; onOptions: () => void }) {
  return (
    <li class="game-row">
      <a class="game-open" href={`#/g/${encodeURIComponent(game.id)}`}>
        <strong>{game.name}</strong>
        {game.status && <span class="game-status">{game.status}</span>}
        <span class="muted">
          {titleOf(game.kind)} · <time dateTime={new Date(game.updatedAt).toISOString()}>{relativeTime(game.updatedAt, now)}</time>
        </span>
      </a>
      <button type="button" class="btn btn-icon" aria-label={`Options for ${game.name}`} onClick={onOptions}>
        ⋯
      </button>
    </li>
  );
}

// Shown only when needed: their code loads then (precached, so offline too).
const DamagedList = lazyPart(() => import('./DamagedList').then((m) => m.DamagedList));
const GameOptions = lazyPart(() => import('./GameOptions').then((m) => m.GameOptions));
const NotAnswering = lazyPart(() => import('./NotAnswering').then((m) => m.NotAnswering));

/** From this many saved games on, home offers a filter. */
const FILTER_FROM = 8;

// Every word of the filter appears in the game's name, its kind or where it stands.
function matches(g: GameSummary, words: string[]): boolean {
  const text = `${g.name} ${titleOf(g.kind)} ${g.status ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** When the games were last exported, as a reminder once that is long ago. */
function BackupAge({ count, now }: { count: number; now: number }) {
  const last = lastExport.value;
  const when = last === null ? 'never on this device' : relativeTime(last, now);
  return <p class={exportIsOld(count, now, last) ? 'note backup-age' : 'muted backup-age'}>Last exported: {when}.</p>;
}


/** Home: start a game, resume a saved one, back everything up. */
export function Home() {
  const [options, setOptions] = useState<GameSummary | null>(null);
  const [filter, setFilter] = useState('');
  const list = games.value;
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = list.length > FILTER_FROM && words.length ? list.filter((g) => matches(g, words)) : list;
  const now = Date.now();
  return (
    <main class="screen" id="main">
      <header class="top-bar">
        <h1>Tablemate</h1>
        <a class="btn btn-icon" href="#/settings" aria-label="Settings">
          <svg class="icon" aria-hidden="true" focusable="false">
            <use href="icons/games.svg#settings" />
          </svg>
        </a>
      </header>

      <section aria-labelledby="saved-h">
        <h2 id="saved-h">Saved games</h2>
        {!ready.value ? (
          <p class="muted">Loading saved games…</p>
        ) : list.length === 0 ? (
          // Storage that never answered has not said there are none: they are there, unread.
          storageNotAnswering() ? (
            <NotAnswering what="games" />
          ) : (
            <p class="muted">No saved games yet. Start one below.</p>
          )
        ) : (
          <>
            {storageNotAnswering() && <NotAnswering what="more games" />}
            {list.length > FILTER_FROM && (
              <label class="field">
                <span>Find a saved game</span>
                <input type="search" value={filter} placeholder="Name, game or where it stands" onInput={(e) => setFilter(e.currentTarget.value)} />
              </label>
            )}
            <ul class="game-list">
              {shown.map((g) => (
                <SavedGame key={g.id} game={g} now={now} onOptions={() => setOptions(g)} />
              ))}
            </ul>
            {shown.length === 0 && <p class="muted">No saved game matches “{filter.trim()}”.</p>}
          </>
        )}
      </section>

      <section aria-labelledby="new-h">
        <h2 id="new-h">New game</h2>
        <ul class="tiles">
          {GAMES.map((g) => (
            <li key={g.kind}>
              <button type="button" class="tile" onClick={() => go({ name: 'new', kind: g.kind })}>
                <svg class="tile-icon" aria-hidden="true" focusable="false">
                  <use href={`icons/games.svg#${g.icon}`} />
                </svg>
                <span class="tile-title">{g.title}</span>
                <span class="tile-blurb">{g.blurb}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="backup-h">
        <h2 id="backup-h">Backup</h2>
        <p class="muted">Games are saved on this device. Export them to keep a copy or move them to another phone.</p>
        {list.length > 0 && <BackupAge count={list.length} now={now} />}
        {list.length > 0 && <ExportButtons label="Export all games" />}
        <ImportButton />
      </section>

      {damaged.value.length > 0 && <DamagedList />}
      {options && <GameOptions game={options} onClose={() => setOptions(null)} />}
    </main>
  );
}
