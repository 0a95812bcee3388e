import type { ScoreJob, ScoreResult } from './score-job';

type Waiting = { job: ScoreJob; resolve: (r: ScoreResult) => void };

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();
const done = new Map<string, ScoreResult>();
const running = new Map<string, Promise<ScoreResult>>();
const KEEP = 60;

/** A job's cache key. */
export const jobKey = (job: ScoreJob) => JSON.stringify(job);

// Without a Worker (or when it fails to start), score on the page: the engine is its own chunk.
function onPage(job: ScoreJob): Promise<ScoreResult> {
  return import('./score-job').then((m) => m.runScoreJob(job));
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const w = new Worker(new URL('./score-worker.ts', import.meta.url), { type: 'module' });
    w.addEventListener('message', (e: MessageEvent<{ id: number; result: ScoreResult }>) => {
      const entry = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      entry?.resolve(e.data.result);
    });
    w.addEventListener('error', () => {
      w.terminate();
      worker = null;
      const left = [...waiting.values()];
      waiting.clear();
      for (const { job, resolve } of left) void onPage(job).then(resolve);
    });
    worker = w;
  } catch {
    worker = null;
  }
  return worker;
}

function remember(key: string, result: ScoreResult): void {
  done.set(key, result);
  if (done.size > KEEP) done.delete(done.keys().next().value!);
}

/** A job's result if it is already known (no waiting), else undefined. */
export function knownScore(job: ScoreJob): ScoreResult | undefined {
  return done.get(jobKey(job));
}

/** Scores off the page's thread (a Web Worker), once per distinct job. */
export function scoreInBackground(job: ScoreJob): Promise<ScoreResult> {
  const key = jobKey(job);
  const known = done.get(key);
  if (known) return Promise.resolve(known);
  const inFlight = running.get(key);
  if (inFlight) return inFlight;
  const w = startWorker();
  const promise = (
    w
      ? new Promise<ScoreResult>((resolve) => {
          const id = nextId++;
          waiting.set(id, { job, resolve });
          w.postMessage({ id, job }, []);
        })
      : onPage(job)
  ).then((result) => {
    running.delete(key);
    remember(key, result);
    return result;
  });
  running.set(key, promise);
  return promise;
}
