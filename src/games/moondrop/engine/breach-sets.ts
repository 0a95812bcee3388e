import { C, D, R, uncrossed, type Crossed, type Layout } from './layout';
import { DOCKS, type CapScratch } from './walk-parts';
import { bitCount, lowBit, ways } from './bits';

// A Breach right after a Safety Check that keeps few Quarters in a Building (survivors.ts's
// breach mode, for the bound): what stands there at the Breach is the kept set K and what it
// reaches, so each such K and each way the Breach can take its Rooms is tried, and the next Check
// is played on the reach masks. The best over all of them is a ceiling on the Building's points
// after the Breach (its Quarters when Population counts, plus its Research when Research does).

/**
 * A Breach right after this Check, which crosses `n` Rooms. With it, lastCheckCeilings only fills
 * `most` with a ceiling on each Building's points after the Breach (its Quarters when `population`,
 * plus its Research when `research`; 0x7fff: not worked out), and the set stands for the Quarters
 * kept by this Check's Hydroponics step: what stands at the Breach is what they reach.
 */
export interface BreachNext {
  n: number;
  most: Int16Array;
  population: boolean;
  research: boolean;
  /** Whether another Safety Check follows the one right after the Breach (the Breach is not the last Crisis). */
  later: boolean;
  /** A ceiling on each Building's Quarters standing as this Check starts, or null. */
  stood: Int16Array | null;
  /**
   * Whether the Check Routes right before this Hydroponics step is part of the bound's run (so the
   * Hydroponics standing at the step are those the Quarters standing then reach).
   */
  routed: boolean;
}

// How many kept sets are tried at most (counted as all sets of that size; after a Plague only those
// with no two touching are tried) and how many ways for the Breach to take a set's Rooms. Measured
// on the hardest sheets and the slowest Population sheets: sets of more than 2 Quarters only pay
// after a Plague (without one, Population sheet 178 was 30% slower); with them, hardest sheet 2's
// six orders took 12 ms instead of 32, its slowest order 5 instead of 24, sheet 5's 36 instead of
// 55, for Population sheets 197 and 282 7-10% more. 50 ways instead of 100 loses sheet 2's gain.
const MOST_SETS = 4096;
const MOST_PICKS = 100;

/** Whether the sets of `size` Quarters among m are few enough to try one by one (`apart`: after a Plague). */
export function fewKeptSets(m: number, size: number, apart: boolean): boolean {
  if (size <= 2 || m <= size) return true;
  return apart && ways(m, size, MOST_SETS) <= MOST_SETS;
}

// A set's reach holds this bit when it reaches the Docks (then every Dock standing).
export const DOCK_BIT = 1 << 31;

// Each listed Quarters' neighbours among the list, as a mask (after a Plague no kept two touch;
// all 0 when any may).
const near = new Int32Array(31);

// The Building at hand as bestAfterBreach sees it (one object, refilled for each).
const KEPT: KeptSets = {
  size: 0,
  m: 0,
  reachMask: new Int32Array(0),
  near,
  apart: false,
  lMask: 0,
  hMask: 0,
  rMask: 0,
  rAll: 0,
  dockMask: 0,
  dockBit: DOCK_BIT,
  directMask: new Int32Array(0),
  soleDock: false,
  dockWalkers: 0,
  docks: 0,
  elsewhere: 0,
  n: 0,
  most: 0,
  population: false,
  research: false,
  later: false,
  stood: 0x7fff,
  routed: false,
};

/**
 * The ceiling on Building b's points after a Breach right after this Check, from each set of `size`
 * kept Quarters among its m standing ones (survivors.ts's list, reach masks and bits; 0x7fff: not
 * worked out). The caller asks only when fewKeptSets says so.
 */
