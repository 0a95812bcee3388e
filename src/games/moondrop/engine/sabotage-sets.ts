import { D, H, Q, R, uncrossed, type Crossed, type Layout, type LayoutMasks } from './layout';
import { bitCount } from './bits';
import { bitsOf, reachCrossed, scratchFor, type Scratch } from './ops';
import { NumMemo } from './num-memo';
import { keyOf, type Search } from './search-state';

// The Sabotage played exactly, for the bound, when few sets of Quarters can stand at it.
//
// Between the bound's start and a Sabotage, say the player's choices cross only Quarters (a
// Hydroponics step) and the Rooms of a Breach, and the other steps are Check Routes (the last right
// before the Sabotage, played in the bound's run), Life Support, Plague, Quake and Fungus (a Fire:
// below). Then the real sheet at the Sabotage is fixed, but for a Fungus, by the set K of Quarters
// standing there and the set B of other Rooms the Breach took: the copy `y` (which has at most the
// real crossings) with its other Quarters and B crossed, after one Check Routes, is that sheet:
//  - every Room it keeps is reached from K through Rooms it keeps; the real sheet had at least
//    those standing at every Check Routes before, and at least K's Quarters, so the crew reached
//    that Room each time, and nothing else crossed it (Life Support, Hydroponics and Plague cross
//    Quarters only, Quake the same modules on any sheet, the Breach B and Quarters), but a Fungus
//    may have taken a Hydroponics with no Life Support beside it here (its Life Support stood on
//    the copy, and maybe on the real sheet then): each such Hydroponics is tried standing and
//    crossed (the crew walks through none, so nothing else changes);
//  - every Room the real sheet keeps is on the copy and reached from K within the real sheet
//    (its last Check Routes came right before the Sabotage), so within this one too.
// K is no larger per Building than the ceiling, and after a Plague no two of its Quarters touch;
// B holds no more Rooms than the Breach took (fewer when it took Quarters). For each such K and B
// the Sabotage is played (each largest group, when several tie) and the rest of the plan bounded
// from the sheet after it; the largest of those bounds every play. Only when they are few
// (SETS_AT_MOST; a Breach of at most 2 Rooms; at most LONE_AT_MOST such Hydroponics): they grow
// with the Quarters standing.
//
// A Fire before the Sabotage took two Rooms (or all) in each Building with no Life Support then.
// Not in a Building holding a Quarters of K (it outlived the Life Support step of the Check after
// the Fire), nor in one whose Life Support stands on the set's sheet (by the above, nothing crossed
// what that sheet keeps before the Fire): so the sheet is the real one but for the Rooms the crew
// reaches, through the Docks, in a Building with neither. Each way the Fire may have taken up to
// two of those in each such Building is tried (at most FIRE_WAYS_AT_MOST, else the set is not
// played).
//
// They cost more than the rest of the bound, so the search asks for them once per position, as it
// enters it (search.ts). Many sets, in many bounds and the six orders, meet the same sheets: the
// bounds are remembered (Shared.sabotage) for each K, by the sheet before the last Check Routes,
// looked up without building it (the copy with every Quarters crossed, then a number for K), and
// by K's sheet after it; and after the Sabotage. The bound after the Sabotage is asked against the
// floor (the best set so far), so it stops as soon as it cannot beat it (most sheets there are
// refuted by a count alone: countedAtMost); a total at or below the floor is remembered as a
// ceiling, used again only where the floor is no lower (keep, recall).

/** The most sets of Quarters (with the Breach's Rooms) tried at a Sabotage. */
export const SETS_AT_MOST = 512;

/**
 * The most Rooms a Breach before the Sabotage may have taken for its sets to be played (at most 7:
 * the memos' keys). Past a Breach of 3 or 4 Rooms the sets of Rooms are many, but the limit on sets
 * holds them: 99:2507 breach-sabotage-fire 5.1 -> 3.4 ms (each of the first Check's plays had been
 * searched), 99:1951 breach-sabotage-fungus 3.8 -> 4.1 ms, the 6,000 sheets the same in sum.
 */
export const BREACH_AT_MOST = 4;

/**
 * How many times `limit` sets may be played when each Building's count is exact (holdAtSabotage):
 * each such set is then a play of the Hydroponics step itself, bounded once here rather than in the
 * walk. Hardest sheet 2 sabotage-breach-fire: its first walk has 1,024 to 2,048 of them, which
 * then name its second look's 15 sets above the best after 16 plays, not 32 (7.9 -> 5.9 ms).
 */
const EXACT_SETS_COUNT = 2;

/** After a Fungus, the most Hydroponics of a set's sheet whose Fungus is tried both ways. */
const LONE_AT_MOST = 4;

/** After a Fire, the most ways its Rooms may have gone from a set's sheet that are tried. */
const FIRE_WAYS_AT_MOST = 64;

/** A bound on the rest of the plan from step `from` with `z` crossed (boundFrom, passed in: no import loop). */
export type BoundRest = (s: Search, from: number, z: Crossed, stopAt: number) => number;

