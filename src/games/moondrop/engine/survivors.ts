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
// Check. When the Checks before let only a few Quarters stand (SMALL_SET),
// the sets of that many are tried instead of the largest ones. Without a Plague any Quarters may
// touch, and the sets are tried only when few can stand: at a Fungus (walking the copy there, as
// after a Plague), or at the last Check when Research counts (walking the copy at that Check). The
// walk from all the Quarters changed no search's work on the bench's sheets: capsAtCheck and
// researchCeiling see enough there. Asked about a Breach right after the Check, it hands the sets
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

/**
 * Lower `cap` (each Building's Quarters) to that ceiling and, with `how.research`, set
 * `combo[b]` to a ceiling on Building b's Research plus (with `how.population`) Quarters at the
 * end. `snap`: the bound's copy at the Plague or at a Fungus after it (with no Plague: at the
 * Fungus, or `y` itself); `y`: the copy at the last Hydroponics step (its crossings include
 * snap's). `setCap`: a ceiling on each Building's Quarters standing at this Check, and with a
 * Fungus also at the Fungus (the set stands at both).
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
): void {
  const onDocks = docksReached(lay, snap, sc);
  const { inSet, setNext, later, list, seen, partSeen, part, partStart, edgeStart, edge } = sc;
  const { adj, adjStart, building, type } = lay;
  let stamp = 0;
  // setNext[v]: how many Quarters of the set touch cell v.
  const include = (q: number, by: number): void => {
    inSet[q] = by > 0 ? 1 : 0;
    for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) setNext[adj[a]!]! += by;
  };
  const reachFrom = (u: number): void => {
    for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
      const v = adj[a]!;
      if (!snap[v]) seen[v] = stamp;
    }
  };
  // A part carries the crew to its edge (walk-parts.ts), the only cells counted below.
  const walkPart = (p: number): void => {
    if (partSeen[p] === stamp) return;
    partSeen[p] = stamp;
    for (let k = edgeStart[p]!, end = edgeStart[p + 1]!; k < end; k++) seen[edge[k]!] = stamp;
  };
  for (let b = 0; b < lay.inBuilding.length; b++) {
    const kinds = lay.inBuilding[b]!;
    const free = freeThroughDocks(onDocks, b) && partStart[1]! > 0;
    let researchStanding = 0;
    if (how.research) for (const r of kinds[R]!) if (!y[r]) researchStanding++;
    let m = 0;
    if (cap[b]! > 0) for (const q of kinds[Q]!) if (!snap[q]) list[m++] = q;
    let most = 0;
    for (let k = 0; k < m; k++) if (!y[list[k]!]) most++;
    most = Math.min(most, cap[b]!);
    let bestQ = 0;
    let bestBoth = 0;
    let bestH = 0;
    // Walk from the set in inSet (and the Docks, when another Building reaches them) and score it.
    const walkAndScore = (): void => {
      stamp = nextStamp(sc);
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
      if (researchStanding > 0) for (const r of kinds[R]!) if (!y[r] && seen[r] === stamp) research++;
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
      bestH = Math.max(bestH, hydro);
      if (life && kept > 0) quarters = Math.min(most, kept, hydro);
      // Without Life Support the Quarters go, and only the Docks still reach Research; so they do
      // when no Quarters of the set is left after the Hydroponics step (none standing, or no
      // Hydroponics reached).
      if (!free && !(life && kept > 0 && hydro > 0)) research = 0;
      bestQ = Math.max(bestQ, quarters);
      bestBoth = Math.max(bestBoth, (how.population ? quarters : 0) + research);
    };
    // The same with one bit per Research, Life Support and Hydroponics of the Building standing on
    // the snapshot (when at most 31): each Quarters' reach is then a mask, worked out once here.
    const bits = m > 0 ? indexCells(lay, snap, sc, kinds) : 32;
    const { bit, reachMask, directMask, lifeOf } = sc;
    let rMask = 0;
    let lMask = 0;
    let hMask = 0;
    let dockMask = 0;
    // For a Breach next: every Research's bits, and the counted ones.
    let rAll = 0;
    let rGoal = 0;
    if (bits <= 31) {
      const maskOf = (cells: readonly number[]): number => {
        let mask = 0;
        for (const c of cells) if (!y[c]) mask |= 1 << bit[c]!;
        return mask;
      };
      if (researchStanding > 0) rMask = maskOf(kinds[R]!);
      if (breach) {
        rAll = maskOf(kinds[R]!);
        if (breach.research) rGoal = rAll;
      }
      lMask = maskOf(kinds[L]!);
      hMask = maskOf(kinds[H]!);
      const edgeMask = (p: number): number => {
        let mask = 0;
        for (let k = edgeStart[p]!, end = edgeStart[p + 1]!; k < end; k++) if (building[edge[k]!] === b) mask |= 1 << bit[edge[k]!]!;
        return mask;
      };
      if (free) dockMask = edgeMask(DOCKS) | DOCK_BIT;
      for (let k = 0; k < m; k++) {
        const q = list[k]!;
        let mask = 0;
        let direct = 0;
        for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) {
          const v = adj[a]!;
          if (snap[v]) continue;
          if (type[v] !== Q && type[v] !== C && type[v] !== D) direct |= 1 << bit[v]!;
          if (part[v] === DOCKS) mask |= edgeMask(DOCKS) | DOCK_BIT;
          else if (part[v] !== NONE) direct |= edgeMask(part[v]!);
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
      breach.most[b] = !fewKeptSets(m, size, how.apart) ? 0x7fff : breachCeiling(lay, y, sc, b, m, size, bits, breach, how.apart, free, cap[b]!, lMask, hMask, rGoal, rAll, dockMask);
      continue;
    }
    // The Hydroponics of `fed` left standing (with a Fungus, those next to a Life Support in `reach`).
    const hydroponicsLeft = (fed: number, reach: number): number => {
      if (!how.fungus) return bitCount(fed);
      let n = 0;
      for (; fed !== 0; fed &= fed - 1) if ((reach & lifeOf[lowBit(fed)]!) !== 0) n++;
      return n;
    };
    const score = (): void => {
      if (bits > 31) return walkAndScore();
      let reach = dockMask;
      let kept = 0;
      for (let k = 0; k < m; k++) {
        if (!inSet[list[k]!]) continue;
        reach |= reachMask[k]!;
        if (!y[list[k]!]) kept++;
      }
      scoreReach(reach, kept);
    };
    // The same for a set that reaches `reach` (its cells' bits) and keeps `kept` Quarters; `standing`:
    // those kept, as bits of `list` (-1: not known).
    const scoreReach = (reach: number, kept: number, standing = -1): void => {
      let research = bitCount(reach & rMask);
      const life = (reach & lMask) !== 0;
      let quarters = 0;
      let hydro = 0;
      if (hydroMost || (life && kept > 0)) hydro = hydroponicsLeft(reach & hMask, reach);
      // A set that keeps no Quarters past this Check's Life Support step leaves standing only the
      // Hydroponics the Docks reach from another Building (any subset of it does the same).
      bestH = Math.max(bestH, life && kept > 0 ? hydro : hydroMost ? hydroponicsLeft(dockMask & hMask, reach) : 0);
      if (life && kept > 0) quarters = Math.min(most, kept, hydro);
      if (!free && !(life && kept > 0 && hydro > 0)) research = 0;
      else if (research > 0 && standing >= 0 && life && hydro > 0 && hydro < kept && hydro <= 2) research = Math.min(research, keptReach(standing, hydro));
      bestQ = Math.max(bestQ, quarters);
      bestBoth = Math.max(bestBoth, (how.population ? quarters : 0) + research);
    };
    // The Hydroponics step keeps only `n` (1 or 2) of the set's standing Quarters (`standing`, bits
    // of `list`), and the Research left after the Check Routes that follows is what those reach:
    // the most Research any n of them reach (with the Docks').
    const keptReach = (standing: number, n: number): number => {
      let reached = 0;
      for (let a = standing; a !== 0; a &= a - 1) {
        const one = dockMask | reachMask[lowBit(a)]!;
        if (n === 1) reached = Math.max(reached, bitCount(one & rMask));
        else for (let c = a & (a - 1); c !== 0; c &= c - 1) reached = Math.max(reached, bitCount((one | reachMask[lowBit(c)]!) & rMask));
      }
      return reached;
    };
    // The set holds no more Quarters than setCap allows: with a ceiling of SMALL_SET or fewer,
    // a set of that size is scored as it is, a smaller one only when maximal.
    const size = setCap[b]! <= SMALL_SET ? setCap[b]! : 0x7fff;
    // Once a set reaches all of these, no other can do more.
    const limit = (how.population ? most : 0) + researchStanding;
    let hStanding = 0;
    if (hydroMost) for (const h of kinds[H]!) if (!y[h]) hStanding++;
    const done = (): boolean => bestQ >= most && bestBoth >= limit && (!hydroMost || bestH >= hStanding);
    if (m > size && !how.apart && bits <= 31) {
      // Any Quarters may stand together: each set of `size` (1 or 2) is tried, straight from the masks.
      for (let j = 0; j < m && !done(); j++) {
        const one = dockMask | reachMask[j]!;
        const keptOne = 1 - y[list[j]!]!;
        if (size === 1) scoreReach(one, keptOne);
        else for (let k = j + 1; k < m; k++) scoreReach(one | reachMask[k]!, keptOne + 1 - y[list[k]!]!);
      }
    } else if (m > 0 && bits <= 31 && m <= 30) {
      // The same sets as below, each Quarters one bit of `list`: near[k] holds the Quarters of the
      // list beside list[k], and the set's reach, kept count and the Quarters it touches are
      // carried down instead of worked out again at each set.
      const { near } = sc;
      const all = m === 30 ? 0x3fffffff : (1 << m) - 1;
      let yMask = 0;
      for (let k = 0; k < m; k++) {
        if (y[list[k]!]) yMask |= 1 << k;
        inSet[list[k]!] = 1 + k;
      }
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
      const apart = how.apart;
      // set: the Quarters in; touched: those beside one in; reach, kept and count as in score().
      const visitBits = (k: number, set: number, touched: number, reach: number, kept: number, count: number): void => {
        if (done()) return;
        if (count === size) return scoreReach(reach, kept, set & ~yMask);
        if (k === m) {
          if (!apart || (all & ~set & ~touched) === 0) scoreReach(reach, kept, set & ~yMask);
          return;
        }
        const own = 1 << k;
        if (!apart || (set & near[k]!) === 0) {
          visitBits(k + 1, set | own, touched | near[k]!, reach | reachMask[k]!, kept + ((yMask & own) === 0 ? 1 : 0), count + 1);
        }
        if ((apart && ((touched & own) !== 0 || near[k]! >>> (k + 1) !== 0)) || (size < m && count + m - k - 1 >= size)) {
          visitBits(k + 1, set, touched, reach, kept, count);
        }
      };
      visitBits(0, 0, 0, dockMask, 0, 0);
    } else if (m > 0) {
      // Maximal independent sets, by include/exclude in list order; an excluded Quarters needs a
      // neighbour in the set (now or later in the list) for the set to be maximal: later[k] says
      // whether list[k] touches a Quarters after it.
      stamp = nextStamp(sc);
      for (let k = m - 1; k >= 0; k--) {
        const q = list[k]!;
        later[k] = 0;
        for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) if (seen[adj[a]!] === stamp) later[k] = 1;
        seen[q] = stamp;
      }
      let count = 0;
      const visit = (k: number): void => {
        if (done()) return;
        if (count === size) return score();
        if (k === m) {
          if (how.apart) for (let j = 0; j < m; j++) if (!inSet[list[j]!] && setNext[list[j]!] === 0) return;
          score();
          return;
        }
        const q = list[k]!;
        if (setNext[q] === 0 || !how.apart) {
          include(q, 1);
          count++;
          visit(k + 1);
          count--;
          include(q, -1);
        }
        if ((how.apart && (setNext[q]! > 0 || later[k])) || (size < m && count + m - k - 1 >= size)) visit(k + 1);
      };
      visit(0);
    }
    for (let k = 0; k < m; k++) inSet[list[k]!] = 0;
    if (m === 0 && researchStanding > 0) {
      // No Quarters here: Research only through the Docks.
      stamp = nextStamp(sc);
      if (free) walkPart(0);
      for (const r of kinds[R]!) if (!y[r] && seen[r] === stamp) bestBoth++;
    }
    cap[b] = Math.min(cap[b]!, bestQ);
    combo[b] = bestBoth;
    // The most Hydroponics a set reaches (every set tried when asked): a ceiling on those standing after this Check.
    if (hydroMost) hydroMost[b] = m > 0 ? bestH : 0x7fff;
  }
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