export function breachCeiling(
  lay: Layout,
  y: Crossed,
  sc: CapScratch,
  b: number,
  m: number,
  size: number,
  bits: number,
  breach: BreachNext,
  apart: boolean,
  free: boolean,
  most: number,
  lMask: number,
  hMask: number,
  rGoal: number,
  rAll: number,
  dockMask: number,
): number {
  const kinds = lay.inBuilding[b]!;
  if (m === 0) return breach.research && free ? uncrossed(y, kinds[R]!) : 0;
  // Sets are bit masks of the list (a pasted sheet may hold more Quarters than a played one).
  if (bits > 31 || m > 31) return 0x7fff;
  const k = KEPT;
  k.size = size;
  k.m = m;
  k.reachMask = sc.reachMask;
  const { adj, adjStart } = lay;
  for (let j = 0; j < m; j++) {
    let mask = 0;
    if (apart) {
      const u = sc.list[j]!;
      for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) for (let i = 0; i < m; i++) if (sc.list[i] === adj[a]) mask |= 1 << i;
    }
    near[j] = mask;
  }
  k.apart = apart;
  k.lMask = lMask;
  k.hMask = hMask;
  k.rMask = rGoal;
  k.rAll = rAll;
  k.dockMask = dockMask;
  k.docks = uncrossed(y, kinds[D]!);
  k.directMask = sc.directMask;
  // The only Dock standing is this Building's: the Breach taking it takes what it carried the crew
  // to, for a set none of whose Quarters stands by a Corridor of the Docks' part (such a Corridor
  // stays within reach without the Dock: those sets count the Dock as free, as before). On 7777:559
  // fungus-plague-breach of the wide sheets, the Dock carried the two Quarters kept to their Life
  // Support through a Corridor, and no Room was left for the Breach to take for free.
  k.soleDock = k.docks === 1 && uncrossed(y, lay.ofType[D]!) === 1;
  let walkers = 0;
  if (k.soleDock) {
    const { part } = sc;
    for (let j = 0; j < m; j++) {
      const u = sc.list[j]!;
      for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
        const v = adj[a]!;
        if (!y[v] && lay.type[v] === C && part[v] === DOCKS) walkers |= 1 << j;
      }
    }
  }
  k.dockWalkers = walkers;
  k.elsewhere = uncrossed(y, lay.rooms) - uncrossed(y, lay.roomsIn[b]!);
  k.n = breach.n;
  k.most = most;
  k.population = breach.population;
  k.research = breach.research;
  k.later = breach.later;
  k.stood = breach.stood ? breach.stood[b]! : 0x7fff;
  k.routed = breach.routed;
  return bestAfterBreach(k);
}


/** One Building's sets, as survivors.ts has worked them out for the copy at the Check. */
interface KeptSets {
  /** How many Quarters the Breach meets in the Building (fewer when fewer stand). */
  size: number;
  /** The Building's standing Quarters (list indices 0..m-1), and each one's reach as bits. */
  m: number;
  reachMask: Int32Array;
  /** Each Quarters' neighbours among the list, as a mask (all 0 unless a Plague came before, `apart`). */
  near: Int32Array;
  apart: boolean;
  /** Bits of the Life Support, Hydroponics, counted Research and every Research standing. */
  lMask: number;
  hMask: number;
  rMask: number;
  rAll: number;
  /** What the Docks reach from another Building (bits, with dockBit), or 0. */
  dockMask: number;
  dockBit: number;
  /** Each Quarters' reach without the Docks' part, and whether the only Dock standing is this Building's. */
  directMask: Int32Array;
  soleDock: boolean;
  /** The Quarters of the list beside a Corridor of the Docks' part (bits of the list; with soleDock). */
  dockWalkers: number;
  /** Docks standing in the Building, and Rooms standing in other Buildings: free for the Breach. */
  docks: number;
  elsewhere: number;
  /** The Breach's Rooms, the ceiling on the Building's Quarters, the goals counted, and whether a Check comes after the next. */
  n: number;
  most: number;
  population: boolean;
  research: boolean;
  later: boolean;
  /** A ceiling on the Building's Quarters standing as this Check starts (0x7fff: none known), and BreachNext's `routed`. */
  stood: number;
  routed: boolean;
}

// The smaller sets bestAfterBreach has tried in this call (many sets hold the same smaller ones):
// an open-addressing table of set masks, an entry current when its stamp is the call's. When half
// full, sets are tried again rather than remembered.
const TRIED_SIZE = 4096;
const TRIED = { keys: new Int32Array(TRIED_SIZE), stamps: new Uint32Array(TRIED_SIZE), stamp: 0, count: 0 };

function firstTry(set: number): boolean {
  const t = TRIED;
  let h = Math.imul(set, 0x9e3779b1) >>> 20;
  for (;;) {
    if (t.stamps[h] !== t.stamp) break;
    if (t.keys[h] === set) return false;
    h = (h + 1) & (TRIED_SIZE - 1);
  }
  if (t.count >= TRIED_SIZE / 2) return true;
  t.stamps[h] = t.stamp;
  t.keys[h] = set;
  t.count++;
  return true;
}

// The Rooms of the set at hand the Breach may take: its Quarters (-1 - j) and its cells' bits.
const units = new Int32Array(64);

