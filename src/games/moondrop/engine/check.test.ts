import { describe, expect, it } from 'vitest';
import { checkMoonDropState } from './check';
import { checkMoonDropAction } from './move-table';
import { newDoc } from './game';
import { playedGame } from './game-testkit';

const play = () => ({
  ...newDoc(),
  stage: 'play',
  crises: ['fire', 'breach', 'quake'],
  goals: ['mining', 'security'],
  play: { round: 3, roll: { blue: 2, whites: [1, 2, 3, 4] }, placed: [true, false] },
});

describe('checkMoonDropState', () => {
  it('accepts a new table, a round in play and a finished game', () => {
    expect(checkMoonDropState(newDoc())).toBeNull();
    expect(checkMoonDropState(play())).toBeNull();
    expect(checkMoonDropState(playedGame())).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkMoonDropState(null)).toBe('the Moon Drop table is missing');
    expect(checkMoonDropState({ ...newDoc(), stage: 'over' })).toBe('"over" is not a stage');
    expect(checkMoonDropState({ ...newDoc(), players: [] })).toBe('a game has 1 to 6 players');
    expect(checkMoonDropState({ ...newDoc(), players: [{ name: 'Ana', sheet: 'CC' }] })).toBe(
      'a sheet is not readable: Line 1, column 3: the line has 2 characters; expected 9',
    );
    expect(checkMoonDropState({ ...newDoc(), crises: ['fire', 'fire'] })).toBe('the Crisis cards are not up to 3 different cards');
    expect(checkMoonDropState({ ...newDoc(), goals: ['luck'] })).toBe('the Goal cards are not up to 2 different cards');
    expect(checkMoonDropState({ ...play(), goals: ['mining'] })).toBe('a game in play needs all its cards');
    expect(checkMoonDropState({ ...play(), play: { ...play().play, round: 8 } })).toBe('the round is not 1 to 7');
    expect(checkMoonDropState({ ...play(), play: { ...play().play, roll: { blue: 7, whites: [1, 2, 3, 4] } } })).toBe(
      "the round's roll is not one blue and four white faces",
    );
    expect(checkMoonDropState({ ...play(), play: { ...play().play, placed: [true] } })).toBe('who has placed is not readable');
    expect(checkMoonDropState({ ...play(), play: { ...play().play, roll: null } })).toBe('a block is placed before the roll');
    expect(checkMoonDropState({ ...play(), play: { ...play().play, roll: { blue: 2, whites: [1, 2, 3, 4], was: { blue: 5, whites: [6, 6, 6, 6] } } } })).toBeNull();
    expect(checkMoonDropState({ ...play(), play: { ...play().play, roll: { blue: 2, whites: [1, 2, 3, 4], was: { blue: 9, whites: [6, 6, 6, 6] } } } })).toBe(
      "the round's roll is not one blue and four white faces",
    );
    expect(checkMoonDropState({ ...newDoc(), play: play().play })).toBe('a round is in play outside play');
  });
});

describe('checkMoonDropAction', () => {
  it('accepts every kind of action', () => {
    const good = [
      { type: 'players', names: ['Ana'] },
      { type: 'cards', crises: ['fire'], goals: [], by: 'table' },
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
    expect(checkMoonDropAction({ type: 'fly' })).toBe('unknown action "fly"');
    expect(checkMoonDropAction({ type: 'toString' })).toBe('unknown action "toString"');
    expect(checkMoonDropAction('roll')).toBe('an action is not an object');
  });
});
