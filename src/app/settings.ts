import { effect, signal } from '@preact/signals';

/** The colour theme: follow the system, or a manual choice. */
export type Theme = 'system' | 'light' | 'dark';

const KEY = 'tablemate:settings';

interface Settings {
  theme: Theme;
  keepAwake: boolean;
}

function load(): Settings {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>;
    return {
      theme: s.theme === 'light' || s.theme === 'dark' ? s.theme : 'system',
      keepAwake: s.keepAwake !== false,
    };
  } catch {
    return { theme: 'system', keepAwake: true };
  }
}

const initial = load();
/** The chosen theme; applied to <html data-theme> at once. */
export const theme = signal<Theme>(initial.theme);
/** Keep the screen on while a game is open. */
export const keepAwake = signal<boolean>(initial.keepAwake);

/** Applies and remembers the settings whenever they change. */
export function startSettings(): void {
  effect(() => {
    const t = theme.value;
    const root = document.documentElement;
    if (t === 'system') delete root.dataset.theme;
    else root.dataset.theme = t;
    try {
      localStorage.setItem(KEY, JSON.stringify({ theme: t, keepAwake: keepAwake.value }));
    } catch {
      // Private modes may refuse localStorage; the settings still apply for this visit.
    }
  });
}
