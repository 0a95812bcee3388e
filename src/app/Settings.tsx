import { forgetRegular, roster } from '../shared/roster';
import { StorageHealth } from './StorageHealth';
import { type Theme, keepAwake, theme } from './settings';

const THEMES: { value: Theme; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Theme, screen wake, and the health of the app's storage. */
export function Settings() {
  return (
    <main class="screen" id="main">
      <header class="top-bar">
        <a class="btn btn-icon" href="#/" aria-label="Back to home">
          ←
        </a>
        <h1>Settings</h1>
      </header>
      <fieldset class="stack">
        <legend>Theme</legend>
        {THEMES.map((t) => (
          <label class="choice" key={t.value}>
            <input type="radio" name="theme" value={t.value} checked={theme.value === t.value} onChange={() => (theme.value = t.value)} />
            {t.label}
          </label>
        ))}
      </fieldset>
      <fieldset class="stack">
        <legend>At the table</legend>
        <label class="choice">
          <input type="checkbox" checked={keepAwake.value} onChange={(e) => (keepAwake.value = e.currentTarget.checked)} />
          Keep the screen on while a game is open
        </label>
      </fieldset>
      <section aria-labelledby="regulars-h" class="stack">
        <h2 id="regulars-h">Regular players</h2>
        {roster.value.length === 0 ? (
          <p class="muted">Players of the games you start are remembered here and offered at the next setup.</p>
        ) : (
          <ul class="plain-list stack">
            {roster.value.map((r) => (
              <li key={r.name} class="regular-row" style={{ borderLeftColor: r.colour }}>
                <span>{r.name}</span>
                <button type="button" class="btn" onClick={() => forgetRegular(r.name)}>
                  Forget {r.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <StorageHealth />
      <p class="muted">Tablemate {__APP_VERSION__}. Works offline after the first visit.</p>
    </main>
  );
}
