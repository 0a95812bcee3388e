// Every table the Odds screen shows (each die's bands, every outcome, each count on its own) against a
// brute-force count of all 6^n dice sequences, written here from the rule text without the engine's counting.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { outcomeOdds, type ActionOdds } from './odds';
import { sketchGame } from './testkit';
import type { Action } from './action-table';
import type { Cam8State } from './types';

const OCC = ['breeders', 'diggers', 'harvesters', 'guards', 'politicians'] as const;
type Occ = (typeof OCC)[number];
type Counts = Record<Occ, number>;
const DICE_ACTIONS = ['breed', 'tunnel', 'harvest', 'patrol', 'invade', 'recruitBarbarians', 'recruitHamsters', 'transcend'] as const;
const NO_DICE = ['engineer', 'layTrails', 'psychicBoost', 'psychicAssist'] as const;
const TARGETED = new Set<Action>(['invade', 'recruitHamsters', 'psychicAssist']);
const SINGULAR: Record<Occ, string> = { breeders: 'Breeder', diggers: 'Digger', harvesters: 'Harvester', guards: 'Guard', politicians: 'Politician' };

/** What one die with modified result r does, read from the rule text. */
type Effect = { feral: number; gained: number; krill: number; lose: Occ | null; spaces: number; taken: number; won: boolean };
const NONE: Effect = { feral: 0, gained: 0, krill: 0, lose: null, spaces: 0, taken: 0, won: false };
function effectOf(action: Action, r: number, me: Counts, them: Counts): Effect {
  const three = (n: number) => (r < 2 ? Math.ceil(n / 2) : r > 4 ? 2 * n : n);
  switch (action) {
    case 'breed': return { ...NONE, gained: three(me.breeders) };
    case 'harvest': return { ...NONE, krill: three(me.harvesters) };
    case 'tunnel': return r < 1 ? { ...NONE, lose: 'diggers' } : NONE;
    case 'patrol': return r > 3 ? { ...NONE, feral: -1 } : r < 3 ? { ...NONE, lose: 'guards' } : NONE;
    case 'invade': return r > them.guards ? { ...NONE, spaces: 1 } : r < 1 ? { ...NONE, lose: 'guards' } : NONE;
    case 'recruitBarbarians': return r > 4 ? { ...NONE, feral: -1, gained: 1 } : r < 2 ? { ...NONE, feral: 1, lose: 'politicians' } : NONE;
    case 'recruitHamsters': return r > them.politicians ? { ...NONE, taken: 1 } : NONE;
    case 'transcend': return r >= 10 ? { ...NONE, won: true } : NONE;
    default: return NONE;
  }
}
/** The band of the rule text a result falls in: Breed and Harvest name three even when they give the same (no Breeders). */
const bandKey = (action: Action, r: number, me: Counts, them: Counts) =>
  (action === 'breed' || action === 'harvest' ? (r < 2 ? 'under 2' : r > 4 ? 'over 4' : 'otherwise') : '') + JSON.stringify(effectOf(action, r, me, them));

type Track = (number | null)[];
/** The whole action's result: the token (space, level) or the revolt, and the counts. */
type Result = { revolt: boolean; space: number; level: number; gained: number; krill: number; lost: Counts; spaces: number; taken: number; won: boolean };

function play(faces: number[], action: Action, mod: number, s: Situation): Result {
  const five = s.track.indexOf(5);
  const res: Result = { revolt: false, space: s.space, level: s.level, gained: 0, krill: 0, lost: { breeders: 0, diggers: 0, harvesters: 0, guards: 0, politicians: 0 }, spaces: 0, taken: 0, won: false };
  if (action === 'engineer') res.gained = 1;
  for (const f of faces) {
    if (res.revolt || res.won) break; // the game is over: the rest of the dice do nothing
    const e = effectOf(action, f + mod, s.me, s.them);
    if (e.feral !== 0) {
      const next = Math.max(0, res.space + e.feral);
      if (next > five) res.revolt = true;
      else {
        // One step passes only the space it lands on: a number there is the level; a blank keeps the last one.
        const printed = s.track[next];
        if (next !== res.space && printed !== null && printed !== undefined) res.level = printed;
        res.space = next;
      }
    }
    res.gained += e.gained;
    res.krill += e.krill;
    if (e.lose) res.lost[e.lose] += 1;
    res.spaces += e.spaces;
    res.taken += e.taken;
    res.won ||= e.won;
  }
  if (action === 'recruitHamsters') res.taken = Math.min(res.taken, OCC.reduce((n, o) => n + s.them[o], 0));
  return res;
}

