import { boundFrom } from './bound';
import { dominance, pruningMode } from './dominance';
import { goalTotal } from './goals';
import { D, H, Q, R, uncrossed, type Crossed } from './layout';
import { crossUnreachable } from './ops';
import { SETS_AT_MOST, collectSets, forgetBestSet, guessSets, metLargeBreach, quartersCrossed, takeBestSet, type SetsFound } from './sabotage-sets';
import { playUntilChoice } from './play';
import { mapPacked } from './packed';
import { crisisBit } from './plan';
import { keyOf, slotsFor, type Search, type Slot } from './search-state';
import { edgeFirst, largest, pendingAfter, playKeeping, roomFrom, sortCaps, type Caps, type Leanings } from './slot-walk';

// Best play by branch and bound: the best total from a step (bestFrom) and the best play at a
// choice step (bestChoice) call each other, so they live in one file; the search's state and
// the ways to play a step are in search-state.ts, the bound in bound.ts.

/**
 * The best total reachable from step i with `x` crossed (x is consumed); -Infinity if the
 * overrides cannot all be met. With a `floor`, a search that cannot beat it stops as soon as
 * that is proved and returns a total not above the floor (remembered as a ceiling, not a result).
 */
export function bestFrom(s: Search, i: number, x: Crossed, floor = -Infinity): number {
  const want = s.want;
  i = playUntilChoice(s.lay, x, s.plan.kinds, i, s.scratch, want ? (k) => want.has(k) : never);
  if (i >= s.plan.steps.length) return goalTotal(s.lay, x, s.goals);
  if (i === s.plan.steps.length - 2 && !want && onlyCountsMatter(s, x)) return lastHydroponics(s, x);
  const key = s.plan.suffix[i]! + keyOf(x);
  const known = s.memo.get(key);
  if (known !== undefined) return known;
  const ceiling = s.ceilings.get(key);
  if (ceiling !== undefined && ceiling <= floor) return ceiling;
  // (Here, once per position, the bound also plays a Sabotage set by set: sabotage-sets.ts.)
  forgetBestSet();
  const top = Math.min(boundFrom(s, i + 1, x, true, floor, -1, true), ceiling ?? Infinity);
  // (Only a Hydroponics step's walk is guided by the set that bound named: bestChoice.)
  const keep = s.plan.kinds[i] === 'hydro' ? takeBestSet(s.lay) : undefined;
  if (top <= floor) {
    // (Remembered: another way to this position, or another order, asks the same again.)
    s.ceilings.set(key, top);
    return top;
  }
  const { total, cells } = bestChoice(s, i, x, top, floor, keep);
  if (total > floor) {
    s.memo.set(key, total);
    s.plays.set(key, cells);
  } else s.ceilings.set(key, floor);
  return total;
}

/**
 * The cells of a best play at choice step i with `x` crossed (after bestFrom has searched the
 * position on a best line: its play is remembered, else the choice is searched again).
 */
export function bestPlay(s: Search, i: number, x: Crossed): number[] {
  const known = s.plays.get(s.plan.suffix[i]! + keyOf(x));
  return known ? [...known] : bestChoice(s, i, x).cells;
}

const never = (): boolean => false;

function newFound(): SetsFound {
  return { bits: [], values: [], whole: false };
}

// The same sets, highest bound first.
function byBound(found: SetsFound): SetsFound {
  const order = found.values.map((_, k) => k).sort((a, b) => found.values[b]! - found.values[a]!);
  return { bits: order.map((k) => found.bits[k]!), values: order.map((k) => found.values[k]!), whole: true };
}

// Per slot, the cells of its classes from each one on and of every slot after it, as bits (the
// classes' cells are modules, at most 31: layout.ts); 0 past the last.
function openFrom(slots: readonly Slot[]): Int32Array[] {
  const out: Int32Array[] = [];
  for (const sl of slots) out.push(new Int32Array(sl.classes.length + 1));
  let after = 0;
  for (let k = slots.length - 1; k >= 0; k--) {
    const cl = slots[k]!.classes;
    const o = out[k]!;
    o[cl.length] = after;
    for (let c = cl.length - 1; c >= 0; c--) {
      let bits = o[c + 1]!;
      for (const cell of cl[c]!) bits |= 1 << cell;
      o[c] = bits;
    }
    after = o[0]!;
  }
  return out;
}

