import { describe, it, expect } from 'vitest';
import {
  newGame, nextPhase, askToEnd, diplomacyStatus, trade, initiativeTies, setInitiative, resolveAction, endActions,
  harvestFlooding, feed, describe as line, type Cam8State,
} from './index';
import { must } from './testkit';

// Two turns of a 3-player game through the public API, checked against hand-kept brains.
describe('two turns of a 3-player game', () => {
  it('plays, saves mid-phase as JSON, and resumes', () => {
    const start = newGame({
      players: [
        { name: 'Ana', colour: 'red', hamsters: { breeders: 2, harvesters: 1 } },
        { name: 'Bo', colour: 'blue', hamsters: { guards: 2, politicians: 1 } },
        { name: 'Cy', colour: 'green', hamsters: { harvesters: 2, diggers: 1 } },
      ],
    });
    let s = must(start);
    const log: string[] = [];
    // Turn 1 · Diplomacy & Trade I: Ana and Cy ask to end (quorum 2 of 3).
    s = must(askToEnd(must(askToEnd(s, 0)), 2));
    expect(diplomacyStatus(s).countdown).toBe(true);
    s = must(nextPhase(s));
    // Initiative: Ana and Cy tie on 0 Politicians, nobody has krill; Cy rolls higher.
    expect(initiativeTies(s)).toEqual([{ politicians: 0, players: [0, 2], payer: null, paid: false, mustRoll: [0, 2] }]);
    s = must(setInitiative(s, { rolls: { 0: [2], 2: [5] } }));
    expect(s.initiative).toEqual([2, 0, 1]);
    s = must(nextPhase(s));
    expect([s.phase, s.active, s.actionsLeft]).toEqual(['command', 2, 1]);
    // Cy harvests: face 5 > 4 → 2 × 2 Harvesters = 4 krill.
    s = must(resolveAction(s, 2, 'harvest', { faces: [5] }));
    log.push(line(s.receipt!));
    // Ana breeds: face 1 < 2 → half of 2 Breeders = 1, a Harvester.
    s = must(resolveAction(s, 0, 'breed', { faces: [1], choices: { gain: { harvesters: 1 } } }));
    log.push(line(s.receipt!));
    // Bo patrols: nothing to drive off at Feral 0, faces 4 and 2 → loses a Guard.
    s = must(resolveAction(s, 1, 'patrol', { faces: [4, 2] }));
    log.push(line(s.receipt!));
    expect(s.active).toBeNull();
    s = must(nextPhase(must(nextPhase(s))));
    expect(s.phase).toBe('harvest');
    s = must(harvestFlooding(s, { 0: 3, 1: 1, 2: 0 }));
    // A save mid-phase is plain JSON and resumes equal.
    const saved: Cam8State = JSON.parse(JSON.stringify(s));
    expect(saved).toEqual(s);
    s = must(nextPhase(saved));
    // Diplomacy & Trade II: Cy gives Bo 1 krill.
    s = must(trade(s, { from: 2, to: 1, give: { krill: 1 } }));
    s = must(nextPhase(s));
    expect(s.phase).toBe('feed');
    // Ana: 3 krill, eats 1, 2 of her 4 hamsters eat, 2 flee (she picks 2 Harvesters).
    s = must(feed(s, 0, { flee: { harvesters: 2 } }));
    // Bo: 1 + 1 = 2 krill, eats 1, 1 of 2 hamsters eats, 1 flees (a choice between Guard and Politician).
    expect(feed(s, 1)).toHaveProperty('needs');
    s = must(feed(s, 1, { flee: { guards: 1 } }));
    // Cy: 4 − 1 = 3 krill, eats 1, 2 of 3 hamsters eat, 1 flees.
    s = must(feed(s, 2, { flee: { diggers: 1 } }));
    expect(s.feralLevel).toBe(4);
    s = must(nextPhase(s));
    expect([s.turn, s.phase]).toEqual([2, 'diplomacy1']);
    expect(s.players.map((w) => [w.size, w.krill, w.hamsters])).toEqual([
      [1, 0, { breeders: 2, diggers: 0, harvesters: 0, guards: 0, politicians: 0 }],
      [1, 0, { breeders: 0, diggers: 0, harvesters: 0, guards: 0, politicians: 1 }],
      [1, 0, { breeders: 0, diggers: 0, harvesters: 2, guards: 0, politicians: 0 }],
    ]);
    // Turn 2: Ana and Cy tie again; Ana wins the roll-off this time. Feral 4: every die −4.
    s = must(setInitiative(must(nextPhase(s)), { rolls: { 0: [6], 2: [3] } }));
    s = must(nextPhase(s));
    s = must(endActions(s, 0));
    s = must(resolveAction(s, 2, 'harvest', { faces: [6] })); // 6 − 4 = 2 → +2 krill
    s = must(resolveAction(s, 1, 'recruitBarbarians', { faces: [6] })); // 2: nothing
    s = must(nextPhase(must(nextPhase(s))));
    expect(nextPhase(s)).toHaveProperty('error'); // the harvest must be entered, even when nothing flooded
    s = must(harvestFlooding(s, [0, 0, 0]));
    s = must(nextPhase(must(nextPhase(s))));
    expect(s.phase).toBe('feed');
    // Feed is simultaneous: the tracker waits until every whale has fed, then moves for all who fled.
    s = must(feed(s, 2)); // 2 krill: eats 1, 1 Harvester eats, 1 flees
    expect([s.feralLevel, s.fled, s.gameOver]).toEqual([4, 1, null]);
    s = must(feed(s, 0)); // no krill: Ana starves, her 2 Breeders flee
    expect(s.players[0]?.out).toBe(true);
    expect([s.feralLevel, s.fled, s.gameOver]).toEqual([4, 3, null]);
    s = must(feed(s, 1)); // no krill: Bo starves, his Politician flees; all have fed: 4 fled, Feral 4 → past 5
    expect(s.gameOver?.kind).toBe('revolt');
    expect(log).toEqual([
      'Cy: Harvest Krill, rolled 5 → +4 krill',
      'Ana: Breed, rolled 1 → +1 hamster (1 Harvester)',
      'Bo: Patrol, rolled 4, 2 → −1 Guard',
    ]);
  });
});
