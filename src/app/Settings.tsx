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
      <StorageHealth />
      <p class="muted">Tablemate {__APP_VERSION__}. Works offline after the first visit.</p>
    </main>
  );
}
