import { goalTotal } from './goals';
import { breachCount } from './effects';
import { breachCost, breachDebt, type BreachDebt } from './breach-debt';
import { lowBit } from './bits';
import { D, H, L, Q, R, uncrossed, type Crossed, type Layout, type LayoutMasks } from './layout';
import { bitsOf, crossAll, crossCrowded, crossFungus, crossLifeless, crossLonely, crossUnreachable, hydroChoice, type Scratch } from './ops';
import { capsAtCheck, capsAtPlague, researchCeiling } from './reach-cap';
import { SMALL_SET, lastCheckCeilings, type BreachNext } from './survivors';
import { fewKeptSets } from './breach-sets';
import { plagueSpares } from './plague-spares';
import { crisisBit } from './plan';
import { capsAtSabotage, roomsWithin, sabotageScratchOf } from './sabotage-cap';
import { SETS_AT_MOST, holdAtSabotage, sabotageSets } from './sabotage-sets';
import type { Search } from './search-state';

// An upper bound on every total reachable from step i. Play the steps forward on a copy,
// crossing only what every legal play of the step would cross on any sheet that has at
// least these crossings: all of Check Routes, Life Support, Quake and Fungus; the Quarters
// of a Building with no Hydroponics; a burning Building's Rooms when it has 2 or fewer; all
// Rooms when a Breach asks for at least as many; nothing of Plague or Sabotage (but a Plague
// while the copy is still the real sheet itself: no choice played since it started). Each of
// these grows with the crossed set, so the copy stays a subset of the real sheet at every
// step, and crossing never raises a total. On the way, keep a ceiling on each Building's
// Quarters (its Hydroponics at each Hydroponics step, what its Quarters reach at each Safety
// Check and what a Plague spares: reach-cap.ts; what one set of surviving or few kept Quarters
// can do at once: survivors.ts, breach-sets.ts), and at the end count no more Quarters or
// Research than the ceilings allow, less what a Breach must cost. From a Breach on, a second
// ceiling on the Quarters places the Breach's Rooms at the next Check instead (capsAtCheck's
// BreachCut: a Building with nothing else to give loses a Quarters or a Hydroponics its kept
// Quarters need), and the end takes the lower of the two totals. A Sabotage lowers the ceilings
// of the Check after it when the Quarters left cannot keep it from firing and every way out
// costs them (sabotage-cap.ts); when asked, and only Quarters and a Breach's Rooms are chosen
// before it, the Sabotage is played for each set of Quarters (and Rooms the Breach took) that can
// stand there (sabotage-sets.ts).

function surely(lay: Layout, y: Crossed, kind: string): number {
  let crossed = 0;
  if (kind === 'fire') {
    for (let b = 0; b < lay.inBuilding.length; b++) {
      const rooms = lay.roomsIn[b]!;
      if (uncrossed(y, lay.inBuilding[b]![L]!) === 0 && uncrossed(y, rooms) <= 2) crossed += crossAll(y, rooms);
    }
  } else if (kind === 'breach') {
    const open = breachCount(lay, y);
    if (open > 0 && uncrossed(y, lay.rooms) <= open) crossed += crossAll(y, lay.rooms);
  }
  return crossed;
}

// The bound's buffers that are not per layout (boundFrom never runs inside itself).
const DEBT: BreachDebt = { n: 0, research: 0 };
const COUPLING = { apart: false, fungus: false, research: false, population: false };
const NEXT_BREACH: BreachNext = { n: 0, most: new Int16Array(0), population: false, research: false, later: false, stood: null, routed: false };

