import { describe, expect, it } from 'vitest';
import {
  type MoonDropDoc, type Pick, EMPTY_SHEET, anchorFor, fromLink, linkFor, newDoc, playerName, squareOneAt,
} from './game';
import { applyMoonDrop } from './move-table';
import { blockFor, parseSheet, scoreAllOrders, scoreSheet } from './index';
import { ANA, ANA_SHEET, BO, BO_SHEET, CARDS, SHUFFLE, place, playedGame, roll, run, started } from './game-testkit';

const ok = (d: MoonDropDoc | { error: string }): MoonDropDoc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};
const rows = (...top: string[]) => [...top, ...Array<string>(9 - top.length).fill('.........')].join('\n');

const paper = () => run(newDoc(), { type: 'players', names: ['Ana'] }, CARDS, { type: 'start', paper: true });
const params = (q: string) => {
  const p = new URLSearchParams(q);
  return (name: string) => p.get(name);
};

describe('setup', () => {
  it('starts with two players and no cards, and refuses to start without all the cards', () => {
    const doc = newDoc();
    // Not named yet: the setup shows empty fields, and a blank name reads as the seat's own name.
    expect(doc.players.map((p) => p.name)).toEqual(['', '']);
    expect([playerName(doc, 0), playerName(doc, 1)]).toEqual(['Player 1', 'Player 2']);
    expect(applyMoonDrop(doc, { type: 'start', paper: false })).toEqual({ error: 'Deal or pick the cards first: 3 Crisis cards and 2 Goal cards' });
    const partial = run(doc, { type: 'cards', crises: ['fire'], goals: ['mining'], by: 'table' });
    expect(applyMoonDrop(partial, { type: 'start', paper: true })).toHaveProperty('error');
  });

  it('takes 1 to 6 players and refuses more, or a card twice', () => {
    expect(run(newDoc(), { type: 'players', names: ['Solo'] }).players).toEqual([{ name: 'Solo', sheet: EMPTY_SHEET }]);
    expect(applyMoonDrop(newDoc(), { type: 'players', names: [] })).toEqual({ error: 'A game has 1 to 6 players' });
    expect(applyMoonDrop(newDoc(), { type: 'players', names: Array(7).fill('x') })).toEqual({ error: 'A game has 1 to 6 players' });
    expect(applyMoonDrop(newDoc(), { type: 'cards', crises: ['fire', 'fire'], goals: [], by: 'table' })).toEqual({ error: 'Pick up to 3 different Crisis cards' });
    expect(applyMoonDrop(newDoc(), { type: 'cards', crises: [], goals: ['mining', 'research', 'security'], by: 'table' })).toEqual({
      error: 'Pick up to 2 different Goal cards',
    });
  });

  it('keeps the crises as the set dealt, in the deck\'s order: the order picked or drawn means nothing until the shuffle', () => {
    const doc = run(newDoc(), { type: 'cards', crises: ['quake', 'fire', 'breach'], goals: ['security', 'mining'], by: 'table' });
    expect(doc.crises).toEqual(['fire', 'breach', 'quake']);
    expect(doc.goals).toEqual(['security', 'mining']);
    expect(run(newDoc(), { type: 'cards', crises: ['sabotage', 'plague', 'fire'], goals: [], by: 'app' }).crises).toEqual(['fire', 'plague', 'sabotage']);
    // Play starts with no order: the crises are shuffled only after round 7.
    expect(started()).toMatchObject({ crises: ['plague', 'quake', 'fungus'], shuffle: null });
  });

  it('goes straight to the final sheets to transcribe paper ones', () => {
    const doc = run(newDoc(), CARDS, { type: 'start', paper: true });
    expect(doc).toMatchObject({ stage: 'end', paper: true, play: null });
  });
});

