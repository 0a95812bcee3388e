import { describe, expect, it } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { staticSession } from '../../../shared/history/static-session';
import { type CrackersAction, type CrackersDoc, newDoc } from '../engine/game';
import { applyCrackers } from '../engine/move-table';
import { choices } from '../engine/play-testkit';
import { CrackersScreen } from './CrackersScreen';

// The share link is built from the page's address; node has none.
Object.assign(globalThis, { location: { origin: 'https://example.test', pathname: '/' } });

const draw = (doc: CrackersDoc) => renderToString(<CrackersScreen session={staticSession<CrackersDoc, CrackersAction>('crackers', doc)} />);

describe('the Captain Crackers screen', () => {
  it('draws every step of a whole game, from setup to the result', () => {
    let doc = applyCrackers(newDoc(), { type: 'size', width: 4, height: 3 }) as CrackersDoc;
    expect(draw(doc)).toContain('Set up the board');
    expect(draw({ mode: 'calc', board: doc.board })).toContain('Water calculator');
    doc = applyCrackers(doc, { type: 'start' }) as CrackersDoc;
    const seen = new Set<string>();
    // Moves picked by a fixed stride through what is offered: a varied but repeatable game.
    for (let step = 0; step < 400 && choices(doc).length > 0; step++) {
      for (const [, h] of draw(doc).matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)) seen.add(h!.replace(/[abc]:/, '?:').replace('&#39;', "'"));
      const options = choices(doc);
      doc = applyCrackers(doc, options[(step * 7919) % options.length]!) as CrackersDoc;
    }
    expect(draw(doc)).toMatch(/Game over: the (Captain|crew) wins\./);
    expect([...seen]).toEqual(expect.arrayContaining(["Captain's turn: choose one", 'Crew ?: a sandbag?', 'Crew ?: move']));
    expect([...seen].some((h) => h.startsWith('Captain: pump'))).toBe(true);
  });

  it('draws the adjustment with its list of the water that must flow', () => {
    const board = applyCrackers(newDoc(), { type: 'import', text: '03L 00 03\n30 30 30\n00Pa 00C 00L' }) as CrackersDoc;
    const html = draw(applyCrackers(board, { type: 'start' }) as CrackersDoc);
    expect(html).toContain('Water must flow');
    expect(html).toMatch(/<li aria-current="step">Row 1, column 1, level 2: flows now<\/li><li>Row 1, column 3, level 2<\/li>/);
  });

  it('shows each cell’s sandbags and depth as numbers, and names every cell in full', () => {
    const doc = applyCrackers(newDoc(), { type: 'import', text: '20L 03 00C\n00a 11 00\n00P 00 00L' }) as CrackersDoc;
    const html = draw(doc);
    expect(html).toContain('aria-label="Row 1, column 1: 2 sandbags, depth 0, leak');
    expect(html).toContain('aria-label="Row 2, column 2: 1 sandbag, depth 1');
    expect(html).toContain('<span class="cr-bags s2">2</span>');
    expect(html).toContain('<span class="cr-depth">3</span>');
  });
});