interface SetsScratch {
  /** The Search the bound after the Sabotage runs on: the same but for its own buffers (the caller's are in use). */
  readonly sub: WeakMap<Search, Search>;
  readonly scratch: Scratch;
  /** Each Quarters' place among the layout's Quarters (for a set's number). */
  readonly qIndex: Int16Array;
  /** The copy's standing Quarters, their Buildings, and the set's. */
  readonly qs: Int32Array;
  readonly qb: Int32Array;
  readonly chosen: Int32Array;
  /** Per standing Quarters (qs): the place in qs of the last of its Building's. */
  readonly lastOf: Int32Array;
  /** Each Quarters' neighbouring Quarters, as bits of qIndex (a set's number). */
  readonly qNear: Int32Array;
  /** The copy's other standing Rooms, and those the Breach took in the set being tried. */
  readonly rs: Int32Array;
  readonly taken: Int32Array;
  /** Per Building: how many Quarters the set holds. */
  readonly count: Int16Array;
  /** The bound's copy at the Sabotage and its ceilings, held until its run ends (holdAtSabotage). */
  readonly held: Uint8Array;
  readonly heldCap: Int16Array;
  /** Per Building: the most Quarters that stood at some point from the bound's start up to the Check before the Sabotage (holdAtSabotage). */
  readonly heldMost: Int16Array;
  /** Per Building: how many Quarters stand at the Sabotage, when the Hydroponics step right before it is being chosen (holdAtSabotage; else exactKnown is false). */
  readonly exact: Int16Array;
  exactKnown: boolean;
  /** The copy with every Quarters crossed: a set's sheet is this with its own uncrossed (and as bits: noneBits). */
  readonly none: Uint8Array;
  noneBits: number;
  /** The sheet of a set of Quarters with none of the Breach's Rooms (after Check Routes), as crossed bits: noneBits with them uncrossed, walked. */
  alone: number;
  /** Which set of Quarters `alone` is for (its bits; -1: none yet in this call of sabotageSets). */
  aloneBits: number;
  /** The Rooms the Breach's sets of Rooms are taken from, as bits (worthTaking; -1: all). */
  useful: number;
  /** After a Fungus: the set's Hydroponics with no Life Support beside them. */
  readonly lone: Int32Array;
  /** A sheet after the Sabotage, as flags for the bound (restFrom). */
  readonly after: Uint8Array;
  /** The sheet's largest groups of Rooms at the Sabotage, as bits. */
  readonly groups: Int32Array;
  /** The bounds remembered from the step after this Sabotage (SabotageMemo), for this call. */
  afterMemo: NumMemo;
  /** The floor the bounds are asked against now (the best set so far, or the caller's floor). */
  stopAt: number;
  /** The set for which fedWalk was walked (bits; -1: none yet), that walk, and the copy it starts from (feeds). */
  feedBits: number;
  fedWalk: number;
  feedFrom: number;
}

const scratches = new WeakMap<Layout, SetsScratch>();

function setsScratchOf(lay: Layout): SetsScratch {
  let ss = scratches.get(lay);
  if (!ss) {
    const quarters = lay.ofType[Q]!.length;
    const qIndex = new Int16Array(lay.n);
    lay.ofType[Q]!.forEach((q, k) => (qIndex[q] = k));
    const qNear = new Int32Array(lay.n);
    for (const q of lay.ofType[Q]!) for (const v of lay.nbr[q]!) if (lay.type[v] === Q && qIndex[v]! < 31) qNear[q] = qNear[q]! | (1 << qIndex[v]!);
    ss = {
      sub: new WeakMap(),
      scratch: scratchFor(lay),
      qIndex,
      qNear,
      qs: new Int32Array(quarters),
      lastOf: new Int32Array(quarters),
      qb: new Int32Array(quarters),
      chosen: new Int32Array(quarters),
      rs: new Int32Array(lay.rooms.length),
      taken: new Int32Array(lay.rooms.length),
      count: new Int16Array(lay.buildings.length),
      held: new Uint8Array(lay.n),
      heldCap: new Int16Array(lay.buildings.length),
      heldMost: new Int16Array(lay.buildings.length),
      exact: new Int16Array(lay.buildings.length),
      exactKnown: false,
      none: new Uint8Array(lay.n),
      noneBits: 0,
      alone: 0,
      aloneBits: -1,
      useful: -1,
      lone: new Int32Array(LONE_AT_MOST),
      after: new Uint8Array(lay.n),
      groups: new Int32Array(lay.n),
      afterMemo: new NumMemo(),
      stopAt: -Infinity,
      feedBits: -1,
      fedWalk: 0,
      feedFrom: -1,
    };
    scratches.set(lay, ss);
  }
  return ss;
}

function subOf(s: Search, ss: SetsScratch): Search {
  let sub = ss.sub.get(s);
  if (!sub) {
    sub = { ...s, scratch: ss.scratch };
    ss.sub.set(s, sub);
  }
  return sub;
}

/**
 * Keep the bound's copy at the Sabotage and its ceilings for sabotageSets (the bound's run goes on
 * first), and the most Quarters each Building has at some point from the bound's start up to the
 * Safety Check right before the Sabotage: `kept` when the start is right after a Hydroponics step
 * being chosen (what it keeps), else those standing on `x`, and no more than `atCheck`, the bound's
 * ceilings as that Check started (what stood after the Checks and Plague before it); x is null
 * when the Check Routes before the Hydroponics step right before the Sabotage is not part of the
 * bound's run (no set is then whole: playSet). `choice`: the sheet at the Hydroponics step right
 * before the Sabotage, when the bound starts as that step is being chosen (else null): each
 * Building then keeps exactly min(Quarters, Hydroponics) standing on it, and Check Routes crosses
 * no Quarters, so exactly those stand at the Sabotage (a partial pick too: it crosses no more than
 * the play will).
 */
