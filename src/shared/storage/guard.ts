// Limits on a value from outside the app's own moves: a backup file, a hand-over link, the rescue slot,
// storage itself. IndexedDB's structured clone and JSON.stringify recurse on the JS stack, so a value
// nested some thousands deep overflows it, and while such a value waits in a write every later write
// fails (issue 41). JSON.parse does not recurse (V8 reads a million levels), so the walk here keeps a
// list of its own and never recurses either: a value 100,000 deep is refused, not a crash.

/** How deep, long and large a saved game may be. */
export interface Limits {
  /** Levels of lists and objects, the record itself being level 1. */
  depth: number;
  /** Characters of one text. */
  text: number;
  /** Entries of one list. */
  list: number;
  /** Keys of one object. */
  keys: number;
  /** About the characters of the whole value as JSON. */
  size: number;
}

// Measured on the largest real records (issue 41; guard.test.ts measures them again and holds each limit to three
// times the figure or more): every kind grown large by its own rules (games-testkit.ts: CAM 8 after 3,000 moves,
// Geyser and Cellular after 400, Moon Drop's six sheets, a Crackers board) and the bench's long games
// (scripts/bench-records.ts: 5,000 Dice rolls, 3,000 CAM 8 moves, 20,000 undo steps). Deepest: 8 levels, and
// the games' shapes (GameDef.shape) allow 12 at most, taking each value kept as it is for a list of lists.
// Longest list: 20,000 (the undo steps). Most keys: 19 (CAM 8's state). Largest: 7.6 MB (the 20,000 undo steps). Longest text: 172
// characters (a log line), but a name stored by an older version may be longer (it is cut, not refused), so a
// text may be long: the size limit holds the whole.
/** The limits every record entering the app is held to. */
export const LIMITS: Limits = { depth: 40, text: 100_000, list: 100_000, keys: 200, size: 24_000_000 };

type Place = { key: string | number; up: Place | null };
type Todo = { v: unknown; depth: number; at: Place | null };

/** `timeline.base.players[2].name`: where a value sits, each key cut to 24 characters. */
function placeOf(at: Place | null): string {
  const keys: Array<string | number> = [];
  for (let p = at; p; p = p.up) keys.push(p.key);
  let out = '';
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i]!;
    out += typeof k === 'number' ? `[${k}]` : `${out ? '.' : ''}${k.length > 24 ? `${k.slice(0, 24)}…` : k}`;
  }
  return out || 'its top';
}

const n = (x: number) => x.toLocaleString('en');

/**
 * Why `value` is past the limits, saying where ("a value nested deeper than 40 levels at timeline.base.x.a"),
 * or null. Walks with a list of its own, never recursing: any depth is refused, never a stack overflow.
 */
export function overLimits(value: unknown, limits: Limits = LIMITS): string | null {
  const todo: Todo[] = [{ v: value, depth: 1, at: null }];
  let size = 0;
  while (todo.length > 0) {
    const { v, depth, at } = todo.pop()!;
    if (typeof v === 'string') {
      if (v.length > limits.text) return `a text of ${n(v.length)} characters (at most ${n(limits.text)}) at ${placeOf(at)}`;
      size += v.length + 3;
    } else if (typeof v === 'object' && v !== null) {
      if (depth > limits.depth) return `a value nested deeper than ${limits.depth} levels at ${placeOf(at)}`;
      if (Array.isArray(v)) {
        if (v.length > limits.list) return `a list of ${n(v.length)} entries (at most ${n(limits.list)}) at ${placeOf(at)}`;
        for (let i = v.length - 1; i >= 0; i--) todo.push({ v: v[i], depth: depth + 1, at: { key: i, up: at } });
        size += v.length + 2;
      } else {
        const keys = Object.keys(v);
        if (keys.length > limits.keys) return `an object of ${n(keys.length)} fields (at most ${n(limits.keys)}) at ${placeOf(at)}`;
        for (let i = keys.length - 1; i >= 0; i--) {
          const k = keys[i]!;
          size += k.length + 4;
          todo.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, at: { key: k, up: at } });
        }
        size += 2;
      }
    } else size += 6;
    if (size > limits.size) return `more than ${n(Math.round(limits.size / 1e6))} MB of data (the largest real game is about 8 MB)`;
  }
  return null;
}
