import { describe, expect, it } from 'vitest';
import { applyWith, checkActionWith, describeWith, type MoveTable } from './moves';
import { isCount } from './read';
import { type StagedAction, type StagedDoc, stagedMoves } from './staged';

// A toy game: the form is a player count, the game a counter that `add` moves.
type Game = { total: number };
type Play = { type: 'add'; n: number };
type Act = Play | StagedAction<number>;
type Doc = StagedDoc<number, Game>;
const play: MoveTable<Game, Play> = {
  add: {
    read: (a) => (isCount(a.n) ? null : 'an addition is not a count'),
    apply: (g, a) => (a.n > 0 ? { total: g.total + a.n } : { error: 'Add something' }),
    describe: (a, _before, after) => `Added ${a.n}: ${after.total}`,
  },
};
const table = stagedMoves<number, Game, Play>(
  {
    readSetup: (s) => (isCount(s) ? null : 'the form is not a count'),
    newGame: (players) => (players < 2 ? { error: 'Two players at least' } : { total: 0 }),
    started: (g) => `Started at ${g.total}`,
  },
  play,
);
const apply = applyWith<Doc, Act>(table);
const check = checkActionWith<Doc, Act>(table);
const describeMove = describeWith<Doc, Act>(table);
const form: Doc = { stage: 'setup', setup: 1 };
const playing: Doc = { stage: 'play', game: { total: 3 } };

describe('stagedMoves', () => {
  it('edits the form, then starts the game from it, with its log line', () => {
    const edited = apply(form, { type: 'setup', setup: 3 });
    expect(edited).toEqual({ stage: 'setup', setup: 3 });
    const started = apply(edited as Doc, { type: 'start' });
    expect(started).toEqual({ stage: 'play', game: { total: 0 } });
    expect(describeMove({ type: 'start' }, edited as Doc, started as Doc)).toBe('Started at 0');
    expect(describeMove({ type: 'setup', setup: 3 }, form, edited as Doc)).toBeNull();
  });

  it("refuses to start with the game's own reason, and any move before the start", () => {
    expect(apply(form, { type: 'start' })).toEqual({ error: 'Two players at least' });
    expect(apply(form, { type: 'add', n: 1 })).toEqual({ error: 'Start the game first' });
  });

  it('makes moves in play with their log lines, and passes on their refusals', () => {
    const after = apply(playing, { type: 'add', n: 2 });
    expect(after).toEqual({ stage: 'play', game: { total: 5 } });
    expect(describeMove({ type: 'add', n: 2 }, playing, after as Doc)).toBe('Added 2: 5');
    expect(apply(playing, { type: 'add', n: 0 })).toEqual({ error: 'Add something' });
  });

  it('refuses setup actions once the game has started', () => {
    expect(apply(playing, { type: 'setup', setup: 4 })).toEqual({ error: 'The game has already started' });
    expect(apply(playing, { type: 'start' })).toEqual({ error: 'The game has already started' });
  });

  it('reads stored actions by their entry, and names what is not one', () => {
    expect(check({ type: 'add', n: 2 })).toBeNull();
    expect(check({ type: 'add', n: -1 })).toBe('an addition is not a count');
    expect(check({ type: 'setup', setup: 'x' })).toBe('the form is not a count');
    expect(check({ type: 'start' })).toBeNull();
    expect(check({ type: 'junk' })).toBe('unknown action "junk"');
    expect(check({ type: 'toString' })).toBe('unknown action "toString"');
    expect(check([])).toBe('an action is not an object');
  });

  it('refuses an action type the table does not have (from an older or newer app)', () => {
    expect(apply(playing, { type: 'junk' } as unknown as Act)).toEqual({ error: 'Unknown move "junk"' });
  });
});
