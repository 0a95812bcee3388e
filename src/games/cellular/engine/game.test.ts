import { describe, expect, it } from 'vitest';
import { checkCellularState } from './check';
import { checkCellularAction, describeCellular, applyCellular } from './move-table';
import { cellularUndoRefusal, mergeCellular } from './log';
import { type CellularAction, type CellularDoc, newDoc } from './game';
import { type DiceSet, noDice, standings } from './index';
import { filled } from './testkit';

const ok = (d: CellularDoc | { error: string }): CellularDoc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};
const game = (d: CellularDoc) => {
  if (d.stage !== 'play') throw new Error('not in play');
  return d.game;
};
const dice = (x: Partial<DiceSet>): DiceSet => ({ ...noDice(), ...x });
const names = (...list: string[]) => list.map((name, i) => ({ name, colour: ['#1f6fd1', '#d1451f', '#2f9e44', '#b8860b'][i]! }));
const setup = (snakeDraft = false, ...list: string[]): CellularAction => ({ type: 'setup', setup: { players: names(...(list.length ? list : ['Ana', 'Bo', 'Cy'])), snakeDraft } });

/** Plays `actions` from `from`, returning the last document and every log line on the way. */
function play(actions: CellularAction[], from: CellularDoc = newDoc()) {
  let d = from;
  const lines: (string | null)[] = [];
  for (const a of actions) {
    const next = ok(applyCellular(d, a));
    lines.push(describeCellular(a, d, next));
    d = next;
  }
  return { doc: d, lines };
}

const started = () => play([setup(), { type: 'start' }]).doc;
// Ana takes 2 d4 and a d6, Bo a d8, Cy the d12.
const stocked = () =>
  play([{ type: 'take', player: 0, dice: dice({ d4: 2, d6: 1 }) }, { type: 'take', player: 1, dice: dice({ d8: 1 }) }, { type: 'take', player: 2, dice: dice({ d12: 1 }) }], started()).doc;

// Twelve steps: 3 Rounds of Gene Pool, Drafting, Competition and Round End Adaptations.
const toScoring = () => play(Array.from({ length: 12 }, (): CellularAction => ({ type: 'next' })), stocked());