// A Breach right after this Check meets what the Quarters its Hydroponics step keeps reach: when
// few are kept, each set of them and each way the Breach can take its Rooms is tried
// (breach-sets.ts) for a ceiling on each Building's Quarters and Research after the Breach
// (scratch.afterBreach; the bound's end takes it as a second total).
// (`later`: another Check follows the one after the Breach; `routed`: the run played the Check Routes
// right before this Hydroponics step.)
function breachNext(lay: Layout, y: Crossed, scratch: Scratch, cap: Int16Array, coupling: typeof COUPLING, plague: boolean, research: boolean, later: boolean, routed: boolean): boolean {
  // No more are kept than stood as the Check started (and at a Fungus the set must stand at too),
  // than Hydroponics stand, or than the ceiling allows.
  const size = scratch.keptSize;
  const fungus = coupling.fungus;
  for (let b = 0; b < size.length; b++) {
    const before = fungus ? Math.min(scratch.atStart[b]!, scratch.atSnap[b]!) : scratch.atStart[b]!;
    size[b] = Math.min(before, uncrossed(y, lay.inBuilding[b]![H]!), cap[b]!);
  }
  let few = false;
  for (let b = 0; b < size.length && !few; b++) few = fewKeptSets(uncrossed(y, lay.inBuilding[b]![Q]!), size[b]!, plague);
  if (!few) return false;
  // The kept Quarters' reach is walked on this copy (the sheet at the Check's last Check Routes
  // has at least its crossings); a Fungus before is already on it.
  coupling.apart = plague;
  coupling.research = false;
  coupling.fungus = false;
  NEXT_BREACH.n = breachCount(lay, y);
  NEXT_BREACH.most = scratch.afterBreach;
  NEXT_BREACH.population = coupling.population;
  NEXT_BREACH.research = research;
  NEXT_BREACH.later = later;
  NEXT_BREACH.stood = scratch.atStart;
  NEXT_BREACH.routed = routed;
  lastCheckCeilings(lay, y, y, scratch.caps, cap, size, scratch.combo, coupling, undefined, NEXT_BREACH);
  coupling.fungus = fungus;
  return true;
}

// dst = src, and dst filled with v, for a few cells (a loop beats the TypedArray builtins' call).
function copyTo(dst: Int16Array, src: Int16Array): void {
  for (let b = 0; b < dst.length; b++) dst[b] = src[b]!;
}
function fillWith(dst: Int16Array, v: number): void {
  for (let b = 0; b < dst.length; b++) dst[b] = v;
}

// dst = min(dst, src), for a few cells.
function lowerTo(dst: Int16Array, src: Int16Array): void {
  for (let b = 0; b < dst.length; b++) if (src[b]! < dst[b]!) dst[b] = src[b]!;
}

// Whether no two Quarters standing touch (as after a Plague): then any set of them stands apart.
function standApart(lay: Layout, y: Crossed): boolean {
  const m = lay.masks;
  if (!m) return false;
  const standing = m.quarters & ~bitsOf(y);
  for (let rest = standing; rest !== 0; rest &= rest - 1) if ((m.adj[lowBit(rest)]! & standing) !== 0) return false;
  return true;
}

// The most Docks a Fire can cross: two in each Building.
function fireTakes(lay: Layout, y: Crossed): number {
  let most = 0;
  for (const k of lay.inBuilding) most += Math.min(2, uncrossed(y, k[D]!));
  return most;
}

// Whether some Building has at most SMALL_SET Quarters standing.
function fewStand(atStart: Int16Array): boolean {
  for (let b = 0; b < atStart.length; b++) if (atStart[b]! <= SMALL_SET) return true;
  return false;
}

// A total the rest of a run can only lower, but for the goals other than Population and
// Research: Research standing, and each Building's Quarters up to its ceiling.
function mostLeft(lay: Layout, y: Crossed, cap: Int16Array, population: boolean, research: boolean): number {
  let most = research ? uncrossed(y, lay.ofType[R]!) : 0;
  if (population) for (let b = 0; b < lay.inBuilding.length; b++) most += Math.min(uncrossed(y, lay.inBuilding[b]![Q]!), cap[b]!);
  return most;
}

// A Plague right after the Check whose Hydroponics step is being chosen meets exactly keptAt[b]
// Quarters in each Building (Check Routes never crosses Quarters). Those it spares touch no other
// Quarters, so they are at most the most that stand apart (the standing Quarters less a maximum
// matching: capsAtPlague's count). And when more are kept than can stand apart, the Quarters not
// spared touch each other: at least two of them, so at most keptAt[b] - 2 are spared. When few
// Quarters are still to cross, every way of crossing them is tried (plague-spares.ts).
function crowdedKept(lay: Layout, y: Crossed, scratch: Scratch, cap: Int16Array, open: number): void {
  const { keptAt } = scratch;
  const { matched } = scratch.caps;
  for (let b = 0; b < lay.inBuilding.length; b++) {
    const quarters = lay.inBuilding[b]![Q]!;
    const apart = uncrossed(y, quarters) - matched[b]!;
    if (keptAt[b]! > apart) cap[b] = Math.min(cap[b]!, Math.max(0, Math.min(apart, keptAt[b]! - 2)));
    if (cap[b]! > 0) cap[b] = Math.min(cap[b]!, plagueSpares(lay, y, quarters, keptAt[b]!, open));
  }
}

