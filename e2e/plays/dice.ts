// The dice roller's scripted game: an evening's rolls with the app's dice and with real ones.
import { expect } from '@playwright/test';
import type { PlayScript } from '../play-testkit';

/** Dice: the default 2d6 rolled three times, 3d6 + 1 twice, the Moon Drop preset, then 2d6 and 5 dice rolled for real, one undone. */
export const dicePlay: PlayScript = {
  tool: 'Dice',
  before: { taps: 25, swipes: null, note: 'measured by hand before this work' },
  async play(p) {
    const { page } = p;
    await p.tap(page.getByRole('button', { name: /^Dice / }));
    const roll = page.getByRole('button', { name: 'Roll', exact: true });
    for (let i = 0; i < 3; i++) await p.tap(roll);
    await p.reads(page.getByTestId('pin-where'), /^3 rolls · last \d+$/);
    await p.tap(page.getByRole('button', { name: 'd6: more' }));
    await p.tap(page.getByRole('button', { name: 'Total: more' }));
    await p.reads(page.getByTestId('pin-numbers'), 'Next: 3d6, total + 1');
    await p.tap(roll);
    await p.tap(roll);
    await p.tap(page.getByRole('button', { name: '5d6 Moon Drop' }));
    await p.reads(page.getByTestId('moon-block').locator('.total'), /^Block [ILJTSZ] \(blue [1-6]\)$/);
    // Real dice from here: the preset 2d6, two faces, then the Moon Drop preset's five.
    await p.tap(page.getByRole('radio', { name: 'Real dice' }));
    await p.tap(page.getByRole('button', { name: '2d6', exact: true }));
    await p.faces(page.locator('main'), [3, 5]);
    await p.reads(page.getByTestId('roll-total'), '8');
    await p.tap(page.getByRole('button', { name: '5d6 Moon Drop' }));
    await p.faces(page.locator('main'), [2, 6, 1, 4, 3]);
    await p.reads(page.getByTestId('moon-block').locator('.total'), 'Block L (blue 2)');
    // One roll was a mistake: Undo says which.
    await p.tap(page.getByRole('button', { name: 'Undo' }));
    await p.reads(page.getByTestId('history-note'), 'Undid: Rolled 1d6 Blue + 4d6 White (real dice): block L (blue 2), whites 1 3 4 6');
    await expect(page.getByTestId('roll-total')).toHaveText('8');
  },
};
