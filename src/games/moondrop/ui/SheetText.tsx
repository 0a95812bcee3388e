import { useState } from 'preact/hooks';
import { showToast } from '../../../shared/ui/toast';
import { linkFor } from '../engine/game';
import { tidyPaste } from '../engine/paste';
import type { CrisisId, GoalId } from '../engine/screens';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import type { MoveResult } from '../../../shared/refusal';

function copy(what: string, value: string): void {
  const done = () => showToast({ text: `${what} copied.` });
  const failed = () => showToast({ text: `${what} could not be copied here: select it and copy it by hand.` });
  if (!navigator.clipboard) return failed();
  navigator.clipboard.writeText(value).then(done, failed);
}


/** Props of SheetText. */
export interface SheetTextProps {
  text: string;
  name: string;
  crises: readonly CrisisId[];
  /** The crises in the order shuffled at the end, or null before the shuffle (the link says so). */
  order: readonly CrisisId[] | null;
  goals: readonly GoalId[];
  /** Pasted text replaces the sheet: its refusal, or null. */
  onImport: (text: string) => MoveResult;
}

/** The sheet as text (RULES.md §3) and as a share link; pasted sheet text replaces the sheet. */
export function SheetText({ text, name, crises, order, goals, onImport }: SheetTextProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useRefusal();
  const link = `${location.origin}${location.pathname}${linkFor(text, crises, goals, order)}`;
  const read = () => {
    const err = onImport(tidyPaste(draft));
    setError(err);
    if (!err) {
      setDraft('');
      showToast({ text: `${name}: the sheet was read from the text.` });
    }
  };
  const share = () => navigator.share({ title: `Moon Drop sheet: ${name}`, url: link }).catch(() => undefined);
  return (
    <details class="md-text">
      <summary>Sheet text and share link</summary>
      <div class="stack">
        <label class="field">
          <span>{name}: sheet text</span>
          <textarea readOnly value={text} rows={9} cols={9} spellcheck={false} class="md-textarea" />
        </label>
        <div class="button-row">
          <button type="button" class="btn" onClick={() => copy('The sheet text', text)}>
            Copy the text
          </button>
          <button type="button" class="btn" onClick={() => copy('The share link', link)}>
            Copy the share link
          </button>
          {typeof navigator.share === 'function' && (
            <button type="button" class="btn" onClick={share}>
              Share…
            </button>
          )}
        </div>
        <p>
          <a href={link}>Share link</a>: opens this sheet's score, with these cards, as a new saved game.
        </p>
        <label class="field">
          <span>Paste sheet text for {name}</span>
          <textarea
            value={draft}
            rows={9}
            spellcheck={false}
            class="md-textarea"
            aria-invalid={!!error}
            placeholder={'9 lines of 9: . C L H Q D R\n(lowercase = crossed out), or a share link'}
            onInput={(e) => setDraft(e.currentTarget.value)}
          />
        </label>
        <Problem text={error} />
        <button type="button" class="btn" disabled={!draft} onClick={read}>
          Use this text
        </button>
      </div>
    </details>
  );
}
