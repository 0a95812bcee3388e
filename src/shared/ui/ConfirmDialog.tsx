import type { ComponentChildren } from 'preact';
import { Dialog } from './Dialog';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  title: string;
  open: boolean;
  /** What the move would do or throw away, in the players' words. */
  children: ComponentChildren;
  /** The button that makes the move, named after it (e.g. "Skip them: go to Flooding"). */
  confirmText: string;
  /** The button that keeps things as they are. */
  cancelText?: string;
  onConfirm: () => void;
  /** Closes without the move (Cancel, ✕, Escape or the backdrop). */
  onCancel: () => void;
}

/** Asks before a move that one stray tap should not make; the safe answer has the focus. */
export function ConfirmDialog({ title, open, children, confirmText, cancelText = 'Cancel', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} open={open} onClose={onCancel}>
      <div class="stack confirm">
        {children}
        <div class="button-row">
          {/* Focus starts on the safe answer, so Enter or Space pressed out of habit keeps things as they are. */}
          <button type="button" class="btn" autofocus onClick={onCancel}>
            {cancelText}
          </button>
          <button type="button" class="btn btn-danger" onClick={onConfirm}>
            {confirmText}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
