import { describe, expect, it } from 'vitest';
import { boundFrom } from './bound';
import { bestFrom } from './search';
import { layoutOf } from './layout';
import { planFor } from './plan';
import { referenceBest } from './reference-scorer';
import { newSearch } from './search-state';
import { sheetFrom } from './sheets-testkit';
import type { CrisisId, GoalId, Sheet } from './types';

// The bound from step `from` (the first by default) with the sheet as it is there, and the true
// best (the plain search), on small sheets where a Plague makes one set of Quarters do everything at
// once (survivors.ts). Each total is worked out by hand in the comments; the bound without these
// ceilings was higher on all three.
function boundAndBest(sheet: Sheet, crises: CrisisId[], goals: GoalId[], from = 0): [number, number] {
  const lay = layoutOf(sheet);
  return [boundFrom(newSearch(lay, planFor(crises), goals), from, lay.start), referenceBest(sheet, crises, goals, from, true)];
}

// The same while the choice step `step` is being made, none of it picked yet (the search's question
// as it enters a position there).
function choosingAndBest(sheet: Sheet, crises: CrisisId[], goals: GoalId[], step: number): [number, number] {
  const lay = layoutOf(sheet);
  return [boundFrom(newSearch(lay, planFor(crises), goals), step + 1, lay.start, true), referenceBest(sheet, crises, goals, step, true)];
}