describe('Cellular Powerhouse saved game', () => {
  it('starts from the setup form: three players, no snake draft; the Center and the Traits follow the count', () => {
    const d = newDoc();
    expect(d.stage === 'setup' && [d.setup.players.length, d.setup.snakeDraft]).toEqual([3, false]);
    expect(applyCellular(d, { type: 'next' })).toEqual({ error: 'Start the game first' });
    const { doc, lines } = play([setup(), { type: 'start' }]);
    expect(lines).toEqual([null, 'Game started: Ana, Bo, Cy. Center: 9 d4, 6 d6, 3 d8, 1 d12; remove 45 Traits']);
    expect([game(doc).phase, game(doc).genePool]).toEqual(['rounds', 60]);
    expect(applyCellular(doc, { type: 'start' })).toEqual({ error: 'The game has already started' });
  });

  it('plays the snake draft of Starting Genomes in seat order, then reversed', () => {
    const { doc, lines } = play([setup(true, 'Ana', 'Bo'), { type: 'start' }, { type: 'genome' }, { type: 'genome' }, { type: 'genome' }, { type: 'genome' }]);
    expect(lines).toEqual([
      null,
      'Game started: Ana, Bo. Center: 6 d4, 4 d6, 2 d8, 1 d12; remove 90 Traits; Starting Genomes by snake draft first',
      'Ana picks a Starting Genome',
      'Bo picks a Starting Genome',
      'Bo picks a Starting Genome',
      'Ana picks a Starting Genome; Round 1 begins',
    ]);
    expect(game(doc).phase).toBe('rounds');
  });

  it('deals a short Gene Pool as evenly as possible, the odd cards to the earliest seats', () => {
    const { lines } = play([{ type: 'genePool', cards: 10 }], started());
    expect(lines).toEqual(['Gene Pool: 10 cards, dealt 4, 3, 3']);
    expect(mergeCellular({ type: 'genePool', cards: 11 }, { type: 'genePool', cards: 10 })).toEqual({ type: 'genePool', cards: 10 });
  });

  it('moves dice between the Center and the Microbes; repeated taps by one player fold into one step', () => {
    const { doc, lines } = play([{ type: 'take', player: 0, dice: dice({ d4: 1 }) }, { type: 'return', player: 0, dice: dice({ d4: 1 }) }], started());
    expect(lines).toEqual(['Ana takes 1 d4 from the Center', 'Ana returns 1 d4 to the Center']);
    expect(game(doc).center).toEqual({ d4: 9, d6: 6, d8: 3, d12: 1 });
    const take = (player: number, x: Partial<DiceSet>): CellularAction => ({ type: 'take', player, dice: dice(x) });
    // A second tap merges into the first step: its own line names the one die it moved; undoing the step names both.
    const first = ok(applyCellular(started(), take(0, { d4: 1 })));
    const merged = mergeCellular(take(0, { d4: 1 }), take(0, { d4: 1 }))!;
    const both = ok(applyCellular(started(), merged));
    expect(describeCellular(take(0, { d4: 1 }), first, both)).toBe('Ana takes 1 d4 from the Center');
    expect(describeCellular(merged, started(), both)).toBe('Ana takes 2 d4 from the Center');
    expect(mergeCellular(take(0, { d4: 1 }), take(0, { d6: 1 }))).toEqual(take(0, { d4: 1, d6: 1 }));
    expect(mergeCellular(take(0, { d4: 1 }), take(1, { d4: 1 }))).toBeNull();
    expect(mergeCellular(take(0, { d4: 1 }), { type: 'return', player: 0, dice: dice({ d4: 1 }) })).toBeNull();
    expect(mergeCellular({ type: 'commit', player: 0, dice: dice({}) }, { type: 'commit', player: 0, dice: dice({}) })).toBeNull();
  });

  it('a secret Scarcity roll: the log says who picked, never what, until the dice are cast', () => {
    const { doc, lines } = play(
      [
        { type: 'scarcity', contenders: [0, 1, 2], prize: 'the Competition' },
        { type: 'commit', player: 0, dice: dice({ d4: 2 }) },
        { type: 'commit', player: 1, dice: dice({ d8: 1 }) },
        { type: 'commit', player: 2, dice: dice({}) },
        // Ana 4 + 3 = 7 ties Bo's 7; Cy rolls nothing. Ana and Bo roll the same dice again: 2 + 1 = 3 against 5.
        { type: 'roll', faces: [[4, 3], [7], []] },
        { type: 'roll', faces: [[2, 1], [5]] },
      ],
      stocked(),
    );
    expect(lines).toEqual([
      'Scarcity roll for the Competition among Ana, Bo, Cy: Ana picks dice first',
      'Ana picked in secret',
      'Bo picked in secret',
      'Cy picked in secret; all picks are in: reveal and roll',
      'Scarcity roll: Ana d4 4 + d4 3 = 7; Bo d8 7 = 7; Cy no dice = 0. Ana and Bo tie with 7 and roll the same dice again',
      'Scarcity roll: Ana d4 2 + d4 1 = 3; Bo d8 5 = 5. Bo wins the Competition; the rolled dice go back to the Center',
    ]);
    const g = game(doc);
    // Ana's 2 d4 and Bo's d8 went back; Ana keeps the d6 she did not pick, Cy the d12.
    expect(g.center).toEqual({ d4: 9, d6: 5, d8: 3, d12: 0 });
    expect(g.players.map((m) => m.dice)).toEqual([dice({ d6: 1 }), dice({}), dice({ d12: 1 })]);
  });

  it('undo and redo lines of a pick do not name its dice either', () => {
    const open = play([{ type: 'scarcity', contenders: [0, 1], prize: 'a Trait' }], stocked()).doc;
    const a: CellularAction = { type: 'commit', player: 0, dice: dice({ d4: 1, d6: 1 }) };
    const after = ok(applyCellular(open, a));
    // The session describes an undone or redone step with the same before and after states.
    expect(describeCellular(a, open, after)).toBe('Ana picked in secret');
    expect(game(after).receipt).toBe('Ana has picked; hand the phone to Bo');
  });

  it('undo may take back a pick while picks go on, never once every pick is in (the last picker would pick knowing)', () => {
    const open = play([{ type: 'scarcity', contenders: [0, 1], prize: 'a Trait' }], stocked()).doc;
    const first: CellularAction = { type: 'commit', player: 0, dice: dice({}) };
    const mid = ok(applyCellular(open, first));
    expect(cellularUndoRefusal(mid, first)).toBeNull();
    // Bo's empty pick makes it a d8 roll: that tells Bo Ana committed nothing, so Bo may not pick again.
    const last: CellularAction = { type: 'commit', player: 1, dice: dice({}) };
    const allIn = ok(applyCellular(mid, last));
    expect(cellularUndoRefusal(allIn, last)).toBe('Every pick is in: a pick cannot be taken back now, as the table may have seen them. Roll the dice.');
    // Any other last step undoes as usual, the throw included.
    const thrown: CellularAction = { type: 'roll', faces: [[2], [5]] };
    expect(cellularUndoRefusal(ok(applyCellular(allIn, thrown)), thrown)).toBeNull();
  });

  it('nobody commits a die: every contender rolls a d8, and the d8 tie rolls again', () => {
    const { lines } = play(
      [
        { type: 'scarcity', contenders: [1, 0], prize: 'a Trait' },
        { type: 'commit', player: 0, dice: dice({}) },
        { type: 'commit', player: 1, dice: dice({}) },
        { type: 'roll', faces: [[3], [3]] },
        { type: 'roll', faces: [[8], [2]] },
      ],
      stocked(),
    );
    expect(lines.slice(2)).toEqual([
      'Bo picked in secret; nobody committed a die: every contender rolls 1 d8',
      'Scarcity roll: Ana d8 3 = 3; Bo d8 3 = 3. Ana and Bo tie with 3 and roll a d8 again',
      'Scarcity roll: Ana d8 8 = 8; Bo d8 2 = 2. Ana wins a Trait',
    ]);
  });

  it('counts Nutrients after Round 3: face-down ×1, Mutations ×5, Evolutions + or −; a tie goes to a Scarcity roll for the game', () => {
    const { doc, lines } = toScoring();
    expect(lines.at(-1)).toBe('Round 3 is over: count Nutrients');
    // Ana 12 + 2×5 + 3 − 2 = 23; Bo 20 + 0 + 3 = 23; Cy 5 + 5 = 10.
    const counted = play(
      [
        { type: 'nutrients', player: 0, sheet: filled(12, 2, [3, -2]) },
        { type: 'nutrients', player: 1, sheet: filled(20, 0, [3]) },
        { type: 'nutrients', player: 2, sheet: filled(5, 1, []) },
      ],
      doc,
    );
    expect(counted.lines).toEqual([null, null, null]);
    const tie = play([{ type: 'finish' }, { type: 'commit', player: 0, dice: dice({ d6: 1 }) }, { type: 'commit', player: 1, dice: dice({}) }, { type: 'roll', faces: [[4], []] }], counted.doc);
    expect(tie.lines).toEqual([
      'Nutrients: Ana 23, Bo 23, Cy 10. Scarcity roll for the game among Ana, Bo: Ana picks dice first',
      'Ana picked in secret',
      'Bo picked in secret; all picks are in: reveal and roll',
      'Scarcity roll: Ana d6 4 = 4; Bo no dice = 0. Ana wins the game; the rolled dice go back to the Center',
    ]);
    expect([game(tie.doc).phase, game(tie.doc).winner]).toEqual(['over', 0]);
    // One Nutrient less for Bo and Ana wins outright.
    const outright = play([{ type: 'nutrients', player: 1, sheet: filled(19, 0, [3]) }, { type: 'finish' }], counted.doc);
    expect(outright.lines.at(-1)).toBe('Nutrients: Ana 23, Bo 22, Cy 10. Ana wins with 23 Nutrients');
    expect(mergeCellular({ type: 'nutrients', player: 0, sheet: filled(1, 0, []) }, { type: 'nutrients', player: 0, sheet: filled(12, 0, []) })).toEqual({
      type: 'nutrients',
      player: 0,
      sheet: filled(12, 0, []),
    });
  });

  it('replays a count saved before outcomes (each Evolution a signed number) to the same totals', () => {
    const { doc } = toScoring();
    const old = [
      { type: 'nutrients', player: 0, sheet: { faceDown: 12, mutations: 2, evolutions: [3, -2, 0] } },
      { type: 'nutrients', player: 1, sheet: { faceDown: 20, mutations: 0, evolutions: [3] } },
      { type: 'nutrients', player: 2, sheet: { faceDown: 5, mutations: 1, evolutions: [] } },
    ];
    for (const a of old) expect(checkCellularAction(a)).toBeNull();
    const g = game(play(old as never, doc).doc);
    expect(standings(g).totals).toEqual([23, 23, 10]);
    expect(g.players[0]!.sheet).toEqual(filled(12, 2, [3, -2, 0]));
  });
});

