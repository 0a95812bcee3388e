import { describe, expect, it } from 'vitest';
import { applyCellular } from './move-table';
import type { CellularAction, CellularDoc } from './game';
import { noDice, startContest, startScarcity } from './index';
import { must, sketchGame } from './testkit';
import type { CellularState, Phase } from './types';

// The engine refuses on its own what the screens never offer in a phase: a hand-edited history or a received
// link's steps are replayed through it, so what the screens hide must not go through there either.
const doc = (game: CellularState): CellularDoc => ({ stage: 'play', game });
const apply = (game: CellularState, a: CellularAction) => applyCellular(doc(game), a);
const d = (x: Partial<ReturnType<typeof noDice>>) => ({ ...noDice(), ...x });
const inPhase = (phase: Phase) => sketchGame([{ d4: 1 }, { d6: 1 }], { phase });
// A Scarcity roll left open where the rules never leave one (as a hand-edited game could hold it).
const openIn = (phase: Phase, decidesGame = false): CellularState => {
  const g = must(startScarcity(sketchGame([{ d4: 1 }, { d6: 1 }]), [0, 1], 'a Trait'));
  return { ...g, phase, ...(phase === 'genomes' ? { round: 1, step: 'genePool' as const } : { round: 3, step: 'roundEnd' as const }), scarcity: { ...g.scarcity!, decidesGame } };
};

describe('Cellular Powerhouse moves refused where the screens never offer them', () => {
  it('a Scarcity roll is started only during the Rounds: not during the snake draft, not while Nutrients are counted', () => {
    const start: CellularAction = { type: 'scarcity', contenders: [0, 1], prize: 'a Trait' };
    expect(apply(inPhase('genomes'), start)).toEqual({ error: 'A Scarcity roll is made during the Rounds: finish the Starting Genome draft first' });
    expect(apply(inPhase('scoring'), start)).toEqual({ error: 'All 3 Rounds are over: only a tie for the most Nutrients goes to a Scarcity roll' });
    expect(apply(inPhase('rounds'), start)).toMatchObject({ game: { scarcity: { contenders: [0, 1], prize: 'a Trait', winner: null } } });
  });

  it('no Starting Genome is picked while a Scarcity roll is open', () => {
    expect(apply(openIn('genomes'), { type: 'genome' })).toEqual({ error: 'Finish the Scarcity roll first' });
    expect(apply(inPhase('genomes'), { type: 'genome' })).toMatchObject({ game: { genomePicks: 1 } });
  });

  it('a Scarcity roll open where none is made takes no pick and no throw', () => {
    expect(apply(openIn('genomes'), { type: 'commit', player: 0, dice: d({ d4: 1 }) })).toEqual({ error: 'No Scarcity roll is made during the Starting Genome draft' });
    const allIn = (g: CellularState): CellularState => ({ ...g, scarcity: { ...g.scarcity!, commits: [d({ d4: 1 }), d({ d6: 1 })], mode: 'chosen' } });
    expect(apply(allIn(openIn('genomes')), { type: 'roll', faces: [[1], [2]] })).toEqual({ error: 'No Scarcity roll is made during the Starting Genome draft' });
    // After Round 3, only the roll for the game; during the Rounds, never that one.
    expect(apply(allIn(openIn('scoring')), { type: 'roll', faces: [[1], [2]] })).toEqual({ error: 'All 3 Rounds are over: only a tie for the most Nutrients goes to a Scarcity roll' });
    const forGame = { ...allIn(openIn('rounds', true)), round: 2, step: 'draft' as const };
    expect(apply(forGame, { type: 'roll', faces: [[1], [2]] })).toEqual({ error: 'The Scarcity roll for the game comes after Round 3' });
    expect(apply({ ...allIn(openIn('scoring')), scarcity: { ...allIn(openIn('scoring')).scarcity!, decidesGame: true } }, { type: 'roll', faces: [[1], [2]] })).toMatchObject({
      game: { phase: 'over', winner: 1 },
    });
  });

  it('a card-effect roll is made only during the Rounds', () => {
    const effect: CellularAction = { type: 'effect', player: 0, dice: d({ d4: 1 }), faces: [3], keep: false };
    expect(apply(inPhase('genomes'), effect)).toEqual({ error: 'Card effects are rolled during the Rounds' });
    expect(apply(inPhase('scoring'), effect)).toEqual({ error: 'Card effects are rolled during the Rounds' });
    expect(apply(openIn('scoring', true), effect)).toEqual({ error: 'Finish the Scarcity roll first' });
  });

  it('a card-effect roll of players against each other left open outside the Rounds takes no pick and no cast', () => {
    const open = must(startContest(sketchGame([{ d4: 1 }, { d6: 1 }]), [0, 1], false));
    const late = { ...open, phase: 'scoring' as const, round: 3, step: 'roundEnd' as const };
    expect(apply(late, { type: 'contestPick', player: 0, dice: d({ d4: 1 }) })).toEqual({ error: 'Card effects are rolled during the Rounds' });
    const allIn = { ...late, contest: { ...late.contest!, commits: [d({ d4: 1 }), d({ d6: 1 })] } };
    expect(apply(allIn, { type: 'contestCast', faces: [[1], [2]] })).toEqual({ error: 'Card effects are rolled during the Rounds' });
    expect(apply({ ...allIn, phase: 'genomes', round: 1, step: 'genePool' }, { type: 'contestCast', faces: [[1], [2]] })).toEqual({ error: 'Card effects are rolled during the Rounds' });
    // During the Rounds the same cast goes through.
    expect(apply({ ...open, contest: allIn.contest }, { type: 'contestCast', faces: [[1], [2]] })).toMatchObject({ game: { contest: { rolls: [{ total: 1 }, { total: 2 }] } } });
  });
});