describe("the last Safety Check's ceilings after a Plague", () => {
  it('ask one set of Quarters, no two touching, to reach both Life Support and Hydroponics', () => {
    // CLQQ / HHQH: three Quarters, two Hydroponics reached, so one Quarters goes. Keeping the two
    // that do not touch cuts the Life Support off (only the top-left Quarters reaches it); any other
    // pair touches and the Plague takes both. The old bound (two Quarters: each need met by some
    // Quarters, and two that do not touch) said 2.
    expect(boundAndBest(sheetFrom('CLQQ', 'HHQH'), ['fire', 'plague', 'breach'], ['population'])).toEqual([0, 0]);
  });

  it('count the Research those same Quarters reach, not Research reached by others', () => {
    // LRQ. / QHQH: keep the two bottom Quarters (2 Quarters, the Research cut off), or the top and
    // the left (the Research, and one Hydroponics for one Quarters): 2 either way. The old bound
    // counted 2 Quarters and the Research: 3.
    expect(boundAndBest(sheetFrom('LRQ.', 'QHQH'), ['plague', 'fire', 'breach'], ['population', 'research'])).toEqual([2, 2]);
  });

  it('with a Fungus after the Plague, count Hydroponics next to Life Support those Quarters reach', () => {
    // .QL / LQH: one Quarters goes at the first Check. Keeping the top one loses the bottom Life
    // Support and the Hydroponics; keeping the bottom one loses the top Life Support, the only one
    // next to the Hydroponics, so the Fungus takes it and the next Check the Quarters. Without the
    // Fungus the bound said 1.
    expect(boundAndBest(sheetFrom('.QL', 'LQH'), ['plague', 'fungus', 'breach'], ['population', 'research'])).toEqual([0, 0]);
  });

  it('count the Research only when a Quarters of the set is left after the Hydroponics step', () => {
    // ..QL / D.CH / DQCC / DRL., plague-fungus-quake, Research alone. The first Check keeps one of
    // the two Quarters (one Hydroponics). The Research (3,1) is reached from the Quarters (2,1) or
    // the Docks, which only (2,1) walks to. Keeping (0,2) the Docks go and the Research with them.
    // Keeping (2,1) the Life Support (0,3) goes (only (0,2) reached it), the Fungus takes the one
    // Hydroponics, which only that Life Support fed, and the next Check's Hydroponics step takes
    // (2,1): nothing reaches the Research at the end. The set {(2,1)} reaches the Research and a
    // Life Support, and the bound counted the Research (1) though no Hydroponics is left for it.
    expect(boundAndBest(sheetFrom('..QL', 'D.CH', 'DQCC', 'DRL.'), ['plague', 'fungus', 'quake'], ['research'])).toEqual([0, 0]);
  });

  it('ask no more Quarters to stand at once than the Checks before let stand', () => {
    // After the first Check (5 Quarters for 5 Hydroponics) the Breach took the Life Support (1,2).
    // The Fungus then takes the three Hydroponics with no Life Support beside them, so the next
    // Check keeps 2 Quarters; the Plague comes after it, then the last Check. Those 2 must reach the
    // Life Support (0,3) (only (0,2) does), the Hydroponics (0,4) and (1,3) (only (1,4) reaches
    // either) and, for Research, (6,3) (only (5,3) does): (0,2) and (1,4) make 2. Five Quarters that
    // stand apart reach all of it, and the bound that tried only such largest sets said 2 Quarters
    // and the Research: 3.
    const sheet = sheetFrom('.qQLHh', 'h.lHQ.', 'h...qr', 'H..qQH', 'Qq.qCq', 'qqHQ.q', '...R.q');
    expect(boundAndBest(sheet, ['breach', 'fungus', 'plague'], ['population', 'research'], 6)).toEqual([2, 2]);
  });

  it('without a Plague, ask the few Quarters that can stand at the last Check for everything at once', () => {
    // H.... / QcQcQ / H.L.R: three Quarters joined by crossed modules, two Hydroponics, so two
    // Quarters stay. The left one alone reaches both Hydroponics, the middle one alone the Life
    // Support, the right one alone the Research. Keeping the left and the middle makes 2; any pair
    // with the right one loses its Hydroponics or its Life Support, then its Quarters and with them
    // the Research: 0. The ceilings taken one at a time (2 Quarters, and the Research some kept
    // Quarters reaches) said 3.
    const sheet = sheetFrom('H....', 'QcQcQ', 'H.L.R');
    expect(boundAndBest(sheet, ['breach', 'sabotage', 'fire'], ['population', 'research'])).toEqual([2, 2]);
  });

  it('without a Plague, ask the few Quarters standing at a Fungus to feed its Hydroponics and keep them', () => {
    // QLH / QLQ: one Hydroponics, so the first Check keeps one Quarters. The Hydroponics' only
    // Life Support neighbour (0,1) is reached only from (0,0), and the Hydroponics only from (1,2):
    // keeping (1,2) loses (0,1) at that Check's last Check Routes and the Fungus then takes the
    // Hydroponics; keeping another loses the Hydroponics at once. Either way the next Check takes
    // the Quarters: 0. With every Quarters standing in the bound's copy, the Fungus spared it: 1.
    expect(boundAndBest(sheetFrom('QLH', 'QLQ'), ['fungus', 'breach', 'fire'], ['population'])).toEqual([0, 0]);
  });

  it('with a Fungus after the Plague, limit the set by the Quarters standing at the Fungus, not at the last Check', () => {
    // The set stands at the Fungus too (it stands for the Quarters whose Life Support feeds the
    // Hydroponics there), and the Check between the Fungus and the last one may keep fewer. Limited
    // by the last Check's ceiling, the bound fell below the best here (a Breach-free order, found by
    // comparing every order of the bench's sheets with the version before): the search said 0.
    const sheet = sheetFrom('QHHL', 'QHQ.QR', 'LL.LL', 'LQQLLL', '.QQ.QH', '.....L');
    const crises: CrisisId[] = ['plague', 'fungus', 'fire'];
    const goals: GoalId[] = ['population', 'research'];
    const lay = layoutOf(sheet);
    expect([bestFrom(newSearch(lay, planFor(crises), goals), 0, lay.start.slice()), referenceBest(sheet, crises, goals, 0, true)]).toEqual([1, 1]);
  });

  it('before a Breach right after a Check that keeps few Quarters, free only the Rooms those reach', () => {
    // Hc.L / QLQC: one Hydroponics, so the first Check keeps one Quarters, and the Breach right
    // after it takes one Room (the Corridor touches empty cells). Keeping (1,0) leaves standing only
    // its Hydroponics, its Life Support and itself: any of them lost costs the Quarters. Keeping
    // (1,2) loses the Hydroponics and then the Quarters. The bound that counted every Room standing
    // in its copy let the Breach take the Life Support (0,3), which only (1,2) reaches: 1.
    expect(boundAndBest(sheetFrom('Hc.L', 'QLQC'), ['breach', 'fire', 'quake'], ['population'])).toEqual([0, 0]);
  });

  it('before a Breach right after such a Check, try every way it can take the kept Quarters\' Rooms (Research too)', () => {
    // LCC / QHQ / .RR: one Hydroponics, so the first Check keeps one Quarters; after the Quake and
    // the second Check the Breach takes one Room (the Corridor (0,2) touches an empty cell). Only
    // (1,2) reaches a Research, (2,2); kept, it leaves standing itself, that Research, and the Life
    // Support and Hydroponics it reaches through the Corridors. Whichever of those the Breach takes,
    // the Research goes (with the Quarters, at once or at the next Check). Keeping (1,0) loses both
    // Research at once: 0. The bound said 1: a kept Quarters reaches a Research.
    expect(boundAndBest(sheetFrom('LCC', 'QHQ', '.RR'), ['quake', 'breach', 'fire'], ['research'])).toEqual([0, 0]);
  });

  it('before a Breach, give it no Dock for free when the kept Quarters reach the Life Support through that Dock alone', () => {
    // QDL / H.C: the Quarters reaches its Hydroponics and, through the only Dock, the Life Support.
    // The Breach right after the first Check takes one Room (the Corridor touches empty cells):
    // the Quarters, the Hydroponics or the Life Support costs the Quarters at the next Check, and so
    // does the Dock, as the crew no longer reaches the Life Support. The bound that let the Breach
    // take the Dock for free said 1.
    expect(boundAndBest(sheetFrom('QDL', 'H.C'), ['breach', 'plague', 'fire'], ['population'])).toEqual([0, 0]);
  });

  it('before a Breach, give it no Dock for free when that Dock, the only one, walks the kept Quarters to a Corridor they need', () => {
    // QDCL / H...: the Quarters reaches its Hydroponics, and through the only Dock and the Corridor
    // beside it, the Life Support. The Breach right after the first Check takes one Room (the
    // Corridor touches an empty cell): the Dock costs the Quarters as the Life Support does, since
    // no Quarters stands by the Corridor. The bound that let the Breach take any Dock whose part
    // held a Corridor for free said 1 (7777:559 fungus-plague-breach of the wide sheets: its 146
    // second-Check positions were each bounded 1 above the truth).
    expect(boundAndBest(sheetFrom('QDCL', 'H...'), ['breach', 'plague', 'fire'], ['population'])).toEqual([0, 0]);
    // QDCCL / H..Q. / ...H.: a second Quarters stands by a Corridor of the Docks' part, which keeps
    // the Life Support within reach without the Dock: the Breach takes the Dock, and both Quarters
    // stay, each with its Hydroponics (counting the Dock as one of their Rooms would say 1).
    expect(boundAndBest(sheetFrom('QDCCL', 'H..Q.', '...H.'), ['breach', 'plague', 'fire'], ['population'])).toEqual([2, 2]);
  });

  it('after a Plague, try the larger kept sets before a Breach too, each with every way the Breach can take its Rooms', () => {
    // ..CRH / .DLLQQ / .QHCQ / .QH.HL, the Breach taking 2 Rooms after the last Check but one.
    // Three Quarters that stand apart reach three Hydroponics only as (1,5), (2,4), (3,1); then the
    // Dock and the Life Support (1,2), reached only from (2,1), are gone, and the Breach's two
    // Rooms cost a Quarters or a Hydroponics: 2. With (2,1) instead of (3,1) the Breach takes the
    // Dock and that Life Support, but only two Hydroponics stand: 2 again. The bound that tried
    // sets of at most 2 said 3: 3 Hydroponics for one set, the free Rooms for another.
    const sheet = sheetFrom('..CRH', '.DLLQQ', '.QHCQ', '.QH.HL');
    expect(boundAndBest(sheet, ['fire', 'plague', 'breach'], ['population'])).toEqual([2, 2]);
  });

  it('before a Breach, give it no Hydroponics for free that no such set reaches (any Check after the Plague)', () => {
    // The Hydroponics step of the second Check, a Plague and a Breach of 2 Rooms to come. Four of the
    // eight Quarters stay, and the top one must (it alone reaches the Life Support). The three below
    // that survive the Plague touch no other Quarters, so they reach at most 2 of the 3 Hydroponics
    // in row 4 ((3,1) and (3,2) need (4,1) and (4,2), which touch): 3 Hydroponics stand, 3
    // Quarters are kept. The Breach then takes the Dock and one Room that costs a Quarters: 2, plus
    // the one Corridor of Efficiency. The bound without this ceiling let the Breach take a
    // Hydroponics that no surviving Quarters reaches: 4.
    const sheet = sheetFrom('..qqQL', 'qhlhH', 'qhhhqq', '.HHHC', '.QQQQQ', '.QQCD');
    expect(choosingAndBest(sheet, ['fire', 'plague', 'breach'], ['population', 'efficiency'], 9)).toEqual([3, 3]);
  });

  it('before a Breach, count no Hydroponics for a set that keeps no Life Support (its Quarters go first)', () => {
    // The second Check's Hydroponics step keeps 6 of the 8 Quarters, then the Plague, then a Breach
    // of 2 Rooms (two Corridors touch empty cells). The only Life Support (0,5) is reached only
    // from (0,4), which touches (0,3): to keep it, (0,4) must be spared and (0,3) go, and the
    // Hydroponics (1,3) is reached only from (0,3). So the survivors that keep Life Support reach 5
    // Hydroponics: 5 Quarters stay; the Breach takes the Dock and a Room that costs a Quarters or a
    // Hydroponics: 4, plus the one Corridor of Efficiency. The survivors with (0,3) reach 6
    // Hydroponics but lose every Quarters at the next Check, and the bound that counted those 6
    // gave the Breach a free Room: 6.
    const sheet = sheetFrom('..qQQL', 'qhlHH', 'QHhHQq', '.HhHC', '.QqQQq', '.qQCD');
    expect(choosingAndBest(sheet, ['fire', 'plague', 'breach'], ['population', 'efficiency'], 9)).toEqual([5, 5]);
  });

  it('with a Breach to come and Research a goal, ask the survivors at every Check after the Plague too', () => {
    // 7777:190 of the wide sheets (Research and Mining; Mining is 2 whatever is crossed) in
    // sabotage-plague-breach, at its second Check's Hydroponics step: 3 of the 7 Quarters stay, then
    // the Plague, a Check, a Breach of one Room and the last Check. The Research (5,1) counts only
    // if (5,0) or (4,1) stands at the end, and only (1,2) reaches both a Life Support and a
    // Hydroponics; the Quarters that survive the Plague touch no other Quarters, and the Check after
    // it keeps no more of them than the Hydroponics they reach. Every line loses the Research (the
    // Breach's Room must come out of what such a line needs): 2. With the survivor sets asked only
    // at the last Check when Research counts (at this one only with Population), the bound said 3.
    const sheet = sheetFrom('Q.q..h', 'qLQHHl', '.HQqQq', 'h.qQqC', 'qQqL.h', 'QR..qh');
    expect(choosingAndBest(sheet, ['sabotage', 'plague', 'breach'], ['research', 'mining'], 9)).toEqual([2, 2]);
  });

  it('with the Breach right after the Check whose Hydroponics step is chosen, try its kept sets there too', () => {
    // 7777:190 in sabotage-plague-breach again, at its third Check's Hydroponics step: 4 Quarters
    // for 2 Hydroponics, then a Breach of one Room and the last Check. The Research (5,1) needs (5,0)
    // kept, and the Life Support (1,1) needs (1,2): keeping those two, every Room standing at the
    // Breach is one of theirs (the Research, the two Quarters, the Life Support, the Hydroponics
    // (1,3)), and each the Breach may take loses the Research at the last Check. 2, the Mining.
    // With breachNext asked only at a Check the bound's own run plays, the bound said 3.
    const sheet = sheetFrom('Q.q..h', 'qLQHHl', '.hqqQq', 'h.qqqC', 'qqql.h', 'QR..qh');
    expect([layoutOf(sheet).mining, ...choosingAndBest(sheet, ['sabotage', 'plague', 'breach'], ['research', 'mining'], 15)]).toEqual([2, 2, 2]);
  });

  it('with a Breach right after the Check and a Check after the next, count only what the next Check keeps', () => {
    // Wide sheet 99:1752 in fungus-breach-plague, at its second Check's Hydroponics step (Research
    // and Mining, 0 here): 2 of 6 Quarters stay, then a Breach of one Room ((5,0) is beside an empty
    // cell), a Check, the Plague and the last Check. Only (4,3) reaches a Research ((4,2)), and it
    // reaches no Life Support; with it, (1,1) reaches the Life Support (3,2) along the Corridors and
    // the Hydroponics (3,1), and (4,3) the Hydroponics (4,4). The Breach must take one of those six
    // Rooms, and each loses the Research: the Research or (4,3) at once; (1,1) or the Life Support at
    // the next Check; a Hydroponics, and the next Check keeps one Quarters, alone at the last Check:
    // (4,3) has no Life Support there, (1,1) no Research. 0. Counting the Research the kept pair
    // reaches once the next Check keeps one of them, the bound said 1.
    const sheet = sheetFrom('h..h', 'hQqhR', 'hCCqQq', 'QHLqLh', '.LRQH', 'CQRQq');
    expect([layoutOf(sheet).mining, ...choosingAndBest(sheet, ['fungus', 'breach', 'plague'], ['mining', 'research'], 9)]).toEqual([0, 0, 0]);
  });

  it('with a Breach after the next Check, keep there no more of a set than the Hydroponics it reaches', () => {
    // 7777:190 in sabotage-plague-breach at its second Check's Hydroponics step, after the Plague: 3
    // of the 6 Quarters stay (3 Hydroponics), then the Sabotage (no Dock: nothing), the third Check,
    // a Breach of one Room and the last Check. The Research (5,1) needs (5,0) or (4,1), which reach
    // no Hydroponics; the other Quarters reach one each. So the 3 standing at the third Check reach
    // at most 2 Hydroponics, it keeps 2, and with the Research those are (5,0) or (4,1) and (1,2),
    // the one beside a Life Support ((1,1)): the Breach's Room is one of theirs, and the Research is
    // lost. 2, the Mining. Trying each set of 3 at the third Check as if it kept all 3, the bound
    // said 3.
    const sheet = sheetFrom('q.q..h', 'qLQHHl', '.hqqQq', 'h.qQqC', 'qQqL.h', 'QR..QH');
    expect([layoutOf(sheet).mining, ...choosingAndBest(sheet, ['sabotage', 'plague', 'breach'], ['research', 'mining'], 9)]).toEqual([2, 2, 2]);
  });

  it('with a Breach next after a Plague, try a set of Quarters no other can join though it is smaller', () => {
    // Five Quarters in a row, three Hydroponics: the first Check keeps 3. Kept apart ((1,0), (1,2),
    // (1,4)) all 3 pass the Plague and reach the Life Support (0,0), but not the Research (0,1): only
    // (1,1) reaches it, and its Life Support (4,1) through the Corridors. Kept with (1,3) and (1,4),
    // (1,1) passes the Plague alone: no set of 3 that stands apart holds it. It keeps the Research
    // through the Breach (one Room, which the other Building gives) and the Fire: 1. Trying only
    // sets of 3 after the Breach, the bound said 0, below the truth.
    const sheet = sheetFrom('LR...', 'QQQQQ', 'HCH.H', '.C...', '.L...', '.....', 'LQH..');
    expect(boundAndBest(sheet, ['plague', 'breach', 'fire'], ['research'])).toEqual([1, 1]);
  });

  it('without a Plague, count a Life Support the Docks carried to at the Life Support step, though gone after', () => {
    // Found by the scratch validator, from the third Check's Hydroponics step of fire-plague-breach
    // (Research). The Quarters (3,1) stands by the Dock (3,0), and the Docks carry the crew to the
    // Life Support (1,4) of the top Building. At the last Check the Life Support step crosses (3,1)
    // (its Building has no Life Support), but the top Building has one then, so its Quarters stand,
    // and (0,3) keeps the Research (1,3): 1. The Check Routes after that step crosses (1,4); the
    // sets of the last Check, walked on the copy at the Hydroponics step, found no Life Support for
    // the top Building's Quarters and said 0.
    const sheet = sheetFrom('HHQQH', '...RL', '....D', 'DQH..', 'D....');
    expect(boundAndBest(sheet, ['fire', 'plague', 'breach'], ['research'], 15)).toEqual([1, 1]);
  });

  it("count the Research only the Quarters the last Hydroponics step keeps reach", () => {
    // Wide sheet 99:1752 after its Breach, breach-fungus-plague, Research (and Mining, 0 here). The
    // second Check keeps 4 of 5 Quarters; the Fungus then takes (1,3) and (2,0), so the third Check
    // keeps 2: at most 2 stand at the last one, after the Plague. The two that reach two Research,
    // (4,3) for (4,2) and (5,1) for (5,2), reach one Hydroponics, (4,4) ((3,1) is reached only
    // along the Corridors from (1,2)), so that Check keeps one of them, and one Research. Any other
    // two reach at most one Research: 1. The set's Research counted whole said 2.
    const sheet = sheetFrom('h..h', 'hqQHR', 'HCCqQq', 'qHLqLh', '.LRQH', 'CQRQq');
    expect([layoutOf(sheet).mining, ...choosingAndBest(sheet, ['breach', 'fungus', 'plague'], ['mining', 'research'], 9)]).toEqual([0, 1, 1]);
  });
});
