import { describe, expect, it } from 'vitest';
import { cam8Status } from './cam8/engine/status';
import { newDoc as newCam8 } from './cam8/engine/game';
import { sketchGame as cam8Game } from './cam8/engine/testkit';
import { cellularStatus } from './cellular/engine/status';
import { newDoc as newCellular } from './cellular/engine/game';
import { sketchGame as cellularGame } from './cellular/engine/testkit';
import { crackersStatus } from './crackers/engine/status';
import { newDoc as newCrackers } from './crackers/engine/game';
import { diceStatus } from './dice/engine/status';
import { newDice } from './dice/engine';
import { geyserStatus } from './geyser/engine/status';
import { newDoc as newGeyser } from './geyser/engine/game';
import { sketchGame as geyserGame } from './geyser/engine/testkit';
import { moonDropStatus } from './moondrop/engine/status';
import { newDoc as newMoonDrop } from './moondrop/engine/game';

// Where each game stands, as the saved-games list shows it under the game's name.
describe('status lines for the saved-games list', () => {
  it('CAM 8: setting up, the turn and phase, or how it ended', () => {
    expect(cam8Status(newCam8())).toBe('Setting up');
    const g = { ...cam8Game([{}, {}], { phase: 'feed' }), turn: 3 };
    expect(cam8Status({ stage: 'play', game: g, clock: null, pending: null })).toBe('Turn 3 · Feed');
    expect(cam8Status({ stage: 'play', game: { ...g, gameOver: { kind: 'transcended', winner: 1, reason: '' } }, clock: null, pending: null })).toBe('Game over · Bo won');
    expect(cam8Status({ stage: 'play', game: { ...g, gameOver: { kind: 'revolt', winner: null, reason: '' } }, clock: null, pending: null })).toBe('Game over · the hamsters revolted');
  });
  it('Geyser: the start roll, whose turn in which round, a Firing, the winner', () => {
    expect(geyserStatus(newGeyser())).toBe('Setting up');
    const g = geyserGame([{}, {}, {}], { starter: 1, round: 2, turn: 1 });
    expect(geyserStatus({ stage: 'play', game: g })).toBe("Round 2 · Cy's turn");
    expect(geyserStatus({ stage: 'play', game: { ...g, phase: 'firing' } })).toBe('Round 2 · Geyser Firing');
    expect(geyserStatus({ stage: 'play', game: { ...g, phase: 'over', winner: 0 } })).toBe('Game over · Ana won');
  });
  it('Cellular Powerhouse: the Round and step, counting, the winner', () => {
    expect(cellularStatus(newCellular())).toBe('Setting up');
    const g = { ...cellularGame([{}, {}]), round: 2, step: 'draft' as const };
    expect(cellularStatus({ stage: 'play', game: g })).toBe('Round 2 of 3 · Drafting');
    expect(cellularStatus({ stage: 'play', game: { ...g, phase: 'scoring' } })).toBe('Counting Nutrients');
    expect(cellularStatus({ stage: 'play', game: { ...g, phase: 'over', winner: 1 } })).toBe('Game over · Bo won');
  });
  it('Moon Drop, Captain Crackers and Dice', () => {
    const md = newMoonDrop();
    expect(moonDropStatus(md)).toBe('Setting up');
    expect(moonDropStatus({ ...md, stage: 'play', play: { round: 5, roll: null, placed: [] } })).toBe('Round 5 of 7');
    expect(moonDropStatus({ ...md, stage: 'end', paper: true })).toBe('Paper sheets');
    const cr = newCrackers();
    expect(crackersStatus(cr)).toBe('Setting up the board');
    expect(crackersStatus({ mode: 'calc', board: cr.board })).toBe('Water calculator');
    const play = { round: 3, turn: 'captain' as const, moved: false, shape: null, pumped: 0, placed: 0, removed: 0, done: false, over: null };
    expect(crackersStatus({ mode: 'play', board: cr.board, play })).toBe("Round 3 · the Captain's turn");
    expect(crackersStatus({ mode: 'play', board: cr.board, play: { ...play, turn: 'b' } })).toBe("Round 3 · crew b's turn");
    expect(crackersStatus({ mode: 'play', board: cr.board, play: { ...play, over: { winner: 'crew', reason: '' } } })).toBe('Game over · the crew won');
    const dice = newDice();
    expect(diceStatus(dice)).toBe('No rolls yet');
    expect(diceStatus({ ...dice, rolls: [{ total: 4 }, { total: 9 }] as never })).toBe('2 rolls · last 9');
  });
});
