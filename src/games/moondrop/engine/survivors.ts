import { C, D, H, L, Q, R, type Crossed, type Layout } from './layout';
import { DOCKS, NONE, docksReached, freeThroughDocks, nextStamp, type CapScratch } from './walk-parts';
import { DOCK_BIT, breachCeiling, fewKeptSets, type BreachNext } from './breach-sets';
import { bitCount, lowBit } from './bits';

export type { BreachNext } from './breach-sets';

// Ceilings at the last Safety Check when a Plague comes before it, for the bound (bound.ts): they
// see what one set of Quarters must do at once. Let I be a Building's Quarters standing at the
// last Check: they survived the Plague, so no two touch. The Check keeps at most as many as the
// Hydroponics I reaches, and none unless I reaches a Life Support; the Research standing at the
// end is Research that the kept Quarters (inside I) reach. So the Building ends with at most
// min(|I|, Hydroponics I reaches) Quarters, and its Quarters plus Research at most that plus the
// Research I reaches (when that keeps only 1 or 2 of I's standing Quarters: the most Research
// any 1 or 2 of them reach, for the Check Routes after the step walks from those alone). With a
// Fungus after the Plague, each Hydroponics left touched a Life Support that the Quarters standing
// at the Fungus (I', with I inside it, no two touching) reached. All of this grows with the set
// and with what stands, so it is enough to try the largest sets with no two touching (maximal
// independent sets) of the Quarters standing on the snapshot, walking the snapshot's sheet, and
// to count only the Hydroponics, Life Support and Research still standing on the copy at the last
// Check (but the Life Support as it stood at the Check's Life Support step). When the Checks
// before let only a few Quarters stand (SMALL_SET), the sets of that many are tried instead of
// the largest ones. Without a Plague any Quarters may touch, and the sets are tried only when few
// can stand: at a Fungus (walking the copy there, as after a Plague), or at the last Check when
// Research counts (walking the copy at its Life Support step). The walk from all the Quarters
// changed no search's work on the bench's sheets: capsAtCheck and researchCeiling see enough there. Asked about a Breach right after the Check, it hands the sets
// of kept Quarters to breach-sets.ts instead.

// The largest ceiling on the Quarters standing at a Check for which the sets of that size are
// tried (survivor sets of a given size outnumber the maximal ones). Measured on the Population
// family: 2 cuts the search's work by 8% and the survivor sets walked by 6%; 3 and 4 save under
// 1% more work for 20-40% more sets (on the hardest sheets, 4 gives 40% more).
export const SMALL_SET = 2;

/** What lastCheckCeilings needs to know about the steps between the snapshot and the last Check. */
export interface CheckCoupling {
  /** A Plague came before: no two Quarters of the set touch. */
  readonly apart: boolean;
  /** A Fungus after that Plague (or with no Plague): a Hydroponics counts only next to a Life Support the set reaches. */
  readonly fungus: boolean;
  /** Research is a goal: fill `combo` with each Building's ceiling on its Research plus (when Population is) its Quarters. */
  readonly research: boolean;
  readonly population: boolean;
}

