import { describe, expect, it } from 'vitest';
import { type CellularAction, type CellularDoc, newDoc } from '../engine/game';
import { applyCellular } from '../engine/move-table';
import type { DiceSet } from '../engine';
import { drawCellular } from './draw-testkit';

const players = ['Ana', 'Bo', 'Cy'].map((name, i) => ({ name, colour: ['#1f6fd1', '#d1451f', '#2f9e44'][i]! }));
const dice = (x: Partial<DiceSet>): DiceSet => ({ d4: 0, d6: 0, d8: 0, d12: 0, ...x });
const play = (actions: CellularAction[]): CellularDoc =>
  actions.reduce((d, a) => {
    const next = applyCellular(d, a);
    if ('error' in next) throw new Error(next.error);
    return next;
  }, newDoc());

// Ana holds a d4, Cy a d6, Bo nothing; all three contend.
const started = () =>
  play([
    { type: 'setup', setup: { players, snakeDraft: false } },
    { type: 'start' },
    { type: 'take', player: 0, dice: dice({ d4: 1 }) },
    { type: 'take', player: 2, dice: dice({ d6: 1 }) },
    { type: 'scarcity', contenders: [0, 1, 2], prize: 'a Trait' },
  ]);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the Scarcity roll with a contender who has no dice', () => {
  it('says Bo is skipped from the start, and the phone goes from Ana to Cy', () => {
    const d = started();
    expect(text(drawCellular(d))).toContain('Ana: picking now Bo: no dice, skipped Cy: waiting');
    expect(text(drawCellular(d))).toContain('Scarcity roll for a Trait among Ana, Bo, Cy; Bo has no dice and picks nothing: Ana picks dice first');
    const next = applyCellular(d, { type: 'commit', player: 0, dice: dice({ d4: 1 }) }) as CellularDoc;
    const html = text(drawCellular(next));
    expect(html).toContain('Hand the phone to Cy');
    expect(html).toContain('Ana: picked ✓ Bo: no dice, skipped Cy: picking now');
  });

  it('a roll saved before skipping, waiting for Bo: one tap, no phone passed', () => {
    const d = started();
    if (d.stage !== 'play') throw new Error('not in play');
    const g = d.game;
    const saved: CellularDoc = { stage: 'play', game: { ...g, scarcity: { ...g.scarcity!, commits: [dice({ d4: 1 }), null, null] }, receipt: 'Ana has picked; hand the phone to Bo' } };
    const html = text(drawCellular(saved));
    expect(html).toContain('Bo has no dice: picks nothing');
    expect(html).toContain('Skip Bo: no dice to pick');
    expect(html).not.toContain('Hand the phone to Bo');
    const after = applyCellular(saved, { type: 'commit', player: 1, dice: dice({}) }) as CellularDoc;
    expect(after.stage === 'play' && after.game.receipt).toBe('Bo has no dice and picks nothing; hand the phone to Cy');
  });
});
