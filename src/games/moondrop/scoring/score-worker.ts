// The scorer's Web Worker: rare sheets take 100-250 ms to score, which must not freeze the page.
import { type ScoreJob, type ScoreResult, runScoreJob } from './score-job';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (e: MessageEvent<{ id: number; job: ScoreJob }>) => void): void;
  postMessage(message: { id: number; result: ScoreResult }, transfer: Transferable[]): void;
};

scope.addEventListener('message', (e) => {
  const { id, job } = e.data;
  let result: ScoreResult;
  try {
    result = runScoreJob(job);
  } catch (err) {
    result = { error: `The scorer failed: ${err instanceof Error ? err.message : String(err)}` };
  }
  scope.postMessage({ id, result }, []);
});
