import { describe, it, expect } from 'vitest';
import * as fc from 'fast-check';
import type { Board, Cell } from './board';
import { formatBoard, parseBoard } from './board-text';
import { flowTargets } from './flow';
import { flowUnit, pendingFlows, settle } from './settle';
import { must } from './testkit';

// Random boards: sandbags 0–3, water mostly shallow with some deep columns. `flat`
// boards keep surfaces close together so that wide plateaus (lakes) form.
const boardsOf = (maxSide: number, flat: boolean): fc.Arbitrary<Board> => fc
  .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 2, max: maxSide }) })
  .chain(({ width, height }) => {
    const n = width * height;
    const bags = flat ? fc.integer({ min: 0, max: 1 }) : fc.integer({ min: 0, max: 3 });
    const water = flat
      ? fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: 6 }))
      : fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 9 }));
    return fc.record({
      sandbags: fc.array(bags, { minLength: n, maxLength: n }),
      depth: fc.array(water, { minLength: n, maxLength: n }),
    }).map(({ sandbags, depth }): Board => ({
      width, height, sandbags, depth,
      leaks: [{ row: 0, col: 0 }, { row: 1, col: 0 }],
      pod: { row: height - 1, col: width - 1 },
      controlRoom: { row: 0, col: width - 1 },
      crew: { a: { row: 0, col: 0 } },
    }));
  });
const boards = boardsOf(7, false);
const settleBoards = fc.oneof(boardsOf(7, false), boardsOf(10, true));

const total = (b: Board) => b.depth.reduce((s, d) => s + d, 0);
const cells = (b: Board): Cell[] => Array.from({ length: b.width * b.height }, (_, i) => ({ row: Math.floor(i / b.width), col: i % b.width }));
const surf = (b: Board, c: Cell) => b.sandbags[c.row * b.width + c.col]! + b.depth[c.row * b.width + c.col]!;
const key = (c: Cell) => `${c.row},${c.col}`;

/** The rule text read literally: walk level-or-down, find the lowest reachable m, then the cells of m reached through cells above m. */
function referenceTargets(b: Board, from: Cell): string[] {
  if (b.depth[from.row * b.width + from.col]! < 1) return [];
  const start = surf(b, from) - 1;
  const level = (c: Cell) => (key(c) === key(from) ? start : surf(b, c));
  const near = (c: Cell) => [[-1, 0], [0, -1], [0, 1], [1, 0]]
    .map(([dr, dc]) => ({ row: c.row + dr!, col: c.col + dc! }))
    .filter((n) => n.row >= 0 && n.col >= 0 && n.row < b.height && n.col < b.width);
  const walk = (through: (c: Cell) => boolean) => {
    const seen = new Map([[key(from), from]]);
    const todo = [from];
    while (todo.length) {
      const u = todo.pop()!;
      if (u !== from && !through(u)) continue;
      for (const v of near(u)) if (!seen.has(key(v)) && level(v) <= level(u)) { seen.set(key(v), v); todo.push(v); }
    }
    seen.delete(key(from));
    return [...seen.values()];
  };
  const reach = walk(() => true);
  if (reach.length === 0) return [];
  const m = Math.min(...reach.map(level));
  if (m >= start) return [];
  return walk((c) => level(c) > m).filter((c) => level(c) === m).map(key).sort();
}

const params = { numRuns: 300 };

describe('water properties on random boards', () => {
  it('flowTargets matches the rule text read literally, and every target is below the start level', () => {
    // Flat boards too: wide level plateaus are where "ends level" and "stops at the first lowest" bite.
    fc.assert(fc.property(settleBoards, (b) => {
      for (const from of cells(b)) {
        const got = flowTargets(b, from);
        expect(got.map(key).sort()).toEqual(referenceTargets(b, from));
        for (const t of got) expect(surf(b, t)).toBeLessThan(surf(b, from) - 1);
        const order = got.map((c) => c.row * b.width + c.col);
        expect(order).toEqual([...order].sort((x, y) => x - y));
      }
    }), params);
  });

  it('pendingFlows lists exactly the cells with targets', () => {
    fc.assert(fc.property(boards, (b) => {
      const pending = new Set(pendingFlows(b).map(key));
      for (const c of cells(b)) expect(pending.has(key(c))).toBe(flowTargets(b, c).length > 0);
    }), params);
  });

  it('settle conserves water, keeps sandbags, ends stable, and settling again changes nothing', () => {
    fc.assert(fc.property(settleBoards, (b) => {
      const s = settle(b);
      expect(total(s)).toBe(total(b));
      expect(s.sandbags).toEqual(b.sandbags);
      expect(pendingFlows(s)).toEqual([]);
      for (const c of cells(s)) expect(flowTargets(s, c)).toEqual([]);
      expect(settle(s)).toEqual(s);
    }), params);
  });

  it('settle equals flowing the first proposed unit one at a time, whatever the picks', () => {
    fc.assert(fc.property(settleBoards, fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (b, choices) => {
      let n = 0;
      const pick = (targets: Cell[]) => targets[choices[n++ % choices.length]! % targets.length]!;
      const fast = settle(b, pick);
      n = 0;
      let slow = b;
      // Each flow lowers the sum of unit heights, so this ends; the bound only guards the test.
      for (let steps = 0; steps < 10_000; steps++) {
        const next = pendingFlows(slow)[0];
        if (!next) break;
        slow = must(flowUnit(slow, next, pick(flowTargets(slow, next))));
      }
      expect(fast.depth).toEqual(slow.depth);
    }), params);
  });

  it('board text round-trips', () => {
    fc.assert(fc.property(boards, (b) => {
      expect(parseBoard(formatBoard(b))).toEqual(b);
    }), params);
  });
});
