import { useEffect, useState } from 'preact/hooks';
import { storageProblem } from './library';
import { type Theme, keepAwake, theme } from './settings';

const THEMES: { value: Theme; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function useStorageInfo(): string {
  const [info, setInfo] = useState('Checking…');
  useEffect(() => {
    void (async () => {
      if (storageProblem.value?.kind === 'unavailable') return setInfo('Not available in this browser: games live in this tab only.');
      const persisted = await navigator.storage?.persisted?.().catch(() => false);
      const est = await navigator.storage?.estimate?.().catch(() => undefined);
      const used = est?.usage !== undefined ? ` Using ${(est.usage / 1024).toFixed(0)} KB.` : '';
      setInfo(
        persisted
          ? `Saved on this device; the browser has promised not to clear it.${used}`
          : `Saved on this device. The browser may clear it when space runs low, so export games you care about.${used}`,
      );
    })();
  }, []);
  return info;
}

/** Theme, screen wake, and what the app knows about its storage. */
export function Settings() {
  const storage = useStorageInfo();
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
      <section aria-labelledby="storage-h">
        <h2 id="storage-h">Storage</h2>
        <p>{storage}</p>
      </section>
      <p class="muted">Tablemate {__APP_VERSION__}. Works offline after the first visit.</p>
    </main>
  );
}
