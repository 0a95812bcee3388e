import { describe, expect, it } from 'vitest';
import { checkCellularState } from './check';
import { castContest, commitDice, finishGame, noDice, pickForContest, startContest, rollForEffect, rollScarcity, startScarcity } from './index';
import { filled, must, sketchGame } from './testkit';
import type { CellularState } from './types';

// A hand-edited backup or a received link whose every field reads may still say what the rules never reach:
// each such game is refused with what is wrong and where; the same game as the rules reach it is accepted.
const problem = (game: CellularState) => checkCellularState(JSON.parse(JSON.stringify({ stage: 'play', game })));
const base = () => sketchGame([{ d4: 2 }, { d6: 1 }]);
const counting = () => sketchGame([{}, {}], { phase: 'scoring' });
// Ana 2 d4 against Bo's d6: 1 + 2 against 3 is a tie, then 4 + 4 against 1: Ana wins the Trait.
function scarcityPlayed(): CellularState {
  let g = must(startScarcity(base(), [0, 1], 'a Trait'));
  g = must(commitDice(g, 0, { d4: 2 }));
  g = must(commitDice(g, 1, { d6: 1 }));
  g = must(rollScarcity(g, [[1, 2], [3]]));
  return must(rollScarcity(g, [[4, 4], [1]]));
}
const withSheets = (g: CellularState, ...sheets: ReturnType<typeof filled>[]) => ({ ...g, players: g.players.map((m, i) => ({ ...m, sheet: sheets[i] ?? null })) });

