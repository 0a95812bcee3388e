import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiceState, newDice } from '../../games/dice/engine';
import { def as dice } from '../../games/dice/index';
import { createSession } from '../history/session';
import { startTimeline } from '../history/timeline';
import { applyPatch, diff, type Patch } from './patch';
import type { GameRecord } from './record';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const has = Object.hasOwn;

// The oracle: strict structural equality where key presence counts ({x: undefined} is not {}).
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  if (!isObj(a) || !isObj(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => has(b, k) && deepEqual(a[k], b[k]));
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

function hasUndefined(x: unknown): boolean {
  if (x === undefined) return true;
  return typeof x === 'object' && x !== null && Object.values(x).some(hasUndefined);
}

const bytes = (p: Patch | undefined): number => JSON.stringify(p ?? null).length;

// Small domains on purpose: equal leaves and repeated keys make the alignment search ambiguous.
const key = fc.oneof(fc.constantFrom('a', 'b', 'c', '__proto__', 'constructor', ''), fc.string({ maxLength: 3 }));
const leaf = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('x', 'y', ''), fc.boolean(), fc.constant(null), fc.double({ noNaN: true, noDefaultInfinity: true }));
const { tree } = fc.letrec<{ tree: unknown; arr: unknown[]; obj: Obj }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('arr'), tie('obj')),
  arr: fc.array(tie('tree'), { maxLength: 8 }),
  // Object.fromEntries makes "__proto__" an own key, as JSON.parse and structured clone do.
  obj: fc.array(fc.tuple(key, fc.option(tie('tree'), { nil: undefined, freq: 4 })), { maxLength: 5 }).map((es) => Object.fromEntries(es) as Obj),
}));
// Game-like shapes: lists of distinct records, and two lists an undo moves a step between.
const step = fc.record({ at: fc.nat(), action: tree });
const gameLike = fc.record({ past: fc.array(step, { maxLength: 12 }), future: fc.array(step, { maxLength: 4 }), log: fc.array(fc.record({ at: fc.nat(), text: fc.string() }), { maxLength: 12 }), present: tree });
const base = fc.oneof({ arbitrary: gameLike, weight: 3 }, tree, fc.jsonValue());

const OPS = ['append', 'capped', 'prepend', 'dropLast', 'dropFirst', 'dropMany', 'replaceAt', 'prependDropLast', 'clone', 'move', 'setKey', 'deleteKey', 'replace'] as const;
interface Edit {
  path: number[];
  op: (typeof OPS)[number];
  n: number;
  v: unknown;
}
const edit: fc.Arbitrary<Edit> = fc.record({ path: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), op: fc.constantFrom(...OPS), n: fc.nat(), v: fc.oneof(tree, step) });

const LIST_OPS: readonly string[] = OPS.slice(0, 8);
const KEY_OPS: readonly string[] = ['move', 'setKey', 'deleteKey'];

// One immutable edit, sharing everything else as the app's updates do. It goes down the path,
// stopping early (on an even step) at a list for a list edit or an object for a key edit.
function applyEdit(x: unknown, path: number[], e: Edit): unknown {
  const [i, ...rest] = path;
  const fits = Array.isArray(x) ? LIST_OPS.includes(e.op) : isObj(x) && KEY_OPS.includes(e.op);
  if (i === undefined || (i % 2 === 0 && fits)) return change(x, e);
  if (Array.isArray(x) && x.length > 0) return x.map((v, j) => (j === i % x.length ? applyEdit(v, rest, e) : v));
  const keys = isObj(x) ? Object.keys(x) : [];
  if (isObj(x) && keys.length > 0) {
    const k = keys[i % keys.length]!;
    return { ...x, [k]: applyEdit(x[k], rest, e) };
  }
  return change(x, e);
}

