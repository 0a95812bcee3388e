import { type ComponentType, h } from 'preact';
import { useState } from 'preact/hooks';
import { Problem } from '../ui/Problem';
import type { Fitted } from './fit';

/** What a code hands over: the dialog's title, what the receiving phone gets, and the link made to fit (null: too large). */
export interface QrContent {
  title: string;
  what: string;
  fitted: Fitted | null;
}

type DialogProps = { title: string; what: string; fitted: Fitted; onClose: () => void };

/** The app's address (origin and path), which a link to hand a game over starts with. */
export const appBase = (): string => `${location.origin}${location.pathname}`;

/**
 * "Show QR code": makes the link when tapped, then shows it as a code. The QR encoder and the dialog load
 * only then, so no screen carries them until a code is shown.
 */
export function QrButton({ make, label = 'Show QR code' }: { make: () => Promise<QrContent>; label?: string }) {
  const [shown, setShown] = useState<{ content: QrContent & { fitted: Fitted }; View: ComponentType<DialogProps> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    setError(null);
    try {
      const [content, { QrDialog }] = await Promise.all([make(), import('./QrDialog')]);
      const { fitted } = content;
      if (!fitted) setError('Too large for one QR code, even without its undo history and log: send it as a file instead (Export).');
      else setShown({ content: { ...content, fitted }, View: QrDialog });
    } catch {
      setError('The QR code could not be made here.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class="btn" onClick={() => void show()} disabled={busy}>
        {label}
      </button>
      <Problem text={error} />
      {shown && h(shown.View, { ...shown.content, onClose: () => setShown(null) })}
    </>
  );
}
