// Cellular Powerhouse (issue 40): a card-effect roll where players roll against each other keeps each pick
// secret until the dice are cast, passing the phone as a Scarcity roll does; on a small phone what the table
// taps next is in view.
import { expect, expectWhollyInView, noAxeViolations, openHome, realDice, test } from './testkit';
import { expectDice, take } from './cellular-testkit';

test('Cellular: players rolling against each other for a card pick in secret; the previous pick is nowhere on screen while the next player picks', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.getByRole('button', { name: /^Cellular Powerhouse / }).click();
  for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await take(page, 'Ana', { d4: 2 });
  await take(page, 'Bo', { d6: 1 });
  await expectDice(page, { Center: '7 5 3 1', Ana: '2 0 0 0', Bo: '0 1 0 0', Cy: '0 0 0 0' });

  // A card has Ana, Bo and Cy roll against each other: the roller starts the secret picks, marked as a reading.
  await page.getByText('Roll for a card effect').click();
  const roller = page.locator('.effect-roll');
  await roller.getByRole('radiogroup', { name: 'Who rolls' }).getByRole('radio', { name: 'Against each other' }).check();
  await expect(roller.getByRole('group', { name: 'Who rolls against each other' }).getByRole('checkbox')).toHaveCount(3);
  await expect(roller.locator('.reading')).toContainText('Each picks dice in secret, one after another in seat order, passing the phone');
  await noAxeViolations(page, 'Cellular card-effect roll against each other');
  await expectWhollyInView(page, roller.locator('.reading'), roller.getByRole('button', { name: 'Pick dice in secret' }));
  await roller.getByRole('button', { name: 'Pick dice in secret' }).click();

  // The roller closes; Cy has no dice and is skipped; Ana gets the phone, the hand-over in view.
  await expect(roller.getByRole('button', { name: 'Pick dice in secret' })).toBeHidden();
  const panel = page.locator('.contest');
  await expect(panel.getByRole('heading', { name: 'Card-effect roll: Ana, Bo, Cy' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Secret picks' }).locator('li')).toHaveText(['Ana: picking now', 'Bo: waiting', 'Cy: no dice, skipped']);
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 · Ana picks');
  await expectWhollyInView(page, panel.getByRole('button', { name: "I'm Ana, show my dice" }));
  await panel.getByRole('button', { name: "I'm Ana, show my dice" }).click();
  await expectWhollyInView(page, panel.getByRole('button', { name: 'Ana rolls d4: more' }));
  // One of her two d4: the pick is not her (public) Microbe.
  await panel.getByRole('button', { name: 'Ana rolls d4: more' }).click();
  await expect(panel).toContainText('Picked: 1 d4');
  await expectWhollyInView(page, panel.getByRole('button', { name: 'Done, hide' }));
  await panel.getByRole('button', { name: 'Done, hide' }).click();

  // Bo's turn: the hand-over in view, and Ana's pick nowhere on the page (no "last roll" either), nor in the log.
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Bo' })).toBeVisible();
  await expectWhollyInView(page, panel.getByRole('button', { name: "I'm Bo, show my dice" }));
  await expect(panel.getByRole('list', { name: 'Secret picks' }).locator('li')).toHaveText(['Ana: picked ✓', 'Bo: picking now', 'Cy: no dice, skipped']);
  await panel.getByRole('button', { name: "I'm Bo, show my dice" }).click();
  await expect(panel.getByRole('heading', { name: "Bo's secret pick" })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain('Picked: 1 d4');
  expect(html).not.toMatch(/Ana: (<[^>]+>)?1 d4/);
  expect(html).not.toMatch(/Ana (rolled )?d4 \d/);
  await expect(page.getByTestId('effect-last')).toHaveCount(0);
  await expect(page.getByTestId('contest-picks')).toHaveCount(0);
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Ana picked in secret for the card-effect roll');
  const picked = await page.locator('.log li', { hasText: 'picked in secret' }).allTextContents();
  expect(picked).toHaveLength(1);
  expect(picked.filter((line) => /d\d/.test(line))).toEqual([]);
  await page.getByText(/^Game log/).click();
  // Nothing else moves while the picks go on: the dice are locked.
  await expect(page.getByText('Dice stay where they are until the card-effect roll is cast.')).toBeVisible();
  await panel.getByRole('button', { name: 'Bo rolls d6: more' }).click();
  await panel.getByRole('button', { name: 'Done, hide' }).click();

  // All picks are in: revealed as the dice are cast together. Ana's 3 against Bo's 5.
  await expect(panel.getByRole('heading', { name: 'All picks are in' })).toBeVisible();
  await expect(panel).not.toContainText(/d4|d6/);
  await expectWhollyInView(page, panel.getByRole('button', { name: 'Reveal the picks' }));
  await panel.getByRole('button', { name: 'Reveal the picks' }).click();
  await expect(page.getByTestId('contest-picks').locator('li')).toHaveText(['Ana: 1 d4', 'Bo: 1 d6', 'Cy: no dice']);
  await expectWhollyInView(page, panel.getByRole('button', { name: 'Cast all the dice' }));
  await noAxeViolations(page, 'Cellular card-effect picks revealed');
  await realDice(panel, [3, 5]);
  await expect(page.getByTestId('contest-result')).toHaveText('Card-effect roll: Ana d4 3 = 3; Bo d6 5 = 5; Cy no dice = 0. Bo rolls highest; the dice go back to the Center');
  await expectWhollyInView(page, page.getByTestId('contest-result'));
  await expectDice(page, { Center: '8 6 3 1', Ana: '1 0 0 0', Bo: '0 0 0 0' });
});