function change(x: unknown, { op, n, v }: Edit): unknown {
  if (op === 'clone') return structuredClone(x);
  if (Array.isArray(x)) {
    const len = x.length;
    if (op === 'append') return [...x, v];
    if (op === 'capped') return [...x, v].slice(-Math.max(1, len));
    if (op === 'prepend') return [v, ...x];
    if (op === 'dropLast') return x.slice(0, -1);
    if (op === 'dropFirst') return x.slice(1);
    if (op === 'dropMany') return x.slice(n % (len + 1));
    if (op === 'replaceAt' && len > 0) return x.map((y, j) => (j === n % len ? v : y));
    if (op === 'prependDropLast') return [v, ...x].slice(0, Math.max(1, len));
  }
  if (isObj(x)) {
    const keys = Object.keys(x);
    const lists = keys.filter((k) => Array.isArray(x[k]));
    if (op === 'move' && lists.length >= 2) {
      // As an undo does: the last step of one list goes to the front of another.
      const from = lists[n % lists.length]!;
      const to = lists[(n + 1) % lists.length]!;
      const xs = x[from] as unknown[];
      if (xs.length > 0) return { ...x, [from]: xs.slice(0, -1), [to]: [xs.at(-1), ...(x[to] as unknown[])] };
    }
    if (op === 'setKey') return { ...x, [keys.length > 0 && n % 2 === 0 ? keys[n % keys.length]! : `k${n % 5}`]: v };
    if (op === 'deleteKey' && keys.length > 0) return Object.fromEntries(Object.entries(x).filter(([k]) => k !== keys[n % keys.length]));
  }
  return v;
}

// A value and what 1 to 6 edits in a row make of it.
const related = base.chain((a) => fc.array(edit, { minLength: 1, maxLength: 6 }).map((es) => es.reduce<unknown[]>((xs, e) => [...xs, applyEdit(xs.at(-1), e.path, e)], [a])));

// The sizes diff weighs are estimates, hence a few bytes of slack; JSON would drop undefined.
const notBigger = (a: unknown, b: unknown): boolean => hasUndefined(b) || bytes(diff(a, b)) <= JSON.stringify({ s: b }).length + 16;

function checkPair(a: unknown, b: unknown): void {
  const before = structuredClone(a);
  deepFreeze(a);
  deepFreeze(b);
  const p = diff(a, b);
  expect(p === undefined).toBe(deepEqual(a, b));
  expect(deepEqual(applyPatch(a, p), b)).toBe(true);
  expect(deepEqual(a, before)).toBe(true);
  // JSON drops undefined, so only values without it must survive the trip through JSON.
  const wire = JSON.parse(JSON.stringify(p ?? null)) as Patch | null;
  const viaJson = hasUndefined(a) || hasUndefined(b) || deepEqual(applyPatch(a, wire ?? undefined), b);
  expect(viaJson).toBe(true);
}

describe('diff and applyPatch properties', () => {
  it('round-trip any two JSON values', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), checkPair));
  });

  it('round-trip any two trees with undefined-valued keys and "__proto__" keys', () => {
    fc.assert(fc.property(tree, tree, checkPair));
  });

  it('round-trip values related by a sequence of app-like edits, and replay as a journal', () => {
    fc.assert(
      fc.property(related, (steps) => {
        // Every pair, not only neighbours, so that combined edits (a front and a tail change) come up.
        for (let j = 1; j < steps.length; j++) for (let i = 0; i < j; i++) checkPair(steps[i], steps[j]);
        const journal = steps.slice(1).map((s, i) => diff(steps[i], s));
        const replayed = journal.reduce((x, p) => applyPatch(x, p), steps[0]);
        expect(deepEqual(replayed, steps.at(-1))).toBe(true);
      }),
    );
  });

  it('give a patch never much bigger than writing the new value out', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(notBigger(a, b)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(related, (steps) => {
        expect(steps.every((b) => notBigger(steps[0], b))).toBe(true);
      }),
    );
  });

  it('find a value equal to itself and to its structured clone', () => {
    fc.assert(
      fc.property(fc.oneof(tree, gameLike), (a) => {
        expect(diff(a, a)).toBeUndefined();
        expect(diff(a, structuredClone(a))).toBeUndefined();
        expect(applyPatch(a, undefined)).toBe(a);
      }),
    );
  });
});

