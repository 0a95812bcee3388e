import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScoreJob, ScoreResult } from './score-job';

// A stand-in for the browser's Worker: records what the page posts, answers when told.
class FakeWorker {
  static all: FakeWorker[] = [];
  posted: Array<{ id: number; job: ScoreJob }> = [];
  terminated = false;
  private listeners: Record<string, Array<(e: unknown) => void>> = {};
  constructor() {
    FakeWorker.all.push(this);
  }
  addEventListener(type: string, f: (e: unknown) => void) {
    (this.listeners[type] ??= []).push(f);
  }
  postMessage(message: { id: number; job: ScoreJob }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the last job posted. */
  reply(result: ScoreResult) {
    const { id } = this.posted[this.posted.length - 1]!;
    for (const f of this.listeners.message ?? []) f({ data: { id, result } });
  }
  fail() {
    for (const f of this.listeners.error ?? []) f({});
  }
}

const EMPTY = Array(9).fill('.........').join('\n');
const job = (sheet: string): ScoreJob => ({ kind: 'best', sheet, crises: [], goals: ['research'] });
const A = job(EMPTY);
const B = job(EMPTY.replace('.', 'R'));
const answer = (total: number) => ({ error: `total ${total}` });
const client = () => import('./client');

beforeEach(() => {
  vi.resetModules();
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('the scoring client', () => {
  it('scores a job once however many ask, and remembers it', async () => {
    const { wantScore, knownScore } = await client();
    const [one, two] = [wantScore(A), wantScore(A)];
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.all[0]!.posted.map((m) => m.job)).toEqual([A]);
    FakeWorker.all[0]!.reply(answer(1));
    expect(await one.result).toEqual(answer(1));
    expect(await two.result).toEqual(answer(1));
    expect(knownScore(A)).toEqual(answer(1));
  });

  it('sends one job at a time, the next when the last is answered', async () => {
    const { wantScore } = await client();
    const b = wantScore(A);
    wantScore(B);
    const w = FakeWorker.all[0]!;
    expect(w.posted.map((m) => m.job)).toEqual([A]);
    w.reply(answer(1));
    await b.result;
    expect(w.posted.map((m) => m.job)).toEqual([A, B]);
  });

  it('drops a waiting job nobody wants any more', async () => {
    const { wantScore } = await client();
    wantScore(A);
    wantScore(B).release();
    const w = FakeWorker.all[0]!;
    w.reply(answer(1));
    await Promise.resolve();
    expect(w.posted.map((m) => m.job)).toEqual([A]);
  });

  it('stops a running job nobody wants any more, and goes on in a fresh worker', async () => {
    const { wantScore } = await client();
    const slow = wantScore(A);
    const other = wantScore(A);
    const next = wantScore(B);
    slow.release();
    expect(FakeWorker.all[0]!.terminated).toBe(false);
    other.release();
    expect(FakeWorker.all[0]!.terminated).toBe(true);
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all[1]!.posted.map((m) => m.job)).toEqual([B]);
    FakeWorker.all[1]!.reply(answer(2));
    expect(await next.result).toEqual(answer(2));
  });

  it('scores on the page when the worker fails, or when there are no workers', async () => {
    const { wantScore } = await client();
    const a = wantScore(A);
    FakeWorker.all[0]!.fail();
    const result = await a.result;
    expect('score' in result && result.score.total).toBe(0);
    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
    const fresh = await client();
    const b = await fresh.wantScore(B).result;
    expect('score' in b && b.score.total).toBe(0);
    expect(FakeWorker.all).toHaveLength(1);
  });
});