describe('rounds', () => {
  it('places the same block on each sheet; the round advances when everyone has placed', () => {
    let doc = run(started(), roll(0));
    expect(doc.play).toEqual({ round: 1, roll: { blue: 4, whites: [4, 1, 2, 1] }, placed: [false, false] });
    doc = run(doc, place(0, 0, ANA[0]!));
    expect(doc.play!.placed).toEqual([true, false]);
    expect(doc.players[0]!.sheet).toBe(rows('....Q....', '...CCC...'));
    expect(applyMoonDrop(doc, place(0, 0, ANA[0]!))).toEqual({ error: "Ana has already placed this round's block" });
    doc = run(doc, place(1, 0, BO[0]!));
    expect(doc.players[1]!.sheet).toBe(rows('CCC......', '.Q.......'));
    expect(doc.play).toEqual({ round: 2, roll: null, placed: [false, false] });
    expect(applyMoonDrop(doc, place(0, 1, ANA[1]!))).toEqual({ error: "Roll round 2's block first" });
  });

  it('keeps the roll a roll made after an Undo replaced, for the table to see', () => {
    const doc = run(started(), { type: 'roll', blue: 2, whites: [6, 1, 2, 4], by: 'app', was: { blue: 4, whites: [4, 1, 2, 1] } });
    expect(doc.play!.roll).toEqual({ blue: 2, whites: [6, 1, 2, 4], was: { blue: 4, whites: [4, 1, 2, 1] } });
    // A first roll has none.
    expect(run(started(), roll(0)).play!.roll).not.toHaveProperty('was');
  });

  it('says why a placement is refused: off the grid, over a module, a 3 not picked', () => {
    let doc = run(started(), roll(0), place(0, 0, ANA[0]!), place(1, 0, BO[0]!), roll(1));
    const cells = blockFor(1, [6, 3, 1, 4]).cells;
    const at = (row: number, col: number, rotation = 0, picks: Pick[] = [null, 'L']) =>
      applyMoonDrop(doc, { type: 'place', player: 0, anchor: anchorFor(cells, { row, col }, rotation), rotation, picks });
    expect(at(8, 8)).toEqual({ error: 'Off the grid: a square would fall outside at row 9 col 10' });
    expect(at(1, 2)).toEqual({ error: 'Over a module at row 2 col 4 (Corridor)' });
    expect(at(5, 5, 0, [])).toEqual({ error: 'Square 2 shows a 3: choose Life Support or Hydroponics' });
    // Turned a quarter clockwise, the I runs down from square 1.
    doc = ok(at(5, 5, 1, [null, 'H']));
    expect(doc.players[0]!.sheet.split('\n').slice(5).map((r) => r[5]).join('')).toBe('CHQR');
  });

  it('lets a player pass only when the block fits nowhere on their sheet', () => {
    const full = run(newDoc(), { type: 'players', names: ['Ana'] }, CARDS, { type: 'start', paper: false }, roll(1));
    expect(applyMoonDrop(full, { type: 'pass', player: 0 })).toEqual({ error: "The block fits on Ana's sheet: it must be placed" });
    // A sheet with no run of 4 free cells in a row or column: the I block fits nowhere.
    const crowded = rows('..Q..Q..Q', '.Q..Q..Q.', 'Q..Q..Q..', '..Q..Q..Q', '.Q..Q..Q.', 'Q..Q..Q..', '..Q..Q..Q', '.Q..Q..Q.', 'Q..Q..Q..');
    const stuck: MoonDropDoc = { ...full, players: [{ name: 'Ana', sheet: crowded }] };
    const after = ok(applyMoonDrop(stuck, { type: 'pass', player: 0 }));
    expect(after.play).toEqual({ round: 2, roll: null, placed: [false] });
    expect(after.players[0]!.sheet).toBe(crowded);
  });

  it('plays the 2-player game of 7 rounds to the final sheets', () => {
    const doc = playedGame();
    expect(doc.stage).toBe('end');
    expect(doc.play).toBeNull();
    expect(doc.players.map((p) => p.sheet)).toEqual([ANA_SHEET, BO_SHEET]);
  });
});