// 200 bytes of JSON each, like a long log line.
const line = (i: number) => ({ at: 1_700_000_000_000 + i, text: `Line ${i} `.padEnd(170, '.') });
const lines = deepFreeze(Array.from({ length: 500 }, (_, i) => line(i)));
const extra = line(500);
const LINE = JSON.stringify(extra).length;

describe('patches for list edits', () => {
  it.each<[string, unknown[], Patch]>([
    ['append at the cap', [...lines, extra].slice(-500), { k: 1, t: [extra] }],
    ['append', [...lines, extra], { t: [extra] }],
    ['prepend', [extra, ...lines], { h: [extra] }],
    ['drop the last', lines.slice(0, -1), { x: 1 }],
    ['drop the first', lines.slice(1), { k: 1 }],
    ['replace one in place', lines.map((v, i) => (i === 3 ? extra : v)), { e: [[3, { s: extra }]] }],
    ['edit one in place', lines.map((v, i) => (i === 3 ? { ...v, text: 'x' } : v)), { e: [[3, { o: [['text', { s: 'x' }]] }]] }],
    ['prepend at the cap', [extra, ...lines].slice(0, 500), { x: 1, h: [extra] }],
    ['drop the first and replace the last', [...lines.slice(1, -1), extra], { k: 1, e: [[498, { s: extra }]] }],
    ['append at the cap, items rebuilt equal by value', [...structuredClone(lines), extra].slice(-500), { k: 1, t: [extra] }],
    ['drop the last, items rebuilt equal by value', structuredClone(lines).slice(0, -1), { x: 1 }],
  ])('%s: carries only what changed', (_what, b, patch) => {
    const p = diff(lines, b);
    expect(p).toEqual(patch);
    expect(bytes(p)).toBeLessThan(LINE + 50);
    expect(deepEqual(applyPatch(lines, p), b)).toBe(true);
  });

  it('drops 19,801 items from the front of 20,000 in a few bytes', () => {
    const xs = Array.from({ length: 20_000 }, (_, i) => ({ i }));
    const p = diff(xs, xs.slice(19_801));
    expect(p).toEqual({ k: 19_801 });
    expect(bytes(p)).toBeLessThan(20);
    expect(applyPatch(xs, p)).toEqual(xs.slice(19_801));
  });

  it('shares the unchanged items of the old list with the new one', () => {
    const out = applyPatch(lines, diff(lines, [...lines, extra].slice(-500))) as unknown[];
    expect(out[0]).toBe(lines[1]);
    expect(out.at(-1)).toBe(extra);
  });
});

const pool = { groups: [{ sides: 6 as const, count: 2 }, { sides: 8 as const, count: 1, label: 'Blue' }], perDie: 1, total: 2 };

/** A dice game of `taps` rolls, with every record the session saved along the way. */
function diceGame(taps: number) {
  const saved: GameRecord[] = [];
  let t = 1_700_000_000_000;
  const start: GameRecord = { v: 2, id: 'g', kind: 'dice', name: 'Long', createdAt: t, updatedAt: t, stateVersion: 1, timeline: startTimeline(newDice()), log: [] };
  const session = createSession(start, dice, (r) => saved.push(r), { now: () => (t += 1000) });
  const roll = (i: number) => session.dispatch({ type: 'roll', pool, faces: [1 + (i % 6), 1 + ((i * 5) % 6), 1 + ((i * 3) % 8)], at: t, source: 'app' });
  for (let i = 0; i < taps; i++) roll(i);
  return { saved, session, roll: () => roll(0) };
}