// The Building at hand, for lastCheckCeilings and its helpers below. One object for the module
// (lastCheckCeilings never runs inside itself): the helpers were closures made anew for each
// Building, a third of what a search allocated (hardest sheet 6 breach-sabotage-plague), and the
// collector's pauses that followed.
interface AtHand {
  lay: Layout;
  snap: Crossed;
  y: Crossed;
  sc: CapScratch;
  how: CheckCoupling;
  hydroMost: Int16Array | undefined;
  kinds: ReadonlyArray<readonly number[]>;
  /** Another Building reaches the Docks, which carry the crew here. */
  free: boolean;
  /** The Building's Quarters standing on the snapshot (sc.list's first m), and the most that can stand at this Check. */
  m: number;
  most: number;
  researchStanding: number;
  /** How many of the Building's Research, Life Support and Hydroponics stand on the snapshot (sc.bit; over 31: the masks are not used). */
  bits: number;
  /** The best Quarters, Quarters plus Research, and Hydroponics standing, over the sets scored so far. */
  bestQ: number;
  bestBoth: number;
  bestH: number;
  stamp: number;
  /** Bits (sc.bit) of the Research counted, Life Support and Hydroponics standing, and of what the Docks reach here. */
  rMask: number;
  lMask: number;
  hMask: number;
  dockMask: number;
  /** The set's size when it is scored at that size (else 0x7fff), what ends the search (done), and the Hydroponics standing. */
  size: number;
  limit: number;
  hStanding: number;
  /** visitBits: the Quarters of the list crossed on y, and all of the list, as bits of the list. */
  yMask: number;
  all: number;
  /** visit: how many Quarters the set holds. */
  count: number;
}

const NO_CELLS = new Uint8Array(0);

const T: AtHand = {
  lay: undefined as unknown as Layout,
  snap: NO_CELLS,
  y: NO_CELLS,
  sc: undefined as unknown as CapScratch,
  how: { apart: false, fungus: false, research: false, population: false },
  hydroMost: undefined,
  kinds: [],
  free: false,
  m: 0,
  most: 0,
  researchStanding: 0,
  bits: 0,
  bestQ: 0,
  bestBoth: 0,
  bestH: 0,
  stamp: 0,
  rMask: 0,
  lMask: 0,
  hMask: 0,
  dockMask: 0,
  size: 0,
  limit: 0,
  hStanding: 0,
  yMask: 0,
  all: 0,
  count: 0,
};

/**
 * Lower `cap` (each Building's Quarters) to that ceiling and, with `how.research`, set
 * `combo[b]` to a ceiling on Building b's Research plus (with `how.population`) Quarters at the
 * end. `snap`: the bound's copy at the Plague or at a Fungus after it (with no Plague: at the
 * Fungus, or at this Check's Life Support step); `y`: the copy at the last Hydroponics step (its
 * crossings include snap's). `setCap`: a ceiling on each Building's Quarters standing at this
 * Check, and with a Fungus also at the Fungus (the set stands at both). `atLife`: the copy at this
 * Check's Life Support step, before it (its crossings include snap's; `y` when not known).
 */