describe("the engine's scores of the fixture's sheets agree with the totals worked out by hand", () => {
  // Worked by hand (crises Plague → Fungus → Quake; goals Population and Research):
  // Ana: Check Routes crosses Life Support (1,7) (next only to Research and Hydroponics); the
  // Plague crosses the touching Quarters (1,3) and (2,3); Fungus crosses Hydroponics (1,2) and
  // (2,7) (no Life Support left beside them); the block is a full rectangle, so Quake is safe.
  // 2 Quarters + 5 Research = 7.
  // Bo: Check Routes crosses Life Support (4,1); the Plague crosses Quarters (3,5) and (4,5),
  // which leaves Research (4,4) unreachable (crossed in the next Check Routes); Fungus crosses
  // Hydroponics (3,1) and (3,4). 2 Quarters + 4 Research = 6.
  // (Cells above are 1-based row, col.)
  it('totals 7 for Ana and 6 for Bo, so Ana wins', () => {
    const crises = ['plague', 'fungus', 'quake'] as const;
    const ana = scoreSheet(parseSheet(ANA_SHEET), [...crises], ['population', 'research']);
    const bo = scoreSheet(parseSheet(BO_SHEET), [...crises], ['population', 'research']);
    expect(ana.total).toBe(7);
    expect(ana.goals).toEqual({ population: 2, research: 5 });
    expect(ana.steps.flatMap((s) => s.crossed)).toEqual([
      { row: 0, col: 6 }, { row: 0, col: 2 }, { row: 1, col: 2 }, { row: 0, col: 1 }, { row: 1, col: 6 },
    ]);
    expect(bo.total).toBe(6);
    expect(bo.goals).toEqual({ population: 2, research: 4 });
    expect(bo.steps.flatMap((s) => s.crossed)).toEqual([
      { row: 3, col: 0 }, { row: 2, col: 4 }, { row: 3, col: 4 }, { row: 3, col: 3 }, { row: 2, col: 0 }, { row: 2, col: 3 },
    ]);
    expect(bo.steps.every((s) => s.choice === null)).toBe(true);
  });

  // By hand: Quake never fires on a full rectangle, so only Plague/Fungus order matters. Fungus
  // first: Bo's Hydroponics step must cross 2 of 4 Quarters. Crossing (1,4) breaks the top row of
  // Corridors and (2,2) cuts Corridors (3,2)-(3,3) off; keeping both (3,5) and (4,5) lets the
  // Plague take them. Best: cross (3,5) and (4,5) there, as the Plague would: 2 + 4 = 6 again.
  // Ana: 2 Quarters at most survive either way and all 5 Research stay: 7.
  it('gives the same best totals in all 6 crisis orders', () => {
    const bo = scoreAllOrders(parseSheet(BO_SHEET), ['plague', 'fungus', 'quake'], ['population', 'research']);
    expect(bo.orders.map((o) => [o.crises.join(' '), o.total])).toEqual([
      ['plague fungus quake', 6],
      ['plague quake fungus', 6],
      ['fungus plague quake', 6],
      ['fungus quake plague', 6],
      ['quake plague fungus', 6],
      ['quake fungus plague', 6],
    ]);
    expect(bo.mean).toBe(6);
    const ana = scoreAllOrders(parseSheet(ANA_SHEET), ['plague', 'fungus', 'quake'], ['population', 'research']);
    expect(ana.orders.map((o) => o.total)).toEqual([7, 7, 7, 7, 7, 7]);
  });
});

describe('the final sheets', () => {
  it('paints cells with modules, crossed modules and the eraser', () => {
    let doc = run(paper(), { type: 'paint', player: 0, cells: [{ row: 0, col: 0 }, { row: 0, col: 1 }], value: 'C', stroke: 1 });
    doc = run(doc, { type: 'paint', player: 0, cells: [{ row: 1, col: 0 }], value: 'q', stroke: 2 });
    expect(doc.players[0]!.sheet).toBe(rows('CC.......', 'q........'));
    doc = run(doc, { type: 'paint', player: 0, cells: [{ row: 0, col: 1 }], value: '.', stroke: 3 });
    expect(doc.players[0]!.sheet).toBe(rows('C........', 'q........'));
    expect(applyMoonDrop(doc, { type: 'paint', player: 0, cells: [{ row: 9, col: 0 }], value: 'C', stroke: 4 })).toEqual({ error: 'Off the grid: row 10 col 1' });
    expect(applyMoonDrop(doc, { type: 'paint', player: 0, cells: [], value: 'X', stroke: 4 })).toEqual({ error: '“X” is not a cell of a sheet' });
  });

  it('reads pasted sheet text, and refuses bad text naming the line and column, changing nothing', () => {
    const doc = run(paper(), { type: 'sheet', player: 0, text: `${ANA_SHEET}\n` });
    expect(doc.players[0]!.sheet).toBe(ANA_SHEET);
    const bad = ANA_SHEET.replace('CHQRQRL..', 'CHQRQXL..');
    expect(applyMoonDrop(doc, { type: 'sheet', player: 0, text: bad })).toEqual({
      error: 'Line 1, column 6: "X" is not a cell; use . or one of C L H Q D R (lowercase = crossed out)',
    });
  });

  it('changes the cards after play, but not during it: other crises undo the shuffle, other goals keep it', () => {
    expect(applyMoonDrop(started(), CARDS)).toEqual({ error: 'The cards are set before play (or corrected after it), not during it' });
    const shuffled = run(playedGame(), SHUFFLE);
    const goals = run(shuffled, { type: 'cards', crises: ['quake', 'fungus', 'plague'], goals: ['mining', 'research'], by: 'table' });
    expect(goals).toMatchObject({ goals: ['mining', 'research'], shuffle: { order: ['plague', 'fungus', 'quake'], by: 'table' } });
    const crises = run(shuffled, { type: 'cards', crises: ['plague', 'fungus', 'fire'], goals: ['population', 'research'], by: 'table' });
    expect(crises).toMatchObject({ crises: ['fire', 'plague', 'fungus'], shuffle: null });
  });
});

