import { describe, it, expect } from 'vitest';
import { adjustFeral } from './adjust';
import { actionNeeds, outcomeOdds } from './odds';
import { resolveAction } from './resolve';
import { must, sketchGame } from './testkit';
import { levelAt, moveOnTrack, parseTrack, trackFor, trackProblem, trackText } from './track';

describe('the printed Feral track ("the number that the Feral Hamster token is on or most recently crossed over")', () => {
  it('spaces per number: 1 is the plain track, 2 puts a blank after each number', () => {
    expect(trackText(trackFor(1))).toBe('0 1 2 3 4 5');
    expect(trackText(trackFor(2))).toBe('0 · 1 · 2 · 3 · 4 · 5 ·');
    expect(trackFor([0, null, 1, 2, 3, null, 4, 5])).toEqual([0, null, 1, 2, 3, null, 4, 5]);
  });
  it('on a blank space the level is the number below it, the one crossed on the way up', () => {
    const t = trackFor(2);
    expect([0, 1, 2, 3, 11].map((s) => levelAt(t, s))).toEqual([0, 0, 1, 1, 5]);
  });
  it('the token moves by spaces, never below the start; the revolt is any move past the last space of 5', () => {
    const t = trackFor(2);
    expect(moveOnTrack(t, 1, 1)).toEqual({ space: 2, level: 1, revolt: false });
    expect(moveOnTrack(t, 1, -3)).toEqual({ space: 0, level: 0, revolt: false });
    expect(moveOnTrack(t, 10, 1)).toEqual({ space: 11, level: 5, revolt: false });
    expect(moveOnTrack(t, 11, 1)).toEqual({ space: 12, level: 6, revolt: true });
  });
  it('a printed list must print 0 to 5 once each, in order, starting with 0', () => {
    expect(trackProblem(2)).toBeNull();
    expect(trackProblem(5)).toBe('Spaces per number must be a whole number from 1 to 4');
    expect(trackProblem([null, 0, 1, 2, 3, 4, 5])).toBe('The Feral track starts with a space printed 0');
    expect(trackProblem([0, 2, 1, 3, 4, 5])).toBe('The Feral track prints 0, 1, 2, 3, 4 and 5 once each, in order (blank spaces anywhere after 0)');
    expect(trackProblem([0, 1, 2])).toBe('The Feral track must have 6 to 24 spaces');
  });
  it('a Patrol success moves one space: from the first space of 2, the level falls to 1 (the blank below it)', () => {
    // Feral 2 on track 2 sits on space 4; Patrol 1 Guard, face 6 − 2 = 4 > 3: one space down, to the blank after 1.
    const s = sketchGame([{ hamsters: { guards: 1 } }, {}], { feral: 2, track: 2 });
    expect(s.feralSpace).toBe(4);
    const after = must(resolveAction(s, 0, 'patrol', { faces: [6] }));
    expect([after.feralSpace, after.feralLevel]).toEqual([3, 1]);
  });
  it('dice and odds use the level, never the space index', () => {
    const s = sketchGame([{ hamsters: { guards: 2 } }, {}], { feral: 2, track: 2 });
    const n = actionNeeds(s, 0, 'patrol');
    expect('summary' in n && n.summary).toBe('2 dice, each −2: results −1 to 4');
    const o = outcomeOdds(s, 0, 'patrol');
    if ('error' in o) throw new Error(o.error);
    // Two successes (6, 6): two spaces down, from the first space of 2 to the first space of 1.
    expect(o.outcomes.find((x) => x.text === 'Feral 2 → 1 (2 spaces down)')?.fraction).toBe('1/36');
    // One success and one nothing (6 and 5, or 5 and 6): one space down, onto the blank after 1.
    expect(o.outcomes.find((x) => x.text === 'Feral 2 → 1')?.fraction).toBe('1/18');
  });
  it('a move within one number is told apart: the token moves, the level does not', () => {
    // Feral 1 on the blank after 1 (space 3): Recruit Barbarians face 1 − 1 = 0 < 2: +1 space, onto 2.
    const s = { ...sketchGame([{ hamsters: { politicians: 1 } }, {}], { feral: 1, track: 2 }), feralSpace: 2 };
    const after = must(resolveAction(s, 0, 'recruitBarbarians', { faces: [1] }));
    expect([after.feralSpace, after.feralLevel]).toEqual([3, 1]);
    expect(after.receipt?.result).toBe('Feral token 1 space up (still 1), −1 Politician');
  });
  it('by hand: one tap is one space; past the last space of 5 is the revolt', () => {
    const s = sketchGame([{}, {}], { feral: 5, track: 2 });
    const one = must(adjustFeral(s, 1));
    expect([one.feralSpace, one.feralLevel, one.gameOver]).toEqual([11, 5, null]);
    expect(must(adjustFeral(one, 1)).gameOver?.kind).toBe('revolt');
  });
});

describe('a track typed as printed', () => {
  it('reads numbers and blanks, and says what is wrong', () => {
    expect(parseTrack('0 · 1 · 2 3 4 5')).toEqual([0, null, 1, null, 2, 3, 4, 5]);
    expect(parseTrack('0, _, 1, 2, 3, 4, 5, -')).toEqual([0, null, 1, 2, 3, 4, 5, null]);
    expect(parseTrack('0 x 1')).toEqual({ error: '"x" is neither a number nor a blank (· . - _)' });
    expect(parseTrack('0 1 2 3 5 4')).toEqual({ error: 'The Feral track prints 0, 1, 2, 3, 4 and 5 once each, in order (blank spaces anywhere after 0)' });
  });
});