// Leaves of one choice's walk before its bound is asked again with the best so far (bestChoice).
// Measured against asking after the first line found (at every one, or once) and after 2, 4 or 8
// leaves: 16 did the least work on the Population sheets and was the fastest on the hardest sheets.
const RECHECK_AFTER = 16;

// The most sets of Quarters (and of a Breach's Rooms) that bound plays (sabotage-sets.ts): 64 per
// leaf walked so far, at least as many as a position's own bound (SETS_AT_MOST) and at most 8192,
// so that it costs no more than the walk it may end. On hardest sheet 6 (a Breach of one Room
// before the Sabotage) 512 never ended the first Check's walk, 4096 ended it in three orders;
// 4096 at once made hardest sheet 13 five times slower (those sets did not end its walk); 16 and
// 32 per leaf ended the long walks later. Since the sets skip those the Check before the Sabotage
// could not feed, 8192 (at 128 plays) ends sheet 6's breach-plague-sabotage walk at its first
// Check (the sets, 4,096 to 8,192 of them, bound it by the truth): 620 plays -> 128, 11.9 -> 4.9
// ms; hardest work -7%, the other families the same; 16384 saves no more.
const RECHECK_SETS = 8192;
const RECHECK_SETS_PER_LEAF = 64;

// The most sets a guess plays (a Breach of more than 2 Rooms played as one of at most 2 Docks, for
// the play to try next: sabotage-sets.ts guessSets). On 99:1951 breach-sabotage-fungus, whose first
// Check must keep the Quarters that guard two Docks while the Breach takes the third, 4096 named
// that set only at the third second look (64 plays), 8192 at the first.
const GUESS_SETS = 8192;

// While a second look's sets leave at most this many sets of Quarters above the best, the walk
// bounds no partial pick (bestChoice `few`): the sets already cut every pick that can keep none of
// them standing.
const FEW_SETS = 32;

// Whether a Sabotage comes after step i and a Dock stands on x (sabotage-sets.ts can then play it;
// with no Dock it never fires).
function setsMayCome(s: Search, i: number, x: Crossed): boolean {
  if (uncrossed(x, s.lay.ofType[D]!) === 0) return false;
  return s.plan.kinds.indexOf('sabotage', i + 1) > i;
}

const PLAGUE = crisisBit('plague');
const SABOTAGE = crisisBit('sabotage');

// A pick that leaves this many cells or more to cross in its slot is not bounded on its own: with
// so few crossed the bound is loose (on the 40 slowest Population sheets it ruled out 10% of the
// picks leaving 4, fewer above) and costly (it walks the most survivor sets). Measured: 5 cuts
// the survivor sets walked by 16% and the time by about 5% there; 3 and 4 cost more work on the
// hardest sheets.
const UNBOUNDED_FROM = 5;

// A walk stops bounding its partial picks once it has bounded PARTS_TRIED and fewer than one in
// PARTS_CUT_ONE_IN of them were cut: their bound then only costs (hardest sheet 6
// breach-sabotage-plague bounded 330 partial picks of its first Check and cut none; each of its 546
// plays is cut only by the Sabotage's sets as the next step begins). Work: hardest -2%, packed -5%,
// random -3%, Population the same (16 tried or one in 8: Population +2%; one in 32: less gained).
const PARTS_TRIED = 32;
const PARTS_CUT_ONE_IN = 16;

// At the last Hydroponics step (only Check Routes follows) which Quarters a Building keeps
// changes only what the crew reaches after it: Research and Docks. With none of those standing
// that a goal counts, every play scores the same: the goals with each Building's Quarters cut
// down to its Hydroponics.
function onlyCountsMatter(s: Search, x: Crossed): boolean {
  const { lay, goals } = s;
  const standing = (type: number): boolean => lay.ofType[type]!.some((c) => !x[c]);
  return !(goals.includes('research') && standing(R)) && !(goals.includes('security') && standing(D));
}

function lastHydroponics(s: Search, x: Crossed): number {
  let total = goalTotal(s.lay, x, s.goals);
  if (!s.goals.includes('population')) return total;
  for (const kinds of s.lay.inBuilding) total -= Math.max(0, uncrossed(x, kinds[Q]!) - uncrossed(x, kinds[H]!));
  return total;
}

