import { describe, expect, it } from 'vitest';
import { deepUndoGame, diceGame as benchDice, longCam8Game } from '../../../scripts/bench-records';
import { GAMES } from '../../games/registry';
import { GROWERS } from '../transfer/games-testkit';
import { type Shape, ANY } from '../../games/rules-kit/shape';
import { LIMITS, overLimits } from './guard';
import { diceRecord } from './records-testkit';
import { readRecord } from './record';

/** `{ a: { a: … x … } }`, `levels` objects deep, built without recursion. */
function nested(levels: number, x: unknown = 1): unknown {
  let v = x;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

/** A value's deepest level, longest text, longest list, most keys and size as JSON: measured apart from the guard. */
function measure(value: unknown) {
  const m = { depth: 0, text: 0, list: 0, keys: 0, size: JSON.stringify(value).length };
  const todo: Array<[unknown, number]> = [[value, 1]];
  while (todo.length) {
    const [v, d] = todo.pop()!;
    if (typeof v === 'string') m.text = Math.max(m.text, v.length);
    if (typeof v !== 'object' || v === null) continue;
    m.depth = Math.max(m.depth, d);
    const children = Array.isArray(v) ? v : Object.values(v);
    if (Array.isArray(v)) m.list = Math.max(m.list, v.length);
    else m.keys = Math.max(m.keys, children.length);
    for (const c of children) todo.push([c, d + 1]);
  }
  return m;
}

/** The most levels a value of shape `s` can have: a value kept as it is may be a list of lists of numbers. */
function shapeDepth(s: Shape): number {
  if (s === ANY) return 2;
  if (Array.isArray(s)) return 1 + shapeDepth((s as readonly [Shape])[0]);
  const o = s as Record<string, unknown>;
  const members = '$map' in o ? [o.$map as Shape] : '$tag' in o ? Object.values(o.$of as Record<string, Record<string, Shape>>).flatMap(Object.values) : Object.values(o as Record<string, Shape>);
  return 1 + Math.max(0, ...members.map(shapeDepth));
}

// The largest real records: every kind grown large (a 64 × 64 Crackers board, the most the engine takes), and the
// bench's long games (5,000 rolls, now all kept; 3,000 CAM 8 moves; 20,000 undo steps from another tool).
const LARGEST = () => [
  ...Object.entries({ dice: 500, cam8: 3000, moondrop: 42, crackers: 64, geyser: 400, cellular: 400 }).map(([kind, n]) => GROWERS[kind]!(n)),
  benchDice('bench-dice', 'Dice', 5000),
  longCam8Game('bench-cam8', 3000),
  deepUndoGame('bench-deep', 20_000),
];

describe('overLimits', () => {
  it('leaves three times the room of the largest real records, or more, in every limit', async () => {
    const most = { depth: 0, text: 0, list: 0, keys: 0, size: 0 };
    for (const r of LARGEST()) {
      expect(overLimits(r)).toBeNull();
      const m = measure(r);
      for (const k of Object.keys(most) as Array<keyof typeof most>) most[k] = Math.max(most[k], m[k]);
    }
    // The figures guard.ts's comment gives.
    expect({ ...most, size: Math.round(most.size / 1e5) / 10 }).toEqual({ depth: 8, text: 172, list: 20_000, keys: 19, size: 7.6 });
    for (const k of Object.keys(most) as Array<keyof typeof most>) expect(LIMITS[k]).toBeGreaterThanOrEqual(3 * most[k]);
    // Deeper than any game's shape allows: a record's state sits at level 3 (record, timeline, base), a step's action at 5.
    const defs = await Promise.all(GAMES.map(async (g) => (await g.load()).def));
    const deepest = Math.max(...defs.map((d) => Math.max(2 + shapeDepth(d.shape!.state), 4 + shapeDepth(d.shape!.action))));
    expect(deepest).toBe(12);
    expect(LIMITS.depth).toBeGreaterThanOrEqual(3 * deepest);
  });

  it('refuses a value 100,000 and 1,000,000 levels deep without a stack overflow, saying where', () => {
    const at = `timeline.base.x${'.a'.repeat(LIMITS.depth - 3)}`;
    for (const levels of [100_000, 1_000_000]) {
      const r = { ...diceRecord('deep'), timeline: { ...diceRecord('deep').timeline, base: { x: nested(levels) } } };
      expect(overLimits(r)).toBe(`a value nested deeper than ${LIMITS.depth} levels at ${at}`);
    }
  });

  it('refuses a list, an object, a text or a whole too large, and a value that holds itself', () => {
    expect(overLimits({ log: Array.from({ length: LIMITS.list + 1 }, () => 0) })).toBe(`a list of 100,001 entries (at most 100,000) at log`);
    const keys = Object.fromEntries(Array.from({ length: LIMITS.keys + 1 }, (_, i) => [`k${i}`, i]));
    expect(overLimits({ timeline: { present: keys } })).toBe('an object of 201 fields (at most 200) at timeline.present');
    expect(overLimits({ log: [{ text: 'x'.repeat(LIMITS.text + 1) }] })).toBe('a text of 100,001 characters (at most 100,000) at log[0].text');
    const wide = Array.from({ length: 2_000 }, () => 'y'.repeat(LIMITS.size / 1_000));
    expect(overLimits({ log: wide })).toBe('more than 24 MB of data (the largest real game is about 8 MB)');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(overLimits(loop)).toBe(`a value nested deeper than ${LIMITS.depth} levels at ${`self${'.self'.repeat(LIMITS.depth - 1)}`}`);
  });

  it('refuses a record with a field nested 20,000 deep, through readRecord, and drops fields no record has', () => {
    const r = diceRecord('a');
    const deep = { ...r, timeline: { ...r.timeline, base: { ...(r.timeline.base as object), x: nested(20_000) } } };
    expect(readRecord(deep)).toEqual({ ok: false, error: `it holds a value nested deeper than 40 levels at timeline.base.x${'.a'.repeat(37)}` });
  });
});
