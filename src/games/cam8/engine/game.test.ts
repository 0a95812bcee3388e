import { describe, expect, it } from 'vitest';
import { checkCam8State } from './check';
import { mergeCam8 } from './log';
import { type Cam8Action, type Cam8Doc, type Pending, newDoc } from './game';
import { applyCam8, checkCam8Action, describeCam8 } from './move-table';
import { sketchGame } from './testkit';

const ok = (d: Cam8Doc | { error: string }): Cam8Doc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};
const play = (d: Cam8Doc) => (d.stage === 'play' ? d : (() => { throw new Error('not in play'); })());
const krill = (delta: number): Cam8Action => ({ type: 'adjust', player: 0, field: 'krill', delta });
const started = () => ok(applyCam8(newDoc(), { type: 'start' }));

describe('CAM 8 saved game', () => {
  it('starts from the setup form with three players of 3 hamsters each', () => {
    const d = newDoc();
    expect(d.stage === 'setup' && d.setup.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    const g = play(started()).game;
    expect(g.players.map((w) => [w.size, w.krill, w.hamsters.breeders + w.hamsters.harvesters + w.hamsters.politicians])).toEqual([
      [1, 0, 3],
      [1, 0, 3],
      [1, 0, 3],
    ]);
    expect(g.phase).toBe('diplomacy1');
  });

  it('refuses a start the rules refuse, naming the player', () => {
    const d = newDoc();
    if (d.stage !== 'setup') throw new Error();
    const bad = ok(applyCam8(d, { type: 'setup', setup: { ...d.setup, players: d.setup.players.map((p, i) => (i === 1 ? { ...p, hamsters: { guards: 2 } } : p)) } }));
    expect(applyCam8(bad, { type: 'start' })).toEqual({ error: 'Player 2 must start with exactly 3 hamsters, picked 2' });
  });

  it('starts the Diplomacy clock when the quorum asks, keeps it, and stops it when a request is withdrawn', () => {
    let d = started();
    d = ok(applyCam8(d, { type: 'ask', player: 0, asking: true, at: 1000 }));
    expect(play(d).clock).toBeNull();
    d = ok(applyCam8(d, { type: 'ask', player: 1, asking: true, at: 2000 }));
    expect(play(d).clock).toBe(2000);
    d = ok(applyCam8(d, { type: 'ask', player: 2, asking: true, at: 5000 }));
    expect(play(d).clock).toBe(2000);
    d = ok(applyCam8(d, { type: 'ask', player: 2, asking: false, at: 6000 }));
    d = ok(applyCam8(d, { type: 'ask', player: 1, asking: false, at: 7000 }));
    expect(play(d).clock).toBeNull();
    d = ok(applyCam8(d, { type: 'ask', player: 1, asking: true, at: 8000 }));
    expect(play(d).clock).toBe(8000);
    d = ok(applyCam8(d, { type: 'next' }));
    expect(play(d).clock).toBeNull();
  });

  it('parks rolled dice that wait on a choice, and only the move with those same dice may follow', () => {
    let d = started();
    for (const a of [{ type: 'next' }, { type: 'initiative', decisions: { rolls: { 0: [6], 1: [4], 2: [2] } } }, { type: 'next' }] as Cam8Action[]) d = ok(applyCam8(d, a));
    expect(play(d).game.active).toBe(0);
    const pending: Pending = { kind: 'act', player: 0, action: 'breed', target: null, faces: [5] };
    d = ok(applyCam8(d, { type: 'roll', pending }));
    expect(play(d).pending).toEqual(pending);
    // No re-roll, no skipping ahead: a different face or another move is refused.
    expect(applyCam8(d, { type: 'act', player: 0, action: 'breed', input: { faces: [6], choices: { gain: { guards: 2 } } } })).toEqual({
      error: 'Player 1 must first choose for the dice already rolled',
    });
    expect(applyCam8(d, { type: 'next' })).toHaveProperty('error');
    // Corrections by hand are still allowed and keep the dice parked.
    d = ok(applyCam8(d, { type: 'adjust', player: 2, field: 'krill', delta: 1 }));
    expect(play(d).pending).toEqual(pending);
    // 5 > 4: twice the Breeders, 2 hamsters.
    d = ok(applyCam8(d, { type: 'act', player: 0, action: 'breed', input: { faces: [5], choices: { gain: { guards: 2 } } } }));
    expect(play(d).pending).toBeNull();
    expect(play(d).game.players[0]!.hamsters.guards).toBe(2);
  });

  it('refuses to park dice that need no choice', () => {
    let d = started();
    for (const a of [{ type: 'next' }, { type: 'initiative', decisions: { rolls: { 0: [6], 1: [4], 2: [2] } } }, { type: 'next' }] as Cam8Action[]) d = ok(applyCam8(d, a));
    expect(applyCam8(d, { type: 'roll', pending: { kind: 'act', player: 0, action: 'harvest', target: null, faces: [3] } })).toEqual({
      error: 'Those dice need no choice: resolve them directly',
    });
  });

  it('writes readable log lines', () => {
    const before = started();
    const after = ok(applyCam8(before, { type: 'adjust', player: 1, field: 'krill', delta: 2 }));
    expect(describeCam8({ type: 'adjust', player: 1, field: 'krill', delta: 2 }, before, after)).toBe('Player 2: krill +2 by hand');
    const next = ok(applyCam8(after, { type: 'next' }));
    expect(describeCam8({ type: 'next' }, after, next)).toBe('Turn 1 · Initiative');
    expect(describeCam8({ type: 'start' }, newDoc(), before)).toBe('Game started: Player 1, Player 2, Player 3');
  });

  it('folds repeated taps on one counter, in one direction only', () => {
    expect(mergeCam8(krill(1), krill(1))).toEqual(krill(2));
    expect(mergeCam8(krill(-1), krill(1))).toBeNull();
    expect(mergeCam8(krill(1), { type: 'adjust', player: 1, field: 'krill', delta: 1 })).toBeNull();
  });
});

// Three whales with 1 Politician each in Initiative; a correction gives Player 1 the most krill.
const atInitiative = () => ok(applyCam8(started(), { type: 'next' }));
const roll = (rolls: Record<number, number[]>, paid: number[] = []): Cam8Action => ({ type: 'rollOff', decisions: { paid, rolls } });

describe('the roll-off for the pick order', () => {
  it('saves each round of dice, and sets the order as soon as the dice settle it', () => {
    let d = atInitiative();
    d = ok(applyCam8(d, roll({ 0: [4], 1: [4], 2: [2] })));
    expect(play(d).rollOff).toEqual({ paid: [], rolls: { 0: [4], 1: [4], 2: [2] } });
    expect(play(d).game.initiative).toEqual([]);
    // A saved game resumes with the dice as they were.
    expect(checkCam8State(JSON.parse(JSON.stringify(d)))).toBeNull();
    const before = d;
    d = ok(applyCam8(d, roll({ 0: [4, 1], 1: [4, 5], 2: [2] })));
    expect(play(d).game.initiative).toEqual([1, 0, 2]);
    expect(play(d).rollOff).toBeUndefined();
    expect(describeCam8(roll({ 0: [4, 1], 1: [4, 5], 2: [2] }), before, d)).toBe(
      'Roll-off for the pick order: Player 1 1, Player 2 5. Initiative: pick order → Player 2, Player 1, Player 3; Player 1 rolled 4, 1; Player 2 rolled 4, 5; Player 3 rolled 2',
    );
    expect(describeCam8(roll({ 0: [4], 1: [4], 2: [2] }), atInitiative(), before)).toBe(
      'Roll-off for the pick order: Player 1 4, Player 2 4, Player 3 2; still tied: Player 1, Player 2 roll again',
    );
  });

  it('refuses a re-roll, a different krill decision, or setting the order around the dice', () => {
    let d = ok(applyCam8(atInitiative(), { type: 'adjust', player: 0, field: 'krill', delta: 2 }));
    d = ok(applyCam8(d, roll({ 1: [3], 2: [3] }, [0])));
    expect(applyCam8(d, roll({ 1: [6], 2: [3] }, [0]))).toHaveProperty('error');
    expect(applyCam8(d, roll({ 0: [6], 1: [3, 1], 2: [3, 2] }, []))).toEqual({ error: 'Paying to pick first is decided before the roll-off' });
    expect(applyCam8(d, { type: 'initiative', decisions: { paid: [0], rolls: { 1: [6], 2: [1] } } })).toEqual({ error: 'Finish the roll-off: the dice set the pick order' });
    d = ok(applyCam8(d, roll({ 1: [3, 2], 2: [3, 6] }, [0])));
    expect(play(d).game.initiative).toEqual([0, 2, 1]);
    expect(play(d).game.players[0]!.krill).toBe(1);
  });

  it('a correction by hand keeps the dice, unless it changes who may pay', () => {
    let d = ok(applyCam8(atInitiative(), { type: 'adjust', player: 0, field: 'krill', delta: 2 }));
    d = ok(applyCam8(d, roll({ 1: [3], 2: [3] }, [0])));
    const kept = ok(applyCam8(d, { type: 'adjust', player: 2, field: 'guards', delta: 1 }));
    expect(play(kept).rollOff).toEqual(play(d).rollOff);
    // Player 2 now has as much krill as Player 1: nobody may pay, so the roll-off starts again.
    const changed = ok(applyCam8(d, { type: 'adjust', player: 1, field: 'krill', delta: 2 }));
    expect(play(changed).rollOff).toBeUndefined();
  });
});

// A stored action is read back when a game is opened or imported (checkCam8Action); one the app
// builds is trusted when applied. A readable action the rules refuse gets a reason.
describe('malformed actions', () => {
  it.each([
    [{ type: 'initiative', decisions: { paid: 5 } }, 'who paid to pick first is not a list of whales'],
    [{ type: 'rollOff', decisions: { rolls: 'x' } }, 'the roll-off is not readable'],
    [{ type: 'trade', offer: { from: 0, to: 1, give: 'lots' }, dice: {} }, 'a trade is not readable'],
    [{ type: 'harvest', flooded: null }, 'a harvest is not readable'],
    [{ type: 'warp' }, 'unknown action "warp"'],
  ])('a stored %j does not read back', (a, reason) => {
    expect(checkCam8Action(a)).toBe(reason);
  });

  it('refuses a readable move with a bad input, with a reason', () => {
    const command: Cam8Doc = { stage: 'play', game: sketchGame([{ hamsters: { breeders: 1 } }, {}]), clock: null, pending: null };
    const sixes = { type: 'act', player: 0, action: 'breed', input: { faces: 'six' } };
    expect(checkCam8Action(sixes)).toBeNull();
    expect(applyCam8(command, sixes as unknown as Cam8Action)).toEqual({ error: 'Breed: expected a list of die faces' });
    const feeding: Cam8Doc = { stage: 'play', game: sketchGame([{}, {}], { phase: 'feed' }), clock: null, pending: null };
    const meal = { type: 'feed', player: 0, input: { meal: 'toString' } };
    expect(checkCam8Action(meal)).toBeNull();
    expect(applyCam8(feeding, meal as unknown as Cam8Action)).toEqual({ error: '"toString" is not a meal: size, triple, sextuple or less' });
  });

  it('refuses a move of a kind it does not know (from an older or newer app): the game stays as it was', () => {
    expect(applyCam8(started(), { type: 'warp' } as never)).toEqual({ error: 'Unknown move "warp"' });
    expect(applyCam8(newDoc(), { type: 'warp' } as never)).toEqual({ error: 'Unknown move "warp"' });
  });

  it('refuses moves in the wrong stage, and any other move while dice wait for a choice', () => {
    expect(applyCam8(newDoc(), { type: 'next' })).toEqual({ error: 'Start the game first' });
    const d = newDoc();
    if (d.stage !== 'setup') throw new Error();
    expect(applyCam8(started(), { type: 'setup', setup: d.setup })).toEqual({ error: 'The game has already started' });
    expect(applyCam8(started(), { type: 'start' })).toEqual({ error: 'The game has already started' });
    const parked: Cam8Doc = { ...play(started()), pending: { kind: 'act', player: 1, action: 'breed', target: null, faces: [5] } };
    expect(applyCam8(parked, { type: 'start' })).toEqual({ error: 'Player 2 must first choose for the dice already rolled' });
  });
});

describe('CAM 8 checks', () => {
  it('accepts real saved games and actions', () => {
    expect(checkCam8State(JSON.parse(JSON.stringify(newDoc())))).toBeNull();
    expect(checkCam8State(JSON.parse(JSON.stringify(started())))).toBeNull();
    expect(checkCam8Action({ type: 'act', player: 0, action: 'breed', input: { faces: [3] } })).toBeNull();
  });

  it.each([
    [{ stage: 'lobby' }, 'the CAM 8 game is neither in setup nor in play'],
    [{ ...play(started()), game: { ...play(started()).game, phase: 'nap' } }, '"nap" is not a phase'],
    [{ ...play(started()), game: { ...play(started()).game, players: [] } }, 'the game needs 2 to 6 whales'],
    [{ ...play(started()), pending: { kind: 'act', player: 0, action: 'fly', faces: [1] } }, 'the action waiting for a choice is unknown'],
  ])('rejects a broken game (%#)', (doc, error) => {
    expect(checkCam8State(doc)).toBe(error);
  });

  it('rejects dice waiting for a choice that no longer fit the game, and unreadable roll-offs', () => {
    const d = play(started());
    // Diplomacy & Trade I: no action can be waiting, or the game would be stuck behind it.
    expect(checkCam8State({ ...d, pending: { kind: 'act', player: 0, action: 'breed', target: null, faces: [5] } })).toBe('the dice waiting for a choice do not fit the game');
    expect(checkCam8State({ ...d, rollOff: { rolls: { 9: [1] } } })).toBe('the roll-off does not fit the game: the roll-off dice are not readable');
    expect(checkCam8State({ ...d, rollOff: { paid: [0], rolls: { 1: [7] } } })).toBe('the roll-off does not fit the game: the roll-off dice are not readable');
    // Everyone has 0 krill at the start: nobody may pay.
    expect(checkCam8State({ ...d, rollOff: { paid: [0], rolls: { 1: [3] } } })).toBe(
      'the roll-off does not fit the game: Player 1 is not the tied whale with the most krill: cannot pay to pick first',
    );
  });

  it('rejects unreadable trades and decisions', () => {
    expect(checkCam8Action({ type: 'trade', offer: { from: 0, to: 1, give: 'lots' }, dice: {} })).toBe('a trade is not readable');
    expect(checkCam8Action({ type: 'trade', offer: { from: 0, to: 1, give: { krill: 2 } }, dice: { give: 9 } })).toBe('a trade is not readable');
    expect(checkCam8Action({ type: 'trade', offer: { from: 0, to: 1, give: { krill: 2, hamsters: { guards: 1 } } }, dice: {} })).toBeNull();
    expect(checkCam8Action({ type: 'initiative', decisions: { paid: 5 } })).toBe('who paid to pick first is not a list of whales');
    expect(checkCam8Action({ type: 'rollOff', decisions: { rolls: { 0: [3] } } })).toBeNull();
  });

  it('rejects unknown actions', () => {
    expect(checkCam8Action({ type: 'cheat' })).toBe('unknown action "cheat"');
    expect(checkCam8Action({ type: 'adjust', player: 0, field: 'wings', delta: 1 })).toBe('a correction is not readable');
  });
});