describe('Cellular Powerhouse checks', () => {
  it('accepts saved games at every stage, and their actions', () => {
    const secret = play([{ type: 'scarcity', contenders: [0, 1, 2], prize: 'the Competition' }, { type: 'commit', player: 0, dice: dice({ d4: 1 }) }], stocked()).doc;
    for (const d of [newDoc(), started(), stocked(), secret, toScoring().doc]) expect(checkCellularState(JSON.parse(JSON.stringify(d)))).toBeNull();
    expect(checkCellularAction({ type: 'commit', player: 1, dice: dice({ d8: 1 }) })).toBeNull();
    expect(checkCellularAction({ type: 'roll', faces: [[4, 3], [7], []] })).toBeNull();
  });

  it.each([
    [{ stage: 'lobby' }, 'the Cellular Powerhouse game is neither in setup nor in play'],
    [{ stage: 'play', game: { ...game(started()), phase: 'nap' } }, '"nap" is not a phase'],
    [{ stage: 'play', game: { ...game(started()), round: 4 } }, 'the Round is not 1 to 3'],
    [{ stage: 'play', game: { ...game(started()), center: { d4: 1, d6: 1, d8: 1, d20: 1 } } }, "the Center's dice are not readable"],
    [{ stage: 'play', game: { ...game(started()), players: [game(started()).players[0]] } }, 'the game needs 2 to 4 Microbes'],
    [
      { stage: 'play', game: { ...game(started()), scarcity: { prize: 'x', contenders: [0, 1], commits: [null], mode: null, rolls: [], winner: null, decidesGame: false } } },
      'the Scarcity picks are not readable',
    ],
    [{ stage: 'play', game: { ...game(started()), winner: 0 } }, 'the winner and the phase disagree'],
    [{ stage: 'play', game: { ...game(started()), phase: 'genomes', genomePicks: 6 } }, 'the snake draft is over but Round 1 has not begun'],
    [
      { stage: 'play', game: { ...game(started()), scarcity: { prize: 'x', contenders: [0, 1], commits: [dice({}), dice({})], mode: 'chosen', rolls: [], winner: null, decidesGame: false } } },
      'the Scarcity picks and mode disagree',
    ],
    [
      { stage: 'play', game: { ...game(started()), scarcity: { prize: 'x', contenders: [0, 1], commits: [dice({ d4: 1 }), null], mode: null, rolls: [], winner: null, decidesGame: false } } },
      'a Scarcity pick is not in its Microbe',
    ],
    [
      { stage: 'play', game: { ...game(started()), scarcity: { prize: 'x', contenders: [0, 1], commits: [dice({}), dice({})], mode: 'd8', rolls: [], winner: 2, decidesGame: false } } },
      'the Scarcity winner is not a contender',
    ],
  ])('rejects a broken game (%#)', (doc, error) => {
    expect(checkCellularState(doc)).toBe(error);
  });

  it('refuses a move of a kind it does not know (from an older or newer app); a stored move that does not read is refused when the game is opened', () => {
    expect(applyCellular(started(), { type: 'cheat' } as never)).toEqual({ error: 'Unknown move "cheat"' });
    expect(checkCellularAction({ type: 'setup', setup: { players: [] } })).toBe('the setup form is not readable');
    // A partial set of dice: the types keep the model from building one; a stored one is caught here.
    expect(checkCellularAction({ type: 'take', player: 0, dice: { d4: 1 } })).toBe('a move of dice is not readable');
  });

  it('rejects broken actions', () => {
    expect(checkCellularAction({ type: 'cheat' })).toBe('unknown action "cheat"');
    expect(checkCellularAction({ type: 'commit', player: 0, dice: { d4: 1 } })).toBe('a move of dice is not readable');
    expect(checkCellularAction({ type: 'genePool', cards: -1 })).toBe('a Gene Pool size is not a count');
    expect(checkCellularAction({ type: 'nutrients', player: 0, sheet: { faceDown: 1, mutations: 0, evolutions: [1.5] } })).toBe('a count of Nutrients is not readable');
  });
});