export function holdAtSabotage(lay: Layout, y: Crossed, cap: Int16Array, x: Crossed | null, kept: Int16Array | null, atCheck: Int16Array, feedFrom = -1, choice: Crossed | null = null): void {
  const ss = setsScratchOf(lay);
  ss.feedFrom = feedFrom;
  ss.exactKnown = choice !== null;
  const buildings = lay.inBuilding;
  if (choice) for (let b = 0; b < buildings.length; b++) ss.exact[b] = Math.min(uncrossed(choice, buildings[b]![Q]!), uncrossed(choice, buildings[b]![H]!));
  ss.held.set(y);
  ss.heldCap.set(cap);
  const most = ss.heldMost;
  if (kept) most.set(kept);
  else if (x) for (let b = 0; b < buildings.length; b++) most[b] = uncrossed(x, buildings[b]![Q]!);
  else most.fill(0x7fff);
  if (x) for (let b = 0; b < most.length; b++) most[b] = Math.min(most[b]!, atCheck[b]!);
}

// A set's number: its Quarters as bits of the layout's; the sheets are remembered by their crossed
// modules as bits (bitsOf). A game leaves at most 28 modules; a sheet typed in with more modules
// than a number holds is not tried set by set.
function numbered(lay: Layout): boolean {
  return lay.masks !== null && lay.ofType[Q]!.length <= 30;
}

// One sabotageSets call's state, for its walks below (eachSet, eachTaken, playOne, ...). One object
// for the module, as sabotageSets never runs inside itself (the bounds it asks play no set): those
// walks were closures made anew for each call, a fifth of what a search allocated on hardest sheet
// 6 breach-sabotage-plague.
interface SetsCall {
  s: Search;
  sub: Search;
  i: number;
  ss: SetsScratch;
  apart: boolean;
  breach: number;
  fungus: boolean;
  fire: boolean;
  rest: BoundRest;
  /** The caller's list, while it collects (collectSets). */
  found: SetsFound | null;
  /** The standing Quarters (ss.qs, the first n) and the other Rooms the Breach may have taken (ss.rs, the first m). */
  n: number;
  m: number;
  /** Each Building's exact count of Quarters at the Sabotage (holdAtSabotage), or null. */
  exact: Int16Array | null;
  /** The fewest Quarters a set needs to beat the best, and the total of a set with none. */
  need: number;
  base: number;
  /** While counting (countSets): the sets counted so far, each set of Quarters' sets of Rooms, and the most to count. */
  counting: boolean;
  counted: number;
  perQuarters: number;
  limit: number;
  /** The caller's floor, the best set's bound so far, and the caller's own bound (stop there). */
  floor: number;
  best: number;
  most: number;
  /** The set of Quarters being tried (its number's bits). */
  current: number;
  /** Over the sets of Rooms of that set: the largest bound, whether feeds skipped one, and the largest feeds let stand. */
  ofThese: number;
  fedOut: boolean;
  fedMost: number;
  /** The memos of this call's sheet: each set of Quarters, and each set of Quarters' walked sheet. */
  ofQuarters: NumMemo;
  walkedMemo: NumMemo;
}

const CALL: SetsCall = {
  s: undefined as unknown as Search,
  sub: undefined as unknown as Search,
  i: 0,
  ss: undefined as unknown as SetsScratch,
  apart: false,
  breach: 0,
  fungus: false,
  fire: false,
  rest: () => 0,
  found: null,
  n: 0,
  m: 0,
  exact: null,
  need: 0,
  base: 0,
  counting: false,
  counted: 0,
  perQuarters: 0,
  limit: 0,
  floor: -Infinity,
  best: -Infinity,
  most: Infinity,
  current: 0,
  ofThese: -Infinity,
  fedOut: false,
  fedMost: -Infinity,
  ofQuarters: new NumMemo(2),
  walkedMemo: new NumMemo(2),
};

/**
 * The best the rest of the plan can give, from the Sabotage at step i on, over every set of
 * Quarters that can stand at it and Rooms a Breach took since (see above), or Infinity when there
 * are more than `limit` sets or the Breach took more than BREACH_AT_MOST Rooms. On the bound's copy at
 * the Sabotage and each Building's ceiling on its Quarters there (holdAtSabotage); `apart`: a
 * Plague came since the real sheet the copy started from, so no two of them touch; `breach`: how
 * many Rooms a Breach took since. A bound at or below `stopAt` may be returned as stopAt, and one
 * at or above `most` (the caller's own bound) as most.
 */
