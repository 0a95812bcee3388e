import { describe, expect, it } from 'vitest';
import { mergeMoonDrop, winnerText } from './log';
import { type MoonDropAction, type MoonDropDoc, newDoc } from './game';
import { applyMoonDrop, describeMoonDrop } from './move-table';

const apply = (d: MoonDropDoc, a: MoonDropAction) => {
  const next = applyMoonDrop(d, a);
  if ('error' in next) throw new Error(next.error);
  return { line: describeMoonDrop(a, d, next), doc: next };
};

describe('log lines', () => {
  it('tell the cards, the start, the roll and each placement with the round', () => {
    let doc = newDoc();
    let r = apply(doc, { type: 'players', names: ['Ana', ''] });
    expect(r.line).toBeNull();
    r = apply(r.doc, { type: 'cards', crises: ['fire', 'quake', 'plague'], goals: ['research', 'mining'], by: 'app' });
    // The crises are dealt as a set: the line names them in the deck's order, not the order drawn.
    expect(r.line).toBe('Cards dealt by the app: crises Fire, Plague and Quake; goals Research and Mining');
    expect(apply(r.doc, { type: 'cards', crises: ['quake'], goals: [], by: 'table' }).line).toBeNull();
    r = apply(r.doc, { type: 'start', paper: false });
    expect(r.line).toBe('Game started: Ana, Player 2. Crises Fire, Plague and Quake (shuffled at the end); goals Research and Mining');
    r = apply(r.doc, { type: 'roll', blue: 4, whites: [3, 1, 6, 5], by: 'real' });
    expect(r.line).toBe('Round 1 · Real dice: blue 4 (T block), white 1 3 5 6');
    r = apply(r.doc, { type: 'place', player: 0, anchor: { row: 1, col: 1 }, rotation: 1, picks: [null, 'L'] });
    expect(r.line).toBe('Round 1 · Ana places the T block, square 1 at row 2 col 3, turned 90° clockwise: Corridor, Life Support, Dock, Research');
    r = apply(r.doc, { type: 'place', player: 1, anchor: { row: 0, col: 0 }, rotation: 0, picks: [null, 'H'] });
    expect(r.line).toBe('Round 1 · Player 2 places the T block, square 1 at row 1 col 1, not turned: Corridor, Hydroponics, Dock, Research. Round 2 begins');
    doc = r.doc;
    expect(doc.play?.round).toBe(2);
  });

  it('tell the shuffle at the end, and cards changed after play', () => {
    const end: MoonDropDoc = { ...newDoc(), stage: 'end', crises: ['fire', 'plague', 'quake'], goals: ['research', 'mining'] };
    expect(apply(end, { type: 'shuffle', order: ['plague', 'fire', 'quake'], by: 'app' }).line).toBe('Crises shuffled by the app: Plague → Fire → Quake');
    expect(apply(end, { type: 'shuffle', order: ['quake', 'fire', 'plague'], by: 'table' }).line).toBe("Crises in the order the table's cards came out: Quake → Fire → Plague");
    const shuffled = apply(end, { type: 'shuffle', order: ['quake', 'fire', 'plague'], by: 'table' }).doc;
    expect(apply(shuffled, { type: 'cards', crises: ['breach'], goals: ['research'], by: 'table' }).line).toBe(
      'Cards changed: crises Breach (to be shuffled again); goals Research',
    );
    expect(apply(shuffled, { type: 'cards', crises: ['quake', 'fire', 'plague'], goals: ['research'], by: 'table' }).line).toBe(
      'Cards changed: crises Fire, Plague and Quake; goals Research',
    );
    // The same cards in another order change nothing: no line.
    expect(apply(end, { type: 'cards', crises: ['quake', 'fire', 'plague'], goals: ['research', 'mining'], by: 'table' }).line).toBeNull();
    expect(apply(end, { type: 'paint', player: 0, cells: [{ row: 0, col: 0 }], value: 'C', stroke: 1 }).line).toBeNull();
    expect(apply(end, { type: 'sheet', player: 1, text: Array(9).fill('C........').join('\n') }).line).toBe("Player 2's sheet read from text");
  });
});

describe('the winner line', () => {
  it('names one winner, or every player sharing the win', () => {
    expect(winnerText(false, [], null)).toBe('Scoring…');
    expect(winnerText(true, ['Ana'], 7)).toBe('Ana wins with 7.');
    expect(winnerText(true, ['Ana', 'Bo'], 7)).toBe('Ana and Bo share the win with 7.');
    // Blank sheets score 0 and win nothing (issue 39: "share the win with 0").
    expect(winnerText(true, ['Ana', 'Bo', 'Cy'], 0)).toBe('No points yet: every sheet scores 0, so nobody wins.');
    expect(winnerText(true, ['Ana'], 0)).toBe('No points yet: every sheet scores 0, so nobody wins.');
    expect(winnerText(true, [], null)).toBe('No sheet could be scored.');
  });
});

const paint = (stroke: number, row: number, col: number, value = 'C'): MoonDropAction => ({ type: 'paint', player: 0, cells: [{ row, col }], value, stroke });

describe('merge', () => {
  it('folds the cells of one drag into one step', () => {
    expect(mergeMoonDrop(paint(7, 0, 0), paint(7, 0, 1))).toEqual({ type: 'paint', player: 0, cells: [{ row: 0, col: 0 }, { row: 0, col: 1 }], value: 'C', stroke: 7 });
    expect(mergeMoonDrop(paint(7, 0, 0), paint(7, 0, 0))).toEqual(paint(7, 0, 0));
  });

  it('keeps separate taps, other tools and other players apart', () => {
    expect(mergeMoonDrop(paint(7, 0, 0), paint(8, 0, 1))).toBeNull();
    expect(mergeMoonDrop(paint(7, 0, 0), paint(7, 0, 1, 'Q'))).toBeNull();
    expect(mergeMoonDrop(paint(7, 0, 0), { ...paint(7, 0, 1), player: 1 } as MoonDropAction)).toBeNull();
    expect(mergeMoonDrop({ type: 'cards', crises: [], goals: [], by: 'app' }, { type: 'cards', crises: [], goals: [], by: 'table' })).toBeNull();
    expect(mergeMoonDrop({ type: 'players', names: ['A'] }, { type: 'players', names: ['An'] })).toEqual({ type: 'players', names: ['An'] });
  });
});
