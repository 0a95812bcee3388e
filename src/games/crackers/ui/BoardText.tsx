import type { VNode } from 'preact';
import { useState } from 'preact/hooks';
import { showToast } from '../../../shared/ui/toast';
import { fromLink, linkFor } from '../engine/game';
import type { CrackersModel } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

// A code that cannot be made (its chunk not loaded, offline before the first full visit) says so.
const qrFailed = () => showToast({ text: 'The QR code could not be shown here.' });

function copy(what: string, value: string): void {
  const done = () => showToast({ text: `${what} copied.` });
  const failed = () => showToast({ text: `${what} could not be copied here: select it and copy it by hand.` });
  if (!navigator.clipboard) return failed();
  navigator.clipboard.writeText(value).then(done, failed);
}

/** The dialog with the code that hands this board over: on the other phone, the water calculator on it (as the share link gives). */
async function boardCode(text: string, onClose: () => void): Promise<VNode> {
  const { qrDialog, stateRecord } = await import('../../../shared/transfer/show-qr');
  // Read back as the share link is, so the other phone gets what the link would give.
  const doc = fromLink((name) => (name === 'board' ? text.split('\n').join('/') : null));
  const record = 'error' in doc ? undefined : stateRecord('crackers', 'Captain Crackers board', doc, 1, Date.now());
  return qrDialog({ title: 'QR code: this board', what: 'this board (in the water calculator)', record }, onClose);
}

/** The board as text (RULES.md §4) and as a share link; with `canImport`, pasted text replaces the board. */
export function BoardText({ model, canImport }: { model: CrackersModel; canImport?: boolean }) {
  const text = model.text.value;
  const [draft, setDraft] = useState('');
  const [qr, setQr] = useState<VNode | null>(null);
  const [error, setError] = useRefusal();
  const link = `${location.origin}${location.pathname}${linkFor(text)}`;
  const read = () => {
    const err = model.importText(draft);
    setError(err);
    if (!err) {
      setDraft('');
      showToast({ text: 'The board was read from the text.' });
    }
  };
  return (
    <details class="cr-text">
      <summary>Board text, share link and QR code</summary>
      <div class="stack">
        <label class="field">
          <span>This board as text</span>
          <textarea readOnly value={text} rows={model.board.value.height} spellcheck={false} />
        </label>
        <div class="button-row">
          <button type="button" class="btn" onClick={() => copy('The board text', text)}>
            Copy the text
          </button>
          <button type="button" class="btn" onClick={() => copy('The share link', link)}>
            Copy the share link
          </button>
          <button type="button" class="btn" onClick={() => boardCode(text, () => setQr(null)).then(setQr, qrFailed)}>
            Show QR code
          </button>
          {qr}
        </div>
        <p class="cr-link">
          <a href={link}>Share link</a>: opens the water calculator on this board, as a new saved game.
        </p>
        {canImport && (
          <>
            <label class="field">
              <span>Paste a board's text to use it here</span>
              <textarea
                value={draft}
                rows={4}
                spellcheck={false}
                aria-invalid={!!error}
                onInput={(e) => setDraft(e.currentTarget.value)}
                placeholder="00 00 30 02L 00P"
              />
            </label>
            <Problem text={error} />
            <button type="button" class="btn" disabled={!draft} onClick={read}>
              Use this text
            </button>
          </>
        )}
      </div>
    </details>
  );
}