export function lastCheckCeilings(
  lay: Layout,
  snap: Crossed,
  y: Crossed,
  sc: CapScratch,
  cap: Int16Array,
  setCap: Int16Array,
  combo: Int16Array,
  how: CheckCoupling,
  hydroMost?: Int16Array,
  breach?: BreachNext,
  atLife: Crossed = y,
): void {
  const onDocks = docksReached(lay, snap, sc);
  const { list, later, seen, partStart, part, bit, reachMask, directMask, lifeOf } = sc;
  const { adj, adjStart, type } = lay;
  T.lay = lay;
  T.snap = snap;
  T.y = y;
  T.sc = sc;
  T.how = how;
  T.hydroMost = hydroMost;
  for (let b = 0; b < lay.inBuilding.length; b++) {
    const kinds = lay.inBuilding[b]!;
    T.kinds = kinds;
    const free = freeThroughDocks(onDocks, b) && partStart[1]! > 0;
    T.free = free;
    let researchStanding = 0;
    if (how.research) for (const r of kinds[R]!) if (!y[r]) researchStanding++;
    T.researchStanding = researchStanding;
    let m = 0;
    if (cap[b]! > 0) for (const q of kinds[Q]!) if (!snap[q]) list[m++] = q;
    T.m = m;
    let most = 0;
    for (let k = 0; k < m; k++) if (!y[list[k]!]) most++;
    most = Math.min(most, cap[b]!);
    T.most = most;
    T.bestQ = 0;
    T.bestBoth = 0;
    T.bestH = 0;
    // The same with one bit per Research, Life Support and Hydroponics of the Building standing on
    // the snapshot (when at most 31): each Quarters' reach is then a mask, worked out once here.
    const bits = m > 0 ? indexCells(lay, snap, sc, kinds) : 32;
    T.bits = bits;
    T.rMask = 0;
    T.lMask = 0;
    T.hMask = 0;
    T.dockMask = 0;
    // For a Breach next: every Research's bits, and the counted ones.
    let rAll = 0;
    let rGoal = 0;
    if (bits <= 31) {
      if (researchStanding > 0) T.rMask = maskOf(kinds[R]!);
      if (breach) {
        rAll = maskOf(kinds[R]!);
        if (breach.research) rGoal = rAll;
      }
      // The Life Support as it stood at the Check's Life Support step (`atLife`): on the copy at
      // the Hydroponics step, one that only the Docks carried another Building's Quarters to is
      // gone when those Quarters fell at that step, yet it kept this Building's Quarters standing.
      T.lMask = maskOf(kinds[L]!, atLife);
      T.hMask = maskOf(kinds[H]!);
      // (What the Docks' part carries the crew to here: every Quarters beside the part reaches it.)
      const dockEdge = edgeMask(DOCKS, b) | DOCK_BIT;
      if (free) T.dockMask = dockEdge;
      for (let k = 0; k < m; k++) {
        const q = list[k]!;
        let mask = 0;
        let direct = 0;
        for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) {
          const v = adj[a]!;
          if (snap[v]) continue;
          if (type[v] !== Q && type[v] !== C && type[v] !== D) direct |= 1 << bit[v]!;
          if (part[v] === DOCKS) mask |= dockEdge;
          else if (part[v] !== NONE) direct |= edgeMask(part[v]!, b);
        }
        reachMask[k] = mask | direct;
        directMask[k] = direct;
      }
      if (how.fungus) {
        for (const h of kinds[H]!) {
          if (snap[h]) continue;
          let mask = 0;
          for (let a = adjStart[h]!, z = adjStart[h + 1]!; a < z; a++) if (type[adj[a]!] === L && !snap[adj[a]!]) mask |= 1 << bit[adj[a]!]!;
          lifeOf[bit[h]!] = mask;
        }
      }
    }
    if (breach) {
      // A Breach right after this Check: only its ceiling is asked (breach-sets.ts).
      const size = setCap[b]!;
      breach.most[b] = !fewKeptSets(m, size, how.apart) ? 0x7fff : breachCeiling(lay, y, sc, b, m, size, bits, breach, how.apart, free, cap[b]!, T.lMask, T.hMask, rGoal, rAll, T.dockMask);
      continue;
    }
    // The set holds no more Quarters than setCap allows: with a ceiling of SMALL_SET or fewer,
    // a set of that size is scored as it is, a smaller one only when maximal.
    const size = setCap[b]! <= SMALL_SET ? setCap[b]! : 0x7fff;
    T.size = size;
    // Once a set reaches all of these, no other can do more.
    T.limit = (how.population ? most : 0) + researchStanding;
    let hStanding = 0;
    if (hydroMost) for (const h of kinds[H]!) if (!y[h]) hStanding++;
    T.hStanding = hStanding;
    if (m > size && !how.apart && bits <= 31) {
      // Any Quarters may stand together: each set of `size` (1 or 2) is tried, straight from the masks.
      for (let j = 0; j < m && !done(); j++) {
        const one = T.dockMask | reachMask[j]!;
        const keptOne = 1 - y[list[j]!]!;
        if (size === 1) scoreReach(one, keptOne, -1);
        else for (let k = j + 1; k < m; k++) scoreReach(one | reachMask[k]!, keptOne + 1 - y[list[k]!]!, -1);
      }
    } else if (m > 0 && bits <= 31 && m <= 30) {
      // The same sets as below, each Quarters one bit of `list`: near[k] holds the Quarters of the
      // list beside list[k], and the set's reach, kept count and the Quarters it touches are
      // carried down instead of worked out again at each set.
      const { near, inSet } = sc;
      T.all = m === 30 ? 0x3fffffff : (1 << m) - 1;
      let yMask = 0;
      for (let k = 0; k < m; k++) {
        if (y[list[k]!]) yMask |= 1 << k;
        inSet[list[k]!] = 1 + k;
      }
      T.yMask = yMask;
      for (let k = 0; k < m; k++) {
        const q = list[k]!;
        let mask = 0;
        for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) {
          const v = adj[a]!;
          if (type[v] === Q && inSet[v]) mask |= 1 << (inSet[v]! - 1);
        }
        near[k] = mask;
      }
      for (let k = 0; k < m; k++) inSet[list[k]!] = 0;
      visitBits(0, 0, 0, T.dockMask, 0, 0);
    } else if (m > 0) {
      // Maximal independent sets, by include/exclude in list order; an excluded Quarters needs a
      // neighbour in the set (now or later in the list) for the set to be maximal: later[k] says
      // whether list[k] touches a Quarters after it.
      const stamp = (T.stamp = nextStamp(sc));
      for (let k = m - 1; k >= 0; k--) {
        const q = list[k]!;
        later[k] = 0;
        for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) if (seen[adj[a]!] === stamp) later[k] = 1;
        seen[q] = stamp;
      }
      T.count = 0;
      visit(0);
    }
    for (let k = 0; k < m; k++) sc.inSet[list[k]!] = 0;
    if (m === 0 && researchStanding > 0) {
      // No Quarters here: Research only through the Docks.
      T.stamp = nextStamp(sc);
      if (free) walkPart(0);
      for (const r of kinds[R]!) if (!y[r] && seen[r] === T.stamp) T.bestBoth++;
    }
    cap[b] = Math.min(cap[b]!, T.bestQ);
    combo[b] = T.bestBoth;
    // The most Hydroponics a set reaches (every set tried when asked): a ceiling on those standing after this Check.
    if (hydroMost) hydroMost[b] = m > 0 ? T.bestH : 0x7fff;
  }
  // (Nothing of this call is held on to.)
  T.snap = T.y = NO_CELLS;
}

