import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import './toast.css';

/** A short message at the bottom of the screen, with an optional action such as Undo. */
export interface ToastMessage {
  text: string;
  action?: { label: string; run: () => void };
  /** How long it stays, in ms. */
  ms?: number;
}

const current = signal<(ToastMessage & { key: number }) | null>(null);
let key = 0;

/** Shows a toast, replacing any on screen. */
export function showToast(t: ToastMessage): void {
  current.value = { ...t, key: ++key };
}

/** Hides the toast on screen. */
export function hideToast(): void {
  current.value = null;
}

/** The toast area; render once, in the shell. Announced politely to screen readers. */
export function Toaster() {
  const t = current.value;
  useEffect(() => {
    if (!t) return;
    const timer = setTimeout(() => {
      if (current.peek()?.key === t.key) current.value = null;
    }, t.ms ?? 6000);
    return () => clearTimeout(timer);
  }, [t]);
  return (
    <div class="toast-area" role="status" aria-live="polite">
      {t && (
        <div class="toast" key={t.key}>
          <span>{t.text}</span>
          {t.action && (
            <button
              type="button"
              class="btn btn-text"
              onClick={() => {
                t.action!.run();
                hideToast();
              }}
            >
              {t.action.label}
            </button>
          )}
          <button type="button" class="btn btn-icon" aria-label="Dismiss" onClick={hideToast}>
            ✕
          </button>
        </div>
      )}
    </div>
  );
}
