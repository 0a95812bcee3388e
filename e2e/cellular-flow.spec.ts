// Cellular Powerhouse's play flow on a small phone (issue 39): what the table waits for is in view and focused,
// the pinned line says where the game stands and whose pick it is, a double tap moves the game on once, and
// the Scarcity roll's throws are open and in view once they are what the table reads.
import { type Page, doubleTap, expect, expectWhollyInView, noAxeViolations, openHome, realDice, test } from './testkit';

/** The bar pinned at the foot: the draft's pick, the Round's Next, Declare the winner. */
const foot = (page: Page) => page.locator('[data-pinned-foot]');

/** A new game for Ana, Ben and Cy at 360×640, with the snake draft when asked, started. */
async function newGame(page: Page, snake: boolean) {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.getByRole('button', { name: /^Cellular Powerhouse / }).click();
  for (const [i, name] of ['Ana', 'Ben', 'Cy'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  if (snake) await page.getByLabel('Advanced Setup: Starting Genomes by snake draft').check();
  await expectWhollyInView(page, page.getByRole('button', { name: 'Start the game' }));
  await page.getByRole('button', { name: 'Start the game' }).click();
}

test('Cellular: a Starting Genome pick tapped twice 200 ms apart is one pick, not the next player\'s too', async ({ page }) => {
  await newGame(page, true);
  await expect(page.getByTestId('pin-where')).toHaveText('Starting Genomes · Ana picks');
  await doubleTap(page, page.getByRole('button', { name: 'Ana picked a Starting Genome' }), { scroll: true });
  await expect(page.getByTestId('pin-where')).toHaveText('Starting Genomes · Ben picks');
  await expect(page.getByRole('list', { name: 'Pick order' }).locator('li.done')).toHaveCount(1);
  // Ben's pick is still his: one deliberate tap moves the draft to Cy.
  await page.getByRole('button', { name: 'Ben picked a Starting Genome' }).click();
  await expect(page.getByTestId('pin-where')).toHaveText('Starting Genomes · Cy picks');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Pick 3 of 6');
});

test('Cellular: Next and "Done, hide" tapped twice 200 ms apart move on once: one step, and the next secret pick stays hidden', async ({ page }) => {
  await newGame(page, false);
  await expect(page.getByTestId('round-title')).toHaveText('Round 1 of 3 · Gene Pool');
  await doubleTap(page, page.getByRole('button', { name: 'Next: Drafting' }), { scroll: true });
  await expect(page.getByTestId('round-title')).toHaveText('Round 1 of 3 · Drafting');
  await expect(page.getByRole('button', { name: 'Next: Competition' })).toBeVisible();
  await page.getByRole('button', { name: "Ana's d4: more" }).click();
  await page.getByRole('radiogroup', { name: 'Whose Microbe' }).getByRole('radio', { name: 'Ben' }).check();
  await page.getByRole('button', { name: "Ben's d6: more" }).click();
  await page.getByRole('button', { name: 'Start a Scarcity roll…' }).click();
  await page.getByLabel('For what').fill('a Trait');
  await page.getByRole('button', { name: 'Start the Scarcity roll' }).click();
  const panel = page.locator('.scarcity');
  await panel.getByRole('button', { name: "I'm Ana, show my dice" }).click();
  await panel.getByRole('button', { name: 'Ana rolls d4: more' }).click();
  // Ana's hurried double tap on "Done, hide" must not open the next pick to her: it waits for the hand-over.
  await doubleTap(page, panel.getByRole('button', { name: 'Done, hide' }), { scroll: true });
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Ben' })).toBeVisible();
  await expect(page.getByTestId('secret-pick')).toHaveCount(0);
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 · Ben picks');
});

test('Cellular at 360×640: the draft, each step, each secret pick, the throw and its result, the count and the winner in view and focused', async ({ page }) => {
  await newGame(page, true);
  // The snake draft: the order in view, the pick at the foot where the thumb is.
  await expect(page.getByRole('heading', { name: 'Starting Genomes: snake draft' })).toBeFocused();
  await expectWhollyInView(page, page.getByRole('list', { name: 'Pick order' }), foot(page).getByRole('button', { name: 'Ana picked a Starting Genome' }));
  await noAxeViolations(page, 'Cellular snake draft at 360x640');
  for (const who of ['Ana', 'Ben', 'Cy', 'Cy', 'Ben', 'Ana']) await foot(page).getByRole('button', { name: `${who} picked a Starting Genome` }).click();

  // Round 1: each step's tracker in view and focused; the dice steppers in reach at Drafting.
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 · Gene Pool');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Center: 19 dice');
  await expect(page.getByRole('heading', { name: 'Round 1 of 3 · Gene Pool' })).toBeFocused();
  await expectWhollyInView(page, page.getByLabel(/^Cards in the Gene Pool/), foot(page).getByRole('button', { name: 'Next: Drafting' }));
  await foot(page).getByRole('button', { name: 'Next: Drafting' }).click();
  await expect(page.getByRole('heading', { name: 'Round 1 of 3 · Drafting' })).toBeFocused();
  const whose = page.getByRole('radiogroup', { name: 'Whose Microbe' });
  for (const [who, die] of [['Ana', 'd4'], ['Ben', 'd6'], ['Cy', 'd8']] as const) {
    await whose.getByRole('radio', { name: who }).check();
    const more = page.getByRole('button', { name: `${who}'s ${die}: more` });
    await expectWhollyInView(page, more, page.getByRole('button', { name: `${who}'s d12: more` }));
    await more.click();
  }
  await expect(page.getByTestId('pin-numbers')).toHaveText('Center: 16 dice');
  await noAxeViolations(page, 'Cellular drafting and the dice at 360x640');
  await foot(page).getByRole('button', { name: 'Next: Competition' }).click();
  const everybody = page.getByRole('button', { name: 'Scarcity roll for the Competition: everybody' });
  await expectWhollyInView(page, everybody);
  await everybody.click();

  // The secret picks: the hand-over, then the pick with its Done, each in view and focused; no foot meanwhile.
  const panel = page.locator('.scarcity');
  await expect(foot(page)).toHaveCount(0);
  for (const [who, die] of [['Ana', 'd4'], ['Ben', 'd6'], ['Cy', 'd8']] as const) {
    await expect(page.getByTestId('pin-where')).toHaveText(`Round 1 · ${who} picks`);
    await expect(panel.getByRole('heading', { name: `Hand the phone to ${who}` })).toBeFocused();
    await expectWhollyInView(page, panel.getByRole('button', { name: `I'm ${who}, show my dice` }));
    if (who === 'Ana') await noAxeViolations(page, 'Cellular hand-over at 360x640');
    await panel.getByRole('button', { name: `I'm ${who}, show my dice` }).click();
    await expect(panel.getByRole('heading', { name: `${who}'s secret pick` })).toBeFocused();
    await expectWhollyInView(page, panel.getByRole('button', { name: `${who} rolls ${die}: more` }), panel.getByRole('button', { name: 'Done, hide' }));
    if (who === 'Ana') await noAxeViolations(page, 'Cellular secret pick at 360x640');
    await panel.getByRole('button', { name: `${who} rolls ${die}: more` }).click();
    await panel.getByRole('button', { name: 'Done, hide' }).click();
  }
  await expect(panel.getByRole('heading', { name: 'All picks are in' })).toBeFocused();
  await expectWhollyInView(page, panel.getByRole('button', { name: 'Reveal the picks' }));
  await panel.getByRole('button', { name: 'Reveal the picks' }).click();
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 · Throw');
  await expect(page.getByTestId('scarcity-odds')).toBeFocused();
  await panel.getByRole('button', { name: 'Real dice' }).click();
  await expectWhollyInView(page, page.getByTestId('scarcity-odds'), panel.getByRole('button', { name: 'Use these faces' }));
  await noAxeViolations(page, 'Cellular Scarcity throw, real dice, at 360x640');

  // Ana 3, Ben 3, Cy 1: Ana and Ben tie and throw again, the tie in view with its throw; then 4 against 2.
  await realDice(panel, [3, 3, 1]);
  await expect(panel.getByRole('heading', { name: 'Ana and Ben tie with 3: they roll the same dice again.' })).toBeFocused();
  await expectWhollyInView(page, panel.getByRole('heading', { name: /tie with 3/ }), panel.getByRole('button', { name: 'Use these faces' }));
  await realDice(panel, [4, 2]);

  // Won: the result stays where the roll was, open, every throw in view, its heading focused; Next is back at the foot.
  const result = page.getByTestId('scarcity-result');
  await expect(result).toHaveText('Ana wins the Competition');
  await expect(result).toBeFocused();
  const throws = page.getByTestId('throws');
  await expect(throws.locator('li')).toHaveText(['Ana: d4 3 = 3Ben: d6 3 = 3Cy: d8 1 = 1', 'Ana: d4 4 = 4Ben: d6 2 = 2']);
  await expectWhollyInView(page, result, throws, foot(page).getByRole('button', { name: 'Next: Round End Adaptations' }));
  await noAxeViolations(page, 'Cellular Scarcity won at 360x640');
  // Once play moves on it folds to a line below the dice.
  await foot(page).getByRole('button', { name: 'Next: Round End Adaptations' }).click();
  await expect(result).toHaveCount(0);
  await expect(page.getByTestId('scarcity-last')).toHaveText('Last: Ana won the Competition');
  await expect(page.getByRole('heading', { name: 'Round 1 of 3 · Round End Adaptations' })).toBeFocused();

  for (let k = 0; k < 9; k++) await foot(page).getByRole('button', { name: /^Next:/ }).click();

  // The count opens at its top: one sheet at a time, in view with its boxes; Declare at the foot.
  await expect(page.getByTestId('pin-where')).toHaveText('Counting Nutrients');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Counted 0 of 3');
  await expect(page.getByRole('radiogroup', { name: 'Whose Nutrients' }).getByRole('radio', { name: 'Ana' })).toBeFocused();
  const ana = page.getByRole('group', { name: /^Ana:/ });
  await expectWhollyInView(page, ana.getByLabel('Face-down cards (1 each)'), ana.getByLabel('Evolutions to score'), foot(page).getByRole('button', { name: 'Declare the winner' }));
  await ana.getByLabel('Face-down cards (1 each)').fill('12');
  await ana.getByRole('button', { name: '1: Ana still has the setup Mutation' }).click();
  await ana.getByLabel('Evolutions to score').fill('1');
  await expectWhollyInView(page, ana.getByRole('radio', { name: 'Gains' }));
  await ana.getByRole('radio', { name: 'Gains' }).check();
  await expectWhollyInView(page, ana.getByLabel('Nutrients it gives'));
  await ana.getByLabel('Nutrients it gives').fill('3');
  await noAxeViolations(page, 'Cellular counting Nutrients at 360x640');
  for (const [who, n] of [['Ben', '9'], ['Cy', '5']] as const) {
    await page.getByRole('radiogroup', { name: 'Whose Nutrients' }).getByRole('radio', { name: who }).check();
    const sheet = page.getByRole('group', { name: new RegExp(`^${who}:`) });
    await expectWhollyInView(page, sheet.getByLabel('Face-down cards (1 each)'), sheet.getByLabel('Evolutions to score'));
    await sheet.getByLabel('Face-down cards (1 each)').fill(n);
    await sheet.getByLabel('Mutations (5 each)').fill('1');
    await sheet.getByLabel('Evolutions to score').fill('0');
  }
  await expect(page.getByTestId('pin-numbers')).toHaveText('Counted 3 of 3');

  // "Declare the winner": the winner's banner opens the game-over screen at its top, in view and focused.
  await foot(page).getByRole('button', { name: 'Declare the winner' }).click();
  const banner = page.locator('.winner');
  await expect(banner).toHaveText('Ana wins with 20 Nutrients. Undo still works.');
  await expect(banner).toBeFocused();
  await expectWhollyInView(page, banner);
  await expect(page.getByTestId('pin-where')).toHaveText('Game over · Ana won');
  await expect(page.getByTestId('pin-numbers')).toHaveText('20 Nutrients');
  await noAxeViolations(page, 'Cellular game over at 360x640');
});
