import { H, L, Q, R, type Crossed, type Layout } from './layout';
import { NONE, docksReached, freeThroughDocks, type CapScratch } from './reach-cap';

// Ceilings at the last Safety Check when a Plague comes before it, for the bound (bound.ts): they
// see what one set of Quarters must do at once. Let I be a Building's Quarters standing at the
// last Check: they survived the Plague, so no two touch. The Check keeps at most as many as the
// Hydroponics I reaches, and none unless I reaches a Life Support; the Research standing at the
// end is Research that the kept Quarters (inside I) reach. So the Building ends with at most
// min(|I|, Hydroponics I reaches) Quarters, and its Quarters plus Research at most that plus the
// Research I reaches. With a Fungus after the Plague, each Hydroponics left touched a Life Support
// that the Quarters standing at the Fungus (I', with I inside it, no two touching) reached. All of
// this grows with the set and with what stands, so it is enough to try the largest sets with no
// two touching (maximal independent sets) of the Quarters standing on the snapshot, walking the
// snapshot's sheet, and to count only the Hydroponics, Life Support and Research still standing
// on the copy at the last Check. (Without a Plague the same walk from all the Quarters changed
// no search's work on the bench's sheets: capsAtCheck and researchCeiling see enough there.)

/** What lastCheckCeilings needs to know about the steps between the snapshot and the last Check. */
export interface CheckCoupling {
  /** A Fungus after that Plague: a Hydroponics counts only next to a Life Support the set reaches. */
  readonly fungus: boolean;
  /** Research is a goal: fill `combo` with each Building's ceiling on its Research plus (when Population is) its Quarters. */
  readonly research: boolean;
  readonly population: boolean;
}

/**
 * Lower `cap` (each Building's Quarters) to that ceiling and, with `how.research`, set
 * `combo[b]` to a ceiling on Building b's Research plus (with `how.population`) Quarters at the
 * end. `snap`: the bound's copy at the Plague, or at a Fungus after it; `y`: the copy at the last
 * Hydroponics step (its crossings include snap's).
 */
export function lastCheckCeilings(
  lay: Layout,
  snap: Crossed,
  y: Crossed,
  sc: CapScratch,
  cap: Int16Array,
  combo: Int16Array,
  how: CheckCoupling,
  hydroMost?: Int16Array,
): void {
  const onDocks = docksReached(lay, snap, sc);
  const { inSet, list, seen, partSeen, part, partStart, members } = sc;
  const { adj, adjStart } = lay;
  const touchesSet = (q: number): boolean => {
    for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) if (inSet[adj[a]!]) return true;
    return false;
  };
  const reachFrom = (u: number): void => {
    for (let a = adjStart[u]!, z = adjStart[u + 1]!; a < z; a++) {
      const v = adj[a]!;
      if (!snap[v]) seen[v] = sc.stamp;
    }
  };
  const walkPart = (p: number): void => {
    if (partSeen[p] === sc.stamp) return;
    partSeen[p] = sc.stamp;
    for (let k = partStart[p]!, end = partStart[p + 1]!; k < end; k++) {
      seen[members[k]!] = sc.stamp;
      reachFrom(members[k]!);
    }
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
    const score = (): void => {
      sc.stamp++;
      let kept = 0;
      if (free) walkPart(0);
      for (let k = 0; k < m; k++) {
        const q = list[k]!;
        if (!inSet[q]) continue;
        if (!y[q]) kept++;
        seen[q] = sc.stamp;
        reachFrom(q);
        for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) {
          const p = part[adj[a]!]!;
          if (p !== NONE) walkPart(p);
        }
      }
      let research = 0;
      if (researchStanding > 0) for (const r of kinds[R]!) if (!y[r] && seen[r] === sc.stamp) research++;
      let life = false;
      for (const l of kinds[L]!) if (!y[l] && seen[l] === sc.stamp) life = true;
      let quarters = 0;
      let hydro = 0;
      for (const h of kinds[H]!) {
        if (y[h] || seen[h] !== sc.stamp) continue;
        if (how.fungus && !touchesReachedLife(lay, snap, seen, sc.stamp, h)) continue;
        hydro++;
      }
      bestH = Math.max(bestH, hydro);
      if (life && kept > 0) quarters = Math.min(most, kept, hydro);
      // Without Life Support the Quarters go, and only the Docks still reach Research.
      if (!life && !free) research = 0;
      bestQ = Math.max(bestQ, quarters);
      bestBoth = Math.max(bestBoth, (how.population ? quarters : 0) + research);
    };
    if (m > 0) {
      // Maximal independent sets, by include/exclude in list order; an excluded Quarters needs a
      // neighbour in the set (now or later in the list) for the set to be maximal.
      const later = (q: number, k: number): boolean => {
        for (let j = k + 1; j < m; j++) {
          const v = list[j]!;
          for (let a = adjStart[q]!, z = adjStart[q + 1]!; a < z; a++) if (adj[a] === v) return true;
        }
        return false;
      };
      const limit = (how.population ? most : 0) + researchStanding;
      // The most Hydroponics a set can reach is at most those standing.
      let hStanding = 0;
      if (hydroMost) for (const h of kinds[H]!) if (!y[h]) hStanding++;
      const visit = (k: number): void => {
        if (bestQ >= most && bestBoth >= limit && (!hydroMost || bestH >= hStanding)) return;
        if (k === m) {
          for (let j = 0; j < m; j++) if (!inSet[list[j]!] && !touchesSet(list[j]!)) return;
          score();
          return;
        }
        const q = list[k]!;
        if (!touchesSet(q)) {
          inSet[q] = 1;
          visit(k + 1);
          inSet[q] = 0;
        }
        if (touchesSet(q) || later(q, k)) visit(k + 1);
      };
      visit(0);
    }
    for (let k = 0; k < m; k++) inSet[list[k]!] = 0;
    if (m === 0 && researchStanding > 0) {
      // No Quarters here: Research only through the Docks.
      sc.stamp++;
      if (free) walkPart(0);
      for (const r of kinds[R]!) if (!y[r] && seen[r] === sc.stamp) bestBoth++;
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
