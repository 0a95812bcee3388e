import { describe, expect, it, vi } from 'vitest';
import type { PhotoReading, Pixels } from './read-job';
import { type ReaderWorker, TOO_SLOW, WORKER_FAILED, coolReader, readInWorker, warmReader } from './reader';

/** A worker that answers with `answer` (or never, when undefined), and records what it was sent. */
function fakeWorker(answer?: PhotoReading | 'crash') {
  const sent: { message: Pixels; transfer: Transferable[] }[] = [];
  const on: Record<string, (e: MessageEvent<PhotoReading>) => void> = {};
  const w: ReaderWorker & { terminated: boolean } = {
    terminated: false,
    addEventListener(type, listener) {
      on[type] = listener;
    },
    postMessage(message, transfer) {
      sent.push({ message, transfer });
      if (answer === 'crash') queueMicrotask(() => on.error?.(new Event('error') as MessageEvent<PhotoReading>));
      else if (answer) queueMicrotask(() => on.message?.({ data: answer } as MessageEvent<PhotoReading>));
    },
    terminate() {
      w.terminated = true;
    },
  };
  return { w, sent };
}

const noWorkers = (): ReaderWorker => {
  throw new Error('no workers');
};

const pixels = (): Pixels => ({ width: 2, height: 1, data: new Uint8ClampedArray(8) });

describe('readInWorker', () => {
  it("sends the pixels' buffer along and gives the worker's answer, then stops it", async () => {
    const answer = { error: 'No 9×9 grid found: fill the frame with the sheet' };
    const { w, sent } = fakeWorker(answer);
    const px = pixels();
    await expect(readInWorker(px, { start: () => w })).resolves.toEqual(answer);
    expect(sent[0]!.transfer).toEqual([px.data.buffer]);
    expect(w.terminated).toBe(true);
  });

  it('gives up on a worker that never answers', async () => {
    vi.useFakeTimers();
    try {
      const { w } = fakeWorker();
      const read = readInWorker(pixels(), { start: () => w, timeoutMs: 1000 });
      await vi.advanceTimersByTimeAsync(1000);
      await expect(read).resolves.toEqual({ error: TOO_SLOW });
      expect(w.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the worker when the player cancels', async () => {
    const { w } = fakeWorker();
    const stop = new AbortController();
    const read = readInWorker(pixels(), { start: () => w, signal: stop.signal });
    stop.abort();
    await expect(read).resolves.toEqual({ error: 'Cancelled' });
    expect(w.terminated).toBe(true);
  });

  it('says so when the worker crashes or cannot start', async () => {
    await expect(readInWorker(pixels(), { start: () => fakeWorker('crash').w })).resolves.toEqual({ error: WORKER_FAILED });
    await expect(readInWorker(pixels(), { start: noWorkers })).resolves.toEqual({ error: WORKER_FAILED });
  });

  it('uses the worker started ahead once, and a fresh one after', async () => {
    const answer = { error: 'No 9×9 grid found: fill the frame with the sheet' };
    const warm = fakeWorker(answer);
    warmReader(() => warm.w);
    await expect(readInWorker(pixels())).resolves.toEqual(answer);
    expect(warm.sent).toHaveLength(1);
    const other = fakeWorker();
    warmReader(() => other.w);
    coolReader();
    expect(other.w.terminated).toBe(true);
  });
});
