import { describe, expect, it } from 'vitest';
import { checkMoonDropState } from './check';
import { checkMoonDropAction } from './move-table';
import { newDoc } from './game';
import { CARDS, SHUFFLE, playedGame, run } from './game-testkit';

const play = () => ({
  ...newDoc(),
  stage: 'play',
  crises: ['fire', 'breach', 'quake'],
  goals: ['mining', 'security'],
  play: { round: 3, roll: { blue: 2, whites: [1, 2, 3, 4] }, placed: [true, false] },
  shuffle: null,
});

// A sheet whose top rows are `top` (padded with empty cells), the rest empty.
const sheet = (...top: string[]) => [...top.map((r) => r.padEnd(9, '.')), ...Array<string>(9 - top.length).fill('.........')].join('\n');

describe('checkMoonDropState', () => {
  it('accepts a new table, a round in play and a finished game, shuffled or not', () => {
    expect(checkMoonDropState(newDoc())).toBeNull();
    expect(checkMoonDropState(play())).toBeNull();
    expect(checkMoonDropState(playedGame())).toBeNull();
    expect(checkMoonDropState(run(playedGame(), SHUFFLE))).toBeNull();
    expect(checkMoonDropState(run(newDoc(), CARDS, { type: 'start', paper: true }))).toBeNull();
  });

  it('names what is unreadable', () => {
    expect(checkMoonDropState(null)).toBe('the Moon Drop table is missing');
    expect(checkMoonDropState({ ...newDoc(), stage: 'over' })).toBe('"over" is not a stage');
    expect(checkMoonDropState({ ...newDoc(), players: [] })).toBe('a game has 1 to 6 players');
    expect(checkMoonDropState({ ...newDoc(), players: [{ name: 'Ana', sheet: 'CC' }] })).toBe(
      "Ana's sheet is not readable: Line 1, column 3: the line has 2 characters; expected 9",
    );
    expect(checkMoonDropState({ ...play(), play: { ...play().play, roll: { blue: 7, whites: [1, 2, 3, 4] } } })).toBe(
      "the round's roll is not one blue and four white faces",
    );
    expect(checkMoonDropState({ ...play(), play: { ...play().play, placed: [true] } })).toBe('who has placed is not readable');
    expect(checkMoonDropState({ ...play(), play: { ...play().play, roll: { blue: 2, whites: [1, 2, 3, 4], was: { blue: 5, whites: [6, 6, 6, 6] } } } })).toBeNull();
    expect(checkMoonDropState({ ...play(), play: { ...play().play, roll: { blue: 2, whites: [1, 2, 3, 4], was: { blue: 9, whites: [6, 6, 6, 6] } } } })).toBe(
      "the round's roll is not one blue and four white faces",
    );
    expect(checkMoonDropState({ ...newDoc(), play: play().play })).toBe('a round is in play outside play');
    const { shuffle: _, ...old } = newDoc();
    expect(checkMoonDropState(old)).toBe('the crisis shuffle is missing');
  });

  it('refuses crises that are not 3 different cards of the 6 in play (up to 3 before and after)', () => {
    expect(checkMoonDropState({ ...newDoc(), crises: ['fire', 'fire'] })).toBe('the Crisis card Fire is dealt twice');
    expect(checkMoonDropState({ ...play(), crises: ['fire', 'breach', 'fire'] })).toBe('the Crisis card Fire is dealt twice');
    expect(checkMoonDropState({ ...play(), crises: ['fire', 'flood', 'quake'] })).toBe('“flood” is not a Crisis card');
    expect(checkMoonDropState({ ...play(), crises: ['fire', 'quake'] })).toBe('a game in play has 3 Crisis cards, not 2');
    expect(checkMoonDropState({ ...newDoc(), crises: ['fire', 'quake', 'plague', 'breach'] })).toBe('a game has at most 3 Crisis cards, not 4');
    expect(checkMoonDropState({ ...playedGame(), crises: ['fire'] })).toBeNull();
  });

  it('refuses goals that are not 2 different cards in play (up to 2 before and after)', () => {
    expect(checkMoonDropState({ ...newDoc(), goals: ['luck'] })).toBe('“luck” is not a Goal card');
    expect(checkMoonDropState({ ...play(), goals: ['mining', 'mining'] })).toBe('the Goal card Mining is dealt twice');
    expect(checkMoonDropState({ ...play(), goals: ['mining'] })).toBe('a game in play has 2 Goal cards, not 1');
    expect(checkMoonDropState({ ...newDoc(), goals: ['mining', 'research', 'security'] })).toBe('a game has at most 2 Goal cards, not 3');
  });

  it('refuses a sheet the blocks placed so far could not have made', () => {
    const withSheet = (doc: ReturnType<typeof play>, i: number, text: string) => ({ ...doc, players: doc.players.map((p, j) => (j === i ? { ...p, sheet: text } : p)) });
    // Round 3, Ana has placed: 3 blocks at most; Bo has not: 2 at most.
    const good = withSheet(withSheet(play(), 0, sheet('CCCQ', 'LLLL', 'RRRR')), 1, sheet('CCCQ', 'LLLL'));
    expect(checkMoonDropState(good)).toBeNull();
    expect(checkMoonDropState(withSheet(good, 1, sheet('CCCQ', 'LLLL', 'RRRR')))).toBe("Player 2's sheet holds 12 modules (3 blocks) after 2 blocks to place");
    expect(checkMoonDropState(withSheet(good, 0, sheet('CCCQ', 'LLLL', 'RRR')))).toBe("Player 1's sheet holds 11 modules during play: blocks are placed 4 squares at a time");
    expect(checkMoonDropState(withSheet(good, 0, sheet('CCCQ', 'LLlL')))).toBe(
      "Player 1's sheet has a module crossed out at row 2 col 3 during play (modules are crossed out only at the end)",
    );
    expect(checkMoonDropState({ ...newDoc(), players: [{ name: 'Ana', sheet: sheet('Q') }] })).toBe("Ana's sheet holds 1 module before the game starts");
    // The final sheets may hold anything a paper sheet can: crossings, more than 28 modules.
    expect(checkMoonDropState(withSheet(playedGame() as never, 0, sheet('CCCCCCCCC', 'qqqqqqqqq', 'RRRRRRRRR', 'LLLLLLLLL')))).toBeNull();
  });

  it('refuses a round out of range, or a round everyone has placed in that did not end', () => {
    expect(checkMoonDropState({ ...play(), play: { ...play().play, round: 8 } })).toBe('the round is not 1 to 7');
    expect(checkMoonDropState({ ...play(), play: { ...play().play, round: 0 } })).toBe('the round is not 1 to 7');
    expect(checkMoonDropState({ ...play(), play: { ...play().play, roll: null } })).toBe('a block is placed before the roll');
    expect(checkMoonDropState({ ...play(), play: { ...play().play, placed: [true, true] } })).toBe('everyone has placed in round 3, but the round did not end');
  });

  it('refuses paper sheets outside the final sheets', () => {
    expect(checkMoonDropState({ ...play(), paper: true })).toBe('a game of paper sheets is in the app only after play, to be scored');
    expect(checkMoonDropState({ ...newDoc(), paper: true })).toBe('a game of paper sheets is in the app only after play, to be scored');
  });

  it('refuses an order of the crises before the end-of-game shuffle could happen, or one that is not the game\'s crises', () => {
    const order = { order: ['fire', 'quake', 'breach'], by: 'app' };
    expect(checkMoonDropState({ ...play(), shuffle: order })).toBe('the crises are shuffled before the end of the game (the order is unknown during play)');
    expect(checkMoonDropState({ ...newDoc(), crises: ['fire', 'breach', 'quake'], shuffle: order })).toBe(
      'the crises are shuffled before the end of the game (the order is unknown during play)',
    );
    const end = playedGame();
    expect(checkMoonDropState({ ...end, shuffle: { order: ['plague', 'quake', 'fungus'], by: 'saved' } })).toBeNull();
    expect(checkMoonDropState({ ...end, shuffle: { order: ['plague', 'quake'], by: 'app' } })).toBe(
      "the shuffled order of the crises is not the game's crises (Plague, Quake, Fungus), each once",
    );
    expect(checkMoonDropState({ ...end, shuffle: { order: ['plague', 'quake', 'quake'], by: 'app' } })).toBe(
      "the shuffled order of the crises is not the game's crises (Plague, Quake, Fungus), each once",
    );
    expect(checkMoonDropState({ ...end, shuffle: { order: ['plague', 'quake', 'fire'], by: 'app' } })).toBe(
      "the shuffled order of the crises is not the game's crises (Plague, Quake, Fungus), each once",
    );
    expect(checkMoonDropState({ ...end, shuffle: { order: ['plague', 'quake', 'fungus'], by: 'dealer' } })).toBe('who shuffled the crises is not readable');
    expect(checkMoonDropState({ ...end, shuffle: { order: ['plague', 'quake', 'fungus'], by: 'app', was: ['plague'] } })).toBe(
      "the shuffle an Undo took back is not the game's crises (Plague, Quake, Fungus), each once",
    );
    expect(checkMoonDropState({ ...end, shuffle: 'fire' })).toBe('the crisis shuffle is not readable');
  });
});

