import { useEffect, useState } from 'preact/hooks';
import { jobKey, knownScore, scoreInBackground } from '../score-client';
import type { ScoreJob, ScoreResult } from '../score-job';

/** The results of scoring jobs, in order; undefined for each one still being scored. */
export function useScores(jobs: readonly ScoreJob[]): Array<ScoreResult | undefined> {
  const keys = jobs.map(jobKey);
  const key = keys.join('\n');
  const [, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    for (const job of jobs) {
      if (!knownScore(job)) void scoreInBackground(job).then(() => live && setTick((t) => t + 1));
    }
    return () => {
      live = false;
    };
  }, [key]);
  return jobs.map((job) => knownScore(job));
}
