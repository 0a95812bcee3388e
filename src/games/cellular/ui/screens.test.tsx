import { describe, expect, it } from 'vitest';
import { type CellularAction, type CellularDoc, newDoc } from '../engine/game';
import { applyCellular } from '../engine/move-table';
import { drawCellular } from './draw-testkit';
import guide from '../guide';

const names = (...list: string[]) => list.map((name, i) => ({ name, colour: ['#1f6fd1', '#d1451f', '#2f9e44'][i]! }));
const none = { d4: 0, d6: 0, d8: 0, d12: 0 };

function play(actions: CellularAction[], from: CellularDoc = newDoc()): CellularDoc {
  return actions.reduce((d, a) => {
    const next = applyCellular(d, a);
    if ('error' in next) throw new Error(next.error);
    return next;
  }, from);
}

// Ana 8, Bo 10, Cy 10 Nutrients: Bo and Cy (a d4 each) tie and roll a d8 each (nobody commits): 3 against 7.
const tiedGame = () =>
  play([
    { type: 'setup', setup: { players: names('Ana', 'Bo', 'Cy'), snakeDraft: false } },
    { type: 'start' },
    { type: 'take', player: 1, dice: { ...none, d4: 1 } },
    { type: 'take', player: 2, dice: { ...none, d4: 1 } },
    ...Array.from({ length: 12 }, (): CellularAction => ({ type: 'next' })),
    ...[8, 10, 10].map((faceDown, player): CellularAction => ({ type: 'nutrients', player, sheet: { faceDown, mutations: 0, evolutions: [] } })),
    { type: 'finish' },
  ]);

describe('the Cellular Powerhouse screen', () => {
  it('at a tie for most Nutrients: hand the phone to the first tied player, nothing else to do', () => {
    const html = drawCellular(tiedGame());
    expect(html).toContain('Scarcity roll for the game');
    expect(html).toContain('Hand the phone to Bo');
    // Declare the winner is gone from the foot until the roll is over, and the counts are locked.
    expect(html).not.toContain('Declare the winner');
    expect(html).toMatch(/<fieldset class="player-card nutrient-sheet"[^>]*disabled>/);
  });

  it('a tied player with no dice is skipped: the d8 roll comes at once', () => {
    const empty = play([
      { type: 'setup', setup: { players: names('Ana', 'Bo', 'Cy'), snakeDraft: false } },
      { type: 'start' },
      ...Array.from({ length: 12 }, (): CellularAction => ({ type: 'next' })),
      ...[8, 10, 10].map((faceDown, player): CellularAction => ({ type: 'nutrients', player, sheet: { faceDown, mutations: 0, evolutions: [] } })),
      { type: 'finish' },
    ]);
    const html = drawCellular(empty);
    expect(html).not.toContain('Hand the phone to');
    expect(html).toContain('Nobody committed a die: every contender rolls one d8');
    expect(html).toContain('Bo and Cy have no dice and pick nothing');
  });

  it('lists the winner of a tie first, above those it tied with', () => {
    const over = play(
      [
        { type: 'commit', player: 1, dice: none },
        { type: 'commit', player: 2, dice: none },
        { type: 'roll', faces: [[3], [7]] },
      ],
      tiedGame(),
    );
    const html = drawCellular(over);
    expect(html).toContain('<strong>Cy wins</strong> with 10 Nutrients, after a Scarcity roll for the tie.');
    const rows = [...html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>(-?\d+)<\/td><\/tr>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(rows).toEqual(['Cy (winner) 10', 'Bo 10', 'Ana 8']);
  });

  it('words the Drafting pick as the text does: pick a card in hand, then all go face up together; never "in secret" (issue 40, point 9)', () => {
    const draft = play([{ type: 'setup', setup: { players: names('Ana', 'Bo'), snakeDraft: false } }, { type: 'start' }, { type: 'next' }]);
    const text = drawCellular(draft).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Round 1 of 3 · Drafting');
    expect(text).toContain('Everyone picks a card in hand; once all have picked, the picked cards go face up together; pass hands left until no cards are left.');
    expect(text).toContain('everyone places the picked card face up into their Microbe at the same time');
    expect(text).not.toMatch(/secret/i);
    const drafting = guide.turn.filter((line) => line.startsWith('Drafting'));
    expect(drafting).toEqual(['Drafting: anyone may draw from the Gene Pool and then discard a card from hand; everyone picks a card from hand, and once all have picked, the picked cards go face up together and Draft effects happen at once.']);
  });
});
