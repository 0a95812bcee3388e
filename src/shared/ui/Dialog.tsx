import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import './Dialog.css';

/** Props of Dialog. */
export interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ComponentChildren;
}

/** A modal dialog on the native <dialog> element: focus trap, Escape and backdrop for free. */
export function Dialog({ title, open, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const titleId = `dlg-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <dialog ref={ref} class="dialog" aria-labelledby={titleId} onClose={onClose}>
      {open && (
        <>
          <header class="dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" class="btn btn-icon" aria-label="Close" onClick={onClose}>
              ✕
            </button>
          </header>
          {children}
        </>
      )}
    </dialog>
  );
}
