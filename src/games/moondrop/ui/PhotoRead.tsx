import { useEffect, useRef, useState } from 'preact/hooks';
import type { Cell, Module } from '../engine/types';
import { openPhoto } from '../photo/decode';
import { UNSURE_BELOW, cellsToCheck, checkCountText, readCellText } from '../photo/marks';
import type { PhotoReading } from '../photo/read-job';
import { coolReader, readInWorker, warmReader } from '../photo/reader';
import { PhotoOverlay } from './PhotoOverlay';
import { sheetOf } from './sheet-of';

type Read = Extract<PhotoReading, { text: string }>;
type Stage =
  | { at: 'pick' }
  | { at: 'busy'; what: string }
  | { at: 'failed'; error: string }
  | { at: 'read'; bitmap: ImageBitmap; reading: Read; check: Cell[]; seconds: [number, number] };

/** Props of PhotoRead. */
export interface PhotoReadProps {
  /** Whose sheet the photo is of. */
  name: string;
  /** The reading is taken: the text, the cells to check, and whether to fix it first (else straight to the score). */
  onUse: (text: string, check: Cell[], fix: boolean) => void;
  /** To the hand transcription. */
  onHand: () => void;
  /** The engine's MODULE_NAMES (passed in: see photo/marks.ts). */
  names: Readonly<Record<Module, string>>;
}

const secs = (ms: number) => (ms / 1000).toFixed(1);

/** A paper sheet from a photo: take or pick one, it is read on the device, the reading drawn over it; then fix and score. */
export function PhotoRead({ name, onUse, onHand, names }: PhotoReadProps) {
  const [stage, setStage] = useState<Stage>({ at: 'pick' });
  const [shown, setShown] = useState(true);
  const stop = useRef<AbortController | null>(null);
  // The bitmap on show is closed when another replaces it or the screen goes.
  const bitmap = stage.at === 'read' ? stage.bitmap : null;
  useEffect(() => () => bitmap?.close(), [bitmap]);
  useEffect(() => {
    warmReader();
    return () => {
      stop.current?.abort();
      coolReader();
    };
  }, []);

  const read = async (file: File) => {
    stop.current?.abort();
    const mine = new AbortController();
    stop.current = mine;
    setStage({ at: 'busy', what: 'Opening the photo…' });
    const t0 = performance.now();
    const photo = await openPhoto(file);
    if (mine.signal.aborted) return void ('bitmap' in photo && photo.bitmap.close());
    if ('error' in photo) return setStage({ at: 'failed', error: photo.error });
    setStage({ at: 'busy', what: 'Finding the grid and reading the 81 cells…' });
    const t1 = performance.now();
    const reading = await readInWorker(photo.pixels, { signal: mine.signal });
    // A worker ready for the next photo (not after Cancel or leaving: then nothing may be left running).
    if (!mine.signal.aborted) warmReader();
    if (mine.signal.aborted || 'error' in reading) photo.bitmap.close();
    if (mine.signal.aborted) return;
    if ('error' in reading) return setStage({ at: 'failed', error: reading.error });
    const t2 = performance.now();
    // For the bench and the curious: decode and scale, then the reading (DevTools' Performance panel shows them).
    performance.measure('moondrop-photo-open', { start: t0, end: t1 });
    performance.measure('moondrop-photo-read', { start: t1, end: t2 });
    const check = cellsToCheck(reading.confidence);
    setStage({ at: 'read', bitmap: photo.bitmap, reading, check, seconds: [t1 - t0, t2 - t1] });
  };
  const pick = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    // Cleared, so that the same file picked again is read again.
    input.value = '';
    if (file) void read(file);
  };
  const cancel = () => {
    stop.current?.abort();
    setStage({ at: 'pick' });
  };
  const busy = stage.at === 'busy';
  const done = stage.at === 'read';
  // Above everything until a photo is read; then below the reading, to try another.
  const inputs = (
    <div class="button-row">
      <label class={`btn md-file${done ? '' : ' btn-primary'}`} aria-disabled={busy}>
        <input type="file" accept="image/*" capture="environment" disabled={busy} onChange={pick} />
        {done ? 'Take another photo' : 'Take a photo'}
      </label>
      <label class="btn md-file" aria-disabled={busy}>
        <input type="file" accept="image/*" disabled={busy} onChange={pick} />
        {done ? 'Pick another' : 'Pick a photo'}
      </label>
    </div>
  );
  return (
    <div class="stack md-photo">
      {!done && (
        <p class="muted">
          One photo of the whole sheet, from above, in good light, the grid filling most of the frame. It is read on this device: nothing is sent
          anywhere.
        </p>
      )}
      {!done && inputs}
      {busy && (
        <div class="md-photo-busy">
          <p role="status" class="note" data-testid="photo-status">
            {stage.what}
          </p>
          <button type="button" class="btn" onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
      {stage.at === 'failed' && (
        <div role="alert" class="stack">
          <p class="error" data-testid="photo-error">
            {stage.error}
          </p>
          <button type="button" class="btn" onClick={onHand}>
            Transcribe the sheet by hand
          </button>
        </div>
      )}
      {stage.at === 'read' && (
        <section class="stack" aria-labelledby="md-photo-read-h">
          <h4 id="md-photo-read-h">What was read on {sheetOf(name)}</h4>
          <PhotoOverlay bitmap={stage.bitmap} text={stage.reading.text} lattice={stage.reading.lattice} check={stage.check} shown={shown} />
          <label class="choice">
            <input type="checkbox" checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} />
            Show the reading over the photo
          </label>
          <p class="muted">
            Letters: C Corridor, L Life Support, H Hydroponics, Q Quarters, D Dock, R Research. A ring and a ? mark a cell read with less than{' '}
            {Math.round(UNSURE_BELOW * 100)}% certainty. Read in {secs(stage.seconds[0] + stage.seconds[1])} s on this device.
          </p>
          <p class="note" role="status" data-testid="photo-check-count">
            {checkCountText(stage.check.length)}
          </p>
          {stage.check.length > 0 && (
            <ul class="md-photo-checks">
              {stage.check.map((c) => (
                <li key={`${c.row} ${c.col}`}>{readCellText(stage.reading.text, c, names)}?</li>
              ))}
            </ul>
          )}
          <div class="button-row">
            <button type="button" class="btn btn-primary" onClick={() => onUse(stage.reading.text, stage.check, true)}>
              Fix and score
            </button>
            <button type="button" class="btn" onClick={() => onUse(stage.reading.text, stage.check, false)}>
              Score as read
            </button>
          </div>
          {inputs}
        </section>
      )}
      {stage.at !== 'failed' && (
        <button type="button" class="btn btn-text" onClick={onHand}>
          Transcribe by hand instead
        </button>
      )}
    </div>
  );
}
