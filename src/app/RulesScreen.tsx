import { useEffect, useState } from 'preact/hooks';
import { gameEntry, type GameKind } from '../games/registry';
import { reveal } from '../shared/ui/reveal';
import type { GameGuide } from '../games/types';

/**
 * A game's Rules screen in the app's own words: setup, the turn, what the app does, and every reading of a
 * gap in the rule text with one line of why. Loaded when first shown (precached, so it works offline);
 * `entry` scrolls to one reading and marks it.
 */
export function RulesScreen({ kind, entry }: { kind: GameKind; entry?: string }) {
  const game = gameEntry(kind);
  const [guide, setGuide] = useState<GameGuide | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    game?.guide().then(
      (m) => live && setGuide(m.default),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  useEffect(() => {
    if (!guide || !entry) return;
    // The reading asked for is what this screen opened for: in view below any bar, and focused.
    const el = document.getElementById(`r-${entry}`);
    reveal(el, el, entry);
  }, [guide, entry]);
  const title = game?.title ?? kind;
  return (
    <main class="screen rules" id="main">
      <header class="top-bar">
        <button type="button" class="btn btn-icon" aria-label="Back" onClick={() => (history.length > 1 ? history.back() : (location.hash = '#/'))}>
          ←
        </button>
        <h1>Rules: {title}</h1>
      </header>
      {failed && (
        <p class="error" role="alert">
          The rules could not be loaded. Check the connection and try again.
        </p>
      )}
      {!guide && !failed && <p class="muted">Opening…</p>}
      {guide && (
        <>
          <p class="muted">In the app's own words. Where the rule text leaves a gap, the app's reading is listed at the end, with why.</p>
          <section aria-labelledby="rules-setup">
            <h2 id="rules-setup">Setup</h2>
            <ul class="rules-list">
              {guide.setup.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="rules-turn">
            <h2 id="rules-turn">How play goes</h2>
            <ul class="rules-list">
              {guide.turn.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="rules-app">
            <h2 id="rules-app">What the app does for you</h2>
            <ul class="rules-list">
              {guide.app.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="rules-readings">
            <h2 id="rules-readings">The app's readings</h2>
            {guide.readings.length === 0 ? (
              <p class="muted">None: the app follows the text as written.</p>
            ) : (
              <dl class="readings-list">
                {guide.readings.map((r) => (
                  <div key={r.id} id={`r-${r.id}`} tabIndex={-1} class={r.id === entry ? 'reading-entry current' : 'reading-entry'}>
                    <dt>{r.title}</dt>
                    <dd>{r.why}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        </>
      )}
    </main>
  );
}