/** The most points the Building keeps after the Breach, over every kept set and every Breach. */
function bestAfterBreach(k: KeptSets): number {
  const size = Math.min(k.size, k.m);
  if (size === 0) return 0;
  let best = 0;
  const all = k.m === 31 ? 0x7fffffff : (1 << k.m) - 1;
  // No set keeps more than this: the search stops once one does.
  const top = (k.population ? Math.min(k.most, size) : 0) + bitCount(k.rMask);
  // Sets of `size` of the list, as bit masks (no two touching after a Plague).
  const choose = (from: number, left: number, set: number): void => {
    if (best >= top) return;
    if (left === 0) {
      leaf(set);
      return;
    }
    if (!k.apart) {
      for (let j = from; j <= k.m - left; j++) choose(j + 1, left - 1, set | (1 << j));
      return;
    }
    for (let j = from; j < k.m; j++) if ((set & k.near[j]!) === 0) choose(j + 1, left - 1, set | (1 << j));
    // After a Plague, a set that no other Quarters of the list can join without touching one of it
    // may stand though it is smaller (a set of `size` holds any other that can stand).
    if (set !== 0 && !canJoin(set)) leaf(set);
  };
  // Whether a Quarters of the list outside `set` touches none of it.
  const canJoin = (set: number): boolean => {
    for (let rest = all & ~set; rest !== 0; rest &= rest - 1) if ((set & k.near[lowBit(rest)]!) === 0) return true;
    return false;
  };
  // When no more Quarters can stand as the Check starts than a set holds, each set stands for the
  // Quarters standing then (some set holds them), and the Hydroponics step keeps no more of them than
  // the Hydroponics they reach (its Check Routes before crossed the others): when those are fewer
  // than the set, each smaller set it may keep is tried instead. 7777:190 plague-sabotage-breach of
  // the wide sheets: its second Check keeps 3 Quarters, the Research needs one that reaches no
  // Hydroponics, so the third keeps at most 2, and the Breach then takes a Room they need.
  const standing = k.routed && (k.stood <= size || k.m <= size);
  // (No smaller set does more than the set, untouched: `most`.)
  let most = 0;
  const leaf = (set: number): void => {
    if (standing) {
      const fed = bitCount(reachOf(k, set) & k.hMask);
      if (fed < bitCount(set)) {
        most = points(k, set, 0, best);
        if (most > best) eachSubset(set, fed, 0, fedLeaf);
        return;
      }
    }
    best = Math.max(best, afterBreach(k, set, best));
  };
  // Each smaller set once in a call (firstTry), until one does as well as the set untouched.
  const fedLeaf = (kept: number): boolean => {
    if (firstTry(kept)) best = Math.max(best, afterBreach(k, kept, best));
    return best < most;
  };
  TRIED.stamp++;
  TRIED.count = 0;
  choose(0, size, 0);
  return best;
}

/** Calls `visit` with `chosen` and each set of `left` of `from`'s bits (lowest bits first) until it returns false; whether it never did. */
function eachSubset(from: number, left: number, chosen: number, visit: (set: number) => boolean): boolean {
  if (left === 0) return visit(chosen);
  for (let rest = from; bitCount(rest) >= left; rest &= rest - 1) if (!eachSubset(rest & (rest - 1), left - 1, chosen | (1 << lowBit(rest)), visit)) return false;
  return true;
}

// The best the kept set (a bit mask of the list) keeps after the Breach: the Breach takes its free
// Rooms first (Docks when the set reaches them, other Buildings' Rooms); past those it must take
// some of the set's own Rooms, and every choice of them is tried (more than 3 Rooms or MOST_PICKS
// choices: the set's points untouched).
function afterBreach(k: KeptSets, set: number, floor: number): number {
  // No Breach raises the set's points: a set that cannot beat the floor untouched is done.
  const untouched = points(k, set, 0, floor);
  if (untouched <= floor) return untouched;
  const reach = reachOf(k, set);
  const own = reach & (k.lMask | k.hMask | k.rAll);
  let count = 0;
  for (let rest = set; rest !== 0; rest &= rest - 1) units[count++] = -1 - lowBit(rest);
  for (let bits = own; bits !== 0; bits &= bits - 1) units[count++] = lowBit(bits);
  // Docks the set reaches are free for the Breach, unless the only Dock standing is the Building's
  // and the set walks onto its part only through it: then taking it is one of the set's Rooms
  // (unit 31, dockBit), and loses what it reached (directOf: what the set reaches with the Dock
  // crossed, as the Docks' part's Corridors then stand by none of its Quarters).
  const viaDock = (reach & k.dockBit) !== 0;
  const sole = k.soleDock && (set & k.dockWalkers) === 0;
  if (viaDock && sole) units[count++] = 31;
  const take = k.n - k.elsewhere - (viaDock && !sole ? k.docks : 0);
  if (take <= 0 || take > 3) return untouched;
  if (take > count) return 0;
  if (ways(count, take, MOST_PICKS) > MOST_PICKS) return untouched;
  // Only a pick above the floor matters to the caller (returning the floor is then as good), and
  // taking more of the set's Rooms never raises its points: a part of a pick whose points are at or
  // below the best so far is not finished.
  let best = floor;
  const pick = (from: number, left: number, kept: number, gone: number): void => {
    if (best >= untouched) return;
    if (left === 0) {
      best = Math.max(best, points(k, kept, gone, best));
      return;
    }
    if (left < take && points(k, kept, gone, best) <= best) return;
    for (let u = from; u <= count - left; u++) {
      const unit = units[u]!;
      if (unit < 0) pick(u + 1, left - 1, kept & ~(1 << (-1 - unit)), gone);
      else pick(u + 1, left - 1, kept, gone | (1 << unit));
    }
  };
  pick(0, take, set, 0);
  return best;
}