describe('Cellular Powerhouse games the rules cannot reach', () => {
  it('are accepted as the rules reach them', () => {
    expect(problem(base())).toBeNull();
    expect(problem(scarcityPlayed())).toBeNull();
    expect(problem(must(finishGame(withSheets(counting(), filled(90, 0, []), filled(1, 0, [])))))).toBeNull();
    expect(problem(must(rollForEffect(base(), 1, { ...noDice(), d6: 1 }, [6], false)))).toBeNull();
  });

  it('refuse dice made up or lost: 50 d12 in one Microbe', () => {
    const g = base();
    expect(problem({ ...g, players: g.players.map((m, i) => (i ? m : { ...m, dice: { ...m.dice, d12: 50 } })) })).toBe(
      'the d12s do not add up: the Center 1 + Ana 50 + Bo 0 = 51, but 2 players play with 1 d12',
    );
    expect(problem({ ...g, center: { ...g.center, d4: 0 } })).toBe('the d4s do not add up: the Center 0 + Ana 2 + Bo 0 = 2, but 2 players play with 6 d4');
  });

  it('refuse counters that do not follow one another', () => {
    const g = base();
    expect(problem({ ...g, traitsRemoved: 45 })).toBe('45 Traits are removed from the Source, but a game of 2 removes 90');
    expect(problem({ ...g, genePool: 41 })).toBe('the Gene Pool holds 41 cards, more than a full one of 40');
    expect(problem({ ...g, phase: 'genomes', genomePicks: 1, round: 2 })).toBe('the snake draft is at pick 2 of 4, but the game is already at Round 2 · Gene Pool with a Gene Pool of 40');
    const rolled = must(rollForEffect(g, 1, { ...noDice(), d6: 1 }, [6], false));
    expect(problem({ ...rolled, phase: 'genomes' })).toBe('a roll is recorded during the snake draft, where none is made');
    expect(problem({ ...g, genomePicks: 3 })).toBe('the snake draft stopped at pick 3 of 4, yet the game is past it');
    expect(problem({ ...g, phase: 'scoring', round: 2 })).toBe('Nutrients are counted, but the game is at Round 2 · Gene Pool, not after Round 3');
    expect(problem(withSheets({ ...g, step: 'compete' }, filled(3, 0, [])))).toBe("Ana's Nutrients are entered before Round 3 is over");
  });

  it("refuse a Scarcity roll whose picks, throws and winner do not tell one story", () => {
    const open = must(startScarcity(base(), [0, 1], 'a Trait'));
    const s = open.scarcity!;
    expect(problem({ ...open, scarcity: { ...s, contenders: [1, 0] } })).toBe("the Scarcity roll's contenders (Bo and Ana) are not in seat order");
    expect(problem({ ...open, scarcity: { ...s, commits: [null, { d4: 0, d6: 1, d8: 0, d12: 0 }] } })).toBe('Bo has picked dice for the Scarcity roll before Ana, whose turn it is');
    const won = scarcityPlayed();
    const w = won.scarcity!;
    const [first, second] = w.rolls as [typeof w.rolls[0], typeof w.rolls[0]];
    expect(problem({ ...won, scarcity: { ...w, rolls: [first, [second[0]!]] } })).toBe('Scarcity throw 2 is by Ana, but Ana and Bo roll it');
    expect(problem({ ...won, scarcity: { ...w, rolls: [first, [second[0]!, { ...second[1]!, dice: [{ die: 'd8', face: 1 }] }]] } })).toBe('Bo rolls other dice in Scarcity throw 2 than were picked');
    expect(problem({ ...won, scarcity: { ...w, rolls: [[{ ...first[0]!, total: 9 }, first[1]!], second] } })).toBe("Ana's total in Scarcity throw 1 is 9, but the faces add up to 3");
    expect(problem({ ...won, scarcity: { ...w, rolls: [second, second] } })).toBe('Ana won Scarcity throw 1 outright, yet the Scarcity roll went on');
    expect(problem({ ...won, scarcity: { ...w, rolls: [first] } })).toBe('the Scarcity roll for a Trait names Ana the winner, but its last throw is a tie');
    expect(problem({ ...won, scarcity: { ...w, winner: 1 } })).toBe('Ana rolled highest in the Scarcity roll for a Trait, but it names Bo');
  });

  it('refuse a Scarcity roll where the rules hold none', () => {
    const open = must(startScarcity(base(), [0, 1], 'a Trait'));
    expect(problem({ ...open, scarcity: { ...open.scarcity!, decidesGame: true } })).toBe('a Scarcity roll for the game is recorded at Round 1 · Gene Pool, before Nutrients are counted');
    const late = { ...open, phase: 'scoring' as const, round: 3, step: 'roundEnd' as const };
    expect(problem(late)).toBe('a Scarcity roll for a Trait is still open after Round 3');
    const tie = must(finishGame(withSheets(counting(), filled(5, 0, []), filled(5, 0, []))));
    expect(tie.scarcity).toMatchObject({ contenders: [0, 1], decidesGame: true, winner: null });
    expect(problem(tie)).toBeNull();
    expect(problem({ ...tie, phase: 'over', winner: 0 })).toBe('the game is over, but its Scarcity roll for the game has no winner');
  });

  it("refuse a winner the numbers do not make: Bo wins with 1 Nutrients over Ana's 90", () => {
    const over = must(finishGame(withSheets(counting(), filled(90, 0, []), filled(1, 0, []))));
    expect(over).toMatchObject({ phase: 'over', winner: 0 });
    expect(problem({ ...over, winner: 1 })).toBe('Bo is declared the winner with 1 Nutrients, but Ana has 90');
    // A tie for the most goes to a Scarcity roll among exactly those tied, and its winner is the game's.
    const tie = must(finishGame(withSheets(counting(), filled(5, 0, []), filled(5, 0, []))));
    expect(problem({ ...tie, phase: 'over', winner: 1, scarcity: null })).toBe('Ana and Bo tie for the most Nutrients (5), but no Scarcity roll for the game made Bo the winner');
    const decided = must(rollScarcity(tie, [[2], [7]]));
    expect(decided).toMatchObject({ phase: 'over', winner: 1 });
    expect(problem(decided)).toBeNull();
    expect(problem({ ...decided, winner: 0 })).toBe('Ana and Bo tie for the most Nutrients (5), but no Scarcity roll for the game made Ana the winner');
    expect(problem(withSheets(decided, filled(6, 0, []), filled(5, 0, [])))).toBe('Bo is declared the winner with 5 Nutrients, but Ana has 6');
    expect(problem({ ...withSheets(decided, filled(5, 0, []), filled(6, 0, [])) })).toBe('Bo has the most Nutrients alone, yet a Scarcity roll for the game was played');
    expect(problem(withSheets(tie, filled(5, 0, []), filled(4, 0, [])))).toBe('the Scarcity roll for the game is among Ana and Bo, but Ana has 5 alone');
  });

  it('refuse a card-effect roll of no dice or with a total its faces do not make', () => {
    const rolled = must(rollForEffect(base(), 0, { ...noDice(), d4: 2 }, [3, 4], true));
    expect(problem({ ...rolled, effect: { ...rolled.effect!, total: 8 } })).toBe('the last card-effect roll by Ana adds up to 8, but its faces make 7');
    expect(problem({ ...rolled, effect: { ...rolled.effect!, dice: [], total: 0 } })).toBe('the last card-effect roll by Ana has no dice');
  });

  it('refuse a card-effect roll of players against each other whose picks or cast the rules cannot reach', () => {
    const open = must(startContest(base(), [0, 1], false));
    const c = open.contest!;
    expect(problem(open)).toBeNull();
    expect(problem({ ...open, contest: { ...c, rollers: [1, 0] } })).toBe("the card-effect roll's rollers (Bo and Ana) are not in seat order");
    expect(problem({ ...open, contest: { ...c, commits: [null, { ...noDice(), d6: 1 }] } })).toBe('Bo has picked dice for the card-effect roll before Ana, whose turn it is');
    expect(problem({ ...open, phase: 'scoring', round: 3, step: 'roundEnd' })).toBe('a card-effect roll is being picked at the count of Nutrients, where none is made');
    const both = must(startScarcity(base(), [0, 1], 'a Trait'));
    expect(problem({ ...both, contest: c })).toBe('a card-effect roll is being picked while a Scarcity roll is under way');
    const cast = must(castContest(must(pickForContest(must(pickForContest(open, 0, { d4: 2 })), 1, { d6: 1 })), [[1, 2], [6]]));
    expect(problem(cast)).toBeNull();
    const [ana, bo] = cast.contest!.rolls!;
    expect(problem({ ...cast, contest: { ...cast.contest!, rolls: [{ ...ana!, total: 9 }, bo!] } })).toBe("Ana's total in the card-effect roll is 9, but the faces add up to 3");
    expect(problem({ ...cast, contest: { ...cast.contest!, rolls: [{ ...ana!, dice: [{ die: 'd12', face: 3 }], total: 3 }, bo!] } })).toBe('Ana casts other dice in the card-effect roll than were picked');
    expect(problem({ ...cast, contest: { ...cast.contest!, rolls: [bo!, ana!] } })).toBe('the card-effect throw lists Bo where Ana rolls');
  });
});