export function sabotageSets(s: Search, i: number, apart: boolean, breach: number, fungus: boolean, fire: boolean, stopAt: number, most: number, rest: BoundRest, limit = SETS_AT_MOST): number {
  const { lay } = s;
  const c = CALL;
  // (Only this call fills the sets a caller asked for: the bounds it asks below do not.)
  const found = collecting;
  collecting = null;
  // (A Breach of more than 2 Rooms whose sets are not all played leaves the guess to name one.)
  const large = breach > 2;
  if (large && (guessing || breach > BREACH_AT_MOST)) {
    largeBreach = true;
    if (!guessing) return Infinity;
    breach = 2;
  }
  if (!numbered(lay)) return Infinity;
  const ss = setsScratchOf(lay);
  bestSet = -1;
  const { qs, qb, count, rs, held: y, heldCap: cap } = ss;
  let n = 0;
  for (let b = 0; b < lay.inBuilding.length; b++) {
    for (const q of lay.inBuilding[b]![Q]!) {
      if (!y[q]) {
        qs[n] = q;
        qb[n++] = b;
      }
    }
  }
  // The other Rooms standing, which the Breach may have taken.
  let m = 0;
  if (breach > 0) for (const r of lay.rooms) if (!y[r] && lay.type[r] !== Q && (!guessing || lay.type[r] === D)) rs[m++] = r;
  c.s = s;
  c.i = i;
  c.ss = ss;
  c.apart = apart;
  c.breach = breach;
  c.fungus = fungus;
  c.fire = fire;
  c.rest = rest;
  c.found = found;
  c.n = n;
  c.m = m;
  c.most = most;
  // A set of k Quarters totals at most `base` + k (crossing never raises a goal): only sets with at
  // least `need` Quarters can beat the best so far.
  c.base = s.otherGoals + (s.research ? uncrossed(y, lay.ofType[R]!) : 0);
  c.need = s.population ? stopAt - c.base + 1 : 0;
  // With the Hydroponics step right before the Sabotage being chosen, each Building's set holds
  // exactly ss.exact[b] of its Quarters (the Quarters of a Building are next to each other in qs:
  // `last[k]`, the place of the last of qs[k]'s Building).
  const exact = ss.exactKnown && fitsExactly(ss.exact, cap) ? ss.exact : null;
  c.exact = exact;
  const last = ss.lastOf;
  if (exact) for (let k = n - 1; k >= 0; k--) last[k] = k === n - 1 || qb[k + 1] !== qb[k] ? k : last[k + 1]!;
  // Count them first, unless a quick count that ignores `need` and `apart` is small enough (the
  // sets tried often stop early, at `most`). Every set of Quarters comes with the same number of
  // sets of Rooms, so only the sets of Quarters are walked.
  count.fill(0);
  c.perQuarters = roomSets(breach, m);
  if (exact) limit *= EXACT_SETS_COUNT;
  if (setsAtMost(n, qb, cap, count, exact) * c.perQuarters > limit) {
    c.counting = true;
    c.counted = 0;
    c.limit = limit;
    const within = eachSet(0, 0, 0);
    c.counting = false;
    if (!within) {
      if (large) largeBreach = true;
      return Infinity;
    }
  }
  c.sub = subOf(s, ss);
  const { none } = ss;
  none.set(y);
  for (let k = 0; k < n; k++) none[qs[k]!] = 1;
  ss.noneBits = bitsOf(none);
  const memo = s.sabotage;
  // (Which sets are whole, below, is part of the key.)
  // (A guess keeps its sets apart: a set of Quarters' largest over only some sets of Rooms is no bound.)
  const guess = guessing ? '?' : '';
  let noneKey = guess + (fire ? '!' : '') + (fungus ? '~' : '') + s.plan.suffix[i]! + keyOf(none);
  for (let b = 0; b < ss.heldMost.length; b++) noneKey += String.fromCharCode(ss.heldMost[b]!);
  let before = memo.before.get(noneKey);
  if (!before) memo.before.set(noneKey, (before = new NumMemo()));
  c.ofQuarters = before;
  ss.aloneBits = -1;
  ss.feedBits = -1;
  ss.afterMemo = memoOf(memo.after, s.plan.suffix[i + 1]!);
  ss.stopAt = stopAt;
  c.floor = stopAt;
  c.best = stopAt;
  c.current = 0;
  // With a Breach, the largest over a set of Quarters' sets of Rooms is remembered (only when every
  // one of them was played), by the set's number and the Breach's size, and by the set's sheet
  // after Check Routes: two sheets before it that differ only in Rooms that walk crosses give the
  // same sets (playSet skips the Rooms it crossed). A set met before is then one lookup, not one
  // per set of Rooms. (Without a Breach each set of Quarters is one set, played again when met
  // again: its sheet after the Sabotage is remembered.)
  c.walkedMemo = memoOf(memo.walked, guess + s.plan.suffix[i]!);
  const whole = eachSet(0, 0, 0);
  if (found) found.whole = whole;
  return c.best;
}

// Every set of Quarters: Quarters k on are in or out, within its Building's ceiling (and apart).
// The sets with Quarters in come first: they tend to total the most, and raise `need` for the rest.
// With exact counts, each Building's set holds exactly exact[b] of its Quarters. Each set is counted
// (CALL.counting: false once over the limit) or tried (tryQuarters: false once the bound is met).
function eachSet(k: number, size: number, bits: number): boolean {
  const c = CALL;
  const { n, exact, ss } = c;
  if (size + n - k < c.need) return true;
  if (k === n) {
    if (c.counting) return (c.counted += c.perQuarters) <= c.limit;
    return tryQuarters(size, bits);
  }
  const { qs, qb, count, qNear, chosen, qIndex, heldCap: cap } = ss;
  const q = qs[k]!;
  const b = qb[k]!;
  // (A set's number has a bit per Quarters: it touches one in the set when they share a bit.)
  if (count[b]! < (exact ? exact[b]! : cap[b]!) && !(c.apart && (bits & qNear[q]!) !== 0)) {
    count[b]!++;
    chosen[size] = q;
    const going = eachSet(k + 1, size + 1, bits | (1 << qIndex[q]!));
    count[b]!--;
    if (!going) return false;
  }
  // (Left out, too few of its Building's Quarters are left for the count.)
  if (exact && ss.lastOf[k]! - k < exact[b]! - count[b]!) return true;
  return eachSet(k + 1, size, bits);
}