const resultKey = (r: Result) => (r.revolt ? 'revolt' : JSON.stringify([r.space, r.level, r.gained, r.krill, ...OCC.map((o) => r.lost[o]), r.spaces, r.taken, r.won]));

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
const fraction = (ways: number, total: number) => (ways === 0 ? '0' : ways === total ? '1' : `${ways / gcd(ways, total)}/${total / gcd(ways, total)}`);

/** Every sequence of n faces, in order. */
function* sequences(n: number): Generator<number[]> {
  const faces = Array<number>(n).fill(1);
  for (;;) {
    yield faces;
    let i = n - 1;
    while (i >= 0 && faces[i] === 6) faces[i--] = 1;
    if (i < 0) return;
    faces[i] = (faces[i] as number) + 1;
  }
}

type Situation = { track: Track; space: number; level: number; me: Counts; them: Counts; boost: number; assists: number; action: Action; dice: number };

const counts = fc.record<Counts>({ breeders: fc.nat(4), diggers: fc.nat(4), harvesters: fc.nat(4), guards: fc.nat(4), politicians: fc.nat(4) });
/** A printed track (0 to 5, each followed by 0 to 2 blanks), a space up to the 5 and a level the token can count there. */
const feral = fc.array(fc.nat(2), { minLength: 6, maxLength: 6 }).chain((blanks) => {
  const track: Track = blanks.flatMap((b, n) => [n, ...Array<null>(b).fill(null)]);
  return fc.nat(track.indexOf(5)).chain((space) => {
    const here = track[space];
    const below = track.slice(0, space).filter((x) => x !== null).pop() ?? 0;
    return fc.constantFrom(...(here === null || here === undefined ? [below, below + 1] : [here])).map((level) => ({ track, space, level }));
  });
});
const situation = fc
  .record({ feral, me: counts, them: counts, boost: fc.nat(3), assists: fc.nat(2), action: fc.constantFrom<Action>(...DICE_ACTIONS, ...NO_DICE), fewer: fc.nat(4) })
  .map(({ feral: f, fewer, ...s }): Situation => {
    const full = ({ breed: 1, harvest: 1, transcend: 1, tunnel: s.me.diggers, patrol: s.me.guards, invade: s.me.guards, recruitBarbarians: s.me.politicians, recruitHamsters: s.me.politicians } as Partial<Record<Action, number>>)[s.action] ?? 0;
    // Tunnel may place fewer tokens than it has Diggers: one die per token placed.
    return { ...f, ...s, dice: s.action === 'tunnel' ? Math.max(0, full - fewer) : full };
  });

function gameOf(s: Situation): Cam8State {
  const g = sketchGame([{ hamsters: s.me, boost: s.boost, assists: s.assists }, { hamsters: s.them }], { track: s.track, hamsterTrails: true });
  return { ...g, feralSpace: s.space, feralLevel: s.level };
}

function shown(s: Situation): ActionOdds {
  const o = outcomeOdds(gameOf(s), 0, s.action, TARGETED.has(s.action) ? 1 : null, s.action === 'tunnel' ? s.dice : undefined);
  if ('error' in o) throw new Error(o.error);
  return o;
}

/** The app's outcome tally in the test's terms. */
function keyOfShown(t: ActionOdds['outcomes'][number]['tally']): string {
  return t.revolt ? 'revolt' : JSON.stringify([t.space, t.feral, t.gained, t.krill, ...OCC.map((o) => t.lost[o]), t.spaces, t.taken, t.won]);
}

