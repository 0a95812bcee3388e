// Captain Crackers' scripted game: a 12 × 12 board opened by its share link, four rounds of crew and Captain
// turns, to the Captain's win when the escape pod floods.
import { type Page, expect } from '@playwright/test';
import type { Player, PlayScript } from '../play-testkit';

/** The 12 × 12 board: leak 1 in a 2 × 3 basin walled by 3-high sandbags, the escape pod in its far corner, the crew outside. */
export const BASIN_BOARD = (() => {
  const rows = Array.from({ length: 12 }, () => Array.from({ length: 12 }, () => '00'));
  rows[0]![0] = '00L';
  rows[0]![11] = '00C';
  rows[11]![11] = '00L';
  rows[1]![2] = '00P';
  for (const [r, c] of [[0, 3], [1, 3], [2, 0], [2, 1], [2, 2], [2, 3]] as const) rows[r]![c] = '30';
  rows[5]![3] += 'a';
  rows[5]![6] += 'b';
  rows[5]![9] += 'c';
  return rows.map((r) => r.join('+')).join('/');
})();

/** A cell of the board on screen, by its 1-based row and column. */
const cell = (page: Page, row: number, col: number) => page.getByRole('grid').getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}:`) });

/** The Captain's pumps of one turn at leak 1 (already chosen): each where the unit comes to rest, or null where it cannot flow and stays on the leak. */
async function pumps(p: Player, to: readonly (readonly [number, number] | null)[]): Promise<void> {
  const { page } = p;
  for (const target of to) {
    const tap = target ? cell(page, target[0], target[1]) : page.getByRole('button', { name: /pump here: the unit stays on the leak/ });
    await expect(tap).toHaveAccessibleName(target ? /the pumped unit may come to rest here$/ : /stays on the leak$/);
    await p.tap(tap, target ? `pump to row ${target[0]}, column ${target[1]}` : 'pump: the unit stays on the leak');
  }
}

/**
 * Captain Crackers: the share link opens the calculator on the board, Start; round 1 crew a walks to the basin's
 * wall and puts a sandbag down, b and c stay; then every round all the crew stay and the Captain pumps 3 at
 * leak 1, filling the basin, until the pod floods in round 4.
 */
export const crackersPlay: PlayScript = {
  tool: 'Captain Crackers',
  // The issue measured "about 10 taps per round" by hand; this game plays 4 rounds: 1 tap to start, then 8, 5, 5 and 3.
  before: { taps: 40, swipes: null, note: 'about 10 taps per round by hand (issue 39), × 4 rounds' },
  async play(p) {
    const { page } = p;
    await page.goto(`./#/crackers?board=${BASIN_BOARD}`);
    await p.tap(page.getByRole('button', { name: 'Start a game on this board' }));
    await p.reads(page.getByTestId('pin-where'), 'Round 1 · crew a');

    // Round 1: crew a walks up to the basin's wall and puts a sandbag there; b and c stay.
    await p.tap(cell(page, 4, 2), 'crew a to row 4, column 2');
    await p.tap(page.getByRole('button', { name: 'Place a sandbag' }));
    await p.tap(page.getByRole('button', { name: /^Crew b and c stay/ }));
    await p.tap(page.getByRole('button', { name: 'Pump 3' }));
    await p.tap(page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }));
    await pumps(p, [null, [1, 2], [1, 3]]);
    await p.reads(page.getByTestId('pin-numbers'), 'Water: 3 units');

    // Rounds 2 and 3: all the crew stay; the Captain pumps 3 at leak 1, still chosen.
    for (const [round, to] of [
      [2, [[2, 3], [2, 2], [2, 1]]],
      [3, [null, [1, 2], [1, 3]]],
    ] as const) {
      await p.reads(page.getByTestId('pin-where'), `Round ${round} · crew a`);
      await p.tap(page.getByRole('button', { name: /^All crew stay/ }));
      await p.tap(page.getByRole('button', { name: 'Pump 3' }));
      await pumps(p, to);
    }

    // Round 4: the first unit floods the escape pod: the Captain wins.
    await p.tap(page.getByRole('button', { name: /^All crew stay/ }));
    await p.tap(page.getByRole('button', { name: 'Pump 3' }));
    await pumps(p, [[2, 3]]);
    await p.reads(page.getByTestId('game-over'), 'Game over: the Captain wins. The escape pod is flooded (depth 2 or more). Undo still works.');
    await expect(page.getByTestId('pin-where')).toHaveText('The Captain won');
    await p.reads(page.getByTestId('pin-numbers'), 'Water: 10 units');
  },
};
