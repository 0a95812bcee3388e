// The page's side of the photo worker: one worker per photo, stopped when it answers, when the
// player cancels, or when it takes too long, so a stuck reading never holds the screen.
import type { PhotoReading, Pixels } from './read-job';

/** How long a reading may take before the screen gives up on it (a 12 MP photo takes about a second here). */
export const READ_TIMEOUT_MS = 30_000;

/** The message for a reading that took too long. */
export const TOO_SLOW = 'Reading the photo took too long. Try another photo, or transcribe the sheet by hand.';

/** The message for a worker that failed to start or crashed. */
export const WORKER_FAILED = 'The photo reader could not run here. Transcribe the sheet by hand.';

/** The part of a Worker this client uses (a fake one in tests). */
export interface ReaderWorker {
  postMessage(message: Pixels, transfer: Transferable[]): void;
  terminate(): void;
  addEventListener(type: 'message' | 'error', listener: (e: MessageEvent<PhotoReading>) => void): void;
}

/** Options of readInWorker. */
export interface ReadOptions {
  /** Aborting stops the worker; the promise then gives `{ error: 'Cancelled' }`. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Starts the worker (tests pass a fake); by default the one warmReader started, else a new one. */
  start?: () => ReaderWorker;
}

const startReader = (): ReaderWorker => new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' }) as ReaderWorker;

// A worker started ahead, while the player takes the photo: its script is fetched and compiled by
// then (60-200 ms saved on this machine). One that fails before it is used is dropped.
let spare: ReaderWorker | null = null;

/** Starts the worker the next reading will use, ahead of the photo (tests pass a fake `start`). */
export function warmReader(start: () => ReaderWorker = startReader): void {
  if (spare) return;
  try {
    const w = start();
    w.addEventListener('error', () => {
      if (spare !== w) return;
      spare = null;
      w.terminate();
    });
    spare = w;
  } catch {
    spare = null;
  }
}

/** Stops the worker started ahead (the photo screen goes). */
export function coolReader(): void {
  spare?.terminate();
  spare = null;
}

/** The worker started ahead, else a new one. */
function takeReader(): ReaderWorker {
  const w = spare;
  spare = null;
  return w ?? startReader();
}

/** Reads pixels in a fresh worker. Their buffer is transferred (the caller's copy is emptied). Never rejects. */
export function readInWorker(pixels: Pixels, { signal, timeoutMs = READ_TIMEOUT_MS, start = takeReader }: ReadOptions = {}): Promise<PhotoReading> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ error: 'Cancelled' });
    let worker: ReaderWorker | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (r: PhotoReading) => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      worker?.terminate();
      worker = null;
      resolve(r);
    };
    const cancel = () => done({ error: 'Cancelled' });
    try {
      worker = start();
    } catch {
      return done({ error: WORKER_FAILED });
    }
    worker.addEventListener('message', (e) => done(e.data));
    worker.addEventListener('error', () => done({ error: WORKER_FAILED }));
    signal?.addEventListener('abort', cancel);
    timer = setTimeout(() => done({ error: TOO_SLOW }), timeoutMs);
    worker.postMessage(pixels, [pixels.data.buffer]);
  });
}