/** Which results a band's words name: "5 or more", "1 or less", "2 to 4", "3", "none". */
function inBand(when: string, r: number): boolean {
  const n = when.replace(/−/g, '-');
  let m: RegExpMatchArray | null;
  if ((m = n.match(/^(-?\d+) or more$/))) return r >= Number(m[1]);
  if ((m = n.match(/^(-?\d+) or less$/))) return r <= Number(m[1]);
  if ((m = n.match(/^(-?\d+) to (-?\d+)$/))) return r >= Number(m[1]) && r <= Number(m[2]);
  if ((m = n.match(/^(-?\d+)$/))) return r === Number(m[1]);
  return false;
}

/** The facts a die's or an outcome's words must say. */
function phrases(e: { gained: number; krill: number; spaces: number; taken: number; won: boolean }, lost: Partial<Counts>, feralWord?: string): string[] {
  const out: string[] = [];
  if (feralWord) out.push(feralWord);
  if (e.gained > 0) out.push(`+${e.gained} hamster`);
  if (e.krill > 0) out.push(`+${e.krill} krill`);
  for (const o of OCC) if ((lost[o] ?? 0) > 0) out.push(`−${lost[o]} ${SINGULAR[o]}`);
  if (e.spaces > 0) out.push(`convert ${e.spaces} space`);
  if (e.taken > 0) out.push(`gives ${e.taken} hamster`);
  if (e.won) out.push('wins');
  return out;
}

type Expected = {
  perDie: Array<{ faces: number[]; fraction: string; whenHolds: boolean; says: string[] }>;
  outcomes: Record<string, string>;
  marginals: Array<{ label: string; rows: Array<[string, string]> }>;
};

const feralWord = (e: Effect) => (e.feral === 0 ? undefined : e.feral > 0 ? 'Feral +1' : 'Feral −1');
const plus = (v: number) => (v === 0 ? '0' : `+${v}`);
const minus = (v: number) => (v === 0 ? '0' : `−${v}`);
const COUNTS: Array<[string, (r: Result) => number, (v: number) => string]> = [
  ['Feral level', (r) => r.level, String],
  ['Hamsters gained', (r) => r.gained, plus],
  ['Krill gained', (r) => r.krill, plus],
  ['Diggers lost', (r) => r.lost.diggers, minus],
  ['Guards lost', (r) => r.lost.guards, minus],
  ['Politicians lost', (r) => r.lost.politicians, minus],
  ['Spaces converted', (r) => r.spaces, String],
  ['Hamsters taken', (r) => r.taken, String],
];

