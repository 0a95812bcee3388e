// A Geyser game saved before version 3 that counts two geysers on a ring asks the table to check it, on the
// screen of geysers controlled; a game that asks nothing shows no such note.
import { describe, expect, it } from 'vitest';
import { type GeyserAction, type GeyserDoc, newDoc } from '../engine/game';
import { migrateGeyser } from '../engine/migrate';
import { applyGeyser } from '../engine/move-table';
import { drawGeyser } from './draw-testkit';

const players = [{ name: 'Ana', colour: '#1f6fd1' }, { name: 'Bo', colour: '#d1451f' }, { name: 'Cy', colour: '#2f9e44' }];
const endRound: GeyserAction[] = [{ type: 'endTurn' }, { type: 'endTurn' }, { type: 'endTurn' }];
// Bo starts (5, 5, 2 then 3, 6) and lands on a 6/8 geyser in rounds 1 and 2.
const actions: GeyserAction[] = [
  { type: 'setup', setup: { players } },
  { type: 'start' },
  { type: 'startRoll', faces: [5, 5, 2] },
  { type: 'startRoll', faces: [3, 6] },
  { type: 'land', player: 1, ring: '6/8' },
  ...endRound,
  { type: 'fire', faces: [3, 4] },
  { type: 'land', player: 1, ring: '6/8' },
];
const played = () =>
  actions.reduce((d, a) => {
    const next = applyGeyser(d, a);
    if ('error' in next) throw new Error(next.error);
    return next;
  }, newDoc());
const asVersion2 = (d: GeyserDoc) => (d.stage === 'play' ? { ...d, game: { ...d.game, version: 2 } } : d);

describe('Geyser screen: counts to check in a game saved before version 3', () => {
  it('names each count of two or more and offers to confirm it', () => {
    const html = drawGeyser(migrateGeyser(asVersion2(played()), 2) as GeyserDoc);
    expect(html).toContain('Check on the board: Bo 2 × 6/8</h3>');
    expect(html).toContain('The board agrees: these are separate geysers</button>');
  });
  it('a version 3 game shows no such note', () => {
    expect(drawGeyser(played())).not.toContain('Check on the board');
  });
});
