import { describe, expect, it } from 'vitest';
import { applyCellular, describeCellular } from './move-table';
import { cellularUndoRefusal } from './log';
import type { CellularAction, CellularDoc } from './game';
import { checkCellularState } from './check';
import { contestStatus, nextContestPicker, noDice, startScarcity } from './index';
import { must, sketchGame } from './testkit';
import type { CellularState, DiceSet, Phase } from './types';

// Card-effect rolls where players roll against each other keep each pick secret until the dice are cast, as a
// Scarcity roll does (rule text, Rolling Dice): one picker at a time in seat order, nothing shown of a pick before.
const d = (x: Partial<DiceSet>): DiceSet => ({ ...noDice(), ...x });
const doc = (game: CellularState): CellularDoc => ({ stage: 'play', game });
const table = (phase: Phase = 'rounds') => sketchGame([{ d4: 2 }, { d6: 1 }, {}], { phase });
function play(from: CellularState, actions: CellularAction[]) {
  let g = doc(from);
  const lines: Array<string | null> = [];
  for (const a of actions) {
    const next = applyCellular(g, a);
    if ('error' in next) throw new Error(`${a.type}: ${next.error}`);
    lines.push(describeCellular(a, g, next));
    g = next;
  }
  return { game: (g as { game: CellularState }).game, lines };
}
const start: CellularAction = { type: 'contest', rollers: [2, 0, 1], keep: false };
const picks: CellularAction[] = [start, { type: 'contestPick', player: 0, dice: d({ d4: 1 }) }, { type: 'contestPick', player: 1, dice: d({ d6: 1 }) }];

