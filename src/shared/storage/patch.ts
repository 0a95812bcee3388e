// A generic structural diff of JSON-like values, for the save journal. It knows nothing of any
// game's rules, so an app update can never change what a stored patch means.

/** Replaces the value wholesale. */
export interface SetPatch {
  s: unknown;
}
/** Makes the value undefined (apart from SetPatch because JSON would drop `s: undefined`). */
export interface UndefinedPatch {
  u: 1;
}
/** Changes or adds the keys in `o`, then deletes the keys in `d`. */
export interface ObjectPatch {
  o: [string, Patch][];
  d?: string[];
}
/** Drops `k` items from the front and `x` from the end, patches kept item i by `e`, adds `h` before and `t` after. */
export interface ArrayPatch {
  k?: number;
  x?: number;
  h?: unknown[];
  t?: unknown[];
  e?: [number, Patch][];
}
/** A change from one JSON-like value to another; plain data (structured-cloneable, JSON-serialisable). */
export type Patch = SetPatch | UndefinedPatch | ObjectPatch | ArrayPatch;

type Obj = Record<string, unknown>;
/** A patch and roughly how many bytes its JSON takes. */
type Weighed = [Patch, number];

const has = Object.hasOwn;

// Only plain objects are diffed key by key; a Date, a Map or a class instance is a leaf.
function isPlain(x: unknown): x is Obj {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

// Key presence counts ({x: undefined} is not {}); NaN equals NaN so that a clone is never a change.
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  // for...in, not Object.keys: no array per object, which keeps comparisons fast before the JIT warms up.
  let n = 0;
  for (const k in a) {
    if (!has(a, k)) continue;
    if (!has(b, k) || !equal(a[k], b[k])) return false;
    n++;
  }
  for (const k in b) if (has(b, k)) n--;
  return n === 0;
}

// Roughly the length of v's JSON, counted only while it stays within `limit` (past it, any
// larger number), so that weighing a big value against a small patch stays cheap.
function weigh(v: unknown, limit: number): number {
  if (typeof v === 'string') return v.length + 2;
  if (typeof v === 'number') return String(v).length;
  if (v === false) return 5;
  let w = 2;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && w <= limit; i++) w += weigh(v[i], limit - w) + 1;
  } else if (isPlain(v)) {
    for (const k in v) {
      if (w > limit) break;
      if (has(v, k)) w += k.length + 4 + weigh(v[k], limit - w);
    }
  } else w = 4;
  return w;
}

const set = (b: unknown): Weighed => (b === undefined ? [{ u: 1 }, 7] : [{ s: b }, weigh(b, Infinity) + 6]);

// Whichever is smaller: the patch, or writing b out in full.
function orSet([p, w]: Weighed, b: unknown): Weighed {
  const r = weigh(b, w) + 6;
  return r < w ? [{ s: b }, r] : [p, w];
}

function diffObject(a: Obj, b: Obj): Weighed | undefined {
  const o: [string, Patch][] = [];
  const d: string[] = [];
  let w = 8;
  for (const k in b) {
    if (!has(b, k)) continue;
    const p = has(a, k) ? weighed(a[k], b[k]) : set(b[k]);
    if (p) {
      o.push([k, p[0]]);
      w += k.length + 6 + p[1];
    }
  }
  for (const k in a) {
    if (has(a, k) && !has(b, k)) {
      d.push(k);
      w += k.length + 3;
    }
  }
  if (o.length === 0 && d.length === 0) return undefined;
  return orSet(d.length > 0 ? [{ o, d }, w + 6] : [{ o }, w], b);
}

interface Shift {
  s: number;
  score: number;
  changed: number[];
}

/**
 * The best way to see b as `h ++ a[k .. k+n) ++ t`, kept items paired a[k+i] with b[h+i]
 * (shift s = h - k), scored as new items plus changed pairs. The shifts tried come from
 * anchors: the fronts, the ends, b[0] in a and a[0] in b, by reference first (cheap, and
 * enough for structurally shared updates), by value only when the arrays share no item.
 * Scoring stops at the best score so far, so a wrong shift costs little.
 */