describe('checkMoonDropAction', () => {
  it('accepts every kind of action', () => {
    const good = [
      { type: 'players', names: ['Ana'] },
      { type: 'cards', crises: ['fire'], goals: [], by: 'table' },
      { type: 'shuffle', order: ['quake', 'fire', 'breach'], by: 'app' },
      { type: 'shuffle', order: ['quake', 'fire', 'breach'], by: 'table', was: ['fire', 'quake', 'breach'] },
      { type: 'start', paper: true },
      { type: 'roll', blue: 1, whites: [6, 6, 1, 2], by: 'app' },
      { type: 'place', player: 1, anchor: { row: -1, col: 8 }, rotation: 3, picks: [null, 'L', 'H'] },
      { type: 'pass', player: 0 },
      { type: 'paint', player: 5, cells: [{ row: 8, col: 0 }], value: 'q', stroke: 17 },
      { type: 'sheet', player: 0, text: 'anything: read when applied' },
    ];
    for (const a of good) expect(checkMoonDropAction(a)).toBeNull();
  });

  it('refuses unreadable ones', () => {
    expect(checkMoonDropAction({ type: 'roll', blue: 0, whites: [1, 2, 3, 4], by: 'app' })).toBe('a "roll" action is not readable');
    expect(checkMoonDropAction({ type: 'roll', blue: 1, whites: [1, 2, 3], by: 'app' })).toBe('a "roll" action is not readable');
    expect(checkMoonDropAction({ type: 'place', player: 6, anchor: { row: 0, col: 0 }, rotation: 0, picks: [] })).toBe('a "place" action is not readable');
    expect(checkMoonDropAction({ type: 'place', player: 0, anchor: { row: 0, col: 0 }, rotation: 4, picks: [] })).toBe('a "place" action is not readable');
    expect(checkMoonDropAction({ type: 'paint', player: 0, cells: [{ row: 9, col: 0 }], value: 'C', stroke: 1 })).toBe('a "paint" action is not readable');
    expect(checkMoonDropAction({ type: 'paint', player: 0, cells: [], value: 'x', stroke: 1 })).toBe('a "paint" action is not readable');
    expect(checkMoonDropAction({ type: 'cards', crises: ['flood'], goals: [], by: 'app' })).toBe('the Crisis cards are not up to 3 different cards');
    expect(checkMoonDropAction({ type: 'players', names: [] })).toBe('a "players" action is not readable');
    expect(checkMoonDropAction({ type: 'cards', crises: [], goals: [], by: 'dealer' })).toBe('a "cards" action is not readable');
    expect(checkMoonDropAction({ type: 'start', paper: 'yes' })).toBe('a "start" action is not readable');
    expect(checkMoonDropAction({ type: 'roll', blue: 1, whites: [1, 2, 3, 4], by: 'table' })).toBe('a "roll" action is not readable');
    // A roll made in place of an undone one names that roll's faces.
    expect(checkMoonDropAction({ type: 'roll', blue: 1, whites: [1, 2, 3, 4], by: 'app', was: { blue: 2, whites: [1, 1, 1, 1] } })).toBeNull();
    expect(checkMoonDropAction({ type: 'roll', blue: 1, whites: [1, 2, 3, 4], by: 'app', was: { blue: 2, whites: [1] } })).toBe('a "roll" action is not readable');
    expect(checkMoonDropAction({ type: 'place', player: 0, anchor: { row: 0, col: 0 }, rotation: 0, picks: ['Q'] })).toBe('a "place" action is not readable');
    expect(checkMoonDropAction({ type: 'pass', player: -1 })).toBe('a "pass" action is not readable');
    expect(checkMoonDropAction({ type: 'sheet', player: 0, text: 3 })).toBe('a "sheet" action is not readable');
    expect(checkMoonDropAction({ type: 'shuffle', order: ['fire', 'fire'], by: 'app' })).toBe('a "shuffle" action is not readable');
    expect(checkMoonDropAction({ type: 'shuffle', order: ['fire', 'flood'], by: 'app' })).toBe('a "shuffle" action is not readable');
    expect(checkMoonDropAction({ type: 'shuffle', order: ['fire'], by: 'saved' })).toBe('a "shuffle" action is not readable');
    expect(checkMoonDropAction({ type: 'shuffle', order: ['fire'], by: 'app', was: 'fire' })).toBe('a "shuffle" action is not readable');
    expect(checkMoonDropAction({ type: 'fly' })).toBe('unknown action "fly"');
    expect(checkMoonDropAction({ type: 'toString' })).toBe('unknown action "toString"');
    expect(checkMoonDropAction('roll')).toBe('an action is not an object');
  });
});
