import { describe, expect, it } from 'vitest';
import { appendLog } from './log';

describe('appendLog', () => {
  it('appends without touching the input', () => {
    const log = [{ at: 1, text: 'a' }];
    expect(appendLog(log, 'b', 2)).toEqual([
      { at: 1, text: 'a' },
      { at: 2, text: 'b' },
    ]);
    expect(log).toHaveLength(1);
  });

  it('drops the oldest lines past the limit', () => {
    const log = [1, 2, 3].map((at) => ({ at, text: String(at) }));
    expect(appendLog(log, '4', 4, 3).map((e) => e.text)).toEqual(['2', '3', '4']);
  });
});
