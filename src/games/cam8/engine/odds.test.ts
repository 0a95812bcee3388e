import { describe, it, expect } from 'vitest';
import { actionNeeds, outcomeOdds, type ActionOdds } from './odds';
import { sketchGame } from './testkit';

const odds = (x: ActionOdds | { error: string }): ActionOdds => {
  if ('error' in x) throw new Error(x.error);
  return x;
};
const byText = (o: ActionOdds) => Object.fromEntries(o.outcomes.map((x) => [x.text, x.fraction]));

describe('actionNeeds', () => {
  it('Transcend with best result 7: "needs 10, you get at most 7"', () => {
    const g = sketchGame([{ boost: 2, assists: 1 }, {}], { feral: 2 });
    const n = actionNeeds(g, 0, 'transcend');
    expect(n).toMatchObject({
      dice: 1,
      modifier: { feral: -2, boosts: 2, assists: 1, total: 1 },
      best: 7,
      worst: 2,
      target: '1 die: needs 10 or more',
      summary: 'needs 10, you get at most 7: 0%',
    });
    expect(odds(outcomeOdds(g, 0, 'transcend')).perDie[0]).toMatchObject({ when: '10 or more', p: 0, fraction: '0', faces: [] });
  });
  it('Transcend within reach names the faces that do it: best 11 → faces 5 and 6', () => {
    const n = actionNeeds(sketchGame([{ boost: 5 }, {}]), 0, 'transcend');
    expect('summary' in n && n.summary).toBe('needs 10: 2 of 6 faces do it (33%)');
    const sure = actionNeeds(sketchGame([{ boost: 9 }, {}]), 0, 'transcend');
    expect('summary' in sure && sure.summary).toBe('needs 10: 6 of 6 faces do it (100%)');
  });
  it('Patrol rolls one die per Guard and names the thresholds', () => {
    const n = actionNeeds(sketchGame([{ hamsters: { guards: 4 } }, {}], { feral: 1 }), 0, 'patrol');
    expect(n).toMatchObject({ dice: 4, summary: '4 dice, each −1: results 0 to 5' });
    const low = actionNeeds(sketchGame([{ hamsters: { guards: 2 } }, {}], { feral: 3 }), 0, 'patrol');
    expect('summary' in low && low.summary).toBe('2 dice, each −3: results −2 to 3');
    expect('bands' in n && n.bands.map((b) => b.when)).toEqual(['4 or more', '2 or less', '3']);
  });
  it('Invade describes the target', () => {
    const n = actionNeeds(sketchGame([{ hamsters: { guards: 1 } }, { hamsters: { guards: 3 } }]), 0, 'invade', 1);
    expect('target' in n && n.target).toBe("1 die per Guard (1): over Bo's 3 Guards converts a space, under 1 loses a Guard");
    const one = actionNeeds(sketchGame([{ hamsters: { politicians: 2 } }, { hamsters: { politicians: 1 } }]), 0, 'recruitHamsters', 1);
    expect('target' in one && one.target).toBe("1 die per Politician (2): over Bo's 1 Politician takes a hamster");
  });
});