describe('Cellular Powerhouse card-effect rolls of players against each other', () => {
  it('take secret picks in seat order, an empty Microbe skipped, and show no pick before the cast', () => {
    const { game, lines } = play(table(), picks);
    expect(lines).toEqual([
      'Card-effect roll among Ana, Bo and Cy; Cy has no dice and picks nothing: Ana picks dice first, in secret',
      'Ana picked in secret for the card-effect roll',
      'Bo picked in secret for the card-effect roll; all picks are in: cast the dice together',
    ]);
    expect(contestStatus(game)).toEqual([
      { player: 0, picked: true, skipped: false, dice: null },
      { player: 1, picked: true, skipped: false, dice: null },
      { player: 2, picked: true, skipped: true, dice: null },
    ]);
    expect(game.receipt).toBe('Bo has picked; all picks are in: cast the dice together');
    // Before Bo picks, only who has picked shows; Bo is the one to hand the phone to.
    const half = play(table(), picks.slice(0, 2)).game;
    expect([nextContestPicker(half), half.receipt]).toEqual([1, 'Ana has picked; hand the phone to Bo']);
    expect(checkCellularState(doc(half))).toBeNull();
  });

  it('cast every pick together; the dice go back to the Center unless the card keeps them', () => {
    const cast: CellularAction = { type: 'contestCast', faces: [[3], [5], []] };
    const { game, lines } = play(table(), [...picks, cast]);
    expect(lines.at(-1)).toBe('Card-effect roll: Ana d4 3 = 3; Bo d6 5 = 5; Cy no dice = 0. Bo rolls highest; the dice go back to the Center');
    expect(game.players.map((m) => m.dice)).toEqual([d({ d4: 1 }), d({}), d({})]);
    expect(game.center).toEqual({ d4: 8, d6: 6, d8: 3, d12: 1 });
    expect(contestStatus(game).map((x) => x.dice)).toEqual([d({ d4: 1 }), d({ d6: 1 }), d({})]);
    expect(checkCellularState(doc(game))).toBeNull();
    const kept = play(table(), [{ ...start, keep: true }, ...picks.slice(1), { type: 'contestCast', faces: [[4], [4], []] }]).game;
    expect(kept.receipt).toBe('Card-effect roll: Ana d4 4 = 4; Bo d6 4 = 4; Cy no dice = 0. Ana and Bo tie with 4; the dice stay in the Microbes');
    expect(kept.players.map((m) => m.dice)).toEqual([d({ d4: 2 }), d({ d6: 1 }), d({})]);
    // A one-player roll after it is the last card-effect roll instead.
    const solo = play(game, [{ type: 'effect', player: 0, dice: d({ d4: 1 }), faces: [2], keep: true }]).game;
    expect([solo.contest, solo.effect?.total]).toEqual([null, 2]);
  });

  it('refuses picks out of turn or of dice not in the Microbe, and a cast before every pick or of the wrong dice', () => {
    const opened = play(table(), [start]).game;
    expect(applyCellular(doc(opened), { type: 'contestPick', player: 1, dice: d({ d6: 1 }) })).toEqual({ error: "It is Ana's turn to pick dice" });
    expect(applyCellular(doc(opened), { type: 'contestPick', player: 0, dice: d({ d4: 3 }) })).toEqual({ error: 'Ana can only pick dice from their Microbe' });
    expect(applyCellular(doc(opened), { type: 'contestCast', faces: [[1], [1], []] })).toEqual({ error: 'Not every roller has picked dice yet' });
    const allIn = play(table(), picks).game;
    expect(applyCellular(doc(allIn), { type: 'contestPick', player: 0, dice: d({}) })).toEqual({ error: 'Every roller has picked: cast the dice' });
    expect(applyCellular(doc(allIn), { type: 'contestCast', faces: [[1, 1], [1], []] })).toEqual({ error: 'Ana rolls 1 die' });
    expect(applyCellular(doc(allIn), { type: 'contestCast', faces: [[5], [1], []] })).toEqual({ error: "Ana's d4: 5 is not a face (1 to 4)" });
    expect(applyCellular(doc(table()), { type: 'contestCast', faces: [] })).toEqual({ error: 'No card-effect roll is under way' });
    expect(applyCellular(doc(table()), { type: 'contestPick', player: 0, dice: d({}) })).toEqual({ error: 'No card-effect roll is being picked' });
  });

  it('is started only during the Rounds, among 2 or more with a die between them, never beside a Scarcity roll', () => {
    expect(applyCellular(doc(table('genomes')), start)).toEqual({ error: 'Card effects are rolled during the Rounds' });
    expect(applyCellular(doc(table('scoring')), start)).toEqual({ error: 'Card effects are rolled during the Rounds' });
    expect(applyCellular(doc(table()), { ...start, rollers: [0, 0] })).toEqual({ error: 'Players roll against each other: choose at least 2' });
    expect(applyCellular(doc(sketchGame([{}, {}])), { ...start, rollers: [0, 1] })).toEqual({ error: 'Ana and Bo have no dice in their Microbes: take some from the Center first' });
    const scarcity = must(startScarcity(table(), [0, 1], 'a Trait'));
    expect(applyCellular(doc(scarcity), start)).toEqual({ error: 'Finish the Scarcity roll first' });
  });

  it('holds everything else until the dice are cast: no dice move, no step, no other roll', () => {
    const opened = doc(play(table(), [start]).game);
    const busy = { error: 'Finish the card-effect roll first' };
    for (const a of [
      { type: 'take', player: 2, dice: d({ d8: 1 }) },
      { type: 'return', player: 0, dice: d({ d4: 1 }) },
      { type: 'next' },
      { type: 'genePool', cards: 3 },
      { type: 'scarcity', contenders: [0, 1], prize: 'a Trait' },
      { type: 'effect', player: 0, dice: d({ d4: 1 }), faces: [1], keep: false },
      start,
    ] as CellularAction[]) {
      expect(applyCellular(opened, a)).toEqual(busy);
    }
  });

  it('Undo takes back a pick while picks go on, but not once every pick is in', () => {
    const half = doc(play(table(), picks.slice(0, 2)).game);
    expect(cellularUndoRefusal(half, picks[1]!)).toBeNull();
    const allIn = doc(play(table(), picks).game);
    expect(cellularUndoRefusal(allIn, picks[2]!)).toBe('Every pick is in: a pick cannot be taken back now, as the table may have seen them. Cast the dice.');
  });
});
