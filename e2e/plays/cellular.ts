// Cellular Powerhouse's scripted game: three players, the snake draft, a secret Scarcity roll for the first
// Competition on real dice, three Rounds, and the Nutrients counted to a winner.
import { expect } from '@playwright/test';
import type { Player, PlayScript } from '../play-testkit';

/**
 * Waits out the half second after a tap that ends a pick, a step or a roll, when the screen ignores taps
 * (`aria-disabled`): a person takes longer than that to look and tap again. Tapping sooner, Playwright would
 * wait and scroll the button around while it retries, which no finger does.
 */
async function calm(p: Player) {
  await expect(p.page.locator('.cellular [aria-disabled="true"]')).toHaveCount(0);
}

/** Taps the button pinned at the foot (a pick, Next, Declare the winner) once the screen takes taps again. */
async function foot(p: Player, text: string) {
  await calm(p);
  await p.tap(p.page.locator('[data-pinned-foot]').getByRole('button', { name: text }));
}

/** One contender's secret pick: the hand-over, "I'm X", a die of each kind asked, "Done, hide". */
async function secretPick(p: Player, who: string, dice: string[]) {
  const panel = p.page.locator('.scarcity');
  await calm(p);
  await p.tap(panel.getByRole('button', { name: `I'm ${who}, show my dice` }));
  for (const d of dice) await p.tap(panel.getByRole('button', { name: `${who} rolls ${d}: more` }));
  await calm(p);
  await p.tap(panel.getByRole('button', { name: 'Done, hide' }));
}

/** One Microbe's count: face-down cards typed, the setup Mutation in one tap, the Evolutions to score. */
async function count(p: Player, who: string, faceDown: number, evolutions: number) {
  const sheet = p.page.getByRole('group', { name: new RegExp(`^${who}:`) });
  await p.types(sheet.getByLabel('Face-down cards (1 each)'), String(faceDown));
  await p.tap(sheet.getByRole('button', { name: `1: ${who} still has the setup Mutation` }));
  await p.types(sheet.getByLabel('Evolutions to score'), String(evolutions));
}

/**
 * Cellular Powerhouse: Ana, Ben and Cy draft their Starting Genomes; in Round 1 each takes a die, and the
 * Competition goes to a Scarcity roll among all three (Ana's d4 4, Ben's d6 6, Cy's d8 8: Cy); Rounds 2 and 3
 * are stepped through; Ana counts 12 + 5 + an Evolution of 3 = 20, Ben 9 + 5 = 14, Cy 5 + 5 = 10: Ana wins.
 */
export const cellularPlay: PlayScript = {
  tool: 'Cellular Powerhouse',
  before: { taps: 98, swipes: null, note: 'measured by hand for a whole game before this work (issue 39)' },
  async play(p) {
    const { page } = p;
    // The tile's title is on screen at 360×640 (the tile's foot is below it): the player taps the title.
    await p.tap(page.getByRole('button', { name: /^Cellular Powerhouse / }).locator('.tile-title'));
    for (const [i, name] of ['Ana', 'Ben', 'Cy'].entries()) await p.types(page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name'), name);
    await p.tap(page.getByLabel('Advanced Setup: Starting Genomes by snake draft'));
    await p.tap(page.getByRole('button', { name: 'Start the game' }));

    // The snake draft: seat order, then back.
    for (const who of ['Ana', 'Ben', 'Cy', 'Cy', 'Ben', 'Ana']) {
      await p.reads(page.getByTestId('pin-where'), `Starting Genomes · ${who} picks`);
      await foot(p, `${who} picked a Starting Genome`);
    }

    // Round 1: the Gene Pool as dealt; a die each from the Drafting's cards; the Competition to a Scarcity roll.
    await p.reads(page.getByTestId('pin-where'), 'Round 1 · Gene Pool');
    await foot(p, 'Next: Drafting');
    const whose = page.getByRole('radiogroup', { name: 'Whose Microbe' });
    for (const [who, die] of [['Ana', 'd4'], ['Ben', 'd6'], ['Cy', 'd8']] as const) {
      if (who !== 'Ana') await p.tap(whose.getByRole('radio', { name: who }));
      await p.tap(page.getByRole('button', { name: `${who}'s ${die}: more` }));
    }
    await p.reads(page.getByTestId('pin-numbers'), 'Center: 16 dice');
    await foot(p, 'Next: Competition');
    await calm(p);
    await p.tap(page.getByRole('button', { name: 'Scarcity roll for the Competition: everybody' }));
    await secretPick(p, 'Ana', ['d4']);
    await secretPick(p, 'Ben', ['d6']);
    await secretPick(p, 'Cy', ['d8']);
    const panel = page.locator('.scarcity');
    await calm(p);
    await p.tap(panel.getByRole('button', { name: 'Reveal the picks' }));
    await p.reads(page.getByTestId('picks'), 'Ana: 1 d4Ben: 1 d6Cy: 1 d8');
    await calm(p);
    await p.tap(panel.getByRole('button', { name: 'Real dice' }));
    await p.faces(panel, [4, 6, 8]);
    await p.reads(page.getByTestId('scarcity-result'), 'Cy wins the Competition');
    await p.reads(page.getByTestId('throws'), 'Ana: d4 4 = 4Ben: d6 6 = 6Cy: d8 8 = 8');
    await foot(p, 'Next: Round End Adaptations');
    await foot(p, 'Next: Round 2');

    // Rounds 2 and 3, step by step.
    for (const round of [2, 3]) {
      for (const step of ['Drafting', 'Competition', 'Round End Adaptations']) await foot(p, `Next: ${step}`);
      await foot(p, round < 3 ? `Next: Round ${round + 1}` : 'Next: count Nutrients');
    }

    // The count: one Microbe at a time, chosen by name.
    await p.reads(page.getByTestId('pin-where'), 'Counting Nutrients');
    await count(p, 'Ana', 12, 1);
    const ana = page.getByRole('group', { name: /^Ana:/ });
    await p.tap(ana.getByRole('radio', { name: 'Gains' }));
    await p.types(ana.getByLabel('Nutrients it gives'), '3');
    await p.reads(page.getByTestId('nutrients-0'), 'Ana: 20 Nutrients');
    const tabs = page.getByRole('radiogroup', { name: 'Whose Nutrients' });
    await p.tap(tabs.getByRole('radio', { name: /^Ben/ }));
    await count(p, 'Ben', 9, 0);
    await p.tap(tabs.getByRole('radio', { name: /^Cy/ }));
    await count(p, 'Cy', 5, 0);
    await p.reads(page.getByTestId('pin-numbers'), 'Counted 3 of 3');
    await foot(p, 'Declare the winner');
    await p.reads(page.locator('.winner'), 'Ana wins with 20 Nutrients. Undo still works.');
    await p.reads(page.getByTestId('pin-where'), 'Game over · Ana won');
  },
};
