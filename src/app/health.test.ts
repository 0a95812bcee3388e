import { describe, expect, it } from 'vitest';
import { exportIsOld } from './health';
import { sizeText } from './StorageHealth';

const DAY = 86_400_000;

describe('backup reminder', () => {
  it('reminds when there are games and no backup, or one over 7 days old', () => {
    const now = 100 * DAY;
    expect(exportIsOld(3, now, null)).toBe(true);
    expect(exportIsOld(3, now, now - 8 * DAY)).toBe(true);
    expect(exportIsOld(3, now, now - 6 * DAY)).toBe(false);
    expect(exportIsOld(0, now, null)).toBe(false);
  });
});

describe('sizeText', () => {
  it('reads bytes as a person does', () => {
    expect(sizeText(840 * 1024)).toBe('840 KB');
    expect(sizeText(12.5 * 1024 ** 2)).toBe('12.5 MB');
    expect(sizeText(10737491968)).toBe('10.0 GB');
    expect(sizeText(-5)).toBe('0 KB');
  });
});