describe('outcomeOdds, against hand counts', () => {
  it('Transcend with boosts +4 and no Feral: only a 6 reaches 10 → 1/6', () => {
    const o = odds(outcomeOdds(sketchGame([{ boost: 4 }, {}]), 0, 'transcend'));
    expect(byText(o)).toEqual({ 'transcends and wins the game': '1/6', 'no effect': '5/6' });
  });
  it('Breed with 3 Breeders at Feral 1: faces 1–2 → +2, 3–5 → +3, 6 → +6', () => {
    const o = odds(outcomeOdds(sketchGame([{ hamsters: { breeders: 3 } }, {}], { feral: 1 }), 0, 'breed'));
    expect(byText(o)).toEqual({ '+2 hamsters': '1/3', '+3 hamsters': '1/2', '+6 hamsters': '1/6' });
    expect(o.perDie.map((d) => d.faces)).toEqual([[1, 2], [6], [3, 4, 5]]);
  });
  it('Patrol with 2 Guards at Feral 2: per die 6 → −1 Feral, 5 → nothing, 1–4 → −1 Guard', () => {
    const o = odds(outcomeOdds(sketchGame([{ hamsters: { guards: 2 } }, {}], { feral: 2 }), 0, 'patrol'));
    // (6,6)=1; {6,5}=2; {6,≤4}=8; (5,5)=1; {5,≤4}=8; (≤4,≤4)=16 — out of 36
    expect(byText(o)).toEqual({
      'Feral 2 → 0': '1/36',
      'Feral 2 → 1': '1/18',
      'Feral 2 → 1, −1 Guard': '2/9',
      'no effect': '1/36',
      '−1 Guard': '2/9',
      '−2 Guards': '4/9',
    });
    const guards = o.marginals.find((m) => m.label === 'Guards lost');
    expect(guards?.values.map((v) => v.fraction)).toEqual(['1/9', '4/9', '4/9']); // 4, 16, 16 of 36
    expect(guards?.values.map((v) => v.text)).toEqual(['0', '−1', '−2']);
  });
  it('Patrol at Feral 1 merges "two off" into "one off": the level cannot go below 0', () => {
    const o = odds(outcomeOdds(sketchGame([{ hamsters: { guards: 2 } }, {}], { feral: 1 }), 0, 'patrol'));
    // per die: 5–6 → off (2), 4 → nothing (1), 1–3 → lose (3). Level 0 with no Guard lost: (off,off)4 + (off,none)4 = 8
    expect(byText(o)['Feral 1 → 0']).toBe('2/9');
  });
  it('Recruit Barbarians depends on the order of the dice at Feral 0', () => {
    const o = odds(outcomeOdds(sketchGame([{ hamsters: { politicians: 2 } }, {}]), 0, 'recruitBarbarians'));
    // per die: 5–6 recruit (2 faces), 1 loses (1 face). Up then down ends at 0; down (floored) then up ends at 1.
    const t = byText(o);
    expect(t['+1 hamster, −1 Politician']).toBe('1/18');
    expect(t['Feral 0 → 1, +1 hamster, −1 Politician']).toBe('1/18');
    expect(t['+2 hamsters']).toBe('1/9');
    expect(t['Feral 0 → 2, −2 Politicians']).toBe('1/36');
  });
  it('Recruit Barbarians at Feral 4 with −4: revolt needs both dice under 2 (faces 1–5): 25/36', () => {
    const o = odds(outcomeOdds(sketchGame([{ hamsters: { politicians: 2 } }, {}], { feral: 4 }), 0, 'recruitBarbarians'));
    expect(byText(o)['Feral 4 → past 5: revolt, everyone loses']).toBe('25/36');
  });
  it('each count on its own merges the revolt into one tally: Feral 4, 4 Politicians, Boost 2, Assist 1 (each die −1)', () => {
    const o = odds(outcomeOdds(sketchGame([{ hamsters: { politicians: 4 }, boost: 2, assists: 1 }, {}], { feral: 4 }), 0, 'recruitBarbarians'));
    const table = (label: string) => Object.fromEntries(o.marginals.find((m) => m.label === label)!.values.map((v) => [v.text, v.fraction]));
    // Counted by hand over the 1296 sequences: a hamster gained before a revolt is never placed.
    expect(table('Hamsters gained')).toEqual({ '0': '11/48', '+1': '35/108', '+2': '73/648', '+3': '5/324', '+4': '1/1296', revolt: '103/324' });
    expect(table('Politicians lost')).toEqual({ '0': '16/81', '−1': '32/81', '−2': '29/324', revolt: '103/324' });
    expect(table('Feral level')).toEqual({ '0': '1/1296', '1': '1/108', '2': '31/648', '3': '5/36', '4': '317/1296', '5': '13/54', 'past 5: revolt': '103/324' });
    expect(byText(o)['Feral 4 → past 5: revolt, everyone loses']).toBe('103/324');
  });
  it('Recruit Hamsters is capped by what the target has', () => {
    const g = sketchGame([{ hamsters: { politicians: 2 } }, { hamsters: { guards: 1 } }]);
    // r > 0 always: both dice succeed, but Bo has only 1 hamster
    expect(byText(odds(outcomeOdds(g, 0, 'recruitHamsters', 1)))).toEqual({ 'Bo gives 1 hamster': '1' });
  });
  it('roll-free actions have one sure outcome', () => {
    expect(byText(odds(outcomeOdds(sketchGame([{}, {}]), 0, 'engineer')))).toEqual({ '+1 hamster': '1' });
  });
  it('probabilities add up to exactly 1 for 6 Guards', () => {
    const o = odds(outcomeOdds(sketchGame([{ hamsters: { guards: 6 } }, {}], { feral: 3 }), 0, 'patrol'));
    expect(o.outcomes.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 12);
  });
  it('Tunnel with fewer tokens than Diggers', () => {
    const g = sketchGame([{ hamsters: { diggers: 3 } }, {}], { feral: 1 });
    expect(byText(odds(outcomeOdds(g, 0, 'tunnel', null, 1)))).toEqual({ '−1 Digger': '1/6', 'no effect': '5/6' });
    expect(outcomeOdds(g, 0, 'tunnel', null, 4)).toEqual({ error: 'Tunnel rolls 0 to 3 dice, not 4' });
  });
});
