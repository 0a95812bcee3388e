import { describe, expect, it } from 'vitest';
import { createSession } from '../../shared/history/session';
import { startTimeline } from '../../shared/history/timeline';
import { seededRng } from '../../shared/random';
import type { GameRecord } from '../../shared/storage/record';
import { EMPTY_SHEET, type MoonDropAction, type MoonDropDoc, newDoc } from './engine/game';
import { ANA, ANA_SHEET, BO, BO_SHEET, CARDS, ROLLS, playedGame, run } from './engine/game-testkit';
import { applyMoonDrop } from './engine/move-table';
import { def } from './index';
import { createMoonDropModel, drawCards } from './model';
import { CRISES, CRISIS_NAMES, GOALS } from './engine/screens';

function setup(state: MoonDropDoc = newDoc(), seed = 11) {
  const record: GameRecord = {
    v: 2, id: 'm', kind: 'moondrop', name: 'Moon Drop 1', createdAt: 0, updatedAt: 0, stateVersion: def.stateVersion,
    timeline: startTimeline(state), log: [],
  };
  const session = createSession(record, def, () => undefined, { now: () => 1000 });
  let rolls = 0;
  const model = createMoonDropModel(session, seededRng(seed), () => rolls++);
  return { session, model, rolls: () => rolls };
}

describe('dealing', () => {
  it('draws different cards, all from the deck', () => {
    for (let seed = 0; seed < 50; seed++) {
      const crises = drawCards(CRISES, 3, seededRng(seed));
      expect(new Set(crises).size).toBe(3);
      expect(crises.every((c) => CRISES.includes(c))).toBe(true);
    }
    expect(drawCards(GOALS, 5, seededRng(3)).sort()).toEqual([...GOALS].sort());
  });

  it('deals 3 crises and 2 goals, and logs them', () => {
    const { model, session } = setup();
    expect(model.deal()).toBeNull();
    const doc = model.doc.value;
    expect(doc.crises).toHaveLength(3);
    expect(doc.goals).toHaveLength(2);
    // A set: named in the deck's order, never in the order drawn.
    expect(session.log.value.at(-1)?.text).toMatch(/^Cards dealt by the app: crises \w+, \w+ and \w+; goals \w+ and \w+$/);
    expect(doc.crises).toEqual(CRISES.filter((c) => doc.crises.includes(c)));
  });
});

// Ana and Bo's game after round 7 in the model, the crises not yet shuffled.
const end = () => setup(playedGame());