function bestShift(a: readonly unknown[], b: readonly unknown[]): Shift {
  const lenA = a.length;
  const lenB = b.length;
  const floor = Math.max(0, lenB - lenA); // no shift adds fewer new items
  let best: Shift = { s: 0, score: Infinity, changed: [] };
  let shared = false;
  const tried = new Set<number>();
  const tryShift = (s: number): void => {
    if (best.score <= floor || tried.has(s)) return;
    tried.add(s);
    const k = Math.max(0, -s);
    const h = Math.max(0, s);
    const n = Math.max(0, Math.min(lenA - k, lenB - h));
    let score = lenB - n;
    const changed: number[] = [];
    for (let i = 0; i < n && score < best.score; i++) {
      const x = a[k + i];
      const y = b[h + i];
      if (x === y) shared = true;
      else if (!equal(x, y)) {
        changed.push(i);
        score++;
      }
    }
    if (score < best.score) best = { s, score, changed };
  };
  // v found at xs[j] gives shift sign * j, whose score is at least j + lead: only j below
  // best.score - lead can win, which keeps a search short once a good shift is known.
  const find = (xs: readonly unknown[], v: unknown, sign: number, lead: number, byValue: boolean): void => {
    if (best.score <= floor) return;
    const end = Math.min(xs.length, best.score - lead);
    let j = xs.indexOf(v);
    if (j >= 0) shared = true;
    else if (byValue && typeof v === 'object' && v !== null) j = xs.findIndex((x, i) => i >= end || equal(x, v));
    if (j >= 0 && j < end) tryShift(sign * j);
  };
  const anchor = (byValue: boolean): void => {
    const same = byValue ? equal : (x: unknown, y: unknown) => x === y;
    if (same(a[0], b[0])) tryShift(0);
    if (same(a[lenA - 1], b[lenB - 1])) tryShift(lenB - lenA);
    find(a, b[0], -1, lenB - lenA, byValue);
    find(b, a[0], 1, 0, byValue);
  };
  if (lenA > 0 && lenB > 0) {
    anchor(false);
    // Arrays sharing no item may be fresh copies of each other (a replay): anchor by value.
    if (!shared) anchor(true);
  }
  tryShift(0);
  tryShift(lenB - lenA);
  return best;
}

function diffArray(a: readonly unknown[], b: readonly unknown[]): Weighed | undefined {
  const { s, changed } = bestShift(a, b);
  const k = Math.max(0, -s);
  const h = Math.max(0, s);
  const n = Math.max(0, Math.min(a.length - k, b.length - h));
  // Only the parts there are: a patch for ordinary values holds no undefined, which JSON drops.
  const p: ArrayPatch = {};
  if (k > 0) p.k = k;
  if (a.length - k - n > 0) p.x = a.length - k - n;
  if (h > 0) p.h = b.slice(0, h);
  if (h + n < b.length) p.t = b.slice(h + n);
  let w = 2;
  for (const key of ['k', 'x', 'h', 't'] as const) if (p[key] !== undefined) w += 4 + weigh(p[key], Infinity);
  const e: [number, Patch][] = [];
  for (const i of changed) {
    const q = weighed(a[k + i], b[h + i]);
    if (!q) continue;
    e.push([i, q[0]]);
    w += String(i).length + 4 + q[1];
  }
  if (e.length > 0) {
    p.e = e;
    w += 6;
  }
  return w === 2 ? undefined : orSet([p, w], b);
}

function weighed(a: unknown, b: unknown): Weighed | undefined {
  if (a === b) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) return diffArray(a, b);
  if (isPlain(a) && isPlain(b)) return diffObject(a, b);
  return equal(a, b) ? undefined : set(b);
}

/** The patch turning `a` into `b`, or undefined when they are deeply equal. Never mutates. */
export function diff(a: unknown, b: unknown): Patch | undefined {
  return weighed(a, b)?.[0];
}

// A patch applied to a value it was not made from would silently corrupt a saved game.
function mismatch(what: string): never {
  throw new Error(`This change does not fit the saved game (${what}).`);
}

/** `a` with `p` applied (undefined p: a itself). Never mutates `a`; unchanged subtrees are shared by reference. */
export function applyPatch(a: unknown, p: Patch | undefined): unknown {
  if (p === undefined) return a;
  if ('s' in p) return p.s;
  if ('u' in p) return undefined;
  if ('o' in p) {
    if (!isPlain(a)) return mismatch('an object change on a non-object');
    const out: Obj = { ...a };
    for (const [k, q] of p.o) {
      const v = applyPatch(has(a, k) ? a[k] : undefined, q);
      // A plain assignment to "__proto__" would set the prototype instead of a key.
      if (k === '__proto__') Object.defineProperty(out, k, { value: v, writable: true, enumerable: true, configurable: true });
      else out[k] = v;
    }
    for (const k of p.d ?? []) delete out[k];
    return out;
  }
  if (!Array.isArray(a)) return mismatch('a list change on a non-list');
  const k = p.k ?? 0;
  const n = a.length - k - (p.x ?? 0);
  if (n < 0) return mismatch('a list shorter than expected');
  const head = p.h ?? [];
  const out = head.concat(a.slice(k, k + n), p.t ?? []);
  for (const [i, q] of p.e ?? []) {
    if (!(i >= 0 && i < n)) mismatch('a list item out of range');
    out[head.length + i] = applyPatch(a[k + i], q);
  }
  return out;
}
