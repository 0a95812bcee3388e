import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { diceRecord } from '../storage/records-testkit';
import { QrDialog, leftBehind, qrPath } from './QrDialog';

describe('the QR dialog', () => {
  it('says what stays behind on this phone, in words', () => {
    expect(leftBehind({ droppedSteps: 0, droppedLines: 0, droppedEntries: null })).toBeNull();
    expect(leftBehind({ droppedSteps: 1, droppedLines: 0, droppedEntries: null })).toBe('To fit one code, this stays on this phone: the undo history (1 undo step).');
    expect(leftBehind({ droppedSteps: 30, droppedLines: 17, droppedEntries: 'the 17 oldest rolls' })).toBe(
      'To fit one code, this stays on this phone: the undo history (30 undo steps), the 17 oldest rolls and the 17 oldest log lines.',
    );
    expect(leftBehind({ droppedSteps: 0, droppedLines: 1, droppedEntries: null })).toBe('To fit one code, this stays on this phone: the oldest log line.');
  });

  it('draws each row of dark modules as runs, inside the quiet zone', () => {
    expect(qrPath([[true, true, false, true]], 4)).toBe('M4 4h2v1h-2zM7 4h1v1h-1z');
  });

  it('shows the code with an accessible name and the link beside it, or why there is none', () => {
    const link = 'https://tablemate.example/#/dice/receive?g=1.abc';
    const html = renderToString(<QrDialog title="QR code: Dice 1" what="“Dice 1”" fitted={{ link, record: diceRecord('a'), droppedSteps: 0, droppedLines: 0, droppedEntries: null }} onClose={() => undefined} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="QR code of the link that hands over “Dice 1”"');
    expect(html).toContain(link);
    expect(html).toContain('Copy the link');
    const none = renderToString(<QrDialog title="QR code: Dice 1" what="“Dice 1”" fitted={null} onClose={() => undefined} />);
    expect(none).toContain('too large for one QR code');
  });
});