// That Plague, when part of the step is picked: a Quarters the step can no longer cross stands at
// the Plague, so it crosses every Quarters next to one (those the step keeps and those it crosses
// alike). Crosses them on y; how many.
function crossDoomed(m: LayoutMasks, y: Crossed, open: number): number {
  const standing = m.quarters & ~bitsOf(y);
  let doomed = 0;
  for (let kept = standing & ~open; kept !== 0; kept &= kept - 1) doomed |= m.adj[lowBit(kept)]! & standing;
  let count = 0;
  for (; doomed !== 0; doomed &= doomed - 1) {
    y[lowBit(doomed)] = 1;
    count++;
  }
  return count;
}

const SABOTAGE = crisisBit('sabotage');

const boundRest = (s: Search, from: number, z: Crossed, stopAt: number): number => boundFrom(s, from, z, false, stopAt);

/**
 * An upper bound on the best total reachable from step i with `x` crossed (x is not changed).
 * With `choosing`, x is the sheet before or part way through the choice step i - 1, and the bound
 * holds for every way of finishing that step before step i (the search's question).
 * With `stopAt` (the search asks whether the bound beats a floor), the run stops as soon as the
 * total is sure to end at or below it and returns `stopAt`; a bound above it is returned whole.
 * `pending`: how many cells the choice step i - 1 still has to cross when part of it is picked in
 * x (-1: none of it is, so all of its count). With `sets` and a floor (`stopAt`), a Sabotage to
 * come after choices that cross only Quarters and a Breach's Rooms is also played for each set of
 * them that can stand at it, when they are few (sabotage-sets.ts: exact there, but dearer than the
 * rest of the bound, so the search asks for it once per position, not at each partial pick):
 * no more than SETS_AT_MOST sets, or `sets` when it is a number. `mayCross`: the modules (as bits,
 * layout.ts) the choice step i - 1 may still cross when part of it is picked; every other module
 * it could cross is kept (-1: any of them may be crossed).
 */
