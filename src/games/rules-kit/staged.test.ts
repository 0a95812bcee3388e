import { describe, expect, it } from 'vitest';
import { type StagedDoc, applyStaged } from './staged';

// A toy game: the form is a player count, the game a counter that `add` moves.
type Act = { type: 'setup'; setup: number } | { type: 'start' } | { type: 'add'; n: number } | { type: 'junk' };
type Doc = StagedDoc<number, { total: number }>;
const rules = {
  check: (a: Act) => (a.type === 'junk' ? 'junk is not a move' : null),
  newGame: (players: number) => (players < 2 ? { error: 'Two players at least' } : { total: 0 }),
  move: (g: { total: number }, a: Act) => (a.type === 'add' && a.n > 0 ? { total: g.total + a.n } : { error: 'Add something' }),
};
const form: Doc = { stage: 'setup', setup: 1 };
const playing: Doc = { stage: 'play', game: { total: 3 } };

describe('applyStaged', () => {
  it('edits the form, then starts the game from it', () => {
    const edited = applyStaged(rules, form, { type: 'setup', setup: 3 });
    expect(edited).toEqual({ stage: 'setup', setup: 3 });
    expect(applyStaged(rules, edited as Doc, { type: 'start' })).toEqual({ stage: 'play', game: { total: 0 } });
  });

  it("refuses to start with the game's own reason, and any move before the start", () => {
    expect(applyStaged(rules, form, { type: 'start' })).toEqual({ error: 'Two players at least' });
    expect(applyStaged(rules, form, { type: 'add', n: 1 })).toEqual({ error: 'Start the game first' });
  });

  it('makes moves in play, and passes on their refusals', () => {
    expect(applyStaged(rules, playing, { type: 'add', n: 2 })).toEqual({ stage: 'play', game: { total: 5 } });
    expect(applyStaged(rules, playing, { type: 'add', n: 0 })).toEqual({ error: 'Add something' });
  });

  it('refuses setup actions once the game has started', () => {
    expect(applyStaged(rules, playing, { type: 'setup', setup: 4 })).toEqual({ error: 'The game has already started' });
    expect(applyStaged(rules, playing, { type: 'start' })).toEqual({ error: 'The game has already started' });
  });

  it('never applies an action it could not read back, in either stage', () => {
    for (const doc of [form, playing]) {
      expect(applyStaged(rules, doc, { type: 'junk' })).toEqual({ error: 'This move is not readable: junk is not a move' });
    }
  });
});