// The bits (sc.bit) of the cells standing on y (by default the copy at the Check).
function maskOf(cells: readonly number[], y: Crossed = T.y): number {
  const { bit } = T.sc;
  let mask = 0;
  for (const c of cells) if (!y[c]) mask |= 1 << bit[c]!;
  return mask;
}

// The bits of the cells of Building b on part p's edge.
function edgeMask(p: number, b: number): number {
  const { edgeStart, edge, bit } = T.sc;
  const { building } = T.lay;
  let mask = 0;
  for (let k = edgeStart[p]!, end = edgeStart[p + 1]!; k < end; k++) if (building[edge[k]!] === b) mask |= 1 << bit[edge[k]!]!;
  return mask;
}

// setNext[v]: how many Quarters of the set touch cell v.
function include(q: number, by: number): void {
  const { adj, adjStart } = T.lay;
  const { inSet, setNext } = T.sc;
  inSet[q] = by > 0 ? 1 : 0;
  for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) setNext[adj[a]!]! += by;
}

function reachFrom(u: number): void {
  const { adj, adjStart } = T.lay;
  const { snap, stamp } = T;
  const { seen } = T.sc;
  for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
    const v = adj[a]!;
    if (!snap[v]) seen[v] = stamp;
  }
}

// A part carries the crew to its edge (walk-parts.ts), the only cells counted below.
function walkPart(p: number): void {
  const { partSeen, edgeStart, edge, seen } = T.sc;
  const { stamp } = T;
  if (partSeen[p] === stamp) return;
  partSeen[p] = stamp;
  for (let k = edgeStart[p]!, end = edgeStart[p + 1]!; k < end; k++) seen[edge[k]!] = stamp;
}

