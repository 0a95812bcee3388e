import { useEffect, useRef, useState } from 'preact/hooks';
import { type ScoreHandle, jobKey, knownScore, wantScore } from './client';
import type { ScoreJob, ScoreResult } from './score-job';

/** The results of scoring jobs, in order; undefined for each one still being scored. Jobs no longer asked for are dropped. */
export function useScores(jobs: readonly ScoreJob[]): Array<ScoreResult | undefined> {
  const key = jobs.map(jobKey).join('\n');
  const [, setTick] = useState(0);
  const held = useRef<ScoreHandle[]>([]);
  useEffect(() => {
    let live = true;
    const next = jobs.filter((job) => !knownScore(job)).map(wantScore);
    for (const h of next) void h.result.then(() => live && setTick((t) => t + 1));
    // Ask for the new jobs before letting go of the old ones: a job in both keeps running.
    const before = held.current;
    held.current = next;
    for (const h of before) h.release();
    return () => {
      live = false;
    };
  }, [key]);
  useEffect(
    () => () => {
      for (const h of held.current) h.release();
      held.current = [];
    },
    [],
  );
  return jobs.map((job) => knownScore(job));
}

/** True once `busy` has stayed true for `ms` milliseconds (to say a slow score is still coming). */
export function useTakingLong(busy: boolean, ms = 1500): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!busy) return;
    const t = setTimeout(() => setLong(true), ms);
    return () => clearTimeout(t);
  }, [busy, ms]);
  return busy && long;
}