describe('the end-of-game shuffle of the crises (RULES.md §3: shuffled at the end, then resolved in that order)', () => {
  it('is made once, after round 7, as the app shuffled or the table\'s cards came out; nothing is scored in an order before it', () => {
    const end = playedGame();
    expect(end.shuffle).toBeNull();
    const app = run(end, { type: 'shuffle', order: ['quake', 'plague', 'fungus'], by: 'app' });
    expect(app.shuffle).toEqual({ order: ['quake', 'plague', 'fungus'], by: 'app' });
    expect(run(end, SHUFFLE).shuffle).toEqual({ order: ['plague', 'fungus', 'quake'], by: 'table' });
    // The same move on the same table gives the same order every time (undo and import replay it).
    expect(run(end, { type: 'shuffle', order: ['quake', 'plague', 'fungus'], by: 'app' })).toEqual(app);
    expect(applyMoonDrop(app, SHUFFLE)).toEqual({ error: 'The crises are already shuffled (undo to shuffle again)' });
    // A shuffle made in place of one an Undo took back names it, for the table to see.
    expect(run(end, { type: 'shuffle', order: ['fungus', 'quake', 'plague'], by: 'app', was: ['quake', 'plague', 'fungus'] }).shuffle).toEqual({
      order: ['fungus', 'quake', 'plague'],
      by: 'app',
      was: ['quake', 'plague', 'fungus'],
    });
  });

  it('names each crisis of the game once', () => {
    const end = playedGame();
    const why = "The order must name each of this game's crises once: Plague, Quake and Fungus";
    expect(applyMoonDrop(end, { type: 'shuffle', order: ['plague', 'fungus'], by: 'table' })).toEqual({ error: why });
    expect(applyMoonDrop(end, { type: 'shuffle', order: ['plague', 'fungus', 'fire'], by: 'table' })).toEqual({ error: why });
    expect(applyMoonDrop(end, { type: 'shuffle', order: ['plague', 'plague', 'quake'], by: 'table' })).toEqual({ error: why });
    expect(applyMoonDrop(end, { type: 'shuffle', order: ['plague', 'fungus', 'quake'], by: 'app', was: ['fire', 'plague', 'quake'] })).toHaveProperty('error');
  });

  it('is refused before the end of the game: while setting up and during the 7 rounds', () => {
    const why = { error: 'The crises are shuffled at the end of the game, after the last round' };
    expect(applyMoonDrop(run(newDoc(), CARDS), SHUFFLE)).toEqual(why);
    expect(applyMoonDrop(started(), SHUFFLE)).toEqual(why);
    let doc = started();
    for (let r = 0; r < 7; r++) {
      doc = run(doc, roll(r), place(0, r, ANA[r]!));
      expect(applyMoonDrop(doc, SHUFFLE)).toEqual(why);
      doc = run(doc, place(1, r, BO[r]!));
    }
    expect(applyMoonDrop(doc, SHUFFLE)).not.toHaveProperty('error');
  });
});

describe('after the game: only what the final screen offers', () => {
  it('refuses the moves of setup and of the rounds once the sheets are final, shuffled or not', () => {
    for (const end of [playedGame(), run(playedGame(), SHUFFLE), paper()]) {
      expect(applyMoonDrop(end, { type: 'players', names: ['Ana', 'Bo', 'Cy'] })).toEqual({ error: 'Players are set before the game starts' });
      expect(applyMoonDrop(end, { type: 'start', paper: false })).toEqual({ error: 'The game has already started' });
      expect(applyMoonDrop(end, roll(0))).toEqual({ error: 'Dice are rolled during the 7 rounds' });
      expect(applyMoonDrop(end, place(0, 0, ANA[0]!))).toEqual({ error: 'Blocks are placed during the 7 rounds' });
      expect(applyMoonDrop(end, { type: 'pass', player: 0 })).toEqual({ error: 'Blocks are placed during the 7 rounds' });
    }
    // What it offers: the shuffle, painting and pasting sheets, and correcting the cards.
    const end = playedGame();
    expect(applyMoonDrop(end, { type: 'paint', player: 0, cells: [{ row: 8, col: 8 }], value: 'C', stroke: 1 })).not.toHaveProperty('error');
    expect(applyMoonDrop(end, { type: 'sheet', player: 1, text: ANA_SHEET })).not.toHaveProperty('error');
  });

  it('refuses painting and pasting sheets before the final sheets', () => {
    for (const doc of [newDoc(), started()]) {
      expect(applyMoonDrop(doc, { type: 'paint', player: 0, cells: [{ row: 0, col: 0 }], value: 'C', stroke: 1 })).toEqual({ error: 'Sheets are painted after play, on the final sheets' });
      expect(applyMoonDrop(doc, { type: 'sheet', player: 0, text: ANA_SHEET })).toEqual({ error: 'Sheet text is read after play, on the final sheets' });
    }
  });
});