// Walk from the set in inSet (and the Docks, when another Building reaches them) and score it.
function walkAndScore(): void {
  const { lay, snap, y, sc, how, hydroMost, kinds, m, free } = T;
  const { list, inSet, part, seen } = sc;
  const { adj, adjStart } = lay;
  const stamp = (T.stamp = nextStamp(sc));
  let kept = 0;
  if (free) walkPart(0);
  for (let k = 0; k < m; k++) {
    const q = list[k]!;
    if (!inSet[q]) continue;
    if (!y[q]) kept++;
    seen[q] = stamp;
    reachFrom(q);
    for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) {
      const p = part[adj[a]!]!;
      if (p !== NONE) walkPart(p);
    }
  }
  let research = 0;
  if (T.researchStanding > 0) for (const r of kinds[R]!) if (!y[r] && seen[r] === stamp) research++;
  let life = false;
  for (const l of kinds[L]!) if (!y[l] && seen[l] === stamp) life = true;
  let quarters = 0;
  let hydro = 0;
  if (hydroMost || (life && kept > 0)) {
    for (const h of kinds[H]!) {
      if (y[h] || seen[h] !== stamp) continue;
      if (how.fungus && !touchesReachedLife(lay, snap, seen, stamp, h)) continue;
      hydro++;
    }
  }
  T.bestH = Math.max(T.bestH, hydro);
  if (life && kept > 0) quarters = Math.min(T.most, kept, hydro);
  // Without Life Support the Quarters go, and only the Docks still reach Research; so they do
  // when no Quarters of the set is left after the Hydroponics step (none standing, or no
  // Hydroponics reached).
  if (!free && !(life && kept > 0 && hydro > 0)) research = 0;
  T.bestQ = Math.max(T.bestQ, quarters);
  T.bestBoth = Math.max(T.bestBoth, (how.population ? quarters : 0) + research);
}

// The Hydroponics of `fed` left standing (with a Fungus, those next to a Life Support in `reach`).
function hydroponicsLeft(fed: number, reach: number): number {
  if (!T.how.fungus) return bitCount(fed);
  const { lifeOf } = T.sc;
  let n = 0;
  for (; fed !== 0; fed &= fed - 1) if ((reach & lifeOf[lowBit(fed)]!) !== 0) n++;
  return n;
}

// Score the set in inSet, from the masks when the Building's cells have bits.
function score(): void {
  const { sc, m, y } = T;
  if (T.bits > 31) return walkAndScore();
  const { list, inSet, reachMask } = sc;
  let reach = T.dockMask;
  let kept = 0;
  for (let k = 0; k < m; k++) {
    if (!inSet[list[k]!]) continue;
    reach |= reachMask[k]!;
    if (!y[list[k]!]) kept++;
  }
  scoreReach(reach, kept, -1);
}

// The same for a set that reaches `reach` (its cells' bits) and keeps `kept` Quarters; `standing`:
// those kept, as bits of `list` (-1: not known).
function scoreReach(reach: number, kept: number, standing: number): void {
  const { hydroMost, how, rMask, dockMask } = T;
  let research = bitCount(reach & rMask);
  const life = (reach & T.lMask) !== 0;
  let quarters = 0;
  let hydro = 0;
  if (hydroMost || (life && kept > 0)) hydro = hydroponicsLeft(reach & T.hMask, reach);
  // A set that keeps no Quarters past this Check's Life Support step leaves standing only the
  // Hydroponics the Docks reach from another Building (any subset of it does the same).
  T.bestH = Math.max(T.bestH, life && kept > 0 ? hydro : hydroMost ? hydroponicsLeft(dockMask & T.hMask, reach) : 0);
  if (life && kept > 0) quarters = Math.min(T.most, kept, hydro);
  if (!T.free && !(life && kept > 0 && hydro > 0)) research = 0;
  else if (research > 0 && standing >= 0 && life && hydro > 0 && hydro < kept && hydro <= 2) research = Math.min(research, keptReach(standing, hydro));
  T.bestQ = Math.max(T.bestQ, quarters);
  T.bestBoth = Math.max(T.bestBoth, (how.population ? quarters : 0) + research);
}