/** The tables as they should be, counted over every sequence; `o` only supplies the bands' words to check. */
function expected(s: Situation, o: ActionOdds): { want: Expected; got: Expected } {
  const mod = s.boost + s.assists - s.level;
  // Each die: faces grouped by what the die does; the app's bands must split the faces the same way.
  const byEffect = new Map<string, number[]>();
  for (let f = 1; f <= 6; f++) {
    const k = bandKey(s.action, f + mod, s.me, s.them);
    byEffect.set(k, [...(byEffect.get(k) ?? []), f]);
  }
  const wantDie = s.dice === 0 ? [] : [...byEffect.values()].map((faces) => {
    const e = effectOf(s.action, (faces[0] as number) + mod, s.me, s.them);
    return { faces, fraction: fraction(faces.length, 6), whenHolds: true, says: phrases(e, e.lose ? { [e.lose]: 1 } : {}, feralWord(e)) };
  });
  const gotDie = s.dice === 0 ? [] : o.perDie.filter((b) => b.faces.length > 0).map((b) => {
    const e = effectOf(s.action, (b.faces[0] as number) + mod, s.me, s.them);
    const says = phrases(e, e.lose ? { [e.lose]: 1 } : {}, feralWord(e));
    return { faces: b.faces, fraction: b.fraction, whenHolds: b.faces.every((f) => inBand(b.when, f + mod)), says: says.filter((p) => b.effect.includes(p)) };
  });
  const sortDie = (d: Expected['perDie']) => [...d].sort((a, b) => (a.faces[0] as number) - (b.faces[0] as number));

  // Every sequence of the dice.
  const total = 6 ** s.dice;
  const ways = new Map<string, { r: Result; n: number }>();
  for (const seq of sequences(s.dice)) {
    const r = play(seq, s.action, mod, s);
    const k = resultKey(r);
    const had = ways.get(k);
    ways.set(k, { r: had?.r ?? r, n: (had?.n ?? 0) + 1 });
  }
  const outcomes = Object.fromEntries([...ways.entries()].map(([k, { n }]) => [k, fraction(n, total)]));
  const revolts = ways.get('revolt')?.n ?? 0;
  const marginals: Expected['marginals'] = [];
  for (const [label, get, show] of COUNTS) {
    const by = new Map<number, number>();
    for (const { r, n } of ways.values()) if (!r.revolt) by.set(get(r), (by.get(get(r)) ?? 0) + n);
    const rows: Array<[string, string]> = [...by.entries()].sort((a, b) => a[0] - b[0]).map(([v, n]) => [show(v), fraction(n, total)]);
    // Shown when it can come out two ways: the revolt is a Feral level, not a count of krill or hamsters.
    const isLevel = label === 'Feral level';
    if (revolts > 0) rows.push([isLevel ? 'past 5: revolt' : 'revolt', fraction(revolts, total)]);
    if (by.size + (isLevel && revolts > 0 ? 1 : 0) >= 2) marginals.push({ label, rows });
  }
  return {
    want: { perDie: sortDie(wantDie), outcomes, marginals },
    got: {
      perDie: sortDie(gotDie),
      outcomes: Object.fromEntries(o.outcomes.map((x) => [keyOfShown(x.tally), x.fraction])),
      marginals: o.marginals.map((m) => ({ label: m.label, rows: m.values.map((v): [string, string] => [v.text, v.fraction]) })),
    },
  };
}

describe('the Odds tables against every dice sequence', () => {
  it('each die, every outcome and each count on its own agree exactly, over random situations', () => {
    fc.assert(
      fc.property(situation, (s) => {
        const o = shown(s);
        const { want, got } = expected(s, o);
        expect(got).toEqual(want);
        // The shown outcomes are told apart by their words, and the words say what happened.
        expect(new Set(o.outcomes.map((x) => x.text)).size).toBe(o.outcomes.length);
        const wordsMiss = o.outcomes.filter((x) => {
          const t = x.tally;
          const says = t.revolt ? ['revolt'] : phrases(t, t.lost);
          return !says.every((p) => x.text.includes(p));
        });
        expect(wordsMiss).toEqual([]);
        // Each float is its fraction.
        const off = [...o.outcomes, ...o.perDie, ...o.marginals.flatMap((m) => m.values)].filter((x) => {
          const [a, b] = x.fraction.split('/').map(Number);
          return Math.abs(x.p - (b === undefined ? (a as number) : (a as number) / b)) > 1e-12;
        });
        expect(off).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
  it('the situation the issue names: Feral 4, 4 Politicians, Boost 2, Assist 1 (+1 hamster 420/1296 = 35/108)', () => {
    const s: Situation = {
      track: [0, 1, 2, 3, 4, 5], space: 4, level: 4, me: { breeders: 0, diggers: 0, harvesters: 0, guards: 0, politicians: 4 },
      them: { breeders: 0, diggers: 0, harvesters: 0, guards: 0, politicians: 0 }, boost: 2, assists: 1, action: 'recruitBarbarians', dice: 4,
    };
    const { want, got } = expected(s, shown(s));
    expect(want.marginals.find((m) => m.label === 'Hamsters gained')?.rows).toContainEqual(['+1', '35/108']);
    expect(got).toEqual(want);
  });
});