describe('moves from another app version', () => {
  it('refuses a move of a kind it does not know: the game stays as it was', () => {
    const doc = started();
    expect(applyMoonDrop(doc, { type: 'fly' } as never)).toEqual({ error: 'Unknown move "fly"' });
    expect(doc).toEqual(started());
  });
});

describe('share links', () => {
  it('open a sheet with its cards for scoring, the crises in the order the link names (the sender\'s shuffle)', () => {
    const q = linkFor(ANA_SHEET, ['plague', 'quake', 'fungus'], ['population', 'research'], ['plague', 'fungus', 'quake']).split('?')[1]!;
    expect(q).toBe('sheet=CHQRQRL../DRQCCCH../HLHDRRC../CCCQLCC../........./........./........./........./.........&crises=plague,fungus,quake&goals=population,research');
    expect(fromLink(params(q), 'score')).toEqual({
      stage: 'end',
      players: [{ name: 'Shared sheet', sheet: ANA_SHEET }],
      crises: ['plague', 'quake', 'fungus'],
      goals: ['population', 'research'],
      play: null,
      paper: true,
      shuffle: { order: ['plague', 'fungus', 'quake'], by: 'table' },
    });
  });

  it('say when the sender had not shuffled the crises yet: the receiver shuffles them', () => {
    const q = linkFor(ANA_SHEET, ['plague', 'quake', 'fungus'], ['research'], null).split('?')[1]!;
    expect(q.endsWith('&crises=plague,quake,fungus&goals=research&shuffled=no')).toBe(true);
    expect(fromLink(params(q), 'score')).toMatchObject({ crises: ['plague', 'quake', 'fungus'], shuffle: null });
    expect(fromLink(params(`${q.replace('shuffled=no', 'shuffled=maybe')}`), 'score')).toEqual({ error: 'The link\'s “shuffled” is neither yes nor no.' });
  });

  it('say what is wrong with a bad link, naming the line and column of a bad sheet', () => {
    const sheet = ANA_SHEET.split('\n').join('/');
    expect(fromLink(params(`sheet=${sheet.replace('DRQ', 'DRZ')}&goals=research`), 'score')).toEqual({
      error: 'The link\'s sheet: Line 2, column 3: "Z" is not a cell; use . or one of C L H Q D R (lowercase = crossed out)',
    });
    expect(fromLink(params(`sheet=${sheet.split('/').slice(0, 8).join('/')}&goals=research`), 'score')).toEqual({
      error: "The link's sheet: Line 9: the sheet has 8 lines; expected 9",
    });
    expect(fromLink(params(`sheet=${sheet}&crises=fire,flood&goals=research`), 'score')).toEqual({ error: 'The link\'s crises: “flood” is not a Crisis card.' });
    expect(fromLink(params(`sheet=${sheet}&crises=fire,fire&goals=research`), 'score')).toEqual({ error: "The link's crises: a Crisis card is named twice." });
    expect(fromLink(params(`sheet=${sheet}&crises=fire`), 'score')).toEqual({ error: 'The link names no Goal card (it needs &goals=…).' });
    expect(fromLink(params('goals=research'), 'score')).toEqual({ error: 'The link has no sheet (it needs ?sheet=…).' });
    expect(fromLink(params(`sheet=${sheet}&goals=research`))).toHaveProperty('error');
  });
});

describe('anchors', () => {
  it('put square 1 on the tapped cell in every rotation', () => {
    const cells = blockFor(3, [1, 3, 5, 6]).cells;
    for (let rotation = 0; rotation < 4; rotation++) {
      const anchor = anchorFor(cells, { row: 4, col: 4 }, rotation);
      expect(squareOneAt(cells, anchor, rotation)).toEqual({ row: 4, col: 4 });
    }
  });
});