// The Hydroponics step keeps only `n` (1 or 2) of the set's standing Quarters (`standing`, bits
// of `list`), and the Research left after the Check Routes that follows is what those reach:
// the most Research any n of them reach (with the Docks').
function keptReach(standing: number, n: number): number {
  const { dockMask, rMask } = T;
  const { reachMask } = T.sc;
  let reached = 0;
  for (let a = standing; a !== 0; a &= a - 1) {
    const one = dockMask | reachMask[lowBit(a)]!;
    if (n === 1) reached = Math.max(reached, bitCount(one & rMask));
    else for (let c = a & (a - 1); c !== 0; c &= c - 1) reached = Math.max(reached, bitCount((one | reachMask[lowBit(c)]!) & rMask));
  }
  return reached;
}

// Whether a set already reached all a set can (T.limit), so that no other can do more.
function done(): boolean {
  return T.bestQ >= T.most && T.bestBoth >= T.limit && (!T.hydroMost || T.bestH >= T.hStanding);
}

// The sets with every Quarters one bit of `list`: set, the Quarters in; touched, those beside one
// in; reach, kept and count as in score().
function visitBits(k: number, set: number, touched: number, reach: number, kept: number, count: number): void {
  if (done()) return;
  const { size, m, yMask } = T;
  if (count === size) return scoreReach(reach, kept, set & ~yMask);
  const apart = T.how.apart;
  if (k === m) {
    if (!apart || (T.all & ~set & ~touched) === 0) scoreReach(reach, kept, set & ~yMask);
    return;
  }
  const { near, reachMask } = T.sc;
  const own = 1 << k;
  if (!apart || (set & near[k]!) === 0) {
    visitBits(k + 1, set | own, touched | near[k]!, reach | reachMask[k]!, kept + ((yMask & own) === 0 ? 1 : 0), count + 1);
  }
  if ((apart && ((touched & own) !== 0 || near[k]! >>> (k + 1) !== 0)) || (size < m && count + m - k - 1 >= size)) {
    visitBits(k + 1, set, touched, reach, kept, count);
  }
}

// The maximal independent sets (or sets of T.size), Quarters k of the list on in or out.
function visit(k: number): void {
  if (done()) return;
  const { size, m, how } = T;
  const { list, inSet, setNext, later } = T.sc;
  if (T.count === size) return score();
  if (k === m) {
    if (how.apart) for (let j = 0; j < m; j++) if (!inSet[list[j]!] && setNext[list[j]!] === 0) return;
    score();
    return;
  }
  const q = list[k]!;
  if (setNext[q] === 0 || !how.apart) {
    include(q, 1);
    T.count++;
    visit(k + 1);
    T.count--;
    include(q, -1);
  }
  if ((how.apart && (setNext[q]! > 0 || later[k])) || (size < m && T.count + m - k - 1 >= size)) visit(k + 1);
}

function touchesReachedLife(lay: Layout, snap: Crossed, seen: Int32Array, stamp: number, h: number): boolean {
  for (const v of lay.nbr[h]!) if (lay.type[v] === L && !snap[v] && seen[v] === stamp) return true;
  return false;
}

// Number each Research, Life Support and Hydroponics of a Building standing on the snapshot into
// sc.bit; returns how many there are.
function indexCells(lay: Layout, snap: Crossed, sc: CapScratch, kinds: ReadonlyArray<readonly number[]>): number {
  let bits = 0;
  for (const type of [R, L, H]) for (const c of kinds[type]!) if (!snap[c]) sc.bit[c] = bits++;
  return bits;
}