export function boundFrom(
  s: Search,
  i: number,
  x: Crossed,
  choosing = false,
  stopAt = -Infinity,
  pending = -1,
  sets: boolean | number = false,
  mayCross = -1,
): number {
  const { lay, scratch } = s;
  const y = scratch.copy;
  y.set(x);
  const kinds = s.plan.kinds;
  const { population, research } = s;
  // The ceilings on Quarters matter to the goals that count Quarters or what they reach.
  const ceilings = population || research;
  // A ceiling on each Building's Quarters from the Safety Checks played so far (reach-cap.ts).
  const cap = scratch.cap;
  fillWith(cap, 0x7fff);
  const start = i;
  const buildings = lay.inBuilding.length;
  // Once a Hydroponics step is played no Building keeps more Quarters than its Hydroponics, and
  // each keeps exactly as many as it has of both, until a Plague right after its Check.
  let exactly = choosing && ceilings && kinds[i - 1] === 'hydro';
  if (exactly) {
    for (let b = 0; b < buildings; b++) {
      const k = lay.inBuilding[b]!;
      cap[b] = uncrossed(y, k[H]!);
      scratch.keptAt[b] = Math.min(cap[b]!, uncrossed(y, k[Q]!));
    }
  }
  const keptKnown = exactly;
  // The copy is the real sheet itself when no step of its choice is left to play (x is the sheet
  // at step i, or the choice at step i - 1 is complete): the steps that leave no choice are then
  // played as they are, the Plague too, up to the first step that may leave one.
  let exact = !choosing || pending === 0;
  // Check Routes finds nothing new unless something was crossed since the last one
  // (Fungus only crosses Hydroponics, which the crew never walks through).
  let dirty = true;
  const debt = DEBT;
  debt.n = 0;
  // How many Rooms the choices since x may cross (Docks among them), for a Sabotage to come: a
  // Fire or Breach being chosen, and each one played on the way.
  let taken = 0;
  if (choosing && kinds[i - 1] === 'fire') taken = pending >= 0 ? pending : fireTakes(lay, y);
  // Of those, the Breach's (a Fire's are not played set by set: sabotage-sets.ts).
  let breachTaken = 0;
  // How many Rooms the real sheet holds at most once a Breach has taken its Rooms, for a Sabotage
  // to come (sabotage-cap.ts's kit): Infinity until one has.
  let roomsAtMost = Infinity;
  // A Breach being chosen still crosses its pending Rooms: all that stand when they are no more,
  // else at a cost (breachCost) like a Breach to come.
  if (choosing && kinds[i - 1] === 'breach') {
    const left = pending >= 0 ? pending : breachCount(lay, y);
    taken = left;
    breachTaken = left;
    roomsAtMost = Math.max(0, uncrossed(y, lay.rooms) - left);
    if (left > 0 && uncrossed(y, lay.rooms) <= left) crossAll(y, lay.rooms);
    else if (left > 0 && population) breachDebt(lay, y, s, cap, debt, left);
  }
  // A Plague to come (and a Fungus after it): the copy then is kept for the last Check's joint
  // ceilings (survivors.ts).
  let plague = false;
  let combined = false;
  const coupling = COUPLING;
  coupling.fungus = false;
  coupling.research = research;
  coupling.population = population;
  const lastHydro = s.plan.lastHydro;
  let hydroKnown = false;
  // Set by a Breach right after a Check (breachNext).
  let afterBreach = false;
  // A second ceiling on each Building's Quarters from a Breach on (scratch.capCut, never above
  // cap): its Rooms placed at the next Check (capsAtCheck), no charge at the end. The bound's end
  // takes the lower total.
  let cutting = false;
  let cutNext = false;
  const capCut = scratch.capCut;
  // Set at a Sabotage when the next Hydroponics step lowers the ceilings (sabotage-cap.ts).
  let sabotaged = false;
  // For sabotage-sets.ts: whether a Fire, a Plague and a Fungus came since x.
  let fireSeen = choosing && kinds[i - 1] === 'fire';
  let plagued = false;
  let fungusSeen = false;
  let setsAt = -1;
  let setsApart = false;
  let setsRooms = 0;
  let setsFungus = false;
  let setsFire = false;
  // The copy at the Hydroponics step right before the Sabotage, as crossed bits (-1: not in this run, or no Plague before it).
  let feedFrom = -1;
  // Not known for a Check that started before this run did.
  fillWith(scratch.atStart, 0x7fff);
  // A Breach right after the Check whose Hydroponics step is being chosen, none of it picked yet: it
  // meets exactly the Quarters that step keeps (keptAt in each Building) and what they reach, as
  // breachNext tries for a Check this run plays.
  if (keptKnown && pending < 0 && kinds[start + 1] === 'breach') afterBreach = breachNext(lay, y, scratch, cap, coupling, standApart(lay, y), research, s.plan.lastHydro > start + 5, false);
  // Where the ceilings have just fallen (before a Life Support, Hydroponics or Plague step), the
  // run stops when a total it can only lower is at or below stopAt (mostLeft).
  for (; i < kinds.length; i++) {
    const kind = kinds[i]!;
    if (kind !== 'routes' && kind !== 'plague') exactly = false;
    if (exact && (kind === 'fire' || kind === 'breach' || kind === 'sabotage' || (kind === 'hydro' && hydroChoice(lay, y)))) exact = false;
    if (i > start && stopAt > -Infinity && (kind === 'life' || kind === 'hydro' || kind === 'plague')) {
      if (s.otherGoals + mostLeft(lay, y, cutting ? capCut : cap, population, research) <= stopAt) return stopAt;
    }
    if (kind === 'routes') {
      if (dirty) crossUnreachable(lay, y, scratch);
      dirty = false;
    } else if (kind === 'life') {
      // The Check's first Check Routes is part of this bound's run: the Quarters' reach caps them.
      // What stands as the Check starts is what stood after the Checks and Plague before it.
      if (ceilings) copyTo(scratch.atStart, cap);
      // The copy as this step meets it, for the sets at this Check's Hydroponics step: a Life
      // Support that only another Building's Quarters reach through the Docks keeps this step from
      // crossing a Building's Quarters, though those Quarters then fall and the Check Routes after
      // crosses it (survivors.ts lMask).
      if (ceilings) scratch.atLife.set(y);
      if (ceilings && i > start) capsAtCheck(lay, y, scratch.caps, cap, cutting ? capCut : undefined, cutNext ? scratch.cut : null);
      cutNext = false;
      dirty = crossLifeless(lay, y) > 0 || dirty;
    } else if (kind === 'hydro') {
      // The copy as the Check right before a Sabotage keeps its Quarters, after a Plague (sabotage-sets.ts feeds).
      if (sets && plagued && kinds[i + 2] === 'sabotage' && lay.masks) feedFrom = bitsOf(y);
      // The Check right after a Sabotage keeps no more Quarters than it lets stand.
      if (sabotaged) {
        lowerTo(cap, sabotageScratchOf(lay).after);
        sabotaged = false;
      }
      // With a Breach still to come (and Population a goal), every Check after the Plague also asks
      // how many Hydroponics its Quarters can keep standing: the Breach gets no more for free. When
      // Research counts, the same Checks' sets lower the ceilings on the Quarters that may reach it
      // at the end (7777:190 of the wide sheets, Research and Mining, in sabotage-plague-breach:
      // work 2,948 -> 175; the other families the same, the 6,000 sheets -0.5%).
      // Without a Plague (any Quarters may then touch), the last Check's sets are tried only when
      // few can stand: at a Fungus before it (the set must then feed its Hydroponics too), or at
      // this Check when Research counts (measured: the other cases cost more than they save).
      const breachAfter = (population || research) && s.plan.breachLater[i]!;
      let few = false;
      if (!plague && i === lastHydro) {
        if (coupling.fungus && !fewStand(scratch.atSnap)) coupling.fungus = false;
        few = coupling.fungus || (research && fewStand(scratch.atStart));
      }
      if ((plague && (i === lastHydro || breachAfter)) || few) {
        coupling.research = research && i === lastHydro;
        coupling.apart = plague;
        // The set tried stands at this Check, and with a Fungus after the Plague (or with no Plague)
        // also at the Fungus.
        const size = coupling.fungus ? scratch.atSnap : scratch.atStart;
        // (Without a Plague or Fungus, walked on the copy at the Life Support step: what the Docks
        // carry there from another Building may be gone now.)
        lastCheckCeilings(lay, plague || coupling.fungus ? scratch.snap : scratch.atLife, y, scratch.caps, cap, size, scratch.combo, coupling, breachAfter ? scratch.hydroMost : undefined, undefined, scratch.atLife);
        combined = research && i === lastHydro;
        hydroKnown = breachAfter;
      }
      if (ceilings && s.plan.breachLater[i]! && kinds[i + 2] === 'breach') afterBreach = breachNext(lay, y, scratch, cap, coupling, plague, research, s.plan.lastHydro > i + 6, i > start);
      // No Building keeps more Quarters than its Hydroponics; one whose ceiling falls to none (no
      // Hydroponics among them) loses them all now.
      for (let b = 0; b < buildings; b++) {
        const k = lay.inBuilding[b]!;
        const hydro = uncrossed(y, k[H]!);
        if (hydro < cap[b]!) cap[b] = hydro;
        if (cap[b] === 0) dirty = crossAll(y, k[Q]!) > 0 || dirty;
      }
      if (cutting) lowerTo(capCut, cap);
    } else if (kind === 'plague') {
      plagued = true;
      // (On the real sheet itself the Plague crosses what it crosses; the ceilings below then hold
      // for the Quarters it spares, and crowdedKept's count is of no use.)
      if (exact) {
        dirty = crossCrowded(lay, y, scratch) > 0 || dirty;
        exactly = false;
      }
      if (ceilings) {
        capsAtPlague(lay, y, scratch.caps, cap);
        if (exactly) crowdedKept(lay, y, scratch, cap, mayCross);
        if (exactly && mayCross !== -1 && lay.masks && crossDoomed(lay.masks, y, mayCross) > 0) {
          dirty = true;
          capsAtPlague(lay, y, scratch.caps, cap);
        }
        scratch.snap.set(y);
        plague = true;
        coupling.fungus = false;
        if (cutting) lowerTo(capCut, cap);
      }
      exactly = false;
    } else if (kind === 'quake') dirty = crossLonely(lay, y) > 0 || dirty;
    else if (kind === 'fungus') {
      if (ceilings) {
        scratch.snap.set(y);
        copyTo(scratch.atSnap, cap);
        coupling.fungus = true;
      }
      crossFungus(lay, y);
      fungusSeen = true;
    }
    else {
      // (After a Check Routes this run played: the sets need the sheet at the Sabotage walked.)
      if (kind === 'sabotage' && sets && i > start && uncrossed(y, lay.ofType[D]!) > 0) {
        // (A whole set needs the Check Routes before the last Hydroponics step in the run: playSet.)
        const ownCheck = i - 3 >= start;
        // (Right after a Hydroponics step being chosen, exactly what it keeps stands at the Sabotage.)
        const choice = choosing && kinds[start - 1] === 'hydro' && i === start + 1 ? x : null;
        holdAtSabotage(lay, y, cap, ownCheck ? x : null, ownCheck && keptKnown ? scratch.keptAt : null, scratch.atStart, feedFrom, choice);
        setsAt = i;
        setsApart = plagued;
        setsRooms = breachTaken;
        setsFungus = fungusSeen;
        setsFire = fireSeen;
      }
      if (kind === 'fire') fireSeen = true;
      if (kind === 'sabotage' && population) sabotaged = capsAtSabotage(lay, y, scratch, sabotageScratchOf(lay), cap, taken, roomsAtMost);
      else if (kind === 'fire') taken += fireTakes(lay, y);
      // (A Breach's Rooms: one per Corridor beside an empty cell.)
      const open = kind === 'breach' ? breachCount(lay, y) : 0;
      if (kind === 'breach') {
        breachTaken += open;
        taken += open;
      }
      if (kind === 'breach' && population) {
        // (Only a Breach after a Check Routes this run played: every Room standing at the Breach
        // is then within reach of the Quarters standing, which capsAtCheck's cut needs.)
        if (s.plan.future[i]! & SABOTAGE) roomsAtMost = Math.min(roomsAtMost, Math.max(0, roomsWithin(lay, y, cap) - open));
        const cutHere = open > 0 && i > start;
        breachDebt(lay, y, s, cap, debt, open, cutHere ? scratch.cut : undefined);
        if (cutHere) {
          if (!cutting) copyTo(capCut, cap);
          cutting = cutNext = true;
        }
        if (hydroKnown) for (let b = 0; b < buildings; b++) scratch.hNow[b] = Math.min(scratch.hNow[b]!, scratch.hydroMost[b]!);
      }
      dirty = surely(lay, y, kind) > 0 || dirty;
    }
  }
  // The goals on the copy at the end (the totals below start from it).
  const goals = goalTotal(lay, y, s.goals);
  let total = goals;
  // The last Check Routes (part of this run) keeps only the Research the Quarters reach.
  let researchCounted = 0;
  if (research) {
    const standing = uncrossed(y, lay.ofType[R]!);
    researchCounted = start < kinds.length ? researchCeiling(lay, y, scratch.caps, cap) : standing;
    total -= standing - researchCounted;
  }
  let charge = 0;
  if (population) {
    const kept = scratch.kept;
    for (let b = 0; b < buildings; b++) {
      const standing = uncrossed(y, lay.inBuilding[b]![Q]!);
      kept[b] = Math.min(standing, cap[b]!);
      total -= standing - kept[b]!;
    }
    if (debt.n > 0) charge = breachCost(s, debt, kept, researchCounted);
    total -= charge;
  }
  if (cutting) {
    // The same run's total with the second ceiling on Quarters, the Breach already paid for in it.
    let cut = total + charge;
    for (let b = 0; b < buildings; b++) cut -= scratch.kept[b]! - Math.min(scratch.kept[b]!, capCut[b]!);
    total = Math.min(total, cut);
  }
  if (afterBreach) {
    // The same run's total with each Building's Quarters and Research after the Breach right after
    // a Check (breachNext) in place of the counted ones, not charging the Breach again: both hold,
    // so the lower does.
    let other = goals - (population ? uncrossed(y, lay.ofType[Q]!) : 0) - (research ? uncrossed(y, lay.ofType[R]!) : 0);
    for (let b = 0; b < buildings; b++) other += Math.min(scratch.afterBreach[b]!, (population ? scratch.kept[b]! : 0) + (research ? uncrossed(y, lay.inBuilding[b]![R]!) : 0));
    total = Math.min(total, other);
  }
  if (combined) {
    // The goals but Quarters and Research, plus the last Check's joint ceiling on those.
    let joint = goals - uncrossed(y, lay.ofType[R]!) - (population ? uncrossed(y, lay.ofType[Q]!) : 0);
    for (let b = 0; b < lay.inBuilding.length; b++) joint += scratch.combo[b]!;
    total = Math.min(total, joint);
  }
  // The Sabotage played for each set of Quarters (and the Breach's Rooms) that can stand at it,
  // once this run is done with the buffers the runs after it use (sabotage-sets.ts): only when it
  // could lower the bound below the floor (with none, every set would be played).
  if (setsAt >= 0 && total > stopAt && stopAt > -Infinity) {
    const limit = sets === true ? SETS_AT_MOST : Number(sets);
    total = Math.min(total, sabotageSets(s, setsAt, setsApart, setsRooms, setsFungus, setsFire, stopAt, total, boundRest, limit));
  }
  return total;
}