describe('patches between saved game records', () => {
  // Past, log and rolls all at their caps (200, 1000, 500): about 420 KB of JSON.
  const game = diceGame(1200);
  const before = game.saved.at(-1)!;
  game.roll();
  const tapped = game.saved.at(-1)!;
  game.session.undo();
  const undone = game.saved.at(-1)!;

  it('a tap carries only the new step, roll and log line', () => {
    expect(JSON.stringify(before).length).toBeGreaterThan(400_000);
    const p = diff(before, tapped);
    // Measured 1,079 bytes: one step, one log line, and the roll twice (present, and base as
    // the oldest step folds into it).
    expect(bytes(p)).toBeLessThan(1_300);
    const out = applyPatch(before, p) as GameRecord;
    expect(deepEqual(out, tapped)).toBe(true);
    expect((out.timeline.present as DiceState).pool).toBe((before.timeline.present as DiceState).pool);
  });

  it('a tap writes as many bytes in a long game as in one twice as long', () => {
    const longer = diceGame(2400);
    const last = longer.saved.at(-1)!;
    longer.roll();
    expect(bytes(diff(last, longer.saved.at(-1)))).toBe(bytes(diff(before, tapped)));
  });

  it('an undo carries the moved step and the roll it takes back, though replay rebuilt the present', () => {
    const present = undone.timeline.present as DiceState;
    expect(present).not.toBe(before.timeline.present);
    const p = diff(tapped, undone);
    // Measured 753 bytes: the step moved to the redo list, the oldest roll back at the front, one log line.
    expect(bytes(p)).toBeLessThan(950);
    expect(deepEqual(applyPatch(tapped, p), undone)).toBe(true);
    expect(diff(before.timeline.present, present)).toBeUndefined();
  });

  it('a record and its structured clone are equal', () => {
    expect(diff(before, structuredClone(before))).toBeUndefined();
  });
});

describe('values and patches at the edges', () => {
  it('tells a key holding undefined from a missing key, and keeps it through JSON', () => {
    const a = { long: 'x'.repeat(100), gone: 1 };
    const b = { long: a.long, gone: undefined };
    const p = diff(a, b);
    expect(p).toEqual({ o: [['gone', { u: 1 }]] });
    const out = applyPatch(a, JSON.parse(JSON.stringify(p)) as Patch) as Obj;
    expect(has(out, 'gone') && out.gone === undefined).toBe(true);
    expect(diff(b, { long: a.long })).toEqual({ o: [], d: ['gone'] });
    // Same count of keys, all undefined, different names: inside a list too, where items are compared whole.
    expect(deepEqual(applyPatch({ p: undefined }, diff({ p: undefined }, { q: undefined })), { q: undefined })).toBe(true);
    expect(deepEqual(applyPatch([{ p: undefined }], diff([{ p: undefined }], [{ q: undefined }])), [{ q: undefined }])).toBe(true);
  });

  it('finds NaN equal to NaN, so that a clone of a value holding one is no change', () => {
    expect(diff([NaN, { x: NaN }], [NaN, { x: NaN }])).toBeUndefined();
    expect(diff(NaN, 1)).toEqual({ s: 1 });
  });

  it('adds a "__proto__" key as an own key, not as the prototype', () => {
    const a = { long: 'x'.repeat(100) };
    const b = { ...a, ['__proto__']: { polluted: true } };
    const out = applyPatch(a, diff(a, b)) as Obj;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(has(out, '__proto__')).toBe(true);
    expect(deepEqual(out, b)).toBe(true);
  });

  it('replaces a Date or a Map wholesale unless it is the same object', () => {
    const when = new Date(0);
    const a = { long: 'x'.repeat(100), when, map: new Map([[1, 2]]) };
    expect(diff(a, { ...a })).toBeUndefined();
    const b = { ...a, when: new Date(0) };
    const out = applyPatch(a, diff(a, b)) as typeof a;
    expect(out.when).toBe(b.when);
    expect(out.map).toBe(a.map);
  });

  it('refuses a patch made from a different value', () => {
    expect(() => applyPatch('text', { k: 1 })).toThrow(/does not fit/);
    expect(() => applyPatch([1], { k: 2 })).toThrow(/does not fit/);
    expect(() => applyPatch([1], { e: [[1, { s: 2 }]] })).toThrow(/does not fit/);
    expect(() => applyPatch([], { o: [] })).toThrow(/does not fit/);
    // A key the value lacks is undefined, never what the prototype has under that name.
    expect(() => applyPatch({}, { o: [['__proto__', { o: [] }]] })).toThrow(/does not fit/);
  });
});