// The set's reach once its only Dock is gone (nor do other Buildings reach it through the Docks).
function directOf(k: KeptSets, set: number): number {
  let reach = 0;
  for (let rest = set; rest !== 0; rest &= rest - 1) reach |= k.directMask[lowBit(rest)]!;
  return reach;
}

function reachOf(k: KeptSets, set: number): number {
  let reach = k.dockMask;
  for (let rest = set; rest !== 0; rest &= rest - 1) reach |= k.reachMask[lowBit(rest)]!;
  return reach;
}

// The points kept by the Quarters in `set` once the Rooms in `gone` are crossed: the next Check
// keeps none without Life Support, else as many as the Hydroponics they reach; Research counts
// when some Quarters stay to reach it (or the Docks do). When that Check keeps fewer than the set
// holds and another Check follows it, the Quarters it keeps are all that stand at that one: see
// keptLeaf. (Points at or below `floor` are worth no more to the caller: those counted for the
// whole set are returned then.)
function points(k: KeptSets, set: number, gone: number, floor: number): number {
  const whole = wholePoints(k, set, gone);
  const quarters = WHOLE.quarters;
  if (!k.later || quarters === 0 || quarters === bitCount(set) || whole <= floor) return whole;
  KEEP.k = k;
  KEEP.gone = gone;
  KEEP.best = 0;
  KEEP.most = whole;
  eachSubset(set, quarters, 0, keptLeaf);
  return KEEP.best;
}

// The points of the whole set through the next Check (as points says, without the look at
// the Check after), and in WHOLE.quarters how many Quarters that Check keeps.
const WHOLE = { quarters: 0 };

function wholePoints(k: KeptSets, set: number, gone: number): number {
  const docked = (gone & k.dockBit) === 0;
  const reach = (docked ? reachOf(k, set) : directOf(k, set)) & ~gone;
  const kept = bitCount(set);
  const life = (reach & k.lMask) !== 0;
  const quarters = life && kept > 0 ? Math.min(kept, bitCount(reach & k.hMask), k.most) : 0;
  const research = k.research && (quarters > 0 || (docked && k.dockMask !== 0)) ? bitCount(reach & k.rMask) : 0;
  WHOLE.quarters = quarters;
  return (k.population ? quarters : 0) + research;
}

// The Check after the Breach keeps `quarters` of the set (its Hydroponics step), and a Check comes
// after it: there only those stand, so its Check Routes leaves only the Life Support, Hydroponics
// and Research they reach. Its Life Support step then keeps none without a Life Support, and its
// Hydroponics step no more than the Hydroponics they reach; the Research counted is what they
// reach (or the Docks do): each such kept set counted as wholePoints counts a set. The best over
// them (keptLeaf, into KEEP.best; none does more than the whole set, KEEP.most). On 99:1752
// fungus-breach-plague of the wide sheets, its second Check keeps two Quarters: one reaches the
// Research, the other the only Life Support left, and the Breach takes a Hydroponics, so the next
// Check keeps one of them; the whole set's points said 1, the Research, which the last Check loses.
const KEEP = { k: KEPT, gone: 0, best: 0, most: 0 };

function keptLeaf(kept: number): boolean {
  KEEP.best = Math.max(KEEP.best, wholePoints(KEEP.k, kept, KEEP.gone));
  return KEEP.best < KEEP.most;
}
