import { describe, it, expect } from 'vitest';
import { isCutOff, outcome } from './outcome';
import { boardOf } from './testkit';

// Pod at (2,0), control room at (0,3), leaks at (0,0) and (2,3); crew a at (1,1).
const board = (cells: Record<string, string> = {}) => {
  const grid = [
    ['00L', '00', '00', '00C'],
    ['00', '00a', '00', '00'],
    ['00P', '00', '00', '00L'],
  ];
  for (const [key, token] of Object.entries(cells)) {
    const [r, c] = key.split(',').map(Number);
    grid[r!]![c!] = token;
  }
  return boardOf(...grid.map((row) => row.join(' ')));
};
const none = { winner: null, reason: '' };

const ring = (d: number) => ({ '0,1': `0${d}`, '1,0': `0${d}`, '1,2': `0${d}`, '2,1': `0${d}` });
describe('outcome', () => {
  it('no one has won on a dry board before the last round', () => {
    expect(outcome(board(), false)).toEqual(none);
  });

  it('Captain wins when a crew member stands in depth 2, not 1', () => {
    expect(outcome(board({ '1,1': '01a' }), false)).toEqual(none);
    expect(outcome(board({ '1,1': '02a' }), false)).toEqual({ winner: 'captain', reason: 'Crew a drowned.' });
  });

  it('Captain wins when a crew member is cut off from the pod by depth 2, not by depth 1', () => {
    expect(outcome(board(ring(1)), false)).toEqual(none);
    expect(isCutOff(board(ring(2)), 'a')).toBe(true);
    expect(outcome(board(ring(2)), false)).toEqual({ winner: 'captain', reason: 'Crew a is cut off from the escape pod.' });
    // A single gap of depth 1 keeps the path open.
    expect(outcome(board({ ...ring(2), '1,0': '01' }), false)).toEqual(none);
  });

  it('Captain wins when the escape pod reaches depth 2, not 1', () => {
    expect(outcome(board({ '2,0': '01P' }), false)).toEqual(none);
    expect(outcome(board({ '2,0': '02P' }), false)).toEqual({
      winner: 'captain', reason: 'The escape pod is flooded (depth 2 or more).',
    });
  });

  it('crew wins when the control room reaches depth 2, not 1', () => {
    expect(outcome(board({ '0,3': '01C' }), false)).toEqual(none);
    expect(outcome(board({ '0,3': '02C' }), false)).toEqual({
      winner: 'crew', reason: 'The control room is flooded: Captain Crackers drowns.',
    });
  });

  it('crew wins after the last round with every member able to reach the pod', () => {
    expect(outcome(board({ '1,1': '01a', '2,0': '01P' }), true)).toEqual({
      winner: 'crew', reason: 'The last round has ended with every crew member able to reach the escape pod.',
    });
  });

  it('after the last round, a cut-off crew member still loses it for the crew', () => {
    const walled = board({ '1,0': '02', '2,1': '02' });
    expect(outcome(walled, true)).toEqual({ winner: 'captain', reason: 'Crew a is cut off from the escape pod.' });
  });

  it('when both sides win at once, the Captain wins', () => {
    expect(outcome(board({ '0,3': '02C', '1,1': '03a' }), false)).toEqual({ winner: 'captain', reason: 'Crew a drowned.' });
    expect(outcome(board({ '0,3': '02C', '2,0': '02P' }), true).winner).toBe('captain');
  });

  it('crew members not on the board count for neither side', () => {
    const empty = board({ '1,1': '02' });
    expect(outcome(empty, false)).toEqual(none);
    expect(outcome(empty, true).winner).toBe('crew');
  });
});
