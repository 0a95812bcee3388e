import { describe, it, expect } from 'vitest';
import { adjustFeral } from './adjust';
import { feed } from './feed';
import { actionNeeds, outcomeOdds } from './odds';
import { resolveAction } from './resolve';
import { must, sketchGame } from './testkit';
import { lastSpace, levelsAt, moveOnTrack, parseTrack, trackFor, trackProblem, trackText } from './track';

describe('the printed Feral track ("the number that the Feral Hamster token is on or most recently crossed over")', () => {
  it('spaces per number: 1 is the plain track, 2 puts a blank after each number', () => {
    expect(trackText(trackFor(1))).toBe('0 1 2 3 4 5');
    expect(trackText(trackFor(2))).toBe('0 · 1 · 2 · 3 · 4 · 5 ·');
    expect(trackFor([0, null, 1, 2, 3, null, 4, 5])).toEqual([0, null, 1, 2, 3, null, 4, 5]);
  });
  it('on a blank space the level is the last number the token stood on or passed, in either direction', () => {
    const t = trackFor(2);
    // Up from 1 (space 2) onto the blank after it: still 1.
    expect(moveOnTrack(t, 2, 1, 1)).toEqual({ space: 3, level: 1, revolt: false });
    // Down from 3 (space 6) onto the blank below it: still 3, until the token reaches 2.
    expect(moveOnTrack(t, 6, 3, -1)).toEqual({ space: 5, level: 3, revolt: false });
    expect(moveOnTrack(t, 5, 3, -1)).toEqual({ space: 4, level: 2, revolt: false });
    // Several spaces at once: the last number passed counts (up: 1 → blank after 2; down: 3 → blank after 1).
    expect(moveOnTrack(t, 2, 1, 3)).toEqual({ space: 5, level: 2, revolt: false });
    expect(moveOnTrack(t, 6, 3, -3)).toEqual({ space: 3, level: 2, revolt: false });
    // From a blank, a move along blanks keeps the level it had.
    const wide = trackFor(3);
    expect(moveOnTrack(wide, 5, 2, -1)).toEqual({ space: 4, level: 2, revolt: false });
    expect(levelsAt(t, 3)).toEqual([1, 2]);
    expect(levelsAt(t, 4)).toEqual([2]);
  });
  it('the token moves by spaces, never below the start; the revolt is any move from the 5 onto a space beyond it, blank or not', () => {
    const t = trackFor(2);
    expect(moveOnTrack(t, 1, 0, 1)).toEqual({ space: 2, level: 1, revolt: false });
    expect(moveOnTrack(t, 1, 1, -3)).toEqual({ space: 0, level: 0, revolt: false });
    // "0 · 1 · 2 · 3 · 4 · 5 ·": from the 5 (space 10) onto the blank after it is the revolt.
    expect(lastSpace(t)).toBe(10);
    expect(moveOnTrack(t, 10, 5, 1)).toEqual({ space: 11, level: 6, revolt: true });
    expect(moveOnTrack(t, 9, 4, 1)).toEqual({ space: 10, level: 5, revolt: false });
    expect(moveOnTrack(trackFor(1), 5, 5, 1)).toEqual({ space: 6, level: 6, revolt: true });
  });
  it('a printed list must print 0 to 5 once each, in order, starting with 0', () => {
    expect(trackProblem(2)).toBeNull();
    expect(trackProblem(5)).toBe('Spaces per number must be a whole number from 1 to 4');
    expect(trackProblem([null, 0, 1, 2, 3, 4, 5])).toBe('The Feral track starts with a space printed 0');
    expect(trackProblem([0, 2, 1, 3, 4, 5])).toBe('The Feral track prints 0, 1, 2, 3, 4 and 5 once each, in order (blank spaces anywhere after 0)');
    expect(trackProblem([0, 1, 2])).toBe('The Feral track must have 6 to 24 spaces');
  });
  it('a Patrol success moves one space: from the 2 down onto the blank below it, the level stays 2 until the token reaches 1', () => {
    // Feral 2 on track 2 sits on space 4; Patrol 1 Guard, face 6 − 2 = 4 > 3: one space down, to the blank after 1.
    const s = sketchGame([{ hamsters: { guards: 1 } }, {}], { feral: 2, track: 2 });
    expect(s.feralSpace).toBe(4);
    const after = must(resolveAction(s, 0, 'patrol', { faces: [6] }));
    expect([after.feralSpace, after.feralLevel]).toEqual([3, 2]);
    expect(after.receipt?.result).toBe('Feral token 1 space down (still 2)');
    // Every die of the next action still counts −2 there.
    expect(actionNeeds(after, 0, 'patrol')).toMatchObject({ modifier: { feral: -2 } });
    const on = must(resolveAction({ ...after, active: 0, actionsLeft: 1 }, 0, 'patrol', { faces: [6] }));
    expect([on.feralSpace, on.feralLevel]).toEqual([2, 1]);
  });
  it('dice and odds use the level, never the space index', () => {
    const s = sketchGame([{ hamsters: { guards: 2 } }, {}], { feral: 2, track: 2 });
    const n = actionNeeds(s, 0, 'patrol');
    expect('summary' in n && n.summary).toBe('2 dice, each −2: results −1 to 4');
    const o = outcomeOdds(s, 0, 'patrol');
    if ('error' in o) throw new Error(o.error);
    // Two successes (6, 6): two spaces down, from the 2 to the 1.
    expect(o.outcomes.find((x) => x.text === 'Feral 2 → 1 (2 spaces down)')?.fraction).toBe('1/36');
    // One success and one nothing (6 and 5, or 5 and 6): one space down, onto the blank below 2: still 2.
    expect(o.outcomes.find((x) => x.text === 'Feral token 1 space down (still 2)')?.fraction).toBe('1/18');
  });
  it('a move within one number is told apart: the token moves, the level does not', () => {
    // Feral 1 on the blank after 1 (space 3): Recruit Barbarians face 1 − 1 = 0 < 2: +1 space, onto 2.
    const s = { ...sketchGame([{ hamsters: { politicians: 1 } }, {}], { feral: 1, track: 2 }), feralSpace: 2 };
    const after = must(resolveAction(s, 0, 'recruitBarbarians', { faces: [1] }));
    expect([after.feralSpace, after.feralLevel]).toEqual([3, 1]);
    expect(after.receipt?.result).toBe('Feral token 1 space up (still 1), −1 Politician');
  });
  it('by hand: one tap is one space; one tap from the 5 onto the blank after it is the revolt', () => {
    const four = sketchGame([{}, {}], { feral: 4, track: 2 });
    const five = must(adjustFeral(must(adjustFeral(four, 1)), 1));
    expect([five.feralSpace, five.feralLevel, five.gameOver]).toEqual([10, 5, null]);
    const past = must(adjustFeral(five, 1));
    expect([past.feralSpace, past.feralLevel, past.gameOver?.kind]).toEqual([11, 6, 'revolt']);
  });
  it('a fled hamster that moves the token from the 5 onto the blank after it is the revolt', () => {
    const s = sketchGame([{ krill: 1, hamsters: { guards: 1 } }, { krill: 1 }], { phase: 'feed', feral: 5, track: 2 });
    const ana = must(feed(s, 0)); // Ana eats her 1 krill: her Guard flees
    expect(must(feed(ana, 1)).gameOver?.kind).toBe('revolt');
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