// The set of Quarters `bits` (ss.chosen, the first `size`), with each set of the Breach's Rooms.
function tryQuarters(size: number, bits: number): boolean {
  const c = CALL;
  const { ss, breach } = c;
  c.current = bits;
  c.fedMost = -Infinity;
  if (breach === 0) {
    const going = eachTaken(0, size, 0, false);
    note(bits, c.fedMost);
    return going;
  }
  const key = bits * 8 + breach;
  const stored = c.ofQuarters.get(key);
  const known = recall(stored, ss.stopAt);
  if (known !== undefined && (!c.apart || known <= ss.stopAt)) {
    note(bits, known);
    return raise(known);
  }
  const lay = c.s.lay;
  let walkedKey = NaN;
  if (stored === undefined) {
    walkAlone(lay, ss, size, bits);
    walkedKey = ss.alone * 64 + (c.fire ? 32 : 0) + breach * 4 + (isWhole(ss) ? 2 : 0) + (c.fungus ? 1 : 0);
    const walked = c.walkedMemo.get(walkedKey);
    const met = recall(walked, ss.stopAt);
    if (met !== undefined && (!c.apart || met <= ss.stopAt)) {
      c.ofQuarters.set(key, walked!);
      note(bits, met);
      return raise(met);
    }
  }
  c.ofThese = -Infinity;
  c.fedOut = false;
  walkAlone(lay, ss, size, bits);
  ss.useful = c.fungus || c.fire ? -1 : worthTaking(lay.masks!, ss.alone, ss.groups);
  if (!eachTaken(0, size, 0, false)) return false;
  note(bits, c.fedMost);
  if (c.fedOut) return true;
  c.ofQuarters.set(key, keep(c.ofThese, ss.stopAt));
  if (!Number.isNaN(walkedKey)) c.walkedMemo.set(walkedKey, keep(c.ofThese, ss.stopAt));
  return true;
}

// After a set of Quarters, each set of at most `breach` of the other Rooms, from ss.rs[j] on.
// (`worth`: whether one of the Rooms taken so far is worth taking; a set of Rooms none of which is
// totals no more than none taken, which is tried too: worthTaking.)
function eachTaken(j: number, size: number, took: number, worth: boolean): boolean {
  const c = CALL;
  const { ss } = c;
  if (j === c.m || took === c.breach) return took > 0 && !worth ? true : playOne(size, took);
  const r = ss.rs[j]!;
  ss.taken[took] = r;
  if (!eachTaken(j + 1, size, took + 1, worth || ((ss.useful >>> r) & 1) !== 0)) return false;
  return eachTaken(j + 1, size, took, worth);
}

// One set: the Quarters being tried and the first `took` of ss.taken.
function playOne(size: number, took: number): boolean {
  const c = CALL;
  const { ss } = c;
  const total = playSet(c.sub, c.i, ss, size, took, c.fungus, c.fire, c.rest, c.current);
  if (total > c.ofThese) c.ofThese = total;
  // (A set that would raise the best is first asked whether it can stand: feeds.)
  if (c.apart && total > c.best && !feeds(c.s.lay, ss, size, c.current, took)) {
    c.fedOut = true;
    return true;
  }
  if (total > c.fedMost) c.fedMost = total;
  return raise(total);
}

// A set's bound: the best so far raised (with it the floor the next bounds are asked against, and
// `need`; not while the sets are listed for a caller: each is then bounded against the caller's
// floor, so that a set listed above it bounds its plays by its own total). Whether to go on.
function raise(total: number): boolean {
  const c = CALL;
  if (total > c.best) {
    c.best = total;
    bestSet = c.current;
    if (!c.found) {
      c.ss.stopAt = total;
      if (c.s.population) c.need = total - c.base + 1;
    }
  }
  return c.best < c.most;
}

// A set of Quarters listed for the caller, when above its floor.
function note(bits: number, total: number): void {
  const { found } = CALL;
  if (found && total > CALL.floor) {
    found.bits.push(bits);
    found.values.push(total);
  }
}

/** The sets of Quarters a sabotageSets call bounded above its floor, each with that bound (collectSets). */
export interface SetsFound {
  /** Each set's Quarters, as bits of the layout's Quarters (quartersCrossed's), and its bound. */
  readonly bits: number[];
  readonly values: number[];
  /** Whether every set that can stand was played: only then does a play no listed set can stand at total no more than the floor. */
  whole: boolean;
}

// The list the next sabotageSets call fills (collectSets).
let collecting: SetsFound | null = null;

/** Have the next sabotageSets call list its sets above its floor into `into` (emptied here; null: none). */
export function collectSets(into: SetsFound | null): void {
  collecting = into;
  if (!into) return;
  into.bits.length = 0;
  into.values.length = 0;
  into.whole = false;
}

/** The Quarters crossed on `y`, as bits of the layout's Quarters (the first 31, as a set's number). */
export function quartersCrossed(lay: Layout, y: Crossed): number {
  const qs = lay.ofType[Q]!;
  let bits = 0;
  for (let k = 0; k < qs.length && k < 31; k++) if (y[qs[k]!]) bits |= 1 << k;
  return bits;
}

// The set of Quarters (bits of the layout's Quarters) whose bound was the largest in the last
// sabotageSets call, or -1.
let bestSet = -1;

const NO_SET: readonly number[] = [];

// Whether a sabotageSets call since forgetBestSet met a Breach of more than 2 Rooms and played no set
// (more than BREACH_AT_MOST Rooms, or more sets than its limit).
let largeBreach = false;

// While set (guessSets), a Breach of more than 2 Rooms is played as one of at most 2 Docks.
let guessing = false;

