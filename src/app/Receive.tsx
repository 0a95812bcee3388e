import { useEffect, useState } from 'preact/hooks';
import type { GameKind } from '../games/registry';
import { hideToast, showToast } from '../shared/ui/toast';
import { linkShapeProblem, unpackGame } from '../shared/transfer/link-form';
import { type ImportResult, importBackup, ready, settleImport } from './library';
import { checkRecord } from './validate';
import { hashFor, route } from './route';

type Received = ImportResult & { ok: true };

/** Reads a `#/<kind>/receive?g=…` link with the backup import's checks and adds its game (once). Never throws. */
export async function receiveLink(kind: GameKind, query: string): Promise<ImportResult> {
  const unpacked = await unpackGame(new URLSearchParams(query).get('g'));
  if (!unpacked.ok) return unpacked;
  const shape = linkShapeProblem(unpacked.text, kind);
  if (shape) return { ok: false, error: shape };
  return importBackup(unpacked.text, checkRecord, 'link');
}

function openGame(id: string): void {
  // The link leaves the history, so Back does not receive the game again.
  const game = { name: 'game', id } as const;
  history.replaceState(null, '', hashFor(game));
  route.value = game;
}

/**
 * A game handed over by a link (a QR code): added and opened; one already here as it is, or here with more
 * of its past, is not added again; one here with less of its past takes the link's fuller copy and opens;
 * another version asks, saying which copy is newer and what differs.
 */
export function Receive({ kind, query }: { kind: GameKind; query: string }) {
  const [result, setResult] = useState<Received | { ok: false; error: string } | null>(null);
  const isReady = ready.value;
  useEffect(() => {
    if (!isReady) return;
    let live = true;
    receiveLink(kind, query).then(
      (r) => {
        if (!live) return;
        const filled = r.ok ? r.fuller[0] : undefined;
        if (filled) {
          showToast({ text: `“${filled.here.name}” was on this phone with less history: it now has the link's copy, with ${filled.said}.` });
          return openGame(filled.here.id);
        }
        const added = r.ok ? r.records[0] : undefined;
        if (!added) {
          // This screen now says what happened: a toast from an earlier link would contradict it.
          hideToast();
          return setResult(r);
        }
        showToast({ text: `“${added.name}” was added to this phone's saved games.` });
        openGame(added.id);
      },
      () => live && setResult({ ok: false, error: 'The game could not be saved on this device.' }),
    );
    return () => {
      live = false;
    };
  }, [isReady, kind, query]);
  const settle = async (r: Received, choice: 'replace' | 'both') => {
    const [done] = await settleImport(r.differ, choice);
    if (done) openGame(done.id);
  };
  const same = result?.ok ? result.same[0] : undefined;
  const kept = result?.ok ? result.lesser[0] : undefined;
  const differ = result?.ok ? result.differ[0] : undefined;
  return (
    <main class="screen" id="main">
      <header class="top-bar">
        <a class="btn btn-icon" href="#/" aria-label="Back to home">
          ←
        </a>
        <h1 class="grow">Receive a game</h1>
      </header>
      {!result && <p class="muted">Reading the link…</p>}
      {result && !result.ok && (
        <p class="error" role="alert">
          This link cannot be opened. {result.error} Nothing was stored. <a href="#/">Go to the saved games</a>
        </p>
      )}
      {same && (
        <p class="note" role="status">
          “{same.name}” is already on this phone as it is: nothing was added. <a href={hashFor({ name: 'game', id: same.id })}>Open it</a>
        </p>
      )}
      {kept && (
        <p class="note" role="status">
          “{kept.here.name}” is already on this phone with more history than the link carries ({kept.said}): nothing was added.{' '}
          <a href={hashFor({ name: 'game', id: kept.here.id })}>Open it</a>
        </p>
      )}
      {differ && result?.ok && (
        <div class="stack" role="group" aria-labelledby="receive-differ-h" aria-describedby="receive-differ-copies">
          <p id="receive-differ-h">
            “{differ.here.name}” is already on this phone in another version. Replace it with the link's version, or keep both?
          </p>
          <p id="receive-differ-copies" data-testid="differ-copies">
            {differ.said}
          </p>
          <div class="button-row">
            <button type="button" class="btn" onClick={() => void settle(result, 'replace')}>
              Replace with the link's
            </button>
            <button type="button" class="btn" onClick={() => void settle(result, 'both')}>
              Keep both
            </button>
          </div>
        </div>
      )}
    </main>
  );
}
