import { describe, expect, it } from 'vitest';
import { tidyPaste } from './paste';

const LINES = ['QCd......', ...Array<string>(7).fill('.........'), '....r...L'];
const TEXT = LINES.join('\n');

describe('pasted sheet text', () => {
  it('reads Windows line ends and drops trailing blank space', () => {
    expect(tidyPaste(`${LINES.join('\r\n')}\r\n  \n`)).toBe(TEXT);
  });

  it('reads the share-link form and whole share links', () => {
    expect(tidyPaste(LINES.join('/'))).toBe(TEXT);
    expect(tidyPaste(`https://example.org/app/#/moondrop/score?sheet=${LINES.join('/')}&crises=fire&goals=mining`)).toBe(TEXT);
    expect(tidyPaste(`#/moondrop/score?sheet=${encodeURIComponent(LINES.join('/'))}`)).toBe(TEXT);
  });

  it('leaves anything else for the parser to refuse', () => {
    expect(tidyPaste('QCX\n...')).toBe('QCX\n...');
    expect(tidyPaste('hello')).toBe('hello');
    expect(tidyPaste('?sheet=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
