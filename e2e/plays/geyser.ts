// Geyser's scripted game: three tribes, real dice throughout, four rounds to a win on the Mother Geyser.
import { expect } from '@playwright/test';
import type { Player, PlayScript } from '../play-testkit';

const ROUNDS = 4;
/** The most taps a round took by hand before this work (the issue: 12–15 a round). */
const ROUND_BEFORE = 15;

/**
 * Waits out the half second after a tap that ends a roll, a move or a turn, when the screen ignores taps
 * (`aria-disabled`): a person takes longer than that to look and tap again. Tapping sooner, Playwright would
 * wait and scroll the button around while it retries, which no finger does.
 */
async function calm(p: Player) {
  await expect(p.page.locator('.geyser [aria-disabled="true"]')).toHaveCount(0);
}

async function moveOnto(p: Player, who: string, ring: string) {
  await calm(p);
  await p.tap(p.page.getByRole('button', { name: `${who} moves onto a ${ring} geyser` }));
}

async function endTurn(p: Player, who: string) {
  await calm(p);
  await p.tap(p.page.getByRole('button', { name: `End ${who}'s turn` }));
}

/** The Firing after the round: its two faces on real dice, then the ring it fired read on the next screen. */
async function firing(p: Player, round: number, roller: string, faces: [number, number], fires: string) {
  await p.reads(p.page.getByTestId('pin-where'), `Round ${round} · Geyser Firing`);
  const panel = p.page.locator('.panel', { has: p.page.getByRole('heading', { name: `Round ${round} is over: ${roller} rolls 2d6` }) });
  await calm(p);
  await p.faces(panel, faces);
  await p.reads(p.page.getByTestId('fired-ring'), `${fires} fires`);
}

/**
 * Geyser: Ana, Ben and Cy; each claims a geyser a turn; Ben takes Cy's 4/10 in a battle; Ana reaches three
 * geysers, moves into the Mother Geyser in round 4 and holds it through the Firing.
 */
export const geyserPlay: PlayScript = {
  tool: 'Geyser',
  before: { taps: 15 * ROUNDS, swipes: null, note: `measured by hand before this work: 12–15 taps a round, ${ROUNDS} rounds` },
  async play(p) {
    const { page } = p;
    // Taps per round, each at most what a round took by hand (setup and the start roll counted apart).
    let at = 0;
    const round = (n: number) => {
      expect(p.count.taps - at, `taps in round ${n}`).toBeLessThanOrEqual(ROUND_BEFORE);
      at = p.count.taps;
    };
    // The tile's title is on screen at 360×640 (the tile's foot is below it): the player taps the title.
    await p.tap(page.getByRole('button', { name: /^Geyser / }).locator('.tile-title'));
    for (const [i, name] of ['Ana', 'Ben', 'Cy'].entries()) await p.types(page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name'), name);
    await p.tap(page.getByRole('button', { name: 'Start the game' }));
    const start = page.locator('.panel', { has: page.getByRole('heading', { name: 'Who starts?' }) });
    await p.tap(start.getByRole('button', { name: 'Real dice' }));
    await p.faces(start, [6, 3, 2]);
    await p.reads(page.getByTestId('pin-where'), "Round 1 · Ana's turn");
    await p.reads(page.getByTestId('pin-numbers'), 'Next Firing: Ana');
    // Setup and the start roll: 10 taps (the tile, three names, Start, Real dice, three faces and Use).
    at = p.count.taps;

    // Round 1 (9 taps): a geyser each; the Firing (1 + 1) hits the empty 2/12 ring.
    for (const [who, ring] of [['Ana', '6/8'], ['Ben', '5/9'], ['Cy', '4/10']] as const) {
      await moveOnto(p, who, ring);
      await endTurn(p, who);
    }
    await firing(p, 1, 'Ana', [1, 1], '2/12');
    round(1);

    // Round 2 (15 taps, a battle in it): Ana claims 3/11; Ben (+1) attacks Cy (+1) on the 4/10 geyser and wins 5 + 1 against 2 + 1.
    await moveOnto(p, 'Ana', '3/11');
    await endTurn(p, 'Ana');
    await calm(p);
    await p.tap(page.getByRole('button', { name: 'Ben attacks a token…' }));
    await p.tap(page.getByRole('radio', { name: 'Cy (1 geyser)' }));
    await p.tap(page.getByRole('radio', { name: 'A 4/10 geyser' }));
    await p.tap(page.getByRole('button', { name: 'Ben attacks Cy' }));
    await calm(p);
    await p.faces(page.locator('.battle'), [5, 2]);
    await p.reads(page.getByTestId('battle-end'), /^Ben wins: Cy removes that token\. Ben now controls that 4\/10 geyser\./);
    await endTurn(p, 'Ben');
    await moveOnto(p, 'Cy', '7');
    await endTurn(p, 'Cy');
    await firing(p, 2, 'Ben', [6, 6], '2/12');
    round(2);

    // Round 3 (7 taps): Ana's third geyser; Ben and Cy pass; Cy's own 7 fires.
    await moveOnto(p, 'Ana', '2/12');
    await endTurn(p, 'Ana');
    await endTurn(p, 'Ben');
    await endTurn(p, 'Cy');
    await firing(p, 3, 'Cy', [3, 4], '7');
    round(3);

    // Round 4 (7 taps): Ana moves into the Mother Geyser and holds it through the Firing, which fires her 3/11.
    await calm(p);
    await p.tap(page.getByRole('button', { name: 'Move Ana into the Mother Geyser' }));
    await endTurn(p, 'Ana');
    await endTurn(p, 'Ben');
    await endTurn(p, 'Cy');
    await p.reads(page.getByTestId('pin-where'), 'Round 4 · Geyser Firing');
    await calm(p);
    await p.faces(page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 4 is over: Ana rolls 2d6' }) }), [1, 2]);
    await p.reads(page.locator('.winner strong'), 'Ana wins!');
    await p.reads(page.locator('.winner').getByTestId('fired-ring'), '3/11 fires');
    await p.reads(page.getByTestId('pin-where'), 'Game over · Ana won');
    round(4);
  },
};