/**
 * The best play at choice step i: its total and the cells it crosses (-Infinity when the
 * overrides rule every play out). Branch and bound: picks are added class by class, the base's
 * edge first, and a partial pick is dropped as soon as its bound cannot beat the best so far.
 * `top` bounds every play (passed in when the caller has it already). With a `floor`, only
 * plays above it are looked for: when there is none, the total is the floor and no cells.
 */
export function bestChoice(
  s: Search,
  i: number,
  x: Crossed,
  top = boundFrom(s, i + 1, x, true),
  floor = -Infinity,
  foreseen: readonly number[] = [],
): { total: number; cells: number[] } {
  const alternatives = slotsFor(s, i, x);
  let best = floor;
  let cells: number[] = [];
  if (!alternatives) return { total: best, cells };
  const y = x.slice();
  const picked: number[] = [];
  // Every choice step is followed by Check Routes; plays that leave the same sheet after it are one play.
  const routesNext = s.plan.kinds[i + 1] === 'routes' && !s.want?.has(i + 1);
  const seen = new Set<string>();
  // Picks the first n cells of the list.
  const pick = (list: readonly number[], n = list.length): void => {
    for (let j = 0; j < n; j++) {
      const c = list[j]!;
      y[c] = 1;
      picked.push(c);
    }
  };
  const unpick = (k: number): void => {
    for (let j = 0; j < k; j++) y[picked.pop()!] = 0;
  };
  // One whole play, tried as a leaf from any point of the walk (the picks so far put back after).
  const tryPlay = (play: readonly number[]): void => {
    const mine = picked.splice(0);
    for (const c of mine) y[c] = 0;
    pick(play);
    leaf();
    unpick(play.length);
    for (const c of mine) {
      y[c] = 1;
      picked.push(c);
    }
  };
  // The sheet a leaf plays on (bestFrom is done with it before the next leaf).
  const z = new Uint8Array(y.length);
  const leaf = (): void => {
    z.set(y);
    let from = i + 1;
    if (routesNext) {
      crossUnreachable(s.lay, z, s.scratch);
      from++;
      const key = keyOf(z);
      if (seen.has(key)) return;
      seen.add(key);
    }
    const total = bestFrom(s, from, z, best);
    if (total > best) [best, cells] = [total, [...picked]];
    // A long walk with a Sabotage to come asks the bound over every play again, now with the best
    // so far as its floor, so the Sabotage is played set by set (the position's own bound had no
    // floor to ask them against, or a lower one): after 16 leaves, then 32, 64, ... each time the
    // best has risen since or more sets may be played (RECHECK_SETS_PER_LEAF). Once it is at or
    // below the best, the walk stops.
    if (++leaves >= nextCheck && setsCome && best < top) {
      const limit = Math.min(RECHECK_SETS, Math.max(SETS_AT_MOST, leaves * RECHECK_SETS_PER_LEAF));
      if (best > checkedAt || limit > checkedWith) {
        nextCheck *= 2;
        checkedAt = best;
        checkedWith = limit;
        forgetBestSet();
        collectSets(listing);
        top = Math.min(top, boundFrom(s, i + 1, x, true, best, -1, limit));
        collectSets(null);
        if (listing.whole) {
          found = byBound(listing);
          aliveFor = NaN;
        }
        if (guided && best < top) {
          let keep = takeBestSet(s.lay);
          if (keep.length === 0 && metLargeBreach()) {
            guessSets(() => boundFrom(s, i + 1, x, true, best, -1, GUESS_SETS));
            keep = takeBestSet(s.lay);
          }
          tryKeeping(keep);
        }
      }
    }
  };
  const setsCome = setsMayCome(s, i, x);
  // At a Hydroponics step with a Sabotage to come, the set of Quarters that gave the bound played set
  // by set its value (the position's own, or a second look's) is what the best line the sets foresee
  // keeps standing at the Sabotage: the play that keeps it is tried next. (Found late, such a line
  // cost hundreds of plays: 7777:59, whose Sabotage must take a large group of Rooms away from the
  // Docks, in its two orders that start with the Sabotage.)
  const guided = setsCome && !s.want && s.plan.kinds[i] === 'hydro';
  const tryKeeping = (keep: readonly number[]): void => {
    if (keep.length === 0 || alternatives.length !== 1) return;
    tryPlay(playKeeping(alternatives[0]!, keep));
  };
  // The sets of Quarters a second look's Sabotage bounded above the best so far, highest first, when
  // it played every set that can stand (sabotage-sets.ts collectSets): every play keeps one of them
  // standing at the Sabotage and totals no more than its bound, or totals no more than that look's
  // floor. So a pick that crosses a Quarters of each set still above the best cannot beat it.
  let found: SetsFound | null = null;
  const listing = newFound();
  // How many of found's sets are above the best (counted when the best was aliveFor).
  let alive = 0;
  let aliveFor = NaN;
  const aliveNow = (): number => {
    if (aliveFor !== best) {
      const values = found!.values;
      for (alive = 0; alive < values.length && values[alive]! > best; ) alive++;
      aliveFor = best;
    }
    return alive;
  };
  const standsOne = (): boolean => {
    const crossed = quartersCrossed(s.lay, y);
    const bits = found!.bits;
    for (let k = aliveNow() - 1; k >= 0; k--) if ((bits[k]! & crossed) === 0) return true;
    return false;
  };
  const few = (): boolean => found !== null && aliveNow() <= FEW_SETS;
  // How many partial picks this walk has bounded, and how many of those the bound cut (idle).
  let partAsked = 0;
  let partCut = 0;
  const idle = (): boolean => partAsked >= PARTS_TRIED && partCut * PARTS_CUT_ONE_IN < partAsked;
  const partBound = (bound: number): number => {
    partAsked++;
    if (bound <= best) partCut++;
    return bound;
  };
  let checkedAt = floor;
  let checkedWith = 0;
  let leaves = 0;
  let nextCheck = RECHECK_AFTER;
  // Per slot: which classes dominate which (dominance.ts; null when any play may be best), and how many each play takes.
  let doms: Array<Uint8Array | null> = [];
  let took: number[][] = [];
  // Per slot: how many cells the classes from each one on hold (0 past the last).
  let rooms: Int16Array[] = [];
  // Before a Plague, the cells the step may still cross, as bits (layout.ts), per slot from each
  // class on, the slots after it included (null: not asked; the bound then takes every cell as open).
  let opens: Int32Array[] | null = null;
  const openAt = (k: number, c: number): number => (opens ? (k < opens.length ? opens[k]![c]! : 0) : -1);
  // May class c of slot k take `take` cells, given the classes before it? (Crossing any of a
  // dominating class requires crossing all of the classes it dominates.)
  const allowed = (slot: Slot, k: number, c: number, take: number): boolean => {
    const dom = doms[k];
    if (!dom) return true;
    const m = slot.classes.length;
    const size = slot.classes[c]!.length;
    for (let d = 0; d < c; d++) {
      const t = took[k]![d]!;
      if (dom[d * m + c] && t > 0 && take < size) return false;
      if (dom[c * m + d] && take > 0 && t < slot.classes[d]!.length) return false;
    }
    return true;
  };
  // The caps of a slot's classes from the picks so far: one bound per class, with one of its
  // cells crossed and `pending` more to cross.
  const capsOf = (slot: Slot, k: number, from: number, pending: number): Caps => {
    const of = new Float64Array(slot.classes.length);
    const open = openAt(k, from);
    for (let j = from; j < slot.classes.length; j++) {
      const cell = slot.classes[j]![0]!;
      y[cell] = 1;
      of[j] = boundFrom(s, i + 1, y, true, best, pending, false, open);
      y[cell] = 0;
    }
    return sortCaps(of);
  };
  const walk = (slots: readonly Slot[], k: number, c: number, still: number, caps: Caps | null): void => {
    if (best >= top) return;
    if (found && !standsOne()) return;
    const slot = slots[k];
    if (!slot) return leaf();
    if (still === 0) {
      // The classes left take nothing (clear what earlier plays left in took).
      for (let r = c; r < slot.classes.length; r++) took[k]![r] = 0;
      for (let r = c; r < slot.classes.length; r++) if (!allowed(slot, k, r, 0)) return;
      return walk(slots, k + 1, 0, slots[k + 1]?.count ?? 0, null);
    }
    const room = rooms[k]![c]!;
    if (room < still) return;
    // A slot's caps are worked out as its walk starts, or once there is a total to beat while it has
    // crossed nothing yet, when a play crosses several cells: the walk then skips every class, and
    // every pick, they rule out.
    if (!few() && (c === 0 || (!caps && still === slot.count)) && still >= 2 && best > -Infinity) caps = capsOf(slot, k, c, pendingAfter(slots, k, still - 1));
    if (caps && largest(slot.classes, caps, c, still) <= best) return;
    const lastSlot = k === slots.length - 1;
    // Room for exactly the cells still to cross: the play crosses every class left, one way only.
    if (room === still) {
      for (let r = c; r < slot.classes.length; r++) {
        if (!allowed(slot, k, r, slot.classes[r]!.length)) return;
        took[k]![r] = slot.classes[r]!.length;
      }
      let n = 0;
      for (let r = c; r < slot.classes.length; r++) {
        pick(slot.classes[r]!);
        n += slot.classes[r]!.length;
      }
      if ((lastSlot && n === 1) || few() || boundFrom(s, i + 1, y, true, best, pendingAfter(slots, k, 0), false, openAt(k + 1, 0)) > best) walk(slots, k + 1, 0, slots[k + 1]?.count ?? 0, null);
      unpick(n);
      return;
    }
    const cls = slot.classes[c]!;
    // Nothing crossed in this slot yet: one of class c crossed is the sheet its cap bounded.
    const fresh = caps !== null && still === slot.count;
    for (let take = Math.min(still, cls.length); take >= 0; take--) {
      if (take > 0 && caps && caps.of[c]! <= best) continue;
      if (!allowed(slot, k, c, take)) continue;
      took[k]![c] = take;
      pick(cls, take);
      const left = still - take;
      // The leaf bounds a complete play itself, after merging plays that end alike; a pick with
      // many cells still to cross only by the caps (UNBOUNDED_FROM).
      if (take === 0 || (lastSlot && left === 0)) walk(slots, k, c + 1, left, caps);
      else if (!caps || left === 0 || largest(slot.classes, caps, c + 1, left) > best) {
        const bound =
          fresh && take === 1 ? caps!.of[c]! : left >= UNBOUNDED_FROM || few() || idle() ? Infinity : partBound(boundFrom(s, i + 1, y, true, best, pendingAfter(slots, k, left), false, openAt(k, c + 1)));
        if (bound > best) walk(slots, k, c + 1, left, caps);
      }
      unpick(take);
    }
  };
  // A play found best on this very sheet at this kind of step in another crisis order is tried
  // first: it is often best here too, and with its total as the floor the walk prunes more.
  const hintKey = s.plan.kinds[i]! + keyOf(x);
  const hint = s.want ? undefined : s.hints.get(hintKey);
  if (hint) tryPlay(hint);
  if (guided && best < top) tryKeeping(foreseen);
  const mode = s.want ? null : pruningMode(s.lay, x, s.plan.future[i]!);
  // What the order the walk tries classes in leans to, besides the base's edge (slot-walk.ts).
  const kind = s.plan.kinds[i];
  const later = s.plan.future[i]!;
  const lean: Leanings = {
    docks: (kind === 'breach' || kind === 'fire') && (later & SABOTAGE) !== 0,
    research: s.research && kind === 'hydro' ? x : null,
    plague: (later & PLAGUE) !== 0,
    crowded: s.population && kind === 'hydro' && (later & PLAGUE) !== 0 ? x : null,
  };
  // A Plague right after this Hydroponics step: the bound then knows the Quarters the walk keeps.
  const plagueNext = kind === 'hydro' && s.plan.kinds[i + 2] === 'plague';
  for (const slots of alternatives) {
    const fixed: number[] = [];
    for (const sl of slots) for (const c of sl.fixed) fixed.push(c);
    pick(fixed);
    // With nothing fixed, the sheet is the one `top` bounds already.
    const bound = fixed.length === 0 ? top : boundFrom(s, i + 1, y, true, best, pendingAfter(slots, 0, slots[0]?.count ?? 0));
    if (bound > best) {
      const ordered = mapPacked(slots, (sl) => edgeFirst(s.lay, sl, lean));
      doms = mapPacked(ordered, (sl) => (mode ? dominance(s.lay, x, sl.classes, mode) : null));
      took = mapPacked(ordered, (sl) => mapPacked(sl.classes, () => 0));
      rooms = mapPacked(ordered, roomFrom);
      opens = plagueNext && s.lay.masks ? openFrom(ordered) : null;
      walk(ordered, 0, 0, ordered[0]?.count ?? 0, null);
    }
    unpick(fixed.length);
  }
  if (!s.want && best > floor) s.hints.set(hintKey, cells);
  return { total: best, cells };
}
