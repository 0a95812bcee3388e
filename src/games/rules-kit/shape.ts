// The fields a game's saved state and actions have, as data (`GameDef.shape`): a game entering the app (a
// backup, a link, the rescue slot, storage) keeps only these, so a field no game defines, nested 20,000 deep
// or not, is dropped before it is stored or replayed (issue 41). A shape says which keys an object keeps; it
// does not judge values: a value in the wrong place is kept as it is, for the game's checks to refuse.

/** A value kept as it is: a number, a text, null, a list of numbers (the game's checks read it). */
export const ANY = 0;

/** The keys an object keeps, each with the shape of its value. */
export type Fields = { readonly [key: string]: Shape };

/** A union told apart by one key (`type` for actions): the fields of each of its members. */
export type Tagged = { readonly $tag: string; readonly $of: Readonly<Record<string, Fields>> };

/** An object whose keys are data (`{ "3": [4, 2] }`): every key kept, each value of one shape. */
export type MapOf = { readonly $map: Shape };

/** What a stored value keeps: as it is, a list of one shape, an object's fields, a tagged union, a map. */
export type Shape = typeof ANY | readonly [Shape] | Tagged | MapOf | Fields;

/** A game's shapes: its saved state's and its actions'. */
export interface GameShape {
  state: Shape;
  action: Shape;
}

/** A union told apart by `key`, each member with its fields (the key itself is always kept). */
export const tagged = (key: string, of: Record<string, Fields>): Tagged => ({ $tag: key, $of: of });

/** A map with data for keys, each value of shape `s`. */
export const mapOf = (s: Shape): MapOf => ({ $map: s });

type Obj = Record<string, unknown>;

// The object's own keys that `fields` has, in the object's order (so a JSON text of a clean value does not change).
function pick(x: Obj, fields: Fields, tag?: string): Obj {
  const out: Obj = {};
  for (const k of Object.keys(x)) {
    if (k === tag) out[k] = x[k];
    else if (Object.hasOwn(fields, k)) out[k] = keepShape(x[k], fields[k]!);
  }
  return out;
}

/**
 * `x` with only the keys `s` has, at every level (new objects; `x` is not changed). Recurses as deep as the
 * shape goes, never deeper: what lies under an `ANY` is kept as it is (`guard.ts` has bounded its depth).
 */
export function keepShape(x: unknown, s: Shape): unknown {
  if (s === ANY || typeof x !== 'object' || x === null) return x;
  if (Array.isArray(s)) return Array.isArray(x) ? x.map((v) => keepShape(v, s[0])) : x;
  if (Array.isArray(x)) return x;
  const o = x as Obj;
  if ('$map' in s) return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, keepShape(v, (s as MapOf).$map)]));
  if ('$tag' in s) {
    const { $tag, $of } = s as Tagged;
    const tag = o[$tag];
    return pick(o, typeof tag === 'string' && Object.hasOwn($of, tag) ? $of[tag]! : {}, $tag);
  }
  return pick(o, s as Fields);
}
