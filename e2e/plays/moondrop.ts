// Moon Drop's scripted game: two players, seven rounds on the app's sheets, to the final totals.
import { type Page, expect } from '@playwright/test';
import type { PlayScript } from '../play-testkit';
import { type CrisisId, type GoalId, type Sheet, CRISES, CRISIS_NAMES, GOALS, GOAL_NAMES, blockFor, blockModules, emptySheet, legalPlacements, placeBlock } from '../../src/games/moondrop/engine/screens';
import { scoreSheet } from '../../src/games/moondrop/engine/score';

// The blue die's face for each shape (RULES.md §3: 1 I, 2 L, 3 J, 4 T, 5 S, 6 Z).
const BLUE: Record<string, number> = { I: 1, L: 2, J: 3, T: 4, S: 5, Z: 6 };
const PLAYERS = ['Player 1', 'Player 2'];

const cell = (page: Page, row: number, col: number) => page.getByRole('grid').getByRole('button', { name: new RegExp(`^Row ${row} col ${col}:`) });

/** The round's block as the pinned line says it ("Block L: 1 2 3 4"). */
async function pinnedBlock(page: Page) {
  const text = (await page.getByTestId('pin-numbers').textContent()) ?? '';
  const m = /^Block ([ILJTSZ]): ([1-6]) ([1-6]) ([1-6]) ([1-6])$/.exec(text);
  if (!m) throw new Error(`the pinned line names no block: "${text}"`);
  return blockFor(BLUE[m[1]!]!, [m[2], m[3], m[4], m[5]].map(Number));
}

/**
 * Moon Drop: a new table from home, the cards dealt as play starts, then 7 rounds of the app's rolls, each player
 * placing the block at the first place it fits unturned (a 3 left as Life Support), the crises shuffled in the app,
 * and the totals read in the order it gave.
 * Per round: Roll, then each sheet's cell and Place, with "Next" between the two players: 6 taps.
 */
export const moonDropPlay: PlayScript = {
  tool: 'Moon Drop',
  // 45 measured by hand before issue 39's work, plus the one tap of the end-of-game shuffle, which the text asks for and the
  // app did not ask before issue 40 (it scored the order dealt): 46.
  before: { taps: 46, swipes: 21, note: 'measured by hand for 2 players × 7 rounds before this work (issue 39), +1 for the crisis shuffle at the end (issue 40)' },
  async play(p) {
    const { page } = p;
    await p.tap(page.getByRole('button', { name: /^Moon Drop / }));
    await p.tap(page.getByRole('button', { name: 'Deal and play 7 rounds here' }));
    const sheets: Sheet[] = PLAYERS.map(() => emptySheet());
    for (let round = 1; round <= 7; round++) {
      await p.reads(page.getByTestId('pin-where'), `Round ${round} of 7 · roll the block`);
      await p.tap(page.getByRole('button', { name: 'Roll the 5 dice' }));
      await expect(page.getByTestId('pin-numbers')).toHaveText(/^Block /);
      const block = await pinnedBlock(page);
      const squares = blockModules(block, block.cells.map((c) => (c.face === 3 ? 'L' : undefined)));
      if ('error' in squares) throw new Error(squares.error);
      for (const [i, name] of PLAYERS.entries()) {
        await p.reads(page.getByTestId('pin-where'), `Round ${round} of 7 · ${name} places`);
        const at = legalPlacements(sheets[i]!, block.cells).find((x) => x.rotation === 0);
        if (!at) throw new Error(`round ${round}: the block fits nowhere unturned on ${name}'s sheet`);
        const placed = placeBlock(sheets[i]!, squares, at.anchor, 0);
        if ('error' in placed) throw new Error(placed.error);
        sheets[i] = placed;
        const one = block.cells[0]!;
        await p.tap(cell(page, at.anchor.row + one.row + 1, at.anchor.col + one.col + 1));
        await p.tap(page.getByRole('button', { name: `Place on ${name}'s sheet` }));
        if (i < PLAYERS.length - 1) {
          const next = page.getByRole('button', { name: `Next: ${PLAYERS[i + 1]}'s sheet` });
          // The phone changes hands here: longer than the half second Next ignores taps for after Place.
          await expect(next).not.toHaveAttribute('aria-disabled', 'true');
          await p.tap(next);
        }
      }
    }
    // The final totals first: each player's best total as the engine scores the sheet played, and the winner.
    await expect(page.getByRole('heading', { name: 'Final sheets and scores' })).toBeVisible();
    // The table shuffles the crises (here in the app); only then are the sheets scored, in the order it gave.
    await p.reads(page.getByTestId('pin-where'), 'Final sheets · shuffle the crises');
    await p.tap(page.getByRole('button', { name: 'Shuffle the crises in the app' }));
    await p.reads(page.getByTestId('cards'), /^Crises \(shuffled by the app\): \w+ → \w+ → \w+/);
    const cards = (await page.getByTestId('cards').textContent()) ?? '';
    const crises = CRISES.filter((c) => cards.includes(CRISIS_NAMES[c])).sort((a, b) => cards.indexOf(CRISIS_NAMES[a]) - cards.indexOf(CRISIS_NAMES[b])) as CrisisId[];
    const goals = GOALS.filter((g) => cards.includes(GOAL_NAMES[g])) as GoalId[];
    expect([crises.length, goals.length]).toEqual([3, 2]);
    const totals = sheets.map((s) => scoreSheet(s, crises, goals).total);
    const rows = page.getByTestId('compare').locator('tbody tr');
    for (const [i, total] of totals.entries()) await p.reads(rows.nth(i).locator('td b'), String(total));
    const top = Math.max(...totals);
    const winners = PLAYERS.filter((_, i) => totals[i] === top);
    await p.reads(
      page.getByTestId('winner'),
      top === 0 ? 'No points yet: every sheet scores 0, so nobody wins.' : winners.length === 1 ? `${winners[0]} wins with ${top}.` : `${winners.join(' and ')} share the win with ${top}.`,
    );
  },
};
