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
// How many pinned lines (a game screen's) are on show: toasts then sit in the pinned line, never over a control.
const pinnedHosts = signal(0);

/** Shows a toast, replacing any on screen. */
export function showToast(t: ToastMessage): void {
  current.value = { ...t, key: ++key };
}

/** Hides the toast on screen. */
export function hideToast(): void {
  current.value = null;
}

/** The toast on show with its close timer and buttons; `area` is where it sits. */
function ToastView({ area }: { area: string }) {
  const t = current.value;
  useEffect(() => {
    if (!t) return;
    const timer = setTimeout(() => {
      if (current.peek()?.key === t.key) current.value = null;
    }, t.ms ?? 6000);
    return () => clearTimeout(timer);
  }, [t]);
  return (
    <div class={area} role="status" aria-live="polite">
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

/** The toast area; render once, in the shell. Announced politely to screen readers. At the foot of the screen, except where a pinned line holds them. */
export function Toaster() {
  return pinnedHosts.value > 0 ? null : <ToastView area="toast-area" />;
}

/** Toasts inside a pinned line (a game screen's): part of the line, so a toast never lies over a control. */
export function PinnedToasts() {
  useEffect(() => {
    pinnedHosts.value++;
    return () => {
      pinnedHosts.value--;
    };
  }, []);
  return <ToastView area="toast-pinned" />;
}