/** Forget the set the last sabotageSets call named (before a bound whose set is asked for). */
export function forgetBestSet(): void {
  bestSet = -1;
  largeBreach = false;
}

/** Whether a sabotageSets call since forgetBestSet met a Breach of more than 2 Rooms, and played no set. */
export function metLargeBreach(): boolean {
  return largeBreach;
}

/**
 * Run `bound` (a bound whose Sabotage is played set by set) with a Breach of more than 2 Rooms
 * played as if it took at most 2, and only Docks (a Dock taken is what most often stops a Sabotage
 * from firing): the total is then no bound, but the set it names (takeBestSet) is a line worth
 * trying first.
 */
export function guessSets(bound: () => void): void {
  guessing = true;
  try {
    bound();
  } finally {
    guessing = false;
  }
}

/** The Quarters of the set that gave the last sabotageSets call its bound (none: no set beat its floor), and forget it. */
export function takeBestSet(lay: Layout): readonly number[] {
  const bits = bestSet;
  bestSet = -1;
  if (bits < 0) return NO_SET;
  const set: number[] = [];
  lay.ofType[Q]!.forEach((q, k) => k < 31 && (bits >>> k) & 1 && set.push(q));
  return set;
}

/**
 * The Rooms worth a Breach's taking on a set's sheet (`at`, crossed bits, walked), with no Fungus
 * or Fire since: the Docks, and when the Sabotage fires there, its largest groups of Rooms. Other
 * Rooms taken leave the same largest groups and the Sabotage firing or not as before, so the sheet
 * after it is the one with none taken, those Rooms crossed; and from there on crossing a Room that
 * is not a Dock never raises the best total (the Sabotage, played here, is the only step that can
 * gain by a crossing). So a set of such Rooms only totals no more than none taken, which is tried
 * too. (One of them with a Room worth taking is tried: that Room may change the largest groups.)
 */
export function worthTaking(m: LayoutMasks, at: number, groups: Int32Array): number {
  const standing = m.all & ~at;
  if (!sabotageFires(m, standing)) return m.docks;
  let worth = m.docks;
  const count = largestGroups(m, standing, groups);
  for (let g = 0; g < count; g++) worth |= groups[g]!;
  return worth;
}

// Whether the Sabotage fires on the sheet whose standing modules are the bits of `standing`: a Dock
// stands with no Quarters standing beside it.
function sabotageFires(m: LayoutMasks, standing: number): boolean {
  for (let ds = m.docks & standing; ds !== 0; ds &= ds - 1) if ((m.adj[31 - Math.clz32(ds & -ds)]! & m.quarters & standing) === 0) return true;
  return false;
}

// The largest groups of Rooms on that sheet into `groups` (each as bits), and how many there are.
// The groups are grown one Room at a time from the lowest left.
function largestGroups(m: LayoutMasks, standing: number, groups: Int32Array): number {
  let count = 0;
  let most = 0;
  for (let left = m.rooms & standing; left !== 0; ) {
    let group = left & -left;
    for (let todo = group; todo !== 0; ) {
      const u = 31 - Math.clz32(todo & -todo);
      todo &= todo - 1;
      const grow = m.adj[u]! & left & ~group;
      group |= grow;
      todo |= grow;
    }
    left &= ~group;
    const size = bitCount(group);
    if (size > most) {
      most = size;
      count = 0;
    }
    if (size === most) groups[count++] = group;
  }
  return count;
}

// The sheet of the set of Quarters (ss.chosen, the first `size`; `bits` names it) with none of the
// Breach's Rooms, after Check Routes, into ss.alone (kept while the same set is tried).
function walkAlone(lay: Layout, ss: SetsScratch, size: number, bits: number): void {
  if (ss.aloneBits === bits) return;
  let crossed = ss.noneBits;
  for (let k = 0; k < size; k++) crossed &= ~(1 << ss.chosen[k]!);
  ss.alone = reachCrossed(lay.masks!, crossed);
  ss.aloneBits = bits;
}

// A bound found at or below the floor it was asked against may be that floor (boundFrom stops
// early there: `stopAt`), so it is remembered as a ceiling, and used again only while the floor is
// at least v; above it, it is found again. Totals are whole numbers: a total v is kept as 2v, a
// ceiling v as 2v + 1 (whole numbers, which the engine passes around unboxed; v + 1/2 was a new
// heap number at each call that returned it).
function keep(v: number, stopAt: number): number {
  if (!Number.isFinite(v)) return v;
  return v <= stopAt ? 2 * v + 1 : 2 * v;
}

function recall(v: number | undefined, stopAt: number): number | undefined {
  if (v === undefined || !Number.isFinite(v)) return v;
  if ((v & 1) === 0) return v / 2;
  const ceiling = (v - 1) / 2;
  return ceiling <= stopAt ? ceiling : undefined;
}

// The map of `memo` for a plan's suffix (made when missing).
function memoOf(memo: Map<string, NumMemo>, suffix: string): NumMemo {
  let inner = memo.get(suffix);
  if (!inner) memo.set(suffix, (inner = new NumMemo()));
  return inner;
}

