import type { ScoreJob, ScoreResult } from './score-job';

// One job at a time goes to the worker; the rest wait here, so that a job nobody wants any
// more (a sheet painted over, a screen left) is dropped, and one already running is stopped
// by restarting the worker: a rare slow sheet never holds up the sheet on screen.
type Entry = { key: string; job: ScoreJob; wanted: number; resolve: Array<(r: ScoreResult) => void> };

/** A request for a score: its result, and release() when the caller no longer needs it. */
export interface ScoreHandle {
  result: Promise<ScoreResult>;
  release: () => void;
}

const KEEP = 60;
const done = new Map<string, ScoreResult>();
const queue: Entry[] = [];
const entries = new Map<string, Entry>();
let running: { entry: Entry; id: number; onPage: boolean } | null = null;
let worker: Worker | null | undefined;
let nextId = 1;

/** A job's cache key. */
export const jobKey = (job: ScoreJob) => JSON.stringify(job);

/** A job's result if it is already known (no waiting), else undefined. */
export function knownScore(job: ScoreJob): ScoreResult | undefined {
  return done.get(jobKey(job));
}

function finish(entry: Entry, result: ScoreResult): void {
  done.set(entry.key, result);
  if (done.size > KEEP) done.delete(done.keys().next().value!);
  entries.delete(entry.key);
  if (running?.entry === entry) running = null;
  for (const resolve of entry.resolve) resolve(result);
  pump();
}

// Without a Worker (or when it fails), score on the page: the engine is its own chunk.
function runOnPage(entry: Entry): void {
  running = { entry, id: 0, onPage: true };
  void import('./score-job').then((m) => finish(entry, m.runScoreJob(entry.job)));
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const w = new Worker(new URL('./score-worker.ts', import.meta.url), { type: 'module' });
    w.addEventListener('message', (e: MessageEvent<{ id: number; result: ScoreResult }>) => {
      if (worker === w && running && running.id === e.data.id) finish(running.entry, e.data.result);
    });
    w.addEventListener('error', () => {
      w.terminate();
      if (worker !== w) return;
      worker = null;
      if (running && !running.onPage) runOnPage(running.entry);
    });
    worker = w;
  } catch {
    worker = null;
  }
  return worker;
}

function pump(): void {
  if (running) return;
  const entry = queue.shift();
  if (!entry) return;
  const w = startWorker();
  if (!w) return runOnPage(entry);
  running = { entry, id: nextId++, onPage: false };
  w.postMessage({ id: running.id, job: entry.job }, []);
}

function release(entry: Entry): void {
  if (--entry.wanted > 0 || done.has(entry.key)) return;
  entries.delete(entry.key);
  const at = queue.indexOf(entry);
  if (at >= 0) return void queue.splice(at, 1);
  // Running in the worker: stop it there and go on with the next job in a fresh worker.
  if (running?.entry === entry && !running.onPage) {
    worker?.terminate();
    worker = undefined;
    running = null;
    pump();
  }
}

/** Asks for a job's score off the page's thread (a Web Worker), once per distinct job however many ask. */
export function wantScore(job: ScoreJob): ScoreHandle {
  const key = jobKey(job);
  const known = done.get(key);
  if (known) return { result: Promise.resolve(known), release: () => {} };
  let entry = entries.get(key);
  if (!entry) {
    entry = { key, job, wanted: 0, resolve: [] };
    entries.set(key, entry);
    queue.push(entry);
  }
  const mine = entry;
  mine.wanted++;
  const result = new Promise<ScoreResult>((resolve) => mine.resolve.push(resolve));
  pump();
  let released = false;
  return {
    result,
    release: () => {
      if (!released) release(mine);
      released = true;
    },
  };
}
