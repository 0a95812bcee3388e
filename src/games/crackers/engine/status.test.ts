import { describe, expect, it } from 'vitest';
import { type CrackersAction, type CrackersDoc, type PlayState, newDoc } from './game';
import { applyCrackers } from './move-table';
import { crackersPinned, waterUnits } from './status';

const ok = (d: CrackersDoc | { error: string }): CrackersDoc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};
const run = (doc: CrackersDoc, ...actions: CrackersAction[]) => actions.reduce((d, a) => ok(applyCrackers(d, a)), doc);
const play = (d: CrackersDoc, p: Partial<PlayState>): CrackersDoc => (d.mode === 'play' ? { ...d, play: { ...d.play, ...p } } : d);

describe('the pinned line', () => {
  // 3 × 3: 8 rounds. Two units on the leak, one beside it.
  const board = run(newDoc(), { type: 'import', text: '02L 01 00C\n00a 00b 00\n00P 00 00L' });

  it('counts the water on the board', () => {
    expect(waterUnits(newDoc())).toBe(0);
    expect(waterUnits(board)).toBe(3);
  });

  it('says the round and whose turn it is, and the water', () => {
    const d = run(board, { type: 'start' });
    expect(crackersPinned(d)).toEqual({ where: 'Round 1 · crew a', numbers: 'Water: 3 units' });
    expect(crackersPinned(play(d, { round: 3, turn: 'captain' }))).toEqual({ where: 'Round 3 · Captain', numbers: 'Water: 3 units' });
    // The crew win when the last round ends: it is named so.
    expect(crackersPinned(play(d, { round: 8, turn: 'b' })).where).toBe('Last round · crew b');
    const one = run(newDoc(), { type: 'import', text: '01L 00 00C\n00a 00 00\n00P 00 00L' });
    expect(crackersPinned(run(one, { type: 'start' })).numbers).toBe('Water: 1 unit');
  });

  it('names setup, the calculator and a game that is over', () => {
    expect(crackersPinned(newDoc())).toEqual({ where: 'Board setup', numbers: '60 rounds' });
    expect(crackersPinned(run(board, { type: 'mode', mode: 'calc' }))).toEqual({ where: 'Water calculator', numbers: 'Water: 3 units' });
    const d = run(board, { type: 'start' });
    expect(crackersPinned(play(d, { over: { winner: 'captain', reason: 'Crew a drowned.' } }))).toEqual({ where: 'The Captain won', numbers: 'Water: 3 units' });
    expect(crackersPinned(play(d, { over: { winner: 'crew', reason: '' } })).where).toBe('The crew won');
  });
});