// How many sets of Quarters there are at most: per Building, its standing Quarters up to its
// ceiling, or exactly exact[b] of them when the counts are exact (`perBuilding` is left at zero).
function setsAtMost(n: number, qb: Int32Array, cap: Int16Array, perBuilding: Int16Array, exact: Int16Array | null = null): number {
  for (let k = 0; k < n; k++) perBuilding[qb[k]!]!++;
  let most = 1;
  for (let b = 0; b < perBuilding.length; b++) {
    const standing = perBuilding[b]!;
    const top = exact ? exact[b]! : Math.min(standing, cap[b]!);
    let ways = 1;
    let choose = 1;
    for (let k = 1; k <= top; k++) {
      choose = (choose * (standing - k + 1)) / k;
      ways += choose;
    }
    most *= exact ? choose : ways;
    perBuilding[b] = 0;
  }
  return most;
}

// Whether each Building's ceiling holds its exact count (else the exact counts are not used).
function fitsExactly(exact: Int16Array, cap: Int16Array): boolean {
  for (let b = 0; b < exact.length; b++) if (exact[b]! > cap[b]!) return false;
  return true;
}

// How many sets of at most `breach` of m Rooms there are (eachTaken's visits per set of Quarters).
function roomSets(breach: number, m: number): number {
  let rooms = 1;
  let choose = 1;
  for (let j = 1; j <= Math.min(breach, m); j++) {
    choose = (choose * (m - j + 1)) / j;
    rooms += choose;
  }
  return rooms;
}

// The sheet at the Sabotage for the set's Quarters (ss.chosen, the first `size`) and the Breach's
// Rooms (ss.taken, the first `took`), and the best the rest can give from there (remembered).
//
// A whole set (in each Building as many Quarters as could stand at some point from the bound's start
// up to the Safety Check right before the Sabotage: holdAtSabotage) is every Quarters that stood
// since that point: no step crossed any. So the Check Routes right before the Sabotage met
// the same Quarters as the one before the Check's Hydroponics step (part of the bound's run) and
// crossed nothing more: the sheet at the Sabotage is the one that Hydroponics step played on, and
// it kept the set only if no Building holds more Quarters than Hydroponics there. A set that does
// not fit is no real sheet.
//
// The Rooms the Breach took cut the crew's walk only where they are Docks: the sheet of a set whose
// Rooms are none is walked once for all its sets of Rooms, and theirs is that sheet with them
// crossed, walked again only when a Dock is among them (the Rooms the first walk crossed changed
// nobody's reach). A Room that sheet has crossed already changes nothing: the same set without it
// is tried too, so this one is skipped.
function playSet(sub: Search, i: number, ss: SetsScratch, size: number, took: number, fungus: boolean, fire: boolean, rest: BoundRest, bits: number): number {
  const { lay } = sub;
  const m = lay.masks!;
  const { taken, count } = ss;
  walkAlone(lay, ss, size, bits);
  const alone = ss.alone;
  for (let k = 0; k < took; k++) if ((alone >>> taken[k]!) & 1) return -Infinity;
  const at = crossTaken(lay, ss, alone, took);
  const whole = isWhole(ss);
  if (!fire) return playFed(sub, i, ss, rest, at, fungus, whole);
  // A Fire came before (see above): each way it may have taken up to two of the Rooms here of each
  // Building with no Quarters of the set and no Life Support is tried, walked again.
  let ways = 1;
  let parts: number[] | null = null;
  for (let b = 0; b < count.length; b++) {
    if (count[b]! > 0 || (m.lifeIn[b]! & ~at) !== 0) continue;
    const here = m.roomsIn[b]! & ~at;
    if (here === 0) continue;
    const u = bitCount(here);
    ways *= 1 + u + (u * (u - 1)) / 2;
    (parts ??= []).push(here);
  }
  if (!parts) return playFed(sub, i, ss, rest, at, fungus, whole);
  if (ways > FIRE_WAYS_AT_MOST) return Infinity;
  const burnt = parts;
  let best = -Infinity;
  // Each way: none, one or two of each such Building's Rooms here (burnt[k], its bits) gone.
  const burn = (k: number, z: number): void => {
    if (k === burnt.length) {
      best = Math.max(best, playFed(sub, i, ss, rest, z === at ? at : reachCrossed(m, z), fungus, whole));
      return;
    }
    burn(k + 1, z);
    for (let a = burnt[k]!; a !== 0; a &= a - 1) {
      const one = a & -a;
      burn(k + 1, z | one);
      for (let c = a & (a - 1); c !== 0; c &= c - 1) burn(k + 1, z | one | (c & -c));
    }
  };
  burn(0, at);
  return best;
}

// The set's sheet at the Sabotage, `at` (crossed bits), played when it can feed a whole set; after a
// Fungus, with each Hydroponics it may have taken tried both ways.
function playFed(sub: Search, i: number, ss: SetsScratch, rest: BoundRest, at: number, fungus: boolean, whole: boolean): number {
  const m = sub.lay.masks!;
  const { count } = ss;
  if (!fungus) return !whole || fed(m, at, count) ? playSabotage(sub, i, ss, rest, at) : -Infinity;
  // After a Fungus, a Hydroponics here with no Life Support beside it may have gone then (its Life
  // Support stood on the copy): try each way (Check Routes walks no Hydroponics).
  const { lone } = ss;
  let u = 0;
  for (let hs = m.hydro & ~at; hs !== 0; hs &= hs - 1) {
    const h = 31 - Math.clz32(hs & -hs);
    if ((m.adj[h]! & m.life & ~at) !== 0) continue;
    if (u === LONE_AT_MOST) return Infinity;
    lone[u++] = h;
  }
  let best = -Infinity;
  for (let gone = 0; gone < 1 << u; gone++) {
    let z = at;
    for (let k = 0; k < u; k++) if (gone & (1 << k)) z |= 1 << lone[k]!;
    if (!whole || fed(m, z, count)) best = Math.max(best, playSabotage(sub, i, ss, rest, z));
  }
  return best;
}

