import { describe, it, expect } from 'vitest';
import { formatBoard } from './board-text';
import { CAPTAIN_TURNS, addWaterAt, placeSandbag, pump, removeSandbag } from './moves';
import { boardOf, must } from './testkit';
import { flowUnit, pendingFlows, settle } from './settle';
import { crewMoves, moveCrew } from './crew';
import { outcome } from './outcome';
import { placeMarker, setDepth, setSandbags } from './setup';
import { flowTargets } from './flow';

const at = (row: number, col: number) => ({ row, col });
// Pod at (0,0), control room at (0,1), leaks at (1,0) and (1,2).
const base = () => boardOf('00P 00C 00 20', '00L 01 00L 30', '10 00 00 00');

describe('sandbags', () => {
  it('places on a dry cell up to the third sandbag', () => {
    expect(formatBoard(must(placeSandbag(base(), at(0, 2))))).toBe('00P 00C 10 20\n00L 01 00L 30\n10 00 00 00');
    expect(must(placeSandbag(base(), at(0, 3))).sandbags[3]).toBe(3);
    expect(placeSandbag(base(), at(1, 3))).toEqual({
      error: 'Row 2, column 4 already has 3 sandbags, the most a stack may hold.',
    });
  });

  it('refuses wet cells, the escape pod and the control room', () => {
    expect(placeSandbag(base(), at(1, 1))).toEqual({ error: 'Row 2, column 2 is under water: sandbags go only on dry cells.' });
    expect(placeSandbag(base(), at(0, 0))).toEqual({ error: 'No sandbags on the escape pod (row 1, column 1).' });
    expect(placeSandbag(base(), at(0, 1))).toEqual({ error: 'No sandbags in the control room (row 1, column 2).' });
    expect(placeSandbag(base(), at(3, 0))).toEqual({ error: 'That cell is off the board.' });
  });

  it('places on a dry leak point', () => {
    expect(must(placeSandbag(base(), at(1, 0))).sandbags[4]).toBe(1);
  });

  it('removes only from a dry cell that has a sandbag', () => {
    expect(must(removeSandbag(base(), at(2, 0))).sandbags[8]).toBe(0);
    expect(removeSandbag(base(), at(2, 1))).toEqual({ error: 'Row 3, column 2 has no sandbags to remove.' });
    const wetBags = boardOf('00P 00C 00L', '11 00 00L');
    expect(removeSandbag(wetBags, at(1, 0))).toEqual({
      error: 'Row 2, column 1 is under water: sandbags come off only dry cells.',
    });
  });

  it('does not change its input', () => {
    const board = base();
    const before = JSON.stringify(board);
    placeSandbag(board, at(0, 2));
    removeSandbag(board, at(2, 0));
    expect(JSON.stringify(board)).toBe(before);
  });
});

describe('pumping and adding water', () => {
  it('pump adds one unit on the chosen leak column', () => {
    expect(must(pump(base(), 0)).depth[4]).toBe(1);
    expect(must(pump(base(), 1)).depth[6]).toBe(1);
  });

  it('addWaterAt with a target sends the new unit there', () => {
    // (1,1) to depth 2: level 1, flat neighbours at surface 0: (0,1), (1,0), (1,2), (2,1).
    const b = must(addWaterAt(base(), at(1, 1), at(2, 1)));
    expect(formatBoard(b)).toBe('00P 00C 00 20\n00L 01 00L 30\n10 01 00 00');
    expect(addWaterAt(base(), at(1, 1), at(2, 2))).toEqual({
      error: 'Water from row 2, column 2 cannot come to rest at row 3, column 3; it may go to row 1, column 2; row 2, column 1; row 2, column 3; row 3, column 2.',
    });
  });

  it('refuses water past the deepest a cell may hold', () => {
    const deep = boardOf('00P 00C 00L', '0998 00 00L');
    expect(must(addWaterAt(deep, at(1, 0))).depth[3]).toBe(999);
    const full = boardOf('00P 00C 00L', '0999 00 00L');
    expect(addWaterAt(full, at(1, 0))).toEqual({ error: 'Row 2, column 1 already holds the most water a cell can (999).' });
  });
});

describe('CAPTAIN_TURNS', () => {
  it('are the four shapes of the rule text', () => {
    expect(CAPTAIN_TURNS.map(({ pump: p, place, remove }) => [p, place, remove])).toEqual([
      [3, 0, 0], [2, 1, 0], [1, 2, 0], [1, 0, 1],
    ]);
  });
});

describe('purity', () => {
  it('no move or query writes to its input (a deeply frozen board)', () => {
    const b = boardOf('00P 00C 00 20', '00La 03 00L 30', '10 00b 00 00');
    const freeze = (x: unknown): void => {
      if (typeof x === 'object' && x !== null) {
        Object.freeze(x);
        Object.values(x).forEach(freeze);
      }
    };
    freeze(b);
    const before = JSON.stringify(b);
    settle(b, (t) => t[t.length - 1]!);
    pendingFlows(b);
    flowTargets(b, at(1, 1));
    flowUnit(b, at(1, 1), at(0, 1));
    crewMoves(b, 'a');
    moveCrew(b, 'a', at(0, 2));
    outcome(b, true);
    placeMarker(b, 'b', at(0, 2));
    placeMarker(b, 'leak0', at(0, 2));
    setDepth(b, at(0, 2), 3);
    setSandbags(b, at(0, 2), 3);
    pump(b, 0);
    addWaterAt(b, at(0, 2));
    placeSandbag(b, at(0, 2));
    removeSandbag(b, at(2, 0));
    expect(JSON.stringify(b)).toBe(before);
  });
});