describe('the end-of-game shuffle through the model', () => {

  it('shuffles with the dice passed in and records the order in the move, so a replay gives the same order', () => {
    const { model, session } = end();
    expect(model.order.value).toBeNull();
    expect(model.shuffleCrises()).toBeNull();
    const order = model.order.value!;
    expect([...order].sort()).toEqual([...model.doc.value.crises].sort());
    const step = session.record.value.timeline.past.at(-1)!.action as MoonDropAction;
    expect(step).toEqual({ type: 'shuffle', order, by: 'app' });
    // The same seed draws the same order; the recorded move replays to it whatever the dice do next.
    expect(end().model.shuffleCrises()).toBeNull();
    expect(applyMoonDrop(playedGame(), step)).toEqual(model.doc.value);
    expect(session.log.value.at(-1)?.text).toBe(`Crises shuffled by the app: ${order.map((c) => CRISIS_NAMES[c]).join(' → ')}`);
    // Every order comes out of the app's shuffle, each about as often (1000 seeds, 6 orders).
    const seen = new Map<string, number>();
    for (let seed = 0; seed < 1000; seed++) {
      const o = drawCards(['plague', 'quake', 'fungus'], 3, seededRng(seed)).join();
      seen.set(o, (seen.get(o) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    for (const n of seen.values()) expect(n).toBeGreaterThan(120);
  });

  it('takes the order the table\'s cards came out in; Undo takes a shuffle back like any move, and the next one names it', () => {
    const { model, session } = end();
    expect(model.setOrder(['quake', 'plague', 'fungus'])).toBeNull();
    expect(model.doc.value.shuffle).toEqual({ order: ['quake', 'plague', 'fungus'], by: 'table' });
    expect(model.setOrder(['plague', 'quake', 'fungus'])).toEqual({ error: 'The crises are already shuffled (undo to shuffle again)' });
    session.undo();
    expect(model.order.value).toBeNull();
    expect(model.shuffleCrises()).toBeNull();
    expect(model.doc.value.shuffle!.was).toEqual(['quake', 'plague', 'fungus']);
    expect(session.log.value.at(-1)?.text).toMatch(/^After Undo: Crises shuffled by the app: /);
  });

  it('refuses the shuffle during play', () => {
    const { model } = setup(run(newDoc(), { type: 'players', names: ['Ana'] }, CARDS, { type: 'start', paper: false }));
    expect(model.shuffleCrises()).toEqual({ error: 'The crises are shuffled at the end of the game, after the last round' });
  });
});

describe('a game through the model', () => {
  it('rolls in the app, or takes typed faces; places by square 1; undo takes a placement back', () => {
    const { model, session, rolls } = setup(run(newDoc(), { type: 'players', names: ['Ana', 'Bo'] }, CARDS));
    expect(model.start(false)).toBeNull();
    expect(model.roll()).toBeNull();
    expect(rolls()).toBe(1);
    const roll = model.play.value!.roll!;
    expect([roll.blue, ...roll.whites].every((f) => f >= 1 && f <= 6)).toBe(true);
    session.undo();
    expect(model.play.value!.roll).toBeNull();

    const playRound = (r: number) => {
      expect(model.rollFaces([...ROLLS[r]!])).toBeNull();
      expect(model.waiting.value).toEqual(['Ana', 'Bo']);
      for (const [p, moves] of [ANA, BO].entries()) {
        const m = moves[r]!;
        expect(model.place(p, { row: m.at[0], col: m.at[1] }, m.turns, m.picks)).toBeNull();
      }
    };
    for (let r = 0; r < 6; r++) playRound(r);
    // Undo Bo's round-6 placement: round 6 again, Bo still to place.
    session.undo();
    expect(model.play.value).toMatchObject({ round: 6, placed: [true, false] });
    expect(model.waiting.value).toEqual(['Bo']);
    session.redo();
    playRound(6);
    expect(model.doc.value.stage).toBe('end');
    expect(model.doc.value.players.map((p) => p.sheet)).toEqual([ANA_SHEET, BO_SHEET]);
    expect(session.log.value.at(-1)?.text).toBe(
      'Round 7 · Bo places the T block, square 1 at row 3 col 2, not turned: Corridor, Corridor, Hydroponics, Research. All 7 rounds played: the sheets are scored',
    );
  });

  it('says why a placement is refused and changes nothing', () => {
    const { model } = setup(run(newDoc(), { type: 'players', names: ['Ana'] }, CARDS, { type: 'start', paper: false }));
    expect(model.place(0, { row: 0, col: 0 }, 0, [])).toBe('Roll the block first.');
    model.rollFaces([1, 1, 2, 4, 6]);
    expect(model.place(0, { row: 0, col: 6 }, 0, [])).toEqual({ error: 'Off the grid: a square would fall outside at row 1 col 10' });
    expect(model.doc.value.players[0]!.sheet).toBe(EMPTY_SHEET);
    expect(model.stuck.value).toEqual([false]);
  });

  it('marks a roll made after an Undo with the roll it replaced; a first roll, or one after Undo of a placement, has no mark', () => {
    const { model, session } = setup(run(newDoc(), { type: 'players', names: ['Ana'] }, CARDS, { type: 'start', paper: false }));
    expect(model.rollFaces([4, 4, 1, 2, 1])).toBeNull();
    expect(model.play.value!.roll).toEqual({ blue: 4, whites: [4, 1, 2, 1] });
    session.undo();
    expect(model.rollFaces([2, 6, 1, 2, 4])).toBeNull();
    expect(model.play.value!.roll).toEqual({ blue: 2, whites: [6, 1, 2, 4], was: { blue: 4, whites: [4, 1, 2, 1] } });
    expect(session.log.value.at(-1)?.text).toMatch(/^After Undo: Round 1 · Real dice: blue 2 \(L block\)/);
    // The app's roll is marked the same way.
    session.undo();
    expect(model.roll()).toBeNull();
    expect(model.play.value!.roll!.was).toEqual({ blue: 2, whites: [6, 1, 2, 4] });
    // Undoing a placement and placing again rolls nothing: the roll keeps what it had.
    expect(model.place(0, { row: 4, col: 4 }, 0, ['L', 'L', 'L', 'L'])).toBeNull();
    session.undo();
    expect(model.play.value!.roll!.was).toEqual({ blue: 2, whites: [6, 1, 2, 4] });
  });

  it('deals the cards as play starts when none were picked, never for paper sheets', () => {
    const { model, session } = setup(run(newDoc(), { type: 'players', names: ['Ana'] }));
    expect(model.dealsOnStart.value).toBe(true);
    expect(model.start(true)).toEqual({ error: 'Deal or pick the cards first: 3 Crisis cards and 2 Goal cards' });
    expect(model.start(false)).toBeNull();
    expect(model.doc.value).toMatchObject({ stage: 'play' });
    expect(model.doc.value.crises).toHaveLength(3);
    expect(model.doc.value.goals).toHaveLength(2);
    expect(session.log.value.map((e) => e.text.split(':')[0])).toEqual(['Cards dealt by the app', 'Game started']);
    // Cards picked in part are the table's: refused as before, not topped up.
    const part = setup(run(newDoc(), { type: 'cards', crises: ['fire'], goals: [], by: 'table' }));
    expect(part.model.dealsOnStart.value).toBe(false);
    expect(part.model.start(false)).toEqual({ error: 'Deal or pick the cards first: 3 Crisis cards and 2 Goal cards' });
  });

  it('folds one drag of paint into one undo step', () => {
    const { model, session } = setup(run(newDoc(), CARDS, { type: 'start', paper: true }));
    for (const col of [0, 1, 2, 3]) model.paint(0, [{ row: 0, col }], 'C', 41);
    model.paint(0, [{ row: 1, col: 0 }], 'Q', 42);
    expect(model.doc.value.players[0]!.sheet.split('\n').slice(0, 2)).toEqual(['CCCC.....', 'Q........']);
    session.undo();
    expect(model.doc.value.players[0]!.sheet.split('\n').slice(0, 2)).toEqual(['CCCC.....', '.........']);
    session.undo();
    expect(model.doc.value.players[0]!.sheet).toBe(EMPTY_SHEET);
    // Two steps: the tap, and the whole drag.
    expect(session.canUndo.value).toBe(false);
  });
});