// Whether the set can have stood through the Safety Check right before the Sabotage, after a
// Plague. That Check's Hydroponics step kept no more Quarters in a Building than its Hydroponics
// standing then, which the crew had reached at the Check Routes before it from the Quarters standing
// there: those held the set and were apart (a Plague came before), so they were the set and
// Quarters apart from it. So a set with more Quarters in a Building than the Hydroponics the crew
// reaches from it and every Quarters apart from it, on the bound's copy at that step (ss.feedFrom,
// which has at most the real sheet's crossings) with the Breach's Rooms crossed, never stood there.
// (Not asked when that step is not in the bound's run: feedFrom -1.)
function feeds(lay: Layout, ss: SetsScratch, size: number, bits: number, took: number): boolean {
  if (ss.feedFrom === -1) return true;
  const m = lay.masks!;
  if (ss.feedBits !== bits) {
    let near = 0;
    for (let k = 0; k < size; k++) near |= ss.qNear[ss.chosen[k]!]!;
    let crossed = ss.feedFrom | m.quarters;
    for (let qs = m.quarters & ~ss.feedFrom; qs !== 0; qs &= qs - 1) {
      const q = 31 - Math.clz32(qs & -qs);
      const b = 1 << ss.qIndex[q]!;
      if ((bits & b) !== 0 || (near & b) === 0) crossed &= ~(1 << q);
    }
    ss.fedWalk = reachCrossed(m, crossed);
    ss.feedBits = bits;
  }
  const fw = crossTaken(lay, ss, ss.fedWalk, took);
  const { count } = ss;
  for (let b = 0; b < count.length; b++) if (count[b]! > bitCount(m.hydroIn[b]! & ~fw)) return false;
  return true;
}

// A walked sheet (crossed bits) with the Breach's Rooms being tried (ss.taken, the first `took`)
// crossed too, walked again when a Dock is among them (the others change nobody's reach).
function crossTaken(lay: Layout, ss: SetsScratch, walked: number, took: number): number {
  let at = walked;
  let docks = false;
  for (let k = 0; k < took; k++) {
    const r = ss.taken[k]!;
    docks ||= lay.type[r] === D;
    at |= 1 << r;
  }
  return docks ? reachCrossed(lay.masks!, at) : at;
}

// Whether the set being tried is whole: as many Quarters in each Building (ss.count) as could stand
// at some point since the bound's start (ss.heldMost).
function isWhole(ss: SetsScratch): boolean {
  for (let b = 0; b < ss.count.length; b++) if (ss.count[b] !== ss.heldMost[b]) return false;
  return true;
}

// Whether no Building holds more Quarters (`count`) than Hydroponics standing on the sheet whose
// crossed modules are the bits of z.
function fed(m: LayoutMasks, z: number, count: Int16Array): boolean {
  for (let b = 0; b < count.length; b++) if (count[b]! > 0 && count[b]! > bitCount(m.hydroIn[b]! & ~z)) return false;
  return true;
}

// The bound from step `from` (the one after the Sabotage) on the sheet whose crossed modules are
// the bits of z, remembered.
function restFrom(sub: Search, from: number, z: number, ss: SetsScratch, rest: BoundRest): number {
  let total = recall(ss.afterMemo.get(z), ss.stopAt);
  if (total === undefined) {
    // (Most sheets after the Sabotage are refuted by a count alone: on hardest sheet 6
    // breach-sabotage-plague, 2,140 of the 2,152 asked. Not remembered: the count is cheaper.)
    const most = countedAtMost(sub, z);
    if (most <= ss.stopAt) return most;
    const { after } = ss;
    for (let c = 0; c < after.length; c++) after[c] = (z >>> c) & 1;
    total = rest(sub, from, after, ss.stopAt);
    ss.afterMemo.set(z, keep(total, ss.stopAt));
  }
  return total;
}

// A ceiling on every total from a step after a crisis on the sheet whose crossed modules are the
// bits of z: the goals other than Population and Research as the sheet came (crossing never raises
// them), the Research standing, and in each Building with a Life Support standing, its Quarters
// up to its Hydroponics (a Safety Check follows every crisis; without Life Support its Quarters
// go, and its Hydroponics step keeps no more Quarters than Hydroponics stand then).
export function countedAtMost(s: Search, z: number): number {
  const m = s.lay.masks!;
  let total = s.otherGoals;
  if (s.research) total += bitCount(m.research & ~z);
  if (!s.population) return total;
  for (let b = 0; b < m.hydroIn.length; b++) {
    if ((m.lifeIn[b]! & ~z) === 0) continue;
    total += Math.min(bitCount(m.quarters & m.roomsIn[b]! & ~z), bitCount(m.hydroIn[b]! & ~z));
  }
  return total;
}

// The Sabotage played on `at` (crossed bits; each largest group, when several tie) and the rest
// bounded from there: the largest.
function playSabotage(sub: Search, i: number, ss: SetsScratch, rest: BoundRest, at: number): number {
  const m = sub.lay.masks!;
  const standing = m.all & ~at;
  if (!sabotageFires(m, standing)) return restFrom(sub, i + 1, at, ss, rest);
  const { groups } = ss;
  let best = -Infinity;
  const count = largestGroups(m, standing, groups);
  for (let g = 0; g < count; g++) best = Math.max(best, restFrom(sub, i + 1, at | groups[g]!, ss, rest));
  return best;
}
